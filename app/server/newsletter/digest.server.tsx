/**
 * The daily digest: what goes in it, who gets it, and sending it exactly once per recipient with
 * any number of instances, restarts and crashes (decision record 031).
 *
 * - The day is claimed by inserting its `newsletter_digests` record (`_id` = the local date); the
 *   winner fixes the content (articles published since the previous digest, the newsletter
 *   promotion). Nothing new: the record says so and nothing is sent.
 * - Recipients are split into DIGEST_SLICES ranges of subscriber ids. A worker holds a slice by a
 *   lease (`digest:<day>/<slice>#<attempt>` inserted in newsletter_claims, renewed by inserting the
 *   next attempt); a dead holder's slice is taken over once its lease runs out.
 * - Per recipient, a claim record is inserted before the message goes to the mail server and an
 *   outcome record once the server answered (`newsletter_deliveries`, insert-only; claims and
 *   outcomes are written a batch of `concurrency` messages at a time). A restarted slice skips
 *   what has an outcome and sends again what was claimed and never answered. The window left is a
 *   crash between the server's "250 OK" and the batch's outcome insert: those recipients (at most
 *   one batch) get the message twice, with the same Message-ID.
 */
import { hostname } from 'node:os'
import { render } from '@react-email/components'
import {
	DIGEST_SLICES,
	digestSlotOf,
	dueDigestSlot,
	nextDigestTime,
	sliceRange,
} from '#app/lib/digest-schedule.ts'
import { CATEGORY_INFO } from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import {
	DigestEmail,
	digestSubject,
	digestText,
	type DigestArticle,
	type DigestEmailProps,
	type DigestPromotion,
} from '#app/emails/digest-email.tsx'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import {
	deliverEmail,
	isMailConfigured,
	type DeliveryResult,
	type Email,
} from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	Article,
	DigestSlice,
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterSubscriber,
	Promotion,
	type ArticleFields,
	type DeliveryOutcome,
	type DigestSliceFields,
	type NewsletterDeliveryFields,
	type NewsletterDigestFields,
	type PromotionFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { insertOnce, op } from '#app/server/models/shared.ts'
import {
	claimLease,
	insertNew,
	liveLeaseKeys,
	renewLease,
} from './claims.server.ts'
import { listHeaders, siteBasics } from './mail.server.tsx'
import { unsubscribeUrl } from './links.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { markUndeliverable } from './subscribers.server.ts'
import type { Model } from 'mongoose'

const DAY_MS = 86_400_000
/** At most this many articles in one digest (the newest); the rest are on the site. */
const DIGEST_ARTICLE_LIMIT = 10
/** A digest still unfinished after this long is left alone (its news is old). */
const DIGEST_RESUME_WINDOW_MS = 3 * DAY_MS
/** A slice holder that has not renewed for this long is presumed dead. */
const SLICE_LEASE_MS = 120_000
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/__recipient__'

/** This process, as written in the claims it wins. */
const WORKER = `${hostname()}:${process.pid}`

export interface DigestRunOptions {
	now?: Date
	/** Who is working (several workers in one process in tests). */
	by?: string
	/** Messages per second for every worker of a digest together (default NEWSLETTER_SEND_RATE). */
	ratePerSecond?: number
	/** Messages in flight at once. */
	concurrency?: number
	/** First back-off after a temporary failure (then ×4 per try). */
	backoffMs?: number
	leaseMs?: number
	/**
	 * The worker is gone once this aborts (tests: a crash). Nothing more is claimed or sent, and a
	 * message in flight gets no outcome, as if the process had died before the server answered.
	 */
	signal?: AbortSignal
}

export interface DigestRunReport {
	digest: string | null
	/** Why nothing was sent, when nothing was. */
	skipped?: 'not-due' | 'mail-not-configured'
	sent: number
	failed: number
	bounced: number
}

/* ---------- What a digest holds ---------- */

function absolute(url: string): string {
	return new URL(url, getEnv().PUBLIC_URL).href
}

/**
 * Articles published in `(since, until]`, newest first. Only what readers can see
 * (publicArticleFilter: no draft, and a scheduled article once it has gone live).
 */
async function findDigestArticles(
	since: Date,
	until: Date,
): Promise<ArticleFields[]> {
	return Article.find(
		{
			$and: [
				publicArticleFilter(until),
				{ publishedAt: op({ $gt: since, $lte: until }) },
			],
		},
		{ content: 0 },
	)
		.sort({ publishedAt: -1, _id: 1 })
		.limit(DIGEST_ARTICLE_LIMIT)
		.lean<ArticleFields[]>()
}

function toDigestArticle(article: ArticleFields): DigestArticle {
	return {
		headline: article.headline,
		summary: article.summary,
		url: absolute(articlePath({ id: article._id, slug: article.slug })),
		...(article.imageUrl ? { imageUrl: absolute(article.imageUrl) } : {}),
		category: CATEGORY_INFO[article.category]?.title ?? article.category,
		author: article.author,
	}
}

function toDigestPromotion(
	promotion: Pick<
		PromotionFields,
		'_id' | 'title' | 'description' | 'imageUrl' | 'buttonText'
	>,
): DigestPromotion {
	return {
		title: promotion.title,
		description: promotion.description,
		// Through the click counter, like every promotion link on the site.
		url: absolute(`/promotions/${encodeURIComponent(promotion._id)}/go`),
		...(promotion.imageUrl ? { imageUrl: absolute(promotion.imageUrl) } : {}),
		buttonText: promotion.buttonText || 'Learn More',
	}
}

function dateLabel(instant: Date): string {
	return new Intl.DateTimeFormat('en-US', {
		timeZone: getEnv().NEWSLETTER_TIME_ZONE,
		weekday: 'long',
		month: 'long',
		day: 'numeric',
	}).format(instant)
}

/** A digest's message with a placeholder for the recipient's unsubscribe link. */
export interface DigestContent {
	subject: string
	html: string
	text: string
	articleCount: number
	promotionTitle?: string
}

async function renderDigest(
	articles: DigestArticle[],
	promotion: DigestPromotion | undefined,
	scheduledAt: Date,
): Promise<DigestContent> {
	const props: DigestEmailProps = {
		...siteBasics(),
		newsletterName: NEWSLETTER_NAME,
		dateLabel: dateLabel(scheduledAt),
		articles,
		...(promotion ? { promotion } : {}),
		unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
	}
	return {
		subject: digestSubject(props),
		html: await render(<DigestEmail {...props} />),
		text: digestText(props),
		articleCount: articles.length,
		...(promotion ? { promotionTitle: promotion.title } : {}),
	}
}

/** Rendered once per digest and process: a digest's content never changes once claimed. */
const rendered = new Map<string, Promise<DigestContent>>()

async function digestContent(
	digest: NewsletterDigestFields,
): Promise<DigestContent> {
	// Keyed by the claim too: a day's record can be made again (a test, or an admin who cleared it).
	const key = `${digest._id}@${digest.createdAt.getTime()}`
	let content = rendered.get(key)
	if (!content) {
		content = (async () => {
			const found = await Article.find(
				{ _id: op({ $in: digest.articleIds }) },
				{ content: 0 },
			).lean<ArticleFields[]>()
			const byId = new Map(found.map(article => [article._id, article]))
			// In the order fixed at the claim; an article deleted since is left out.
			const articles = digest.articleIds.flatMap(id => {
				const article = byId.get(id)
				return article ? [toDigestArticle(article)] : []
			})
			const promotion = digest.promotionId
				? await Promotion.findById(digest.promotionId).lean<PromotionFields>()
				: null
			return renderDigest(
				articles,
				promotion ? toDigestPromotion(promotion) : undefined,
				digest.scheduledAt,
			)
		})()
		rendered.set(key, content)
		content.catch(() => rendered.delete(key))
		while (rendered.size > 4) rendered.delete(rendered.keys().next().value!)
	}
	return content
}

function personalise(
	content: DigestContent,
	digestId: string,
	subscriber: Pick<SubscriberFields, '_id' | 'email'>,
): Email {
	const link = unsubscribeUrl(subscriber._id)
	const host = new URL(getEnv().PUBLIC_URL).hostname
	return {
		to: subscriber.email,
		subject: content.subject,
		html: content.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
		text: content.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
		headers: listHeaders(subscriber._id),
		// The same for a resend, so a receiving server can recognise it.
		messageId: `<digest-${digestId}-${subscriber._id}@${host}>`,
	}
}

/* ---------- Claiming the day ---------- */

/**
 * Today's digest record once its hour has come: inserted by the first worker to get here (which
 * fixes its articles and promotion), read by the others. Null before the hour.
 */
export async function ensureTodaysDigest(
	now = new Date(),
): Promise<NewsletterDigestFields | null> {
	const { NEWSLETTER_DIGEST_HOUR: hour, NEWSLETTER_TIME_ZONE: zone } = getEnv()
	const slot = dueDigestSlot(now, hour, zone)
	if (!slot) return null
	const existing = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	if (existing) return existing

	const window = await digestWindow(slot.date, slot.scheduledAt)
	const articles = await findDigestArticles(window.since, window.until)
	const [promotion] =
		articles.length > 0
			? await listActivePromotions({
					placement: 'newsletter',
					limit: 1,
					now: slot.scheduledAt,
				})
			: []
	const fields: Omit<NewsletterDigestFields, '_id'> = {
		scheduledAt: slot.scheduledAt,
		createdAt: now,
		since: window.since,
		until: window.until,
		articleIds: articles.map(article => article._id),
		...(promotion ? { promotionId: promotion.id } : {}),
		subject:
			articles.length > 0
				? digestSubject({
						newsletterName: NEWSLETTER_NAME,
						articles: articles.map(toDigestArticle),
					})
				: '(nothing new)',
		sliceCount: DIGEST_SLICES,
		// Nothing new, nothing sent: done as it is made.
		...(articles.length === 0
			? { completedAt: now, sent: 0, failed: 0, bounced: 0 }
			: {}),
	}
	if (
		await insertOnce(
			NewsletterDigest as unknown as Model<{ _id: string }>,
			slot.date,
			fields,
		)
	) {
		logger.info(
			{ digest: slot.date, articles: articles.length },
			articles.length > 0
				? 'digest claimed'
				: 'digest: nothing new since the last one',
		)
	}
	return NewsletterDigest.findById(slot.date).lean<NewsletterDigestFields>()
}

/** From the end of the previous digest (or a day back, for the first) to this one's hour. */
async function digestWindow(
	date: string,
	scheduledAt: Date,
): Promise<{ since: Date; until: Date }> {
	const previous = await NewsletterDigest.findOne(
		{ _id: op({ $lt: date }) },
		{ until: 1 },
	)
		.sort({ _id: -1 })
		.lean<Pick<NewsletterDigestFields, 'until'>>()
	return {
		since: previous?.until ?? new Date(scheduledAt.getTime() - DAY_MS),
		until: scheduledAt,
	}
}

/* ---------- Sending ---------- */

/**
 * Spaces messages `1000 / rate` ms apart across everything in flight, the rate shared with the
 * other workers sending digests (`shareWith`), so k instances together send at the rate, not k
 * times it.
 */
export function throttle(ratePerSecond: number): {
	wait: () => Promise<void>
	shareWith: (senders: number) => void
} {
	let gap = 1000 / ratePerSecond
	let next = Date.now()
	return {
		shareWith(senders) {
			gap = (1000 * Math.max(1, senders)) / ratePerSecond
		},
		async wait() {
			const now = Date.now()
			const at = Math.max(now, next)
			next = at + gap
			if (at > now) await new Promise(resolve => setTimeout(resolve, at - now))
		},
	}
}

/** A sender counts the others again between batches, at most this often: a new one is felt this soon. */
const SENDERS_RECOUNT_MS = 5_000
const LEASE_PREFIX = 'digest:'

/**
 * The workers sending digests now, on every instance: the live leases of unfinished slices, of
 * any digest (the mail provider's limit is per account, and a worker finding one digest's slices
 * all held moves on to another open one). `own` is the caller's lease key, always counted.
 */
export async function digestSenders(
	own: string,
	leaseMs: number = SLICE_LEASE_MS,
	now = new Date(),
): Promise<number> {
	const live = await liveLeaseKeys(LEASE_PREFIX, leaseMs, now)
	live.add(own)
	// A slice's record has the lease key's id without the prefix: `<day>/<slice>`.
	const finished = await DigestSlice.find(
		{ _id: op({ $in: [...live].map(key => key.slice(LEASE_PREFIX.length)) }) },
		{ _id: 1 },
	).lean<{ _id: string }[]>()
	for (const { _id } of finished)
		if (`${LEASE_PREFIX}${_id}` !== own) live.delete(`${LEASE_PREFIX}${_id}`)
	return live.size
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

class WorkerGone extends Error {}

function checkAlive(signal: AbortSignal | undefined): void {
	if (signal?.aborted) throw new WorkerGone('the digest worker stopped')
}

/** One message, with retries on temporary failures (4xx, dropped connections). */
async function deliverWithRetries(
	email: Email,
	attempts: number,
	backoffMs: number,
	signal: AbortSignal | undefined,
): Promise<{ result: DeliveryResult; tries: number }> {
	for (let tries = 1; ; tries += 1) {
		const result = await deliverEmail(email)
		checkAlive(signal)
		if (result.status !== 'temporary-failure' || tries >= attempts)
			return { result, tries }
		await sleep(backoffMs * 4 ** (tries - 1))
		checkAlive(signal)
	}
}

type SliceCounts = Pick<DigestSliceFields, 'sent' | 'failed' | 'bounced'>

function countOutcomes(outcomes: Iterable<DeliveryOutcome>): SliceCounts {
	const counts = { sent: 0, failed: 0, bounced: 0 }
	for (const outcome of outcomes)
		if (outcome !== 'skipped') counts[outcome] += 1
	return counts
}

interface SliceJob {
	digest: NewsletterDigestFields
	slice: number
	attempt: number
	content: DigestContent
	options: Required<
		Pick<
			DigestRunOptions,
			'ratePerSecond' | 'concurrency' | 'backoffMs' | 'leaseMs' | 'by'
		>
	> &
		Pick<DigestRunOptions, 'signal'>
}

/**
 * Sends one slice of a digest, continuing where earlier holders stopped. True when the slice is
 * finished (its record inserted); false when it stopped early (lease lost).
 */
async function sendSlice({
	digest,
	slice,
	attempt: firstAttempt,
	content,
	options,
}: SliceJob): Promise<boolean> {
	const { ratePerSecond, concurrency, backoffMs, leaseMs, by, signal } = options
	const leaseKey = `${LEASE_PREFIX}${digest._id}/${slice}`
	const range = sliceRange(slice, digest.sliceCount)
	const recipients = await NewsletterSubscriber.find(
		{
			_id: op(
				range.to === undefined
					? { $gte: range.from }
					: { $gte: range.from, $lt: range.to },
			),
			active: true,
			pending: op({ $ne: true }),
			// Who was on the list when the digest was made: a resumed slice sends to the same people.
			subscribedAt: op({ $lte: digest.createdAt }),
		},
		{ _id: 1, email: 1 },
	)
		.sort({ _id: 1 })
		.lean<Pick<SubscriberFields, '_id' | 'email'>[]>()

	const ledger = await NewsletterDelivery.find(
		{ digest: digest._id, slice },
		{ kind: 1, subscriber: 1, outcome: 1 },
	).lean<
		Pick<NewsletterDeliveryFields, '_id' | 'kind' | 'subscriber' | 'outcome'>[]
	>()
	const outcomes = new Map<string, DeliveryOutcome>()
	const claimed = new Set<string>()
	for (const record of ledger) {
		if (record.kind === 'outcome' && record.outcome)
			outcomes.set(record.subscriber, record.outcome)
		else claimed.add(record.subscriber)
	}

	let attempt = firstAttempt
	let renewedAt = Date.now()
	const pace = throttle(ratePerSecond)
	let countedAt = 0
	const todo = recipients.filter(recipient => !outcomes.has(recipient._id))
	for (let start = 0; start < todo.length; start += concurrency) {
		checkAlive(signal)
		if (Date.now() - countedAt >= SENDERS_RECOUNT_MS) {
			// A failed count keeps the share it had: not worth stopping the slice for.
			await digestSenders(leaseKey, leaseMs).then(
				pace.shareWith,
				(error: unknown) =>
					logger.warn(
						{ err: error },
						'digest: could not count the other senders',
					),
			)
			countedAt = Date.now()
		}
		if (Date.now() - renewedAt > leaseMs / 3) {
			const renewed = await renewLease(leaseKey, attempt, by)
			if (renewed === null) return false
			attempt = renewed
			renewedAt = Date.now()
		}
		const batch = todo.slice(start, start + concurrency)
		const at = new Date()
		// A recipient claimed by a holder that died before the answer is claimed again under this attempt.
		const claims = batch.map(recipient => ({
			_id: claimed.has(recipient._id)
				? `${digest._id}:${recipient._id}#${attempt}`
				: `${digest._id}:${recipient._id}`,
			digest: digest._id,
			slice,
			subscriber: recipient._id,
			kind: 'claim',
			attempt,
			at,
		}))
		const won = await insertNew(
			NewsletterDelivery as unknown as Model<never>,
			claims,
		)
		const answered = await Promise.all(
			batch.map(async (recipient, index) => {
				if (!won.has(claims[index]!._id)) return null
				await pace.wait()
				checkAlive(signal)
				const { result, tries } = await deliverWithRetries(
					personalise(content, digest._id, recipient),
					getEnv().NEWSLETTER_SEND_ATTEMPTS,
					backoffMs,
					signal,
				)
				const outcome: DeliveryOutcome =
					result.status === 'sent'
						? 'sent'
						: result.status === 'permanent-failure'
							? 'bounced'
							: result.status === 'temporary-failure'
								? 'failed'
								: 'skipped'
				const reason = 'reason' in result ? result.reason : undefined
				return {
					_id: `${digest._id}:${recipient._id}=`,
					digest: digest._id,
					slice,
					subscriber: recipient._id,
					kind: 'outcome',
					attempt,
					outcome,
					...(reason ? { reason } : {}),
					tries,
					at: new Date(),
				}
			}),
		)
		// One insert for the batch's answers (a round trip per message would cap the rate on FerretDB).
		const records = answered.filter(record => record !== null)
		await insertNew(NewsletterDelivery as unknown as Model<never>, records)
		for (const record of records) {
			outcomes.set(record.subscriber, record.outcome)
			if (record.outcome === 'bounced')
				await markUndeliverable(record.subscriber, record.reason ?? 'refused')
			if (record.outcome === 'failed')
				logger.warn(
					{ digest: digest._id, reason: record.reason },
					'digest message not delivered after retries',
				)
		}
	}
	// Finished: the counts are those of every outcome in the slice (this attempt's and earlier ones').
	await insertOnce(
		DigestSlice as unknown as Model<{ _id: string }>,
		`${digest._id}/${slice}`,
		{
			digest: digest._id,
			slice,
			...countOutcomes(outcomes.values()),
			at: new Date(),
		},
	)
	return true
}

/** Records the totals once every slice is done (idempotent: every finisher writes the same). */
async function finishIfDone(
	digest: NewsletterDigestFields,
): Promise<SliceCounts | null> {
	const slices = await DigestSlice.find({ digest: digest._id }).lean<
		DigestSliceFields[]
	>()
	if (slices.length < digest.sliceCount) return null
	const totals = { sent: 0, failed: 0, bounced: 0 }
	for (const slice of slices) {
		totals.sent += slice.sent
		totals.failed += slice.failed
		totals.bounced += slice.bounced
	}
	if (!digest.completedAt) {
		await NewsletterDigest.updateOne(
			{ _id: digest._id, completedAt: op({ $exists: false }) },
			{ $set: { completedAt: new Date(), ...totals } },
		)
		logger.info({ digest: digest._id, ...totals }, 'digest sent')
	}
	return totals
}

/** Works on one digest: every slice nobody else holds, then the totals. */
export async function sendDigest(
	digest: NewsletterDigestFields,
	options: DigestRunOptions = {},
): Promise<SliceCounts> {
	const env = getEnv()
	const settings: SliceJob['options'] = {
		ratePerSecond: options.ratePerSecond ?? env.NEWSLETTER_SEND_RATE,
		concurrency:
			options.concurrency ??
			Math.max(
				1,
				Math.min(
					10,
					Math.ceil((options.ratePerSecond ?? env.NEWSLETTER_SEND_RATE) / 4),
				),
			),
		backoffMs: options.backoffMs ?? 1000,
		leaseMs: options.leaseMs ?? SLICE_LEASE_MS,
		by: options.by ?? WORKER,
		signal: options.signal,
	}
	const now = options.now ?? new Date()
	const content = await digestContent(digest)
	const done = new Set(
		(
			await DigestSlice.find({ digest: digest._id }, { slice: 1 }).lean<
				Pick<DigestSliceFields, 'slice'>[]
			>()
		).map(record => record.slice),
	)
	const counts = { sent: 0, failed: 0, bounced: 0 }
	for (let slice = 0; slice < digest.sliceCount; slice += 1) {
		if (done.has(slice)) continue
		checkAlive(options.signal)
		const attempt = await claimLease(
			`digest:${digest._id}/${slice}`,
			settings.leaseMs,
			settings.by,
			now,
		)
		if (attempt === null) continue
		const before = await DigestSlice.findById(`${digest._id}/${slice}`).lean()
		if (before) continue
		await sendSlice({ digest, slice, attempt, content, options: settings })
		const record = await DigestSlice.findById(
			`${digest._id}/${slice}`,
		).lean<DigestSliceFields>()
		if (record) {
			counts.sent += record.sent
			counts.failed += record.failed
			counts.bounced += record.bounced
		}
	}
	await finishIfDone(digest)
	return counts
}

/**
 * The periodic job: claims today's digest when its hour has come, then works on every unfinished
 * digest of the last days (today's, or one whose workers died). Safe on every instance at once.
 */
export async function runDigestJob(
	options: DigestRunOptions = {},
): Promise<DigestRunReport> {
	const now = options.now ?? new Date()
	if (!isMailConfigured())
		return {
			digest: null,
			skipped: 'mail-not-configured',
			sent: 0,
			failed: 0,
			bounced: 0,
		}
	const today = await ensureTodaysDigest(now)
	const open = await NewsletterDigest.find({
		completedAt: op({ $exists: false }),
		scheduledAt: op({
			$gte: new Date(now.getTime() - DIGEST_RESUME_WINDOW_MS),
			$lte: now,
		}),
	})
		.sort({ scheduledAt: 1 })
		.lean<NewsletterDigestFields[]>()
	const report: DigestRunReport = {
		digest: today?._id ?? null,
		...(today ? {} : { skipped: 'not-due' as const }),
		sent: 0,
		failed: 0,
		bounced: 0,
	}
	for (const digest of open) {
		try {
			const counts = await sendDigest(digest, options)
			report.sent += counts.sent
			report.failed += counts.failed
			report.bounced += counts.bounced
		} catch (error) {
			if (error instanceof WorkerGone) throw error
			logger.warn(
				{ err: error, digest: digest._id },
				'digest not finished; the job continues it',
			)
		}
	}
	return report
}

/* ---------- The admin's view ---------- */

export interface DigestPreview extends DigestContent {
	since: string
	until: string
	/** Already claimed (today's digest exists) rather than what it would hold if made now. */
	claimed: boolean
	nextSendAt: string
	hour: number
	timeZone: string
}

/** Today's digest as it was (or would be, if made now), with a sample unsubscribe link. */
export async function previewDigest(now = new Date()): Promise<DigestPreview> {
	const { NEWSLETTER_DIGEST_HOUR: hour, NEWSLETTER_TIME_ZONE: timeZone } =
		getEnv()
	const slot = digestSlotOf(now, hour, timeZone)
	const existing = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	let content: DigestContent
	let window: { since: Date; until: Date }
	if (existing && existing.articleIds.length > 0) {
		content = await digestContent(existing)
		window = existing
	} else {
		window = {
			since: (await digestWindow(slot.date, slot.scheduledAt)).since,
			until: now,
		}
		if (existing) window.since = existing.until
		const articles = await findDigestArticles(window.since, window.until)
		const [promotion] = await listActivePromotions({
			placement: 'newsletter',
			limit: 1,
			now,
		})
		const promotionRecord = promotion
			? await Promotion.findById(promotion.id).lean<PromotionFields>()
			: null
		content = await renderDigest(
			articles.map(toDigestArticle),
			promotionRecord ? toDigestPromotion(promotionRecord) : undefined,
			now,
		)
	}
	const sample = `${getEnv().PUBLIC_URL}/newsletter`
	return {
		...content,
		html: content.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample),
		text: content.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample),
		since: window.since.toISOString(),
		until: window.until.toISOString(),
		claimed: Boolean(existing && existing.articleIds.length > 0),
		nextSendAt: nextDigestTime(now, hour, timeZone).toISOString(),
		hour,
		timeZone,
	}
}

/** Sends the preview to one address, marked as a test; nothing is recorded in the ledger. */
export async function sendTestDigest(
	to: string,
	now = new Date(),
): Promise<DeliveryResult & { articleCount: number }> {
	const preview = await previewDigest(now)
	const result = await deliverEmail({
		to,
		subject: `[Test] ${preview.subject}`,
		html: preview.html,
		text: preview.text,
	})
	return { ...result, articleCount: preview.articleCount }
}

export interface DigestHistoryEntry {
	id: string
	scheduledAt: string
	completedAt?: string
	subject: string
	articleCount: number
	status: 'nothing-new' | 'sending' | 'sent'
	sent: number
	failed: number
	bounced: number
	slicesDone: number
	sliceCount: number
}

/** Past and current digests, newest first, with how many went out and how many failed. */
export async function listDigestHistory(
	limit = 30,
): Promise<DigestHistoryEntry[]> {
	const digests = await NewsletterDigest.find()
		.sort({ scheduledAt: -1 })
		.limit(limit)
		.lean<NewsletterDigestFields[]>()
	const open = digests
		.filter(digest => !digest.completedAt)
		.map(digest => digest._id)
	const slices =
		open.length > 0
			? await DigestSlice.find({ digest: op({ $in: open }) }).lean<
					DigestSliceFields[]
				>()
			: []
	return digests.map(digest => {
		const own = slices.filter(slice => slice.digest === digest._id)
		const sum = (field: keyof SliceCounts) =>
			digest[field] ?? own.reduce((total, slice) => total + slice[field], 0)
		return {
			id: digest._id,
			scheduledAt: digest.scheduledAt.toISOString(),
			...(digest.completedAt
				? { completedAt: digest.completedAt.toISOString() }
				: {}),
			subject: digest.subject,
			articleCount: digest.articleIds.length,
			status:
				digest.articleIds.length === 0
					? 'nothing-new'
					: digest.completedAt
						? 'sent'
						: 'sending',
			sent: sum('sent'),
			failed: sum('failed'),
			bounced: sum('bounced'),
			slicesDone: digest.completedAt ? digest.sliceCount : own.length,
			sliceCount: digest.sliceCount,
		}
	})
}

/** The ledger of digests older than `maxAgeMs` (they are finished or abandoned); the digests' totals stay. */
export async function sweepDeliveryLedger(
	maxAgeMs: number,
	now = new Date(),
): Promise<number> {
	const result = await NewsletterDelivery.deleteMany({
		at: op({ $lt: new Date(now.getTime() - maxAgeMs) }),
	})
	return result.deletedCount
}
