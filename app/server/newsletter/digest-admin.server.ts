/**
 * The newsletter admin's view of the digest: the next one as it would go out now (preview and test
 * send), and every past one with its counts.
 */
import { nextDigestTime, nextWeeklyTime } from '#app/lib/digest-schedule.ts'
import type { DigestKind } from '#app/lib/newsletter-choices.ts'
import {
	NewsletterDigest,
	SendSlice,
	ofSends,
	sendOf,
	type NewsletterDigestFields,
	type SendSliceFields,
} from '#app/server/models/index.ts'
import {
	deliverEmail,
	type DeliveryResult,
} from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings, senderOf } from '#app/server/site/settings.server.ts'
import {
	PREFERENCES_PLACEHOLDER,
	UNSUBSCRIBE_PLACEHOLDER,
	renderDigest,
	toDigestArticle,
	type DigestContent,
} from './digest-content.server.tsx'
import { planDigest } from './digest-plan.server.ts'
import type { SendCounts } from './sends.server.ts'

export interface DigestPreview extends DigestContent {
	since: string
	until: string
	nextSendAt: string
	hour: number
	timeZone: string
}

/** The preview's links in place of a reader's: the sign-up page for both. */
const withSample = (body: string, sample: string) =>
	body
		.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample)
		.replaceAll(PREFERENCES_PLACEHOLDER, sample)

/**
 * The next digest of `kind` as it would go out now (the job's own plan, digest-plan.server.ts), with
 * sample links: the articles since the last digest of that kind ended (a digest already made today
 * is not shown again), the newsletter promotion active now. A reader gets the part their choices
 * keep, less what earlier sends gave them (decision record 084).
 */
export async function previewDigest(
	now = new Date(),
	kind: DigestKind = 'daily',
): Promise<DigestPreview> {
	const settings = await getSettings()
	const { timeZone } = settings
	const plan = await planDigest(kind, now)
	const content = await renderDigest(
		plan.articles.map(toDigestArticle),
		plan.promotion,
		now,
		kind,
		plan.mostRead,
	)
	const sample = `${getEnv().PUBLIC_URL}/newsletter`
	const weekly = kind === 'weekly'
	const hour = weekly ? settings.weeklyHour : settings.digestHour
	return {
		...content,
		subject: plan.articles.length > 0 ? content.subject : plan.subject,
		html: withSample(content.html, sample),
		text: withSample(content.text, sample),
		since: plan.since.toISOString(),
		until: now.toISOString(),
		nextSendAt: (weekly
			? nextWeeklyTime(now, settings.weeklyDay, hour, timeZone)
			: nextDigestTime(now, hour, timeZone)
		).toISOString(),
		hour,
		timeZone,
	}
}

/** Sends the preview to one address, marked as a test; nothing is recorded in the ledger. */
export async function sendTestDigest(
	to: string,
	now = new Date(),
	kind: DigestKind = 'daily',
): Promise<DeliveryResult & { articleCount: number }> {
	const preview = await previewDigest(now, kind)
	const result = await deliverEmail({
		from: senderOf(await getSettings()),
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
	/** Sent by an editor after the job had let it pass (late), not at its hour. */
	onRequest: boolean
	sent: number
	failed: number
	bounced: number
	/** Recipients it had nothing for (paused, digest off, none of their topics). */
	skipped: number
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
			? await SendSlice.find(ofSends(open)).lean<SendSliceFields[]>()
			: []
	return digests.map(digest => {
		const own = slices.filter(slice => sendOf(slice) === digest._id)
		const sum = (field: keyof SendCounts) =>
			digest[field] ??
			own.reduce((total, slice) => total + (slice[field] ?? 0), 0)
		return {
			id: digest._id,
			scheduledAt: digest.scheduledAt.toISOString(),
			...(digest.completedAt
				? { completedAt: digest.completedAt.toISOString() }
				: {}),
			subject: digest.subject,
			onRequest: Boolean(digest.onRequest),
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
			skipped: sum('skipped'),
			slicesDone: digest.completedAt ? digest.sliceCount : own.length,
			sliceCount: digest.sliceCount,
		}
	})
}
