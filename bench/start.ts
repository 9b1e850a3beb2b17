/**
 * Start-up at archive size (issue 20's target: the site serving, with the search fallback, within
 * 10 seconds of start at any size). Starts the embedded database (or uses MONGODB_URI), lets a
 * production server add the sample and stops it, bulk-inserts articles up to N, and starts a fresh
 * server on the same data, timing from the spawn: healthy, the first 200 of / and /search while the search
 * index builds, the slowest home page meanwhile, and when the index answers (bench/start-serving.ts).
 *
 *   npx react-router build && npm run bench:start -- --articles 100000
 *
 * Nothing here asserts a time: the figures are for reading. The machine may be shared: every figure
 * is wall time and includes waiting for a core (the load average is printed).
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import mongoose from 'mongoose'
import { startEmbeddedDatabase } from '../scripts/embedded-db.ts'
import { startServer } from '../tests/helpers/server-process.ts'
import { bulkArticleInserter } from './bulk-articles.ts'
import { measureStart } from './start-serving.ts'

const { values: args } = parseArgs({
	options: {
		articles: { type: 'string', default: '100000' },
		'wait-index': { type: 'string', default: '600' },
	},
})
const size = Number(args.articles)
const root = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(root, 'build/server/index.js'))) {
	console.error('No production build: run `npx react-router build` first.')
	process.exit(1)
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-bench-start-'))
// The database runs on its own (as in production), so that no server runs on it while the articles
// go in: a server left running meanwhile (its jobs scanning a growing archive) stalled the insert.
const database = process.env.MONGODB_URI
	? undefined
	: await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'db') })
const uri = process.env.MONGODB_URI ?? `${database!.uri}brandline`
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', MONGODB_URI: uri }
const options = { launcher: 'server' as const, startupMs: 600_000 }
const load = () => loadavg()[0]!.toFixed(1)

let server = await startServer({ ...env, SEED_ON_START: 'true' }, options)
try {
	await server.stop()
	const client = await mongoose.mongo.MongoClient.connect(uri)
	const insertMs = await bulkArticleInserter(
		client.db(new URL(uri).pathname.slice(1) || 'brandline'),
	)(size)
	await client.close()
	console.log(
		`Inserted ${size.toLocaleString('en-US')} articles in ${(insertMs / 1000).toFixed(0)} s (load average ${load()})`,
	)
	const started = await measureStart(
		{ ...env, SEED_ON_START: 'false' },
		options,
		{
			bodyOnlyWord: 'advertising',
			indexedIdPrefix: 'bench-',
			maxWaitS: Number(args['wait-index']),
		},
	)
	server = started.server
	const f = started.figures
	const s = (seconds: number | null) =>
		seconds === null
			? `not within ${args['wait-index']} s`
			: `${seconds.toFixed(1)} s`
	console.log(
		`Fresh start at ${size.toLocaleString('en-US')} articles, from spawn (the database already running; target: serving within 10 s); load average ${load()}`,
	)
	console.table([
		{
			healthy: s(f.healthyS),
			'first 200 /': s(f.homeS),
			'first 200 /search': s(f.searchS),
			'index ready': s(f.indexReadyS),
			'slowest / while building ms': Math.round(f.slowestHomeWhileBuildingMs),
			samples: f.samples,
		},
	])
} finally {
	await server.stop()
	await database?.stop()
	await rm(dataDir, { recursive: true, force: true })
}
