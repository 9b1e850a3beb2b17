/**
 * Sending one article as a newsletter issue from its editor (docs/decisions/082, Ghost's model):
 * "Publish and send" (the article as the card) or "Send by e-mail only" (the article's text as the
 * message; the article stays a draft). The issue's id is `story-<articleId>`, inserted once
 * (`insertOnce`) before the article is saved: of two posts of the same form only one makes the
 * send, and an article already sent as a story cannot be sent again from its editor. The issue then
 * goes out through the issue send path (saveIssue → `sending`, the `newsletter-issues` job, the
 * digest's exactly-once ledger).
 */
import type { StorySendMode } from '#app/content/newsletter-issues.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import {
	NewsletterIssue,
	type NewsletterIssueFields,
} from '#app/server/models/index.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { saveIssue } from './issue-admin.server.ts'
import { ISSUE_SLICES } from './issue-sending.server.ts'

/** The one issue an article can be sent as from its editor. */
export const storyIssueId = (articleId: string) => `story-${articleId}`

/**
 * A reservation still a draft after this long was left by a request that died between reserving
 * and starting the send (its instance stopped): the next send of the article takes it over.
 */
export const ABANDONED_RESERVATION_MS = 10 * 60_000

/** What the editor shows of an article's story send, if it had one. */
export interface StorySendView {
	mode: StorySendMode
	state: NewsletterIssueFields['state']
	issueId: string
	startedAt?: string
}

export async function storySendOf(
	articleId: string,
): Promise<StorySendView | null> {
	const issue = await NewsletterIssue.findById(storyIssueId(articleId), {
		story: 1,
		state: 1,
		startedAt: 1,
	}).lean<
		Pick<NewsletterIssueFields, '_id' | 'story' | 'state' | 'startedAt'>
	>()
	// A reservation (a draft) is not a send: until it starts, the editor offers the buttons.
	if (!issue?.story || issue.state === 'draft') return null
	return {
		mode: issue.story.mode,
		state: issue.state,
		issueId: issue._id,
		...(issue.startedAt ? { startedAt: issue.startedAt.toISOString() } : {}),
	}
}

export type StoryReservation =
	| { ok: true }
	/** The same form was posted before and its send is under way: answer as that post did. */
	| { ok: false; repeat: true }
	| { ok: false; repeat: false; message: string }

/**
 * Reserves the article's story send for this form (`token`). Refused when mail is not configured,
 * when another form sent it already, or when the same form's first post is still being handled.
 */
export async function reserveStorySend(
	articleId: string,
	mode: StorySendMode,
	token: string,
	timeZone: string,
): Promise<StoryReservation> {
	if (!isMailConfigured())
		return {
			ok: false,
			repeat: false,
			message:
				'No mail server is configured (SMTP_HOST): the article cannot be sent. Nothing was changed.',
		}
	const id = storyIssueId(articleId)
	const reserve = (now: Date) =>
		insertOnce(NewsletterIssue, id, {
			subject: '(story send)',
			articleIds: [],
			story: { articleId, mode, token, reservedAt: now },
			state: 'draft',
			version: 1,
			sliceCount: ISSUE_SLICES,
		})
	const now = new Date()
	if (await reserve(now)) return { ok: true }
	const existing =
		await NewsletterIssue.findById(id).lean<NewsletterIssueFields>()
	const mine = existing?.story?.token === token
	if (existing?.state === 'draft' && !mine && abandoned(existing, now)) {
		// Only that reservation is removed (its token), so of two takers one reserves anew.
		await NewsletterIssue.deleteOne({
			_id: id,
			state: 'draft',
			'story.token': existing.story?.token,
		})
		if (await reserve(now)) return { ok: true }
	}
	if (mine && existing?.state !== 'draft') return { ok: false, repeat: true }
	if (existing?.state === 'draft')
		return {
			ok: false,
			repeat: false,
			message: mine
				? 'This form was just sent and is still being handled: reload the page in a moment to see whether the article went out.'
				: 'A send of this article is being prepared right now: reload the page in a moment to see whether it went out. Nothing was changed.',
		}
	const when = existing?.startedAt
		? ` on ${formatZonedDateTime(existing.startedAt, timeZone)}`
		: ''
	return {
		ok: false,
		repeat: false,
		message: `This article was already sent to the subscribers as a story${when}: it is not sent twice. Nothing was changed. To send it again, compose an issue with it in the newsletter page.`,
	}
}

/** A reservation left as a draft for longer than ABANDONED_RESERVATION_MS (or from before it was dated). */
function abandoned(issue: NewsletterIssueFields, now: Date): boolean {
	const at = issue.story?.reservedAt ?? issue.createdAt
	return !at || now.getTime() - at.getTime() > ABANDONED_RESERVATION_MS
}

/** Gives the reservation back (the article's save was refused): the form can be sent again. */
export async function releaseStorySend(
	articleId: string,
	token: string,
): Promise<void> {
	await NewsletterIssue.deleteOne({
		_id: storyIssueId(articleId),
		state: 'draft',
		'story.token': token,
	})
}

/** The saved article's fields the message is made of. */
export interface StoryArticle {
	id: string
	headline: string
	summary: string
	content: string
}

/**
 * Starts the reserved send: subject the headline, preheader the summary; published, the article is
 * the card; by e-mail only, its text is the message (there is no page to link to).
 */
export async function startStorySend(
	article: StoryArticle,
	mode: StorySendMode,
	now = new Date(),
): Promise<NewsletterIssueFields> {
	const issue = await saveIssue(
		storyIssueId(article.id),
		1,
		{
			subject: article.headline,
			preheader: article.summary,
			introduction: mode === 'email-only' ? article.content : '',
			articleIds: mode === 'published' ? [article.id] : [],
			promotionId: undefined,
		},
		{ to: 'sending', now },
	)
	if (!issue.story) throw conflict('This issue is not a story send.')
	return issue
}
