/**
 * Figures for issue 24 ("Proof and figures", decision 063): the import of a Ghost export of
 * IMPORT_POSTS posts (default 10,000) through the real import service (startImport, then
 * confirmImport, which queues the leased job and waits for it), and the full-site export zip of
 * EXPORT_ARTICLES bulk-inserted articles (default 100,000) written to a temporary file as a
 * download would take it. Prints wall time, items per second, this process's peak heap and RSS
 * (sampled every 100 ms) and the zip's size. EXPORT_GHOST=1 also times the Ghost JSON export of
 * the same articles. Figures only, no assertion.
 *
 *   npm run bench:portability
 *   IMPORT_POSTS=1000 EXPORT_ARTICLES=5000 npm run bench:portability
 *   IMPORT_POSTS=0 EXPORT_ARTICLES=20000 EXPORT_GHOST=1 npm run bench:portability
 *
 * The generated Ghost posts (bench/ghost-fixture.ts) have HTML bodies of three to eleven
 * paragraphs, two tags each, one of five authors, excerpts and SEO fields on a third, drafts,
 * scheduled posts and pages; one in ten has a feature image and one in twenty an image in its
 * body, all at an address that never resolves (reported as not copied, no network fetch). The
 * report's counts are printed with the figures. Uses BENCH_MONGODB_URI
 * (a database named portability_bench_… is created and dropped), or starts the embedded database
 * in a temporary directory (bench/bench-database.ts).
 */
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { connectAppDatabase, loadAppModule } from './app-modules.ts'
import { bulkArticleInserter } from './bulk-articles.ts'
import { benchDatabase } from './bench-database.ts'
import { mb, measured } from './memory.ts'
import { ghostExport } from './ghost-fixture.ts'
import type * as ImportModule from '#app/server/imports/import-run.server.ts'
import type * as ArchiveModule from '#app/server/exports/archive.server.ts'
import type * as GhostJsonModule from '#app/server/exports/ghost-json.server.ts'
import type * as MarkdownModule from '#app/server/platform/markdown.server.ts'
import type * as LoggerModule from '#app/server/platform/logger.server.ts'

const importPosts = Number(process.env.IMPORT_POSTS ?? 10_000)
const exportArticles = Number(process.env.EXPORT_ARTICLES ?? 100_000)
const exportGhost = process.env.EXPORT_GHOST === '1'

// Errors only: every image the fixture cannot copy would log a warning.
const bench = await benchDatabase('portability', { LOG_LEVEL: 'error' })
const { db, models } = await connectAppDatabase(bench.uri)
const load = loadAppModule
const imports = await load<typeof ImportModule>(
	'app/server/imports/import-run.server.ts',
)
const archive = await load<typeof ArchiveModule>(
	'app/server/exports/archive.server.ts',
)
const ghostJson = await load<typeof GhostJsonModule>(
	'app/server/exports/ghost-json.server.ts',
)
const markdown = await load<typeof MarkdownModule>(
	'app/server/platform/markdown.server.ts',
)
const { logger } = await load<typeof LoggerModule>(
	'app/server/platform/logger.server.ts',
)

const count = (n: number) => n.toLocaleString('en-US')

const lines: string[] = []

async function benchImport(): Promise<void> {
	const bytes = ghostExport(importPosts)
	console.log(
		`Importing a Ghost export of ${count(importPosts)} posts (${mb(bytes.byteLength, 1)})…`,
	)
	let previewSeconds = 0
	let report: Awaited<ReturnType<typeof imports.confirmImport>> | undefined
	const result = await measured(async () => {
		const started = performance.now()
		const id = await imports.startImport({
			fileName: 'bench-ghost.json',
			bytes,
			siteUrl: 'https://ghost.example',
		})
		previewSeconds = (performance.now() - started) / 1000
		const run = await imports.getImportRun(id)
		report = await imports.confirmImport(id, {
			categoryMap: run.categoryMap ?? {},
			defaultCategory: run.defaultCategory as never,
		})
	})
	const articles = await models.Article.countDocuments()
	const done = report!
	lines.push(
		`  import, Ghost JSON ${mb(bytes.byteLength, 1).padEnd(9)}${count(importPosts)} posts in ${result.seconds.toFixed(1)} s (upload and preview ${previewSeconds.toFixed(1)} s), ${(importPosts / result.seconds).toFixed(0)} posts/s`,
		`                                  ${count(done.imported)} imported, ${count(done.updated)} updated, ${count(done.totals?.skipped ?? done.skipped.length)} skipped, ${count(done.totals?.failedImages ?? done.failedImages.length)} images not copied, ${count(done.redirects.added)} redirects; ${count(articles)} articles`,
		`                                  peak heap ${mb(result.peakHeap)}, peak RSS ${mb(result.peakRss)} (RSS before ${mb(result.rssBefore)})`,
	)
}

/** Writes `stream` to a temporary file; answers its size. */
async function toFile(
	name: string,
	stream: ReadableStream<Uint8Array>,
): Promise<number> {
	const folder = await mkdtemp(path.join(tmpdir(), 'brandline-export-bench-'))
	const file = path.join(folder, name)
	try {
		await pipeline(Readable.fromWeb(stream as never), createWriteStream(file))
		return (await stat(file)).size
	} finally {
		await rm(folder, { recursive: true, force: true })
	}
}

async function benchExport(): Promise<void> {
	console.log(`Inserting ${count(exportArticles)} articles…`)
	// Varied bodies (so the zip's size means something), rendered by the current renderer as saved ones are.
	const insertUpTo = bulkArticleInserter(models.Article.db.db as never, {
		varied: true,
		rendererVersion: markdown.RENDERER_VERSION,
	})
	const insertMs = await insertUpTo(exportArticles)
	console.log(`  inserted in ${(insertMs / 1000).toFixed(1)} s`)
	const log = logger.child({ bench: 'portability' })
	const exports: [string, string, () => ReadableStream<Uint8Array>][] = [
		['export zip', 'export.zip', () => archive.exportArchiveStream(log)],
	]
	if (exportGhost)
		exports.push([
			'export Ghost JSON',
			'ghost.json',
			() => ghostJson.ghostExportStream(log),
		])
	for (const [label, file, stream] of exports) {
		console.log(`Writing the ${label}…`)
		let size = 0
		const result = await measured(async () => {
			size = await toFile(file, stream())
		})
		lines.push(
			`  ${label.padEnd(32)}${count(exportArticles)} articles in ${result.seconds.toFixed(1)} s, ${(exportArticles / result.seconds).toFixed(0)} articles/s, ${mb(size, 1)}`,
			`                                  peak heap ${mb(result.peakHeap)}, peak RSS ${mb(result.peakRss)} (RSS before ${mb(result.rssBefore)})`,
		)
	}
}

try {
	if (importPosts > 0) await benchImport()
	if (exportArticles > 0) {
		// The export reads a site of bench articles only.
		await models.Article.db.dropDatabase()
		await db.ensureIndexes(() => undefined)
		await benchExport()
	}
	console.log(`
Portability benchmark (${bench.machine})
${lines.join('\n')}
`)
} finally {
	await models.Article.db.dropDatabase().catch(() => {})
	await db.disconnectDatabase()
	await bench.stop()
}
process.exit(0)
