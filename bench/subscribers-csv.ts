/**
 * The subscriber CSV, both ways, at N subscribers (issue 7: the export "streamed from a cursor,
 * constant memory"; issue 23 item 6: the import of 100,000 rows "streamed, in constant memory").
 *
 * Export: fills a scratch database with N subscribers, then reads the export the way a download
 * does, chunk by chunk, sampling this process's memory after every chunk, and prints the peak
 * growth over the baseline next to the rows and bytes produced. Run it at two sizes: memory that
 * stays flat while N grows tenfold is the proof. For contrast, `--buffered` builds the whole file in
 * memory the way the export did before (do not try that at a million).
 *
 * Import (`--import`): a CSV of N rows (email, name, source, sign-up date, consent) uploaded and
 * imported through the real service (startSubscriberImport, then runSubscriberImport, the run the
 * status page starts), into a list that already holds 1 in 100 of its addresses as unsubscribed;
 * 1 row in 200 has an address that is not one. Prints the time, rows per second, the peak heap and
 * RSS (sampled every 100 ms), and the counts against those expected (an unsubscribed address must
 * stay unsubscribed).
 *
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 100000
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 1000000
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 100000 --buffered
 *   node --expose-gc bench/subscribers-csv.ts --subscribers 100000 --import
 *
 * Uses BENCH_MONGODB_URI (a database named csv_bench_… is created and dropped), or starts the
 * embedded database in a temporary directory (bench/bench-database.ts). Figures only; the exit
 * code is 1 when the import's counts are off.
 */
import { parseArgs } from 'node:util'
import { connectAppDatabase, loadAppModule } from './app-modules.ts'
import { benchDatabase } from './bench-database.ts'
import { mb, measured, memorySampler } from './memory.ts'
import { toCsv } from '#app/lib/csv.ts'
import type * as AdminModule from '#app/server/newsletter/subscriber-admin.server.ts'
import type * as ImportModule from '#app/server/newsletter/subscriber-import.server.ts'

const { values } = parseArgs({
	options: {
		subscribers: { type: 'string', default: '100000' },
		buffered: { type: 'boolean', default: false },
		import: { type: 'boolean', default: false },
	},
})
const total = Number(values.subscribers)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) console.warn('Run with node --expose-gc for a steady baseline.')

const bench = await benchDatabase('csv')
// One module graph (one mongoose) for the bench and the code it measures; the newsletter's
// modules reach .tsx files (the mail templates), which the module runner loads.
const { db, models } = await connectAppDatabase(bench.uri)
const { NewsletterSubscriber } = models
const { SUBSCRIBER_CSV_HEADER, subscribersCsvStream } = await loadAppModule<
	typeof AdminModule
>('app/server/newsletter/subscriber-admin.server.ts')
const subscriberImport = await loadAppModule<typeof ImportModule>(
	'app/server/newsletter/subscriber-import.server.ts',
)
const count = (n: number) => n.toLocaleString('en-US')

let countsRight = true
try {
	if (values.import) countsRight = await benchImport()
	else await benchExport()
} finally {
	await NewsletterSubscriber.db.dropDatabase().catch(() => {})
	await db.disconnectDatabase()
	await bench.stop()
}
process.exit(countsRight ? 0 : 1)

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
	const memory = memorySampler()
	const sample = memory.sample

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
	const peaks = memory.stop()

	console.log(
		`\nCSV export (${values.buffered ? 'buffered, as before' : 'streamed from a cursor'}), ${total.toLocaleString('en-US')} subscribers`,
	)
	console.log(
		`  rows ${rows.toLocaleString('en-US')}, ${mb(bytes, 1)} of CSV in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s)`,
	)
	console.log(
		`  baseline heap ${mb(peaks.heapBefore, 1)}, rss ${mb(peaks.rssBefore, 1)}`,
	)
	console.log(
		`  peak growth: heap +${mb(peaks.peakHeap - peaks.heapBefore, 1)}, rss +${mb(peaks.peakRss - peaks.rssBefore, 1)}`,
	)
}

/** Row `n` of the import's file: 1 in 200 with an address that is not one. */
function importRow(n: number): string[] {
	return [
		n % 200 === 199 ? `reader ${n} at example.com` : `reader${n}@example.com`,
		`Reader ${n}`,
		n % 3 === 0 ? 'substack' : 'ghost',
		new Date(1_700_000_000_000 + n * 1000).toISOString(),
		n % 2 === 0 ? 'yes' : '',
	]
}

/** The import of a `total`-row file; true when its counts are those expected. */
async function benchImport(): Promise<boolean> {
	// 1 in 100 of the file's addresses unsubscribed here before: the import must leave them so.
	const unsubscribed = Array.from(
		{ length: Math.floor(total / 100) },
		(_, k) => k * 100 + 7,
	).filter(n => n % 200 !== 199)
	for (let start = 0; start < unsubscribed.length; start += 5000)
		await NewsletterSubscriber.collection.insertMany(
			unsubscribed.slice(start, start + 5000).map(n => ({
				_id: `u${n}`,
				email: `reader${n}@example.com`,
				subscribedAt: new Date(1_600_000_000_000),
				active: false,
				unsubscribedAt: new Date(1_650_000_000_000),
				source: 'direct',
				contentType: 'newsletter',
			})) as never[],
			{ ordered: false },
		)
	const lines = [
		toCsv([['email', 'name', 'source', 'sign-up date', 'consent']]),
	]
	for (let n = 0; n < total; n += 1) lines.push(toCsv([importRow(n)]))
	const bytes = Buffer.from(lines.join(''))
	lines.length = 0
	const refusedExpected = Math.floor(total / 200)
	const expected = {
		added: total - refusedExpected - unsubscribed.length,
		existing: unsubscribed.length,
		refused: refusedExpected,
	}

	console.log(
		`Importing a CSV of ${count(total)} rows (${mb(bytes.byteLength, 1)}), ${count(unsubscribed.length)} of its addresses unsubscribed here…`,
	)
	gc?.()
	let outcome = ''
	let id = ''
	const result = await measured(async ({ peaks }) => {
		id = await subscriberImport.startSubscriberImport({
			fileName: 'bench-subscribers.csv',
			bytes,
		})
		// Progress every 30 s, so a long run shows its rate before it ends.
		const progress = setInterval(() => {
			void subscriberImport.getSubscriberImport(id).then(run => {
				console.log(
					`  ${count(run.counts.rows)} rows, peak RSS ${mb(peaks.peakRss)}`,
				)
			})
		}, 30_000)
		outcome = await subscriberImport.runSubscriberImport(id)
		clearInterval(progress)
	})
	const run = await subscriberImport.getSubscriberImport(id)
	const stillUnsubscribed =
		await NewsletterSubscriber.collection.countDocuments({
			_id: { $in: unsubscribed.map(n => `u${n}`) as never[] },
			active: false,
		})
	const right =
		outcome === 'done' &&
		run.counts.added === expected.added &&
		run.counts.existing === expected.existing &&
		run.counts.refused === expected.refused &&
		stillUnsubscribed === unsubscribed.length
	console.log(`
CSV import (${bench.machine}), ${count(total)} rows${right ? '' : '  ← COUNTS OFF'}
  outcome ${outcome}${run.error ? ` (${run.error})` : ''}: added ${count(run.counts.added)} of ${count(expected.added)}, already on the list ${count(run.counts.existing)} of ${count(expected.existing)} (still unsubscribed: ${count(stillUnsubscribed)}), refused ${count(run.counts.refused)} of ${count(expected.refused)}
  time ${result.seconds.toFixed(1)} s (${count(Math.round(total / result.seconds))} rows/s)
  heap before ${mb(result.heapBefore, 1)}, peak ${mb(result.peakHeap, 1)} (+${mb(result.peakHeap - result.heapBefore, 1)})
  rss before ${mb(result.rssBefore, 1)}, peak ${mb(result.peakRss, 1)} (+${mb(result.peakRss - result.rssBefore, 1)})
`)
	return right
}
