/**
 * The daily digest's day (decision record 031): claimed by inserting its `newsletter_digests`
 * record (`_id` = the local date) once its hour has come; the winner fixes the content (articles
 * first published since the previous digest, the newsletter promotion). Nothing new: the record
 * says so and nothing is sent. A day whose hour passed more than the grace period ago is not
 * claimed by the job (mail switched on late must not send the morning's digest at night): its
 * articles wait for the next digest, unless an editor sends it now. Sending is
 * digest-sending.server.ts; what a digest holds, digest-plan.server.ts and digest-content.server.tsx.
 * The weekly digest (docs/decisions/084) is the same record, claim and send, `_id` `weekly-<day>`,
 * on the day and hour the settings give it.
 */
import {
	DIGEST_SLICES,
	digestSlotOf,
	weeklySlotOf,
	type DigestSlot,
} from '#app/lib/digest-schedule.ts'
import type { DigestKind } from '#app/lib/newsletter-choices.ts'
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
import { digestRecordId, planDigest } from './digest-plan.server.ts'
import { sendDigest } from './digest-sending.server.ts'
import { workOnSends, type SendOptions } from './sends.server.ts'

const DAY_MS = 86_400_000
/** A digest still unfinished after this long is left alone (its news is old). */
const DIGEST_RESUME_WINDOW_MS = 3 * DAY_MS

export interface DigestRunReport {
	digest: string | null
	/** This week's weekly digest, once its hour has come (docs/decisions/084). */
	weekly?: string | null
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

/**
 * Inserts the digest record of `kind` for `slot` unless it exists, fixing its content
 * (digest-plan.server.ts). Returns the record (whoever made it) and whether this call made it.
 */
async function claimDigest(
	kind: DigestKind,
	slot: DigestSlot,
	until: Date,
	now: Date,
	extra: Partial<NewsletterDigestFields> = {},
): Promise<{ digest: NewsletterDigestFields | null; won: boolean }> {
	const id = digestRecordId(kind, slot.date)
	const plan = await planDigest(kind, until, id)
	const fields: Omit<NewsletterDigestFields, '_id'> = {
		...(kind === 'weekly' ? { kind, mostRead: plan.mostRead } : {}),
		scheduledAt: slot.scheduledAt,
		createdAt: now,
		since: plan.since,
		until,
		articleIds: plan.articles.map(article => article._id),
		...(plan.promotion ? { promotionId: plan.promotion.id } : {}),
		subject: plan.subject,
		sliceCount: DIGEST_SLICES,
		...extra,
		// Nothing new, nothing sent: done as it is made.
		...(plan.articles.length === 0
			? { completedAt: now, sent: 0, failed: 0, bounced: 0 }
			: {}),
	}
	const won = await insertOnce(NewsletterDigest, id, fields)
	if (won)
		logger.info(
			{ digest: id, articles: plan.articles.length, ...extra },
			plan.articles.length > 0
				? 'digest claimed'
				: 'digest: nothing new since the last one',
		)
	const digest =
		await NewsletterDigest.findById(id).lean<NewsletterDigestFields>()
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
	const slot = await slotFor('daily', now)
	const record = await NewsletterDigest.findById(
		slot.date,
	).lean<NewsletterDigestFields>()
	const due = now.getTime() >= slot.scheduledAt.getTime()
	const late = now.getTime() - slot.scheduledAt.getTime() > digestGraceMs()
	return { slot, record, due, missed: due && !record && late }
}

/** The slot of `kind` for `now` as the settings stand: today's (daily) or this week's (weekly). */
async function slotFor(kind: DigestKind, now: Date): Promise<DigestSlot> {
	const settings = await getSettings()
	return kind === 'weekly'
		? weeklySlotOf(
				now,
				settings.weeklyDay,
				settings.weeklyHour,
				settings.timeZone,
			)
		: digestSlotOf(now, settings.digestHour, settings.timeZone)
}

/**
 * The current digest record of `kind` once its hour has come: inserted by the first worker to get
 * here (which fixes its articles and promotion), read by the others. Null before the hour, and
 * when the hour passed more than the grace period ago with no record ('late': not sent late).
 */
export async function ensureDigest(
	kind: DigestKind,
	now = new Date(),
): Promise<{ digest: NewsletterDigestFields | null; late: boolean }> {
	const slot = await slotFor(kind, now)
	if (now.getTime() < slot.scheduledAt.getTime())
		return { digest: null, late: false }
	const existing = await NewsletterDigest.findById(
		digestRecordId(kind, slot.date),
	).lean<NewsletterDigestFields>()
	if (existing) return { digest: existing, late: false }
	if (now.getTime() - slot.scheduledAt.getTime() > digestGraceMs())
		return { digest: null, late: true }
	const { digest } = await claimDigest(kind, slot, slot.scheduledAt, now)
	return { digest, late: false }
}

export function ensureTodaysDigest(now = new Date()) {
	return ensureDigest('daily', now)
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
	const { digest, won } = await claimDigest('daily', today.slot, now, now, {
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
	const today = await ensureDigest('daily', now)
	report.digest = today.digest?._id ?? null
	if (!today.digest) report.skipped = today.late ? 'late' : 'not-due'
	report.weekly = (await ensureDigest('weekly', now)).digest?._id ?? null
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
