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
	if (!issue?.story) return null
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
	if (
		await insertOnce(NewsletterIssue, id, {
			subject: '(story send)',
			articleIds: [],
			story: { articleId, mode, token },
			state: 'draft',
			version: 1,
			sliceCount: ISSUE_SLICES,
		})
	)
		return { ok: true }
	const existing =
		await NewsletterIssue.findById(id).lean<NewsletterIssueFields>()
	if (existing?.story?.token === token && existing.state !== 'draft')
		return { ok: false, repeat: true }
	if (existing?.story?.token === token)
		return {
			ok: false,
			repeat: false,
			message:
				'This form was just sent and is still being handled: reload the page in a moment to see whether the article went out.',
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
