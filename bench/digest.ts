/**
 * Send benchmark: 100,000 confirmed subscribers (BENCH_SUBSCRIBERS) with a realistic mix of choices
 * (bench/subscriber-mix.ts) in a fresh database (on a new embedded server, or on the server
 * BENCH_MONGODB_URI names, dropped afterwards); then, through a real SMTP server on 127.0.0.1
 * (bench/smtp-counter.ts, its own process), the daily digest of 8 articles (one breaking news) and
 * a story send of one article (decision 082: reserved and started as the editor's "Publish and
 * send" does, sent by the issue job). Unthrottled unless NEWSLETTER_SEND_RATE is set. Per send:
 * messages per second, the sender's peak heap and RSS, duplicates at the SMTP server (must be 0),
 * and the messages and skipped-by-choice counts against those the mix says. Nothing is asserted on
 * time; the exit code is 1 when a count is off.
 *
 *   npm run bench:digest
 *   BENCH_SUBSCRIBERS=20000 BENCH_SENDS=story BENCH_SMTP_PORT=4455 npm run bench:digest
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { connectAppDatabase, loadAppModule } from './app-modules.ts'
import { benchDatabase } from './bench-database.ts'
import { mb, memorySampler, type MemoryPeaks } from './memory.ts'
import {
	BENCH_CATEGORY,
	MIX_DESCRIPTION,
	expectedOf,
	insertMixedSubscribers,
	type SendKind,
} from './subscriber-mix.ts'
import type * as DigestModule from '#app/server/newsletter/digest.server.tsx'
import type * as IssueSendingModule from '#app/server/newsletter/issue-sending.server.ts'
import type * as StorySendModule from '#app/server/newsletter/story-send.server.ts'

const root = path.resolve(import.meta.dirname, '..')
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)
const sends = (process.env.BENCH_SENDS ?? 'digest,story')
	.split(',')
	.map(name => name.trim()) as SendKind[]
const concurrency = process.env.BENCH_CONCURRENCY
	? { concurrency: Number(process.env.BENCH_CONCURRENCY) }
	: {}

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

// The services are TypeScript with JSX (the e-mail templates): Vite loads them as the app's build does.
const { db, models } = await connectAppDatabase(bench.uri)
const digest = await loadAppModule<typeof DigestModule>(
	'app/server/newsletter/digest.server.tsx',
)
const issues = await loadAppModule<typeof IssueSendingModule>(
	'app/server/newsletter/issue-sending.server.ts',
)
const stories = await loadAppModule<typeof StorySendModule>(
	'app/server/newsletter/story-send.server.ts',
)

const count = (n: number) => n.toLocaleString('en-US')
const now = new Date()
const today = new Date(now.toISOString().slice(0, 10) + 'T00:00:00Z')

console.log(`Preparing ${count(subscribers)} subscribers (${MIX_DESCRIPTION})…`)
const prepareStarted = performance.now()
await insertMixedSubscribers(
	models.NewsletterSubscriber.collection,
	subscribers,
	now,
)
const prepareSeconds = (performance.now() - prepareStarted) / 1000

const article = (index: number, publishedAt: Date, breaking = false) =>
	models.Article.create({
		headline: `Benchmark story ${index + 1}: what executives get wrong about visibility`,
		summary:
			'A summary long enough to look like the real thing in an inbox preview, about one sentence and a half.',
		content: 'Body.',
		author: 'Bench Editor',
		category: BENCH_CATEGORY,
		imageUrl: `/public-objects/bench/${index}.jpg`,
		publishedAt,
		breaking,
	})

/** What one send did, as the worker's records and the SMTP server tell it. */
interface Outcome {
	recorded: { sent?: number; skipped?: number; failed?: number }
	report: { sent: number; failed: number; bounced: number }
}

/** The daily digest of 8 articles published today, the first one breaking news. */
async function sendTheDigest(): Promise<Outcome> {
	for (let index = 0; index < 8; index += 1)
		await article(
			index,
			new Date(today.getTime() - (index + 1) * 3_600_000),
			index === 0,
		)
	const report = await digest.runDigestJob(concurrency)
	const record = await models.NewsletterDigest.findById(report.digest).lean<
		Outcome['recorded']
	>()
	return { recorded: record ?? {}, report }
}

/** A story send of one published article, as "Publish and send" starts it, sent by the issue job. */
async function sendAStory(): Promise<Outcome> {
	const story = await article(8, new Date())
	const reserved = await stories.reserveStorySend(
		story._id,
		'published',
		randomBytes(8).toString('hex'),
		'UTC',
	)
	if (!reserved.ok) throw new Error('the story send was not reserved')
	const issue = await stories.startStorySend(
		{
			id: story._id,
			headline: story.headline,
			summary: story.summary,
			content: story.content ?? '',
		},
		'published',
	)
	const report = await issues.runIssueJob(concurrency)
	const record = await models.NewsletterIssue.findById(issue._id).lean<
		Outcome['recorded']
	>()
	return { recorded: record ?? {}, report }
}

const SENDS: Record<SendKind, [string, () => Promise<Outcome>]> = {
	digest: ['Daily digest (8 articles, 1 breaking)', sendTheDigest],
	story: ['Story send (1 article)', sendAStory],
}

const lines: string[] = []
let countsRight = true

/** Runs one send, sampling this process's memory and reporting progress every 30 s. */
async function measureSend(kind: SendKind): Promise<void> {
	const [label, run] = SENDS[kind]
	const expected = expectedOf(subscribers, kind)
	console.log(`Sending: ${label}…`)
	counter.send({ type: 'reset' })
	const memory = memorySampler()
	const started = performance.now()
	const progress = setInterval(() => {
		void askCount().then(({ received }) => {
			const elapsed = (performance.now() - started) / 1000
			console.log(
				`  ${elapsed.toFixed(0)} s: ${count(received)} received (${(received / elapsed).toFixed(0)}/s), sender peak RSS ${mb(memory.peaks.peakRss)}`,
			)
		})
	}, 30_000)
	const outcome = await run()
	const seconds = (performance.now() - started) / 1000
	clearInterval(progress)
	const peaks: MemoryPeaks = memory.stop()
	// Asked twice: a progress question may still have its answer on the way.
	await askCount()
	const received = await askCount()
	const skipped = outcome.recorded.skipped ?? 0
	const right =
		received.duplicates === 0 &&
		received.received === expected.sent &&
		skipped === expected.skipped
	countsRight &&= right
	lines.push(
		`  ${label}${right ? '' : '  ← COUNTS OFF'}`,
		`    messages received by SMTP      ${count(received.received)} of ${count(expected.sent)} expected (duplicates: ${received.duplicates}; worker reported sent ${outcome.report.sent}, failed ${outcome.report.failed}, bounced ${outcome.report.bounced})`,
		`    skipped by choice              ${count(skipped)} of ${count(expected.skipped)} expected (of ${count(expected.listed)} active subscribers)`,
		`    time to send                   ${seconds.toFixed(1)} s`,
		`    messages per second            ${(received.received / seconds).toFixed(0)}`,
		`    sender peak RSS                ${mb(peaks.peakRss)} (before sending ${mb(peaks.rssBefore)}; peak heap ${mb(peaks.peakHeap)}, before ${mb(peaks.heapBefore)})`,
		`    SMTP server RSS                ${mb(received.rssBytes)}`,
	)
}

try {
	for (const kind of sends) await measureSend(kind)
	console.log(`
Send benchmark (${bench.machine})
  subscribers                      ${count(subscribers)} (prepared in ${prepareSeconds.toFixed(1)} s): ${MIX_DESCRIPTION}
${lines.join('\n')}
`)
} finally {
	counter.send({ type: 'stop' })
	await models.NewsletterSubscriber.db.dropDatabase()
	await db.disconnectDatabase()
	await bench.stop()
}
process.exit(countsRight ? 0 : 1)
