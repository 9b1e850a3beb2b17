import { spawn } from 'node:child_process'
import path from 'node:path'
import { ZipFile } from 'yazl'
import { clockEnv } from './server-process.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A zip of these entries, in this order, in memory (tests build altered archives with it). */
export async function zipOf(entries: [string, Buffer][]): Promise<Buffer> {
	const zip = new ZipFile()
	for (const [name, body] of entries) zip.addBuffer(body, name)
	zip.end()
	const chunks: Buffer[] = []
	for await (const chunk of zip.outputStream as AsyncIterable<Buffer>)
		chunks.push(chunk)
	return Buffer.concat(chunks)
}

export interface CommandRun {
	code: number | null
	stdout: string
	stderr: string
	ms: number
}

/** `node server.js ARGS` (the production bundle) against `databaseUri`, as cron would run it. */
export function runServerCommand(
	args: string[],
	env: Record<string, string>,
): Promise<CommandRun> {
	const started = Date.now()
	const child = spawn(process.execPath, ['server.js', ...args], {
		cwd: root,
		env: {
			PATH: process.env.PATH ?? '',
			HOME: process.env.HOME ?? '',
			...clockEnv(),
			BUILD_DIR: process.env.BUILD_DIR ?? 'build',
			NODE_ENV: 'production',
			PUBLIC_URL: 'http://127.0.0.1:9',
			SESSION_SECRET: 'command-session-secret-long-enough-0123456789',
			ADMIN_PASSWORD: 'command-admin-password',
			TRUST_PROXY: 'false',
			LOG_LEVEL: 'warn',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let stdout = ''
	let stderr = ''
	child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
	return new Promise(resolve =>
		child.once('exit', code =>
			resolve({ code, stdout, stderr, ms: Date.now() - started }),
		),
	)
}
