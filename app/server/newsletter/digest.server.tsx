/**
 * The daily digest's day (decision record 031): claimed by inserting its `newsletter_digests`
 * record (`_id` = the local date) once its hour has come; the winner fixes the content (articles
 * first published since the previous digest, the newsletter promotion). Nothing new: the record
 * says so and nothing is sent. A day whose hour passed more than the grace period ago is not
 * claimed by the job (mail switched on late must not send the morning's digest at night): its
 * articles wait for the next digest, unless an editor sends it now. Sending is
 * digest-sending.server.ts; what a digest holds, digest-content.server.tsx.
 */
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { digestSubject } from '#app/emails/digest-email.tsx'
import {
	DIGEST_SLICES,
	digestSlotOf,
	dueDigestSlot,
	type DigestSlot,
} from '#app/lib/digest-schedule.ts'
import {
	NewsletterDigest,
	type NewsletterDigestFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	findDigestArticles,
	newsletterPromotionAt,
	toDigestArticle,
} from './digest-content.server.tsx'
import { sendDigest } from './digest-sending.server.ts'
import { workOnSends, type SendOptions } from './sends.server.ts'

const DAY_MS = 86_400_000
/** A digest still unfinished after this long is left alone (its news is old). */
const DIGEST_RESUME_WINDOW_MS = 3 * DAY_MS

export interface DigestRunReport {
	digest: string | null
	/** Why nothing was sent, when nothing was ('late': its hour passed more than the grace period ago). */
	skipped?: 'not-due' | 'late' | 'mail-not-configured'
	sent: number
	failed: number
	bounced: number
}

/** How long after its hour a digest may still be started by the job. */
export function digestGraceMs(): number {
	return getEnv().NEWSLETTER_DIGEST_GRACE_MINUTES * 60_000
}

/** The end of the previous digest's window (or a day before `until`, for the first). */
async function previousDigestEnd(date: string, until: Date): Promise<Date> {
	const previous = await NewsletterDigest.findOne(
		{ _id: op({ $lt: date }) },
		{ until: 1 },
	)
		.sort({ _id: -1 })
		.lean<Pick<NewsletterDigestFields, 'until'>>()
	return previous?.until ?? new Date(until.getTime() - DAY_MS)
}

/**
 * Inserts the day's digest record unless it exists, fixing its content: the articles first
 * published from the previous digest's end to `until`. Returns the record (whoever made it) and
 * whether this call made it.
 */
async function claimDigest(
	slot: DigestSlot,
	until: Date,
	now: Date,
	extra: Partial<NewsletterDigestFields> = {},
): Promise<{ digest: NewsletterDigestFields | null; won: boolean }> {
	const since = await previousDigestEnd(slot.date, until)
	const articles = await findDigestArticles(since, until)
	const promotion =
		articles.length > 0 ? await newsletterPromotionAt(until) : undefined
	const fields: Omit<NewsletterDigestFields, '_id'> = {
		scheduledAt: slot.scheduledAt,
		createdAt: now,
		since,
		until,
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
		...extra,
		// Nothing new, nothing sent: done as it is made.
		...(articles.length === 0
			? { completedAt: now, sent: 0, failed: 0, bounced: 0 }
			: {}),
	}
	const won = await insertOnce(NewsletterDigest, slot.date, fields)
	if (won)
		logger.info(
			{ digest: slot.date, articles: articles.length, ...extra },
			articles.length > 0
				? 'digest claimed'
				: 'digest: nothing new since the last one',
		)
	const digest = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	return { digest, won }
}

/** Where today's digest stands: not due yet, claimed, or missed (its hour passed beyond the grace). */
export interface TodaysDigest {
	slot: DigestSlot
	record: NewsletterDigestFields | null
	due: boolean
	/** Due, unclaimed, and past the grace period: the job will not send it; an editor may. */
	missed: boolean
}

export async function todaysDigest(now = new Date()): Promise<TodaysDigest> {
	const { digestHour: hour, timeZone: zone } = await getSettings()
	const slot = digestSlotOf(now, hour, zone)
	const record = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	const due = now.getTime() >= slot.scheduledAt.getTime()
	const late = now.getTime() - slot.scheduledAt.getTime() > digestGraceMs()
	return { slot, record, due, missed: due && !record && late }
}

/**
 * Today's digest record once its hour has come: inserted by the first worker to get here (which
 * fixes its articles and promotion), read by the others. Null before the hour, and when the hour
 * passed more than the grace period ago with no record ('late': it is not sent late).
 */
export async function ensureTodaysDigest(
	now = new Date(),
): Promise<{ digest: NewsletterDigestFields | null; late: boolean }> {
	const { digestHour: hour, timeZone: zone } = await getSettings()
	const slot = dueDigestSlot(now, hour, zone)
	if (!slot) return { digest: null, late: false }
	const existing = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	if (existing) return { digest: existing, late: false }
	if (now.getTime() - slot.scheduledAt.getTime() > digestGraceMs())
		return { digest: null, late: true }
	const { digest } = await claimDigest(slot, slot.scheduledAt, now)
	return { digest, late: false }
}

/**
 * An editor's "send now" for today's digest missed by the job (or due and not yet started): claims
 * it with the articles first published up to now; the digest job (every instance, every 30 s)
 * sends it. `conflict` when there is nothing to send now: mail is off, the hour has not come, or
 * today's digest was made already.
 */
export async function sendDigestNow(
	now = new Date(),
): Promise<NewsletterDigestFields> {
	if (!isMailConfigured())
		throw conflict(
			'No mail server is configured (SMTP_HOST): the digest cannot be sent.',
		)
	const today = await todaysDigest(now)
	if (!today.due)
		throw conflict(
			"Today's digest is not due yet: it goes out at its hour by itself.",
		)
	if (today.record)
		throw conflict("Today's digest was made already: it is not sent twice.")
	const { digest, won } = await claimDigest(today.slot, now, now, {
		onRequest: true,
	})
	if (!digest || !won)
		throw conflict("Today's digest was made already: it is not sent twice.")
	return digest
}

/**
 * The periodic job: claims today's digest when its hour has come (within the grace period), then
 * works on every unfinished digest of the last days (today's, one an editor sent, or one whose
 * workers died). Safe on every instance at once.
 */
export async function runDigestJob(
	options: SendOptions = {},
): Promise<DigestRunReport> {
	const now = options.now ?? new Date()
	const report: DigestRunReport = {
		digest: null,
		sent: 0,
		failed: 0,
		bounced: 0,
	}
	if (!isMailConfigured()) return { ...report, skipped: 'mail-not-configured' }
	const today = await ensureTodaysDigest(now)
	report.digest = today.digest?._id ?? null
	if (!today.digest) report.skipped = today.late ? 'late' : 'not-due'
	const open = await NewsletterDigest.find({
		completedAt: op({ $exists: false }),
		scheduledAt: op({
			$gte: new Date(now.getTime() - DIGEST_RESUME_WINDOW_MS),
			$lte: now,
		}),
	})
		.sort({ scheduledAt: 1 })
		.lean<NewsletterDigestFields[]>()
	await workOnSends(
		open,
		digest => sendDigest(digest, options),
		report,
		'digest',
	)
	return report
}
