/**
 * Starts a local MongoDB-compatible server when no MONGODB_URI is configured, so a newcomer can
 * run the site (and the tests) with nothing installed but Node. In order of preference:
 *   1. a `mongod` on PATH;
 *   2. FerretDB v1 on SQLite, built from tools/ferretdb with Go (scripts/ferretdb.sh);
 *   3. MongoDB downloaded by mongodb-memory-server, with its files kept on disk.
 * The data lives under `dataDir` and survives restarts. If the server dies, it is restarted.
 * One database per data directory: FerretDB (our wrapper, tools/ferretdb) locks its directory and
 * refuses to start while another holds it, naming that one's pid, and it stops by itself when
 * the process that started it dies, even by `kill -9` (`--parent-pid`). mongod locks its dbpath.
 *
 * Development and test tooling only (`npm run dev`, `npm run preview`, the test runners): the
 * production server never starts a database of its own; it needs MONGODB_URI. Plain erasable
 * TypeScript: Node runs it directly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { accessSync, constants, mkdirSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type EmbeddedKind = 'mongod' | 'ferretdb' | 'mongodb-memory-server'

export interface EmbeddedDatabase {
	kind: EmbeddedKind
	/** Connection string without a database name, e.g. mongodb://127.0.0.1:27018/ */
	uri: string
	port: number
	dataDir: string
	stop(): Promise<void>
}

export interface EmbeddedOptions {
	/** Directory for the database files; created if missing. */
	dataDir: string
	/** TCP port on 127.0.0.1; a free one is picked when omitted. */
	port?: number
	/** Force one kind instead of the preference order (tests use this). */
	kind?: EmbeddedKind
	log?: (message: string) => void
}

const projectRoot = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	'..',
)

function findOnPath(command: string): string | undefined {
	for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
		if (!dir) continue
		const candidate = path.join(dir, command)
		try {
			accessSync(candidate, constants.X_OK)
			return candidate
		} catch {
			// not here
		}
	}
	return undefined
}

export async function findFreePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() =>
				address && typeof address === 'object'
					? resolve(address.port)
					: reject(new Error('no port')),
			)
		})
	})
}

function canConnect(port: number): Promise<boolean> {
	return new Promise(resolve => {
		const socket = connect({ port, host: '127.0.0.1' })
		socket.setTimeout(500)
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
		socket.once('timeout', () => {
			socket.destroy()
			resolve(false)
		})
	})
}

async function waitForPort(
	port: number,
	child: ChildProcess,
	timeoutMs: number,
	lastOutput: () => string,
): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (child.exitCode !== null || child.signalCode !== null) {
			const output = lastOutput()
			throw new Error(
				`database process exited early (code ${child.exitCode ?? child.signalCode})${output ? `: ${output}` : ''}`,
			)
		}
		if (await canConnect(port)) return
		await new Promise(resolve => setTimeout(resolve, 150))
	}
	throw new Error(
		`database did not accept connections on port ${port} within ${timeoutMs} ms`,
	)
}

/** The FerretDB binary: $FERRETDB_BIN, else the cached build, else built now when Go is present. */
export function resolveFerretDbBinary(
	log: (message: string) => void,
): string | undefined {
	if (process.env.FERRETDB_BIN) return process.env.FERRETDB_BIN
	const result = spawnSync(
		'bash',
		[path.join(projectRoot, 'scripts/ferretdb.sh')],
		{
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	if (result.status === 0) return result.stdout.trim()
	if (result.status !== 3)
		log(`FerretDB build failed:\n${result.stderr.trim()}`)
	return undefined
}

interface ProcessSpec {
	kind: 'mongod' | 'ferretdb'
	command: string
	args: string[]
}

function processSpec(
	kind: 'mongod' | 'ferretdb',
	binary: string,
	dataDir: string,
	port: number,
): ProcessSpec {
	if (kind === 'mongod') {
		const dbPath = path.join(dataDir, 'mongod')
		mkdirSync(dbPath, { recursive: true })
		return {
			kind,
			command: binary,
			args: [
				'--dbpath',
				dbPath,
				'--bind_ip',
				'127.0.0.1',
				'--port',
				String(port),
				'--quiet',
			],
		}
	}
	const dbPath = path.join(dataDir, 'ferretdb')
	mkdirSync(dbPath, { recursive: true })
	return {
		kind,
		command: binary,
		args: ['--listen-addr', `127.0.0.1:${port}`, '--data-dir', dbPath],
	}
}

/** FerretDB's exit status when another FerretDB holds the data directory (tools/ferretdb/main.go). */
const EXIT_DATA_DIR_LOCKED = 75

/** Runs a database process, restarting it (with back-off) if it dies while we still want it. */
async function superviseProcess(
	spec: ProcessSpec,
	port: number,
	dataDir: string,
	log: (message: string) => void,
): Promise<EmbeddedDatabase> {
	let child: ChildProcess
	let stopping = false
	let restarts = 0
	let stderrTail = ''
	let running = false
	const lastLine = () => stderrTail.trim().split('\n').at(-1) ?? ''

	const launch = () => {
		// FERRETDB_PARENT_PID: our FerretDB stops when this process dies, however it dies (an
		// environment variable rather than a flag, so an older cached build still starts).
		const started = spawn(spec.command, spec.args, {
			stdio: ['ignore', 'ignore', 'pipe'],
			env: { ...process.env, FERRETDB_PARENT_PID: String(process.pid) },
		})
		stderrTail = ''
		started.stderr?.on('data', (chunk: Buffer) => {
			stderrTail = (stderrTail + chunk.toString()).slice(-2000)
		})
		started.once('exit', (code, signal) => {
			if (stopping) return
			if (code === EXIT_DATA_DIR_LOCKED) {
				// Another database took the directory meanwhile: a second one must not start on it.
				if (running) log(`${spec.kind} cannot restart: ${lastLine()}`)
				return
			}
			const delay = Math.min(1000 * 2 ** restarts, 15_000)
			restarts += 1
			log(
				`${spec.kind} exited (${code ?? signal}); restarting in ${delay} ms.${stderrTail ? ` Last output: ${lastLine()}` : ''}`,
			)
			setTimeout(() => {
				if (!stopping) child = launch()
			}, delay).unref()
		})
		return started
	}

	child = launch()
	await waitForPort(port, child, 30_000, lastLine)
	running = true
	restarts = 0

	const onExit = () => child.kill('SIGTERM')
	process.once('exit', onExit)

	return {
		kind: spec.kind,
		uri: `mongodb://127.0.0.1:${port}/`,
		port,
		dataDir,
		async stop() {
			stopping = true
			process.off('exit', onExit)
			if (child.exitCode !== null || child.signalCode !== null) return
			const exited = new Promise<void>(resolve =>
				child.once('exit', () => resolve()),
			)
			child.kill('SIGTERM')
			const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
			await exited
			clearTimeout(timer)
		},
	}
}

async function startMemoryServer(
	dataDir: string,
	port: number,
): Promise<EmbeddedDatabase> {
	const { MongoMemoryServer } = await import('mongodb-memory-server-core')
	const dbPath = path.join(dataDir, 'mongodb-memory-server')
	mkdirSync(dbPath, { recursive: true })
	const server = await MongoMemoryServer.create({
		instance: { dbPath, port, ip: '127.0.0.1', storageEngine: 'wiredTiger' },
	})
	return {
		kind: 'mongodb-memory-server',
		uri: `mongodb://127.0.0.1:${port}/`,
		port,
		dataDir,
		async stop() {
			await server.stop({ doCleanup: false })
		},
	}
}

export async function startEmbeddedDatabase(
	options: EmbeddedOptions,
): Promise<EmbeddedDatabase> {
	const log = options.log ?? ((message: string) => console.log(message))
	const dataDir = path.resolve(options.dataDir)
	mkdirSync(dataDir, { recursive: true })
	const port = options.port ?? (await findFreePort())

	const mongod =
		options.kind === undefined || options.kind === 'mongod'
			? findOnPath('mongod')
			: undefined
	if (mongod)
		return superviseProcess(
			processSpec('mongod', mongod, dataDir, port),
			port,
			dataDir,
			log,
		)
	if (options.kind === 'mongod') throw new Error('mongod is not on PATH')

	if (options.kind === undefined || options.kind === 'ferretdb') {
		const ferret = resolveFerretDbBinary(log)
		if (ferret)
			return superviseProcess(
				processSpec('ferretdb', ferret, dataDir, port),
				port,
				dataDir,
				log,
			)
		if (options.kind === 'ferretdb')
			throw new Error(
				'FerretDB is not available: install Go or set FERRETDB_BIN',
			)
	}

	log(
		'No mongod and no Go toolchain for FerretDB: downloading MongoDB through mongodb-memory-server...',
	)
	return startMemoryServer(dataDir, port)
}

/**
 * For the development launchers (`npm run dev`, `npm run preview`, `npm run seed`): when
 * MONGODB_URI is unset, starts the embedded database under DATA_DIR/db and points MONGODB_URI at
 * it (database "brandline"). The database stops when this process exits.
 */
export async function withDatabase(): Promise<EmbeddedDatabase | undefined> {
	if (process.env.MONGODB_URI) return undefined
	const dataDir = path.resolve(process.env.DATA_DIR ?? './data', 'db')
	const embedded = await startEmbeddedDatabase({
		dataDir,
		log: message => console.warn(message),
	})
	process.env.MONGODB_URI = `${embedded.uri}brandline`
	console.log(
		`Database: embedded ${embedded.kind} on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`,
	)
	return embedded
}
