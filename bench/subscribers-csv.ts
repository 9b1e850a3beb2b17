/**
 * Memory of the subscriber CSV export (issue 7: "streamed from a cursor, constant memory for
 * 1,000,000 subscribers"). Fills a scratch database with N subscribers, then reads the export the
 * way a download does, chunk by chunk, sampling this process's memory after every chunk, and
 * prints the peak growth over the baseline next to the rows and bytes produced. Run it at two
 * sizes: memory that stays flat while N grows tenfold is the proof. For contrast, `--buffered`
 * builds the whole file in memory the way the export did before (do not try that at a million).
 *
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 100000
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 1000000
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 100000 --buffered
 *
 * Uses MONGODB_URI (a server; a database named brandline-bench-csv-… is created and dropped), or
 * starts the embedded database in a temporary directory. Figures only, no assertion.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadAppModule } from './app-modules.ts'
import { startEmbeddedDatabase } from '../scripts/embedded-db.ts'
import { toCsv } from '#app/lib/csv.ts'
import type * as ModelsModule from '#app/server/models/index.ts'
import type * as DbModule from '#app/server/platform/db.server.ts'
import type * as AdminModule from '#app/server/newsletter/subscriber-admin.server.ts'

// The newsletter's modules reach .tsx files (the mail templates): loaded as in bench/digest.ts.
const load = loadAppModule
// One module graph (one mongoose) for the bench and the code it measures.
const db = await load<typeof DbModule>('app/server/platform/db.server.ts')
const { NewsletterSubscriber } = await load<typeof ModelsModule>(
	'app/server/models/index.ts',
)
const { SUBSCRIBER_CSV_HEADER, subscribersCsvStream } = await load<
	typeof AdminModule
>('app/server/newsletter/subscriber-admin.server.ts')
const { values } = parseArgs({
	options: {
		subscribers: { type: 'string', default: '100000' },
		buffered: { type: 'boolean', default: false },
	},
})
const total = Number(values.subscribers)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) console.warn('Run with node --expose-gc for a steady baseline.')

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

let stopDatabase = async () => {}
let uri = process.env.MONGODB_URI
if (!uri) {
	const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-bench-csv-'))
	const embedded = await startEmbeddedDatabase({ dataDir, log: () => {} })
	uri = embedded.uri
	stopDatabase = async () => {
		await embedded.stop()
		await rm(dataDir, { recursive: true, force: true })
	}
}
const dbName = `brandline-bench-csv-${Date.now().toString(36)}`
await db.connectDatabase(uri, {
	dbName,
	maxAttempts: 10,
	log: () => undefined,
})
await db.ensureIndexes(() => undefined)

try {
	await benchExport()
} finally {
	await NewsletterSubscriber.db.dropDatabase().catch(() => {})
	await db.disconnectDatabase()
	await stopDatabase()
}

async function benchExport(): Promise<void> {
	console.log(`Inserting ${total.toLocaleString('en-US')} subscribers…`)
	const insertStarted = performance.now()
	const BATCH = 5_000
	for (let start = 0; start < total; start += BATCH) {
		const docs = Array.from(
			{ length: Math.min(BATCH, total - start) },
			(_, offset) => {
				const n = start + offset
				return {
					_id: `s${String(n).padStart(8, '0')}`,
					email: `reader${n}@example.com`,
					subscribedAt: new Date(1_700_000_000_000 + n * 1000),
					active: n % 10 !== 0,
					source: n % 3 === 0 ? 'pdf-guide' : 'direct',
					contentType: 'newsletter',
				}
			},
		)
		await NewsletterSubscriber.collection.insertMany(docs as never[], {
			ordered: false,
		})
	}
	console.log(
		`  inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`,
	)

	gc?.()
	const baseline = process.memoryUsage()
	let peakHeap = baseline.heapUsed
	let peakRss = baseline.rss
	const sample = () => {
		const now = process.memoryUsage()
		peakHeap = Math.max(peakHeap, now.heapUsed)
		peakRss = Math.max(peakRss, now.rss)
	}

	let bytes = 0
	let rows = 0
	const started = performance.now()
	if (values.buffered) {
		// The export before: every record read into an array, the file built as one string.
		const docs = await NewsletterSubscriber.find().lean()
		sample()
		const text = toCsv([
			SUBSCRIBER_CSV_HEADER,
			...docs.map(doc => [
				doc.email,
				new Date(doc.subscribedAt).toISOString(),
				doc.source,
				doc.contentType,
				doc.active ? 'Active' : 'Inactive',
			]),
		])
		sample()
		bytes = Buffer.byteLength(text)
		rows = docs.length
	} else {
		const reader = subscribersCsvStream({
			q: '',
			source: undefined,
		}).getReader()
		for (;;) {
			const { value, done } = await reader.read()
			if (done) break
			bytes += value.byteLength
			rows += value.reduce((count, byte) => count + (byte === 10 ? 1 : 0), 0)
			sample()
		}
		rows -= 1 // the header
	}
	const seconds = (performance.now() - started) / 1000

	console.log(
		`\nCSV export (${values.buffered ? 'buffered, as before' : 'streamed from a cursor'}), ${total.toLocaleString('en-US')} subscribers`,
	)
	console.log(
		`  rows ${rows.toLocaleString('en-US')}, ${mb(bytes)} of CSV in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s)`,
	)
	console.log(
		`  baseline heap ${mb(baseline.heapUsed)}, rss ${mb(baseline.rss)}`,
	)
	console.log(
		`  peak growth: heap +${mb(peakHeap - baseline.heapUsed)}, rss +${mb(peakRss - baseline.rss)}`,
	)
}
