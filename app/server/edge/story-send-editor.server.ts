/**
 * The article editor's "Publish and send" and "Send by e-mail only" (docs/decisions/082): plain
 * form posts (`intent`) of the whole editor form with the page's `storyToken`. The send is reserved
 * first (one per article, the same form twice is one send), then the article is saved through the
 * editor's usual rules (published now, or kept a draft), then the issue starts sending. Whatever
 * is refused changes nothing: the reservation is given back when the save is refused.
 */
import type { ArticleInput } from '#app/schemas/article.ts'
import {
	STORY_SEND_INTENTS,
	type StorySendMode,
} from '#app/content/newsletter-issues.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { updateArticle } from '#app/server/articles/editing.server.ts'
import { articleOwnership } from '#app/server/articles/ownership.server.ts'
import { storedPublishTime } from '#app/server/articles/reading.server.ts'
import {
	releaseStorySend,
	reserveStorySend,
	startStorySend,
	storySendOf,
} from '#app/server/newsletter/story-send.server.ts'
import { newDraftId } from '#app/server/newsletter/issue-admin.server.ts'
import { allows } from '#app/server/people/permissions.server.ts'
import type { Person } from '#app/server/people/staff.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { discardStashedEdits } from './edit-stash-requests.server.ts'
import { redirectWithToast } from './toast.server.ts'

/** The story send a post asks for, if any. */
export function storyIntentOf(form: FormData): StorySendMode | null {
	const intent = form.get('intent')
	return typeof intent === 'string' && intent in STORY_SEND_INTENTS
		? STORY_SEND_INTENTS[intent as keyof typeof STORY_SEND_INTENTS]
		: null
}

/**
 * Whether this person may send articles to the list: the newsletter desk (`newsletter`), and for
 * "Publish and send" the right to publish this article as well.
 */
export function mayStorySend(
	person: Pick<Person, 'role'>,
	rights: { publish: boolean },
	mode: StorySendMode,
): boolean {
	return (
		allows(person.role, 'newsletter') &&
		(mode === 'email-only' || rights.publish)
	)
}

/** What the editor's page shows of story sends: the article's, or the buttons this person may use. */
export async function storySendBasics(
	person: Pick<Person, 'role'>,
	rights: { publish: boolean },
	articleId: string,
) {
	const [sent, ownership] = await Promise.all([
		storySendOf(articleId),
		articleOwnership(articleId),
	])
	return {
		sent,
		token:
			sent || !mayStorySend(person, rights, 'email-only') ? null : newDraftId(),
		mayPublish: mayStorySend(person, rights, 'published'),
		// By e-mail only is for drafts (a published or scheduled article would leave the site).
		mayEmailOnly: ownership?.status === 'draft',
	}
}

const SENT_TOAST: Record<
	StorySendMode,
	{ title: string; description: string }
> = {
	published: {
		title: 'Published and on its way',
		description:
			'The article is live, and it is going out to the subscribers now (one e-mail each).',
	},
	'email-only': {
		title: 'Sent by e-mail only',
		description:
			'It is going out to the subscribers now (one e-mail each). The article stays a draft: readers cannot find it on the site.',
	},
}

const NOT_ALLOWED =
	'Your role cannot send articles to the subscribers: an Editor or an Administrator can. Nothing was sent.'
const FUTURE_DATE =
	'“Publish and send” publishes now: clear the publish date (or choose a past one), or use Update to schedule the article and send it later.'

interface StorySendRequest<R> {
	request: Request
	id: string
	person: Pick<Person, 'id' | 'role'>
	rights: { publish: boolean }
	mode: StorySendMode
	form: FormData
	value: ArticleInput
	refuse: (
		status: number,
		message: string,
		fieldErrors?: Record<string, string[]>,
	) => R
	refuseError: (error: unknown) => R
}

const NOT_A_DRAFT =
	'“Send by e-mail only” is for drafts: this article is published or scheduled, so it would leave the site. Use “Publish and send”, or make it a draft first. Nothing was sent.'

/** The article was saved, then its send could not start (the reservation is given back). */
const SAVED_NOT_SENT: Record<StorySendMode, string> = {
	published:
		'The article is saved and published, but its send did not start: nothing was e-mailed. Press “Publish and send” again to send it.',
	'email-only':
		'The article is saved as a draft, but its send did not start: nothing was e-mailed. Press “Send by e-mail only” again to send it.',
}

/** The article as the send saves it: published now, or kept a draft; or why it cannot be. */
async function publicationForSend(
	id: string,
	value: ArticleInput,
	mode: StorySendMode,
	now: Date,
): Promise<ArticleInput | { refused: string; field: string }> {
	if (mode === 'email-only')
		return (await articleOwnership(id))?.status === 'draft'
			? { ...value, status: 'draft' }
			: { refused: NOT_A_DRAFT, field: 'status' }
	if (value.publishedAt && value.publishedAt.getTime() > now.getTime())
		return { refused: FUTURE_DATE, field: 'publishedAt' }
	// Without a date, an article scheduled for later is published now; otherwise its date is kept.
	const stored = await storedPublishTime(id)
	const later = stored !== null && stored.getTime() > now.getTime()
	return {
		...value,
		status: 'published',
		publishedAt: value.publishedAt ?? (later ? now : undefined),
	}
}

/** The send is under way: an audit entry that fails is logged, not reported as a failed send. */
async function auditStorySend(
	issue: { _id: string; subject: string },
	mode: StorySendMode,
): Promise<void> {
	await recordAudit({
		action: 'newsletter-sent',
		subjectId: issue._id,
		subjectLabel: issue.subject,
		detail:
			mode === 'published'
				? 'story, published with the send'
				: 'story, by e-mail only',
	}).catch((error: unknown) =>
		logger.error(
			{ err: error, issue: issue._id },
			'audit of a story send failed',
		),
	)
}

export async function sendStoryFromEditor<R>({
	request,
	id,
	person,
	rights,
	mode,
	form,
	value,
	refuse,
	refuseError,
}: StorySendRequest<R>): Promise<R | Response> {
	if (!mayStorySend(person, rights, mode)) return refuse(403, NOT_ALLOWED)
	const now = new Date()
	const input = await publicationForSend(id, value, mode, now)
	if ('refused' in input)
		return refuse(400, input.refused, { [input.field]: [input.refused] })
	const token = form.get('storyToken')
	if (typeof token !== 'string' || !/^[\w-]{8,64}$/.test(token))
		return refuse(
			400,
			'This form is missing its send token: reload the page and try again. Nothing was sent.',
		)
	const { timeZone } = await getSettings()
	const reserved = await reserveStorySend(id, mode, token, timeZone)
	if (!reserved.ok && reserved.repeat)
		return redirectWithToast(
			`/admin/article/${encodeURIComponent(id)}`,
			SENT_TOAST[mode],
		)
	if (!reserved.ok) return refuse(409, reserved.message)
	let saved: Awaited<ReturnType<typeof updateArticle>>
	try {
		saved = await updateArticle(id, input, now)
	} catch (error) {
		await releaseStorySend(id, token)
		return refuseError(error)
	}
	if (!saved) {
		await releaseStorySend(id, token)
		return refuse(
			404,
			'This article no longer exists (it was deleted meanwhile).',
		)
	}
	// The article is saved: a failure from here on must not say "nothing was changed".
	let issue: Awaited<ReturnType<typeof startStorySend>>
	try {
		issue = await startStorySend(
			{
				id,
				headline: saved.headline,
				summary: saved.summary,
				content: input.content,
			},
			mode,
		)
	} catch (error) {
		logger.error({ err: error, article: id }, 'story send did not start')
		await releaseStorySend(id, token)
		return refuse(500, SAVED_NOT_SENT[mode])
	}
	await auditStorySend(issue, mode)
	await discardStashedEdits(request)
	return redirectWithToast(
		`/admin/article/${encodeURIComponent(id)}`,
		SENT_TOAST[mode],
	)
}
