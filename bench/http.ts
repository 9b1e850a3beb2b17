/**
 * The reader-page benchmark (issue 7). Against the production build (`npx react-router build`
 * first; this script builds nothing), on one machine, in one go:
 *
 * 1. a Node static-file server serving the exact bytes of our article page: the ceiling;
 * 2. home, article, category, search page and /api/articles at 10 and 50 connections (autocannon,
 *    a warm-up, then a measured run): req/s, p50, p99, non-2xx and the ratio to the ceiling;
 * 3. the same pages with the response cache bypassed (`X-Cache-Bypass: 1`): the render cost;
 * 4. HTML and JavaScript bytes per page, raw and gzip;
 * 5. with `--articles N`: bulk-inserts articles (3 KB bodies, every category, five years) up to
 *    1,000, 10,000 … N, printing the cold render time of each page at each size (single requests),
 *    then the warm p99 at N against the warm p99 at the sample size, and the size of /api/articles.
 *    On MongoDB (MONGODB_URI set) it prints each list query's plan: an index scan, never COLLSCAN.
 *
 *   npm run bench                          # sample content, embedded database
 *   npm run bench -- --articles 100000     # and the scale run
 *   MONGODB_URI=mongodb://… npm run bench  # against MongoDB (a scratch database!)
 *   BENCH_DURATION=20 npm run bench        # seconds per measured run (default 10)
 *
 * Nothing here asserts a time: the figures are for reading and comparing. The load generator runs
 * on the same machine as the server, so the figures are lower than the server alone could do.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import express from 'express'
import mongoose from 'mongoose'
import { startServer } from '../tests/helpers/server-process.ts'
import { bulkArticleInserter } from './bulk-articles.ts'
import { pageWeight } from './page-weight.ts'
import { measureStart } from './start-serving.ts'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
	options: { articles: { type: 'string' } },
})
const scaleTo = args.articles ? Number(args.articles) : 0
const duration = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = [10, 50]

if (!existsSync(path.join(root, 'build/server/index.js'))) {
	console.error(
		'No production build: run `npx react-router build` first (the benchmark builds nothing).',
	)
	process.exit(1)
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-bench-'))
const serverEnv = {
	DATA_DIR: dataDir,
	LOG_LEVEL: 'error',
	PAGE_CACHE: 'true',
	PAGE_CACHE_BENCH: 'true',
	// The load comes from one address: the per-client limits would answer 429s.
	RATE_LIMIT_MULTIPLIER: '100000',
	...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
}
let server = await startServer(
	{ ...serverEnv, SEED_ON_START: 'true' },
	{
		launcher: process.env.MONGODB_URI ? 'server' : 'preview',
		startupMs: 600_000,
	},
)
const databaseUri = /Database: (mongodb(?:\+srv)?:\/\/\S+)/.exec(
	server.output(),
)?.[1]
const databaseName = process.env.MONGODB_URI
	? new URL(process.env.MONGODB_URI).pathname.slice(1) || 'test'
	: new URL(databaseUri ?? 'mongodb://x/brandline').pathname.slice(1) ||
		'brandline'

const latest = (await (await fetch(`${server.url}/api/articles`)).json()) as {
	id: string
	category: string
}[]
const articleId =
	latest.find(
		article => article.id === 'reach-method-five-part-system-for-leaders',
	)?.id ?? latest[0]!.id
const pages = [
	{ name: 'home', path: '/' },
	{ name: 'article', path: `/article/${articleId}` },
	{ name: 'category', path: '/category/trust-building' },
	{ name: 'search page', path: '/search?q=trust' },
	{ name: '/api/articles', path: '/api/articles' },
]

/** The raw bytes and headers of one answer (node:http does not decompress). */
function rawGet(
	url: string,
	headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
	return new Promise((resolve, reject) => {
		get(url, { headers }, response => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () =>
				resolve({
					status: response.statusCode ?? 0,
					headers: response.headers,
					body: Buffer.concat(chunks),
				}),
			)
		}).on('error', reject)
	})
}

interface Load {
	rps: number
	p50: number
	p99: number
	non2xx: number
	errors: number
}

async function load(
	url: string,
	connections: number,
	headers: Record<string, string> = {},
	seconds = duration,
): Promise<Load> {
	const options = {
		url,
		connections,
		headers: { 'accept-encoding': 'gzip', ...headers },
	}
	await autocannon({ ...options, duration: 2 })
	const result = await autocannon({ ...options, duration: seconds })
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors,
	}
}

function table(header: string[], rows: string[][]) {
	const widths = header.map((title, column) =>
		Math.max(title.length, ...rows.map(row => row[column]!.length)),
	)
	const line = (cells: string[]) =>
		cells
			.map((cell, column) =>
				column === 0
					? cell.padEnd(widths[column]!)
					: cell.padStart(widths[column]!),
			)
			.join('  ')
	console.log(line(header))
	for (const row of rows) console.log(line(row))
	console.log('')
}

const ms = (value: number) => value.toFixed(1)

console.log(
	`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`,
)
console.log(
	`Server: production build, response cache on; database ${process.env.MONGODB_URI ? 'MongoDB (MONGODB_URI)' : 'embedded FerretDB'}, ${latest.length} sample articles listed`,
)
console.log(
	`Load: autocannon from the same machine, 2 s warm-up then ${duration} s per run, Accept-Encoding: gzip\n`,
)

// 1. The ceiling: a static-file server with the article page's exact bytes (gzip, as we send them).
const articleAnswer = await rawGet(server.url + pages[1]!.path, {
	'accept-encoding': 'gzip',
})
const staticDir = await mkdtemp(path.join(tmpdir(), 'brandline-static-'))
await writeFile(path.join(staticDir, 'article.html'), articleAnswer.body)
const staticApp = express()
staticApp.use(
	express.static(staticDir, {
		setHeaders(res) {
			res.setHeader('Content-Type', 'text/html; charset=utf-8')
			if (articleAnswer.headers['content-encoding'])
				res.setHeader(
					'Content-Encoding',
					articleAnswer.headers['content-encoding'],
				)
		},
	}),
)
const staticServer = staticApp.listen(0, '127.0.0.1')
await new Promise(resolve => staticServer.once('listening', resolve))
const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/article.html`

// 2. Warm: every page from the cache.
const warm = new Map<string, Load>()
for (const connections of CONNECTIONS) {
	const ceiling = await load(staticUrl, connections)
	const rows = [
		[
			'static ceiling (article bytes)',
			ceiling.rps.toFixed(0),
			ms(ceiling.p50),
			ms(ceiling.p99),
			String(ceiling.non2xx),
			'100%',
		],
	]
	for (const page of pages) {
		const result = await load(server.url + page.path, connections)
		warm.set(`${page.name}@${connections}`, result)
		rows.push([
			page.name,
			result.rps.toFixed(0),
			ms(result.p50),
			ms(result.p99),
			String(result.non2xx + result.errors),
			`${((100 * result.rps) / ceiling.rps).toFixed(1)}%`,
		])
	}
	console.log(`Cache warm, ${connections} connections`)
	table(['page', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'of ceiling'], rows)
}
staticServer.close()

// 3. Cold: every request a miss (rendered, compressed).
{
	const rows: string[][] = []
	for (const page of pages) {
		const result = await load(
			server.url + page.path,
			10,
			{ 'x-cache-bypass': '1' },
			Math.max(3, Math.round(duration / 2)),
		)
		rows.push([
			page.name,
			result.rps.toFixed(0),
			ms(result.p50),
			ms(result.p99),
			String(result.non2xx + result.errors),
		])
	}
	console.log('Cache bypassed (every request rendered), 10 connections')
	table(['page', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], rows)
}

// 4. Bytes per page.
{
	const rows: string[][] = []
	for (const page of pages.slice(0, 4)) {
		const weight = await pageWeight(server.url, page.path)
		rows.push([
			page.name,
			String(weight.htmlBytes),
			String(weight.htmlGzip),
			String(weight.jsBytes),
			String(weight.jsGzip),
			String(weight.scripts.length),
		])
	}
	console.log(
		'Bytes per page (gzip at level 9; JS = every module the page loads; article target ≤ 110 KB gzip)',
	)
	table(
		['page', 'HTML B', 'HTML gzip B', 'JS B', 'JS gzip B', 'JS files'],
		rows,
	)
}

const apiSize = async () =>
	(
		await rawGet(`${server.url}/api/articles`, {
			'accept-encoding': 'identity',
			'x-cache-bypass': '1',
		})
	).body.length
const sampleApiBytes = await apiSize()

// 5. Scale.
if (scaleTo > 0) {
	if (!databaseUri && !process.env.MONGODB_URI)
		throw new Error('cannot find the database the server uses')
	const client = await mongoose.mongo.MongoClient.connect(
		process.env.MONGODB_URI ?? databaseUri!,
	)
	const db = client.db(databaseName)
	const insertUpTo = bulkArticleInserter(db)

	async function coldRender(page: { path: string }): Promise<number> {
		const times: number[] = []
		for (let n = 0; n < 3; n += 1) {
			const started = performance.now()
			const answer = await rawGet(server.url + page.path, {
				'accept-encoding': 'gzip',
				'x-cache-bypass': '1',
			})
			if (answer.status !== 200)
				throw new Error(`${page.path} answered ${answer.status}`)
			times.push(performance.now() - started)
		}
		return times.sort((a, b) => a - b)[1]!
	}

	const steps = [
		...new Set(
			[1000, 10_000, 100_000].filter(step => step < scaleTo).concat(scaleTo),
		),
	]
	// Printed a row at a time: on the embedded database the large sizes take long.
	const header = ['articles', 'insert s', ...pages.map(page => page.name)]
	console.log(
		`Cold render at archive size (single requests, median of 3, ms; database ${process.env.MONGODB_URI ? 'MongoDB' : 'embedded FerretDB'})`,
	)
	console.log(header.join('\t'))
	for (const step of steps) {
		const insertMs = await insertUpTo(step)
		const cells = [String(step), (insertMs / 1000).toFixed(0)]
		for (const page of pages) cells.push(ms(await coldRender(page)))
		console.log(cells.join('\t'))
	}
	console.log('')

	if (process.env.MONGODB_URI) {
		await mongoose.connect(process.env.MONGODB_URI)
		const { explainListQueries } =
			await import('#app/server/articles/lists.server.ts')
		const sample = (await db
			.collection('articles')
			.findOne({ category: 'trust-building' }, { sort: { publishedAt: -1 } }))!
		const plans = await explainListQueries({
			category: 'trust-building',
			id: String(sample._id),
			author: String(sample.author),
			cursor: {
				publishedAt: sample.publishedAt as Date,
				id: String(sample._id),
			},
		})
		const stages = (plan: unknown): string[] => {
			const found: string[] = []
			const walk = (node: unknown) => {
				if (!node || typeof node !== 'object') return
				const stage = (node as { stage?: string }).stage
				if (stage)
					found.push(
						stage +
							((node as { indexName?: string }).indexName
								? `(${(node as { indexName: string }).indexName})`
								: ''),
					)
				for (const value of Object.values(node)) walk(value)
			}
			walk(
				(plan as { queryPlanner?: { winningPlan?: unknown } }).queryPlanner
					?.winningPlan,
			)
			return found
		}
		console.log(
			'List query plans on MongoDB (each must use an index, never COLLSCAN)',
		)
		table(
			['query', 'winning plan'],
			plans.map(({ name, plan }) => [name, stages(plan).join(' > ')]),
		)
		await mongoose.disconnect()
	}
	await client.close()

	// Warm at N: a fresh process, every page rendered once, then the same load as at the sample size.
	// All pages are rendered before any is measured: a render at this size scans the embedded
	// database for seconds (and the process's start-up work does too), which is the cold figure
	// above, not the warm one; measuring a page right after its own render measured that instead.
	// The fresh process is also the start-up measurement: serving within 10 s at any size (issue
	// 20), while its search index builds from N articles.
	await server.stop()
	const started = await measureStart(
		{ ...serverEnv, SEED_ON_START: 'false' },
		{
			launcher: process.env.MONGODB_URI ? 'server' : 'preview',
			startupMs: 600_000,
		},
		{ bodyOnlyWord: 'advertising', indexedIdPrefix: 'bench-' },
	)
	server = started.server
	const s = (seconds: number | null) =>
		seconds === null ? 'not within 600 s' : `${seconds.toFixed(1)} s`
	console.log(
		`Start at ${scaleTo} articles (from spawn, embedded database start included; target: serving within 10 s)`,
	)
	table(
		[
			'healthy',
			'first 200 /',
			'first 200 /search',
			'index ready',
			`slowest / while building (${started.figures.samples} samples)`,
		],
		[
			[
				s(started.figures.healthyS),
				s(started.figures.homeS),
				s(started.figures.searchS),
				s(started.figures.indexReadyS),
				ms(started.figures.slowestHomeWhileBuildingMs),
			],
		],
	)
	for (const page of pages)
		await rawGet(server.url + page.path, { 'accept-encoding': 'gzip' })
	const warmRows: string[][] = []
	for (const page of pages) {
		const result = await load(server.url + page.path, 10)
		const before = warm.get(`${page.name}@10`)!
		warmRows.push([
			page.name,
			result.rps.toFixed(0),
			ms(before.p99),
			ms(result.p99),
			(result.p99 / Math.max(before.p99, 1)).toFixed(2),
			String(result.non2xx + result.errors),
		])
	}
	console.log(
		`Cache warm at ${scaleTo} articles, 10 connections (target: p99 ≤ 1.5 × p99 at the sample size)`,
	)
	table(
		['page', 'req/s', 'p99 sample ms', `p99 ${scaleTo} ms`, 'ratio', 'non-2xx'],
		warmRows,
	)
	console.log(
		`/api/articles: ${sampleApiBytes} B with the sample, ${await apiSize()} B with ${scaleTo} articles (bounded: 50 a page, then a Link to older pages)`,
	)
} else {
	console.log(`/api/articles: ${sampleApiBytes} B (50 a page at most)`)
}

await server.stop()
await rm(dataDir, { recursive: true, force: true })
await rm(staticDir, { recursive: true, force: true })
