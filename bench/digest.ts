/**
 * Digest benchmark: 100,000 confirmed subscribers (BENCH_SUBSCRIBERS) in a fresh database (on a new
 * embedded server, or on the server BENCH_MONGODB_URI names, dropped afterwards), one digest sent through a real SMTP server on 127.0.0.1 (bench/smtp-counter.ts,
 * its own process), unthrottled unless NEWSLETTER_SEND_RATE is set. Prints messages per second,
 * the sender's peak memory, and duplicates (must be 0). Nothing is asserted on time.
 *
 *   npm run bench:digest
 *   BENCH_SUBSCRIBERS=20000 BENCH_SMTP_PORT=4455 npm run bench:digest
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { loadAppModule } from './app-modules.ts'
import { benchDatabase } from './bench-database.ts'
import type * as DbModule from '#app/server/platform/db.server.ts'
import type * as DigestModule from '#app/server/newsletter/digest.server.tsx'
import type * as ModelsModule from '#app/server/models/index.ts'

const root = path.resolve(import.meta.dirname, '..')
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)

interface CounterReport {
	received: number
	duplicates: number
	rssBytes: number
}

const counter = fork(
	path.join(root, 'bench/smtp-counter.ts'),
	[process.env.BENCH_SMTP_PORT ?? '0'],
	{ stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
)
const smtpPort = await new Promise<number>(resolve =>
	counter.once('message', (message: { port: number }) => resolve(message.port)),
)
const askCount = () =>
	new Promise<CounterReport>(resolve => {
		counter.once('message', (message: CounterReport) => resolve(message))
		counter.send({ type: 'count' })
	})

const bench = await benchDatabase('digest', {
	SMTP_HOST: '127.0.0.1',
	SMTP_PORT: String(smtpPort),
	SMTP_FROM: 'daily@brandline.example',
	NEWSLETTER_DIGEST_HOUR: '0',
	// Due all day: the bench runs whenever it is started.
	NEWSLETTER_DIGEST_GRACE_MINUTES: '1440',
	NEWSLETTER_TIME_ZONE: 'UTC',
	NEWSLETTER_SEND_RATE: process.env.NEWSLETTER_SEND_RATE ?? '10000',
})
const uri = bench.uri

// The services are TypeScript with JSX (the e-mail templates): Vite loads them as the app's build does.
const load = loadAppModule
const db = await load<typeof DbModule>('app/server/platform/db.server.ts')
const models = await load<typeof ModelsModule>('app/server/models/index.ts')
const digest = await load<typeof DigestModule>(
	'app/server/newsletter/digest.server.tsx',
)

await db.connectDatabase(uri, { maxAttempts: 10, log: () => undefined })
await db.ensureIndexes(() => undefined)

const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z')
console.log(
	`Preparing ${subscribers.toLocaleString('en-US')} confirmed subscribers and 8 articles…`,
)
const prepareStarted = performance.now()
const subscribedAt = new Date(Date.now() - 86_400_000)
for (let start = 0; start < subscribers; start += 5000) {
	const batch = Array.from(
		{ length: Math.min(5000, subscribers - start) },
		(_, index) => ({
			_id: randomBytes(9).toString('base64url'),
			email: `reader-${start + index}@bench.example`,
			subscribedAt,
			confirmedAt: subscribedAt,
			active: true,
			source: 'direct',
			contentType: 'newsletter',
		}),
	)
	await models.NewsletterSubscriber.collection.insertMany(batch as never[], {
		ordered: false,
	})
}
for (let index = 0; index < 8; index += 1) {
	await models.Article.create({
		headline: `Benchmark story ${index + 1}: what executives get wrong about visibility`,
		summary:
			'A summary long enough to look like the real thing in an inbox preview, about one sentence and a half.',
		content: 'Body.',
		author: 'Bench Editor',
		category: 'personal-branding',
		imageUrl: `/public-objects/bench/${index}.jpg`,
		publishedAt: new Date(today.getTime() - (index + 1) * 3_600_000),
	})
}
const prepareSeconds = (performance.now() - prepareStarted) / 1000

let peakRss = 0
let peakHeap = 0
const sample = () => {
	const usage = process.memoryUsage()
	peakRss = Math.max(peakRss, usage.rss)
	peakHeap = Math.max(peakHeap, usage.heapUsed)
}
sample()
const rssBefore = process.memoryUsage().rss
const sampler = setInterval(sample, 100)

console.log('Sending the digest…')
const started = performance.now()
// Progress every 30 s, so a long run shows its rate before it ends.
const progress = setInterval(() => {
	void askCount().then(({ received }) => {
		const elapsed = (performance.now() - started) / 1000
		console.log(
			`  ${elapsed.toFixed(0)} s: ${received.toLocaleString('en-US')} received (${(received / elapsed).toFixed(0)}/s), sender peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
		)
	})
}, 30_000)
const report = await digest.runDigestJob(
	process.env.BENCH_CONCURRENCY
		? { concurrency: Number(process.env.BENCH_CONCURRENCY) }
		: {},
)
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
clearInterval(progress)
sample()
// Asked twice: a progress question may still have its answer on the way.
await askCount()
const received = await askCount()

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
console.log(`
Digest benchmark (${bench.machine})
  subscribers                      ${subscribers.toLocaleString('en-US')} (prepared in ${prepareSeconds.toFixed(1)} s)
  messages received by SMTP        ${received.received.toLocaleString('en-US')} (duplicates: ${received.duplicates}; worker reported sent ${report.sent}, failed ${report.failed}, bounced ${report.bounced})
  time to send                     ${seconds.toFixed(1)} s
  messages per second              ${(received.received / seconds).toFixed(0)}
  sender peak RSS                  ${mb(peakRss)} (before sending ${mb(rssBefore)}; peak heap ${mb(peakHeap)})
  SMTP server RSS                  ${mb(received.rssBytes)}
`)

counter.send({ type: 'stop' })
await models.NewsletterSubscriber.db.dropDatabase()
await db.disconnectDatabase()
await bench.stop()
process.exit(
	received.duplicates === 0 && received.received === subscribers ? 0 : 1,
)
