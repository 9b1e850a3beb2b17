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
 * The generated Ghost posts have HTML bodies (a few paragraphs, a heading, a list, a link), two
 * tags each, one of five authors, excerpts and SEO fields on a third; no feature images (an image
 * would be fetched over the network, which is not what this measures). Uses BENCH_MONGODB_URI
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
import type * as ImportModule from '#app/server/imports/import-run.server.ts'
import type * as ArchiveModule from '#app/server/exports/archive.server.ts'
import type * as GhostJsonModule from '#app/server/exports/ghost-json.server.ts'
import type * as MarkdownModule from '#app/server/platform/markdown.server.ts'
import type * as LoggerModule from '#app/server/platform/logger.server.ts'

const importPosts = Number(process.env.IMPORT_POSTS ?? 10_000)
const exportArticles = Number(process.env.EXPORT_ARTICLES ?? 100_000)
const exportGhost = process.env.EXPORT_GHOST === '1'

const bench = await benchDatabase('portability')
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

const hex = (kind: number, n: number) =>
	`${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(20, '0')}`

const PARAGRAPHS = [
	'Reputation is built in public and lost in private. Leaders who write about the work they actually do, with numbers and names, earn a kind of trust that advertising cannot buy.',
	'The first draft of a positioning statement is always too broad. Cut the audience in half, then in half again, and read it aloud to someone who fits: if they nod, you are close.',
	'Consistency beats intensity. One honest note a week, for a year, does more for a name than a launch that burns bright for a fortnight and is never followed up.',
	'Measure what readers do, not what they say. A reply, a forward, a meeting booked: these are the signals that a piece of writing changed something for someone.',
]

/** A Ghost 5 export (`{"db":[{meta,data}]}`) of `total` posts with HTML bodies. */
function ghostExport(total: number): Buffer {
	const tags = Array.from({ length: 20 }, (_, n) => ({
		id: hex(1, n),
		name: `Topic ${n + 1}`,
		slug: `topic-${n + 1}`,
		description: null,
		visibility: 'public',
	}))
	const users = Array.from({ length: 5 }, (_, n) => ({
		id: hex(2, n),
		name: `Writer ${n + 1}`,
		slug: `writer-${n + 1}`,
		email: `writer${n + 1}@ghost.example`,
		bio: 'Writes about reputation and the work behind it.',
		profile_image: null,
		website: null,
		status: 'active',
	}))
	const posts = []
	const postsTags = []
	const postsAuthors = []
	const postsMeta = []
	const start = Date.UTC(2019, 0, 1)
	for (let n = 0; n < total; n += 1) {
		const id = hex(3, n)
		const at = new Date(start + n * 3_600_000).toISOString()
		const p = (k: number) => `<p>${PARAGRAPHS[(n + k) % PARAGRAPHS.length]}</p>`
		const html = `${p(0)}${p(1)}<h2>What to do on Monday</h2><ul><li>Write one sentence about who you help.</li><li>Send it to <strong>three</strong> clients.</li></ul>${p(2)}<p>More in <a href="https://ghost.example/guide-${n % 97}/">the guide</a>.</p>${p(3)}`
		posts.push({
			id,
			uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
			title: `Post ${n + 1}: what a reputation is made of`,
			slug: `post-${n + 1}-reputation`,
			mobiledoc: null,
			lexical: null,
			html,
			feature_image: null,
			featured: n % 50 === 0 ? 1 : 0,
			type: n % 100 === 99 ? 'page' : 'post',
			status: n % 20 === 19 ? 'draft' : 'published',
			visibility: 'public',
			created_at: at,
			updated_at: at,
			published_at: n % 20 === 19 ? null : at,
			custom_excerpt: n % 3 === 0 ? 'A short excerpt an editor wrote.' : null,
			canonical_url: null,
		})
		for (const [order, tag] of [n % 20, (n * 7 + 3) % 20].entries())
			postsTags.push({
				id: hex(4, n * 2 + order),
				post_id: id,
				tag_id: hex(1, tag),
				sort_order: order,
			})
		postsAuthors.push({
			id: hex(5, n),
			post_id: id,
			author_id: hex(2, n % 5),
			sort_order: 0,
		})
		if (n % 3 === 0)
			postsMeta.push({
				id: hex(6, n),
				post_id: id,
				meta_title: `Post ${n + 1}, for search`,
				meta_description: 'What a reputation is made of, in four paragraphs.',
			})
	}
	const data = {
		posts,
		posts_meta: postsMeta,
		posts_tags: postsTags,
		posts_authors: postsAuthors,
		tags,
		users,
		roles: [{ id: hex(7, 0), name: 'Author' }],
		roles_users: users.map((user, n) => ({
			id: hex(8, n),
			role_id: hex(7, 0),
			user_id: user.id,
		})),
	}
	return Buffer.from(
		JSON.stringify({
			db: [{ meta: { exported_on: Date.now(), version: '5.88.1' }, data }],
		}),
	)
}

const lines: string[] = []

async function benchImport(): Promise<void> {
	const bytes = ghostExport(importPosts)
	console.log(
		`Importing a Ghost export of ${count(importPosts)} posts (${mb(bytes.byteLength, 1)})…`,
	)
	let imported = 0
	const result = await measured(async () => {
		const id = await imports.startImport({
			fileName: 'bench-ghost.json',
			bytes,
			siteUrl: 'https://ghost.example',
		})
		const run = await imports.getImportRun(id)
		const report = await imports.confirmImport(id, {
			categoryMap: run.categoryMap ?? {},
			defaultCategory: run.defaultCategory as never,
		})
		imported = report.imported + report.updated
	})
	const articles = await models.Article.countDocuments()
	lines.push(
		`  import, Ghost JSON ${mb(bytes.byteLength, 1).padEnd(9)}${count(importPosts)} posts → ${count(imported)} imported (${count(articles)} articles) in ${result.seconds.toFixed(1)} s, ${(importPosts / result.seconds).toFixed(0)} posts/s`,
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
