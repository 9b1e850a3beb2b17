/**
 * `npm run backup [PATH]` and `npm run restore FILE [--force]` (`node server.js --backup …` and
 * `--restore …` from the production bundle): made for cron and scripts. Each prints one line (what
 * was done, or why not) and exits 0 on success, 1 on a refusal or failure, 2 on wrong usage. The
 * backup is the same archive as /admin/export.zip, from the same writer: to a file, or, when
 * S3_BUCKET is set, to the bucket under S3_PREFIX + `backups/` (decision 077).
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
	connectDatabase,
	disconnectDatabase,
	ensureIndexes,
} from '#app/server/platform/db.server.ts'
import type { Env } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	s3SettingsFrom,
	type S3Env,
	type S3Settings,
} from '#app/server/platform/object-store.server.ts'
import {
	exportArchiveStream,
	exportFileName,
	type ExportManifest,
} from './archive.server.ts'
import { restoreArchive } from './restore.server.ts'
import { uploadBackup } from './s3-backup.server.ts'

export interface SiteCommand {
	name: 'backup' | 'restore'
	/** The backup's path (a file, or a folder to write the dated file into), or the archive to restore. */
	target?: string
	force: boolean
}

/** The command `argv` asks for (`--backup [PATH]`, `--restore FILE [--force]`), if any. */
export function siteCommandOf(argv: readonly string[]): SiteCommand | null {
	const name = argv.includes('--backup')
		? 'backup'
		: argv.includes('--restore')
			? 'restore'
			: null
	if (!name) return null
	const target = argv
		.slice(argv.indexOf(`--${name}`) + 1)
		.find(arg => !arg.startsWith('--'))
	return { name, target, force: argv.includes('--force') }
}

function megabytes(bytes: number): string {
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function seconds(ms: number): string {
	return `${(ms / 1000).toFixed(1)} s`
}

/** Where a backup goes: the path given (a folder gets the dated name inside it), else the dated name here. */
async function backupPath(target: string | undefined): Promise<string> {
	const resolved = path.resolve(target ?? '.')
	const isFolder = await stat(resolved).then(
		found => found.isDirectory(),
		() => target === undefined || target.endsWith('/'),
	)
	return isFolder ? path.join(resolved, exportFileName()) : resolved
}

/** The archive's bytes for a backup, and the manifest once it is counted. */
export function backupStream(onManifest: (manifest: ExportManifest) => void) {
	const quiet = logger.child({ command: 'backup' }, { level: 'warn' })
	return Readable.fromWeb(exportArchiveStream(quiet, onManifest) as never)
}

/**
 * Writes the archive to a file: first under a `.partial` name, renamed when complete, so a
 * backup cut short (a full disk, a lost database) never leaves a file that looks whole.
 */
export async function writeBackup(
	target: string | undefined,
): Promise<{ file: string; bytes: number; manifest?: ExportManifest }> {
	const file = await backupPath(target)
	await mkdir(path.dirname(file), { recursive: true })
	const partial = `${file}.partial`
	let manifest: ExportManifest | undefined
	try {
		await pipeline(
			backupStream(counted => (manifest = counted)),
			createWriteStream(partial),
		)
	} catch (error) {
		await rm(partial, { force: true })
		throw error
	}
	await rename(partial, file)
	return { file, bytes: (await stat(file)).size, manifest }
}

/** Writes the archive to the bucket (multipart, streamed); never replaces an object. */
async function writeBackupToS3(
	s3: S3Settings,
	target: string | undefined,
): Promise<{ file: string; bytes: number; manifest?: ExportManifest }> {
	let manifest: ExportManifest | undefined
	const uploaded = await uploadBackup(s3, target, () =>
		backupStream(counted => (manifest = counted)),
	)
	return { ...uploaded, manifest }
}

async function backup(
	target: string | undefined,
	s3: S3Settings | undefined,
): Promise<string> {
	const started = Date.now()
	const { file, bytes, manifest } = s3
		? await writeBackupToS3(s3, target)
		: await writeBackup(target)
	const counts = manifest?.counts ?? {}
	return `Backup written to ${file}: ${counts.articles ?? 0} articles, ${counts.images ?? 0} images, ${megabytes(bytes)} in ${seconds(Date.now() - started)}.`
}

async function run(command: SiteCommand, env: S3Env): Promise<string> {
	if (command.name === 'backup')
		return backup(command.target, s3SettingsFrom(env))
	const report = await restoreArchive(command.target!, {
		force: command.force,
	})
	return `Restored ${command.target}: ${report.counts.articles} articles, ${report.counts.revisions} revisions, ${report.counts.staff} people, ${report.imageFiles} image files${report.replaced ? ' (the content that was there was removed first)' : ''} in ${seconds(report.ms)}. Start the site: the owner signs in with ADMIN_PASSWORD; other people need a new password.`
}

/** Runs a backup or restore against MONGODB_URI; prints one line; resolves to the exit code. */
export async function runSiteCommand(
	command: SiteCommand,
	env: Pick<Env, 'MONGODB_URI'> & S3Env,
): Promise<number> {
	if (command.name === 'restore' && !command.target) {
		console.error('Usage: npm run restore -- FILE [--force]')
		return 2
	}
	if (!env.MONGODB_URI) {
		console.error(`MONGODB_URI is not set: nothing to ${command.name}.`)
		return 2
	}
	const quietLog = (message: string) => logger.debug(message)
	try {
		await connectDatabase(env.MONGODB_URI, { log: quietLog })
		if (command.name === 'restore') await ensureIndexes(quietLog)
		console.log(await run(command, env))
		return 0
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error)
		console.error(
			`${command.name === 'backup' ? 'Backup' : 'Restore'} failed: ${message}`,
		)
		return 1
	} finally {
		await disconnectDatabase().catch(() => undefined)
	}
}
