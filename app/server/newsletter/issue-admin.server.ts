/**
 * The newsletter page's issues (docs/decisions/079): writing one, its preview and test send, and
 * moving it on (send now, schedule, cancel). Every change is made from a version of the issue,
 * claimed first (`changeFromVersion`): a save from a page opened before another save is refused,
 * and a cancel and the scheduler starting the send cannot both win.
 */
import {
	EDITABLE_ISSUE_STATES,
	type NewsletterIssueState,
} from '#app/content/newsletter-issues.ts'
import type { IssueForm } from '#app/schemas/newsletter-issue.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import {
	Article,
	NewsletterIssue,
	SendSlice,
	ofSends,
	sendOf,
	type ArticleFields,
	type NewsletterIssueFields,
	type SendSliceFields,
} from '#app/server/models/index.ts'
import { op, randomId } from '#app/server/models/shared.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import {
	deliverEmail,
	isMailConfigured,
	type DeliveryResult,
} from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { getSettings, senderOf } from '#app/server/site/settings.server.ts'
import {
	PREFERENCES_PLACEHOLDER,
	UNSUBSCRIBE_PLACEHOLDER,
} from './digest-content.server.tsx'
import {
	issueSendId,
	renderIssue,
	type IssueContent,
} from './issue-content.server.tsx'
import { ISSUE_SLICES, changeFromVersion } from './issue-sending.server.ts'
import type { SendCounts } from './sends.server.ts'

/** What the editor writes; the rest of the record is the issue's life. */
type IssueFields = Pick<
	IssueForm,
	'subject' | 'preheader' | 'introduction' | 'articleIds' | 'promotionId'
>

/** The form's fields as the record holds them (no promotion: the field unset). */
function contentOf(form: IssueFields) {
	return {
		subject: form.subject,
		preheader: form.preheader,
		introduction: form.introduction,
		articleIds: [...new Set(form.articleIds)],
	}
}

export async function getIssue(
	id: string,
): Promise<NewsletterIssueFields | null> {
	return NewsletterIssue.findById(id).lean<NewsletterIssueFields>()
}

/**
 * A new draft; its id. With the form's `draftId` the draft is made under that id once: a second
 * submission of the same form is refused (nothing changes), so it can never make a second issue.
 */
export async function createIssue(
	form: IssueFields,
	draftId?: string,
): Promise<string> {
	const fields = {
		...contentOf(form),
		...(form.promotionId ? { promotionId: form.promotionId } : {}),
		state: 'draft' as const,
		version: 1,
		sliceCount: ISSUE_SLICES,
	}
	if (!draftId) return (await NewsletterIssue.create(fields))._id
	if (!(await insertOnce(NewsletterIssue, draftId, fields)))
		throw conflict(ALREADY_CREATED)
	return draftId
}

/** The id a new issue's form will make it under (see createIssue). */
export function newDraftId(): string {
	return randomId()
}

export const ALREADY_CREATED =
	'This form was already sent, and the issue it made is in the newsletter list: open it there to send or schedule it.'

/** What becomes of the issue with the save: stays a draft, is scheduled, or starts sending. */
export type IssueMove =
	{ to: 'draft' } | { to: 'scheduled'; at: Date } | { to: 'sending'; now: Date }

function moveFields(move: IssueMove): Record<string, unknown> {
	if (move.to === 'scheduled')
		return { state: 'scheduled', scheduledAt: move.at }
	if (move.to === 'sending') return { state: 'sending', startedAt: move.now }
	return { state: 'draft' }
}

/**
 * Saves the editor's form on a draft (or a cancelled issue, which becomes a draft) opened at
 * `version`, and moves it on in the same update. `conflict` when it is no longer editable or
 * another save came first; nothing is changed then.
 */
export async function saveIssue(
	id: string,
	version: number | undefined,
	form: IssueFields,
	move: IssueMove,
): Promise<NewsletterIssueFields> {
	if (move.to !== 'draft' && !isMailConfigured())
		throw conflict(
			'No mail server is configured (SMTP_HOST): the issue cannot be sent.',
		)
	const from = version ?? (await getIssue(id))?.version
	const updated =
		from === undefined
			? null
			: await changeFromVersion(
					id,
					from,
					{ state: op({ $in: EDITABLE_ISSUE_STATES }) },
					{
						$set: {
							...contentOf(form),
							...(form.promotionId ? { promotionId: form.promotionId } : {}),
							...moveFields(move),
						},
						$unset: {
							...(form.promotionId ? {} : { promotionId: 1 }),
							...(move.to === 'scheduled' ? {} : { scheduledAt: 1 }),
							cancelledAt: 1,
						},
					},
				)
	if (updated) return updated
	const current = await getIssue(id)
	if (!current) throw conflict('This issue no longer exists.')
	if (!EDITABLE_ISSUE_STATES.includes(current.state))
		throw conflict(
			`This issue is ${current.state} already: it can no longer be changed.`,
		)
	throw conflict(
		'Someone saved this issue after you opened it. Open it again to see their changes; yours were not saved.',
	)
}

/** Cancels a scheduled issue; `conflict` when it is not scheduled (any more). */
export async function cancelIssue(
	id: string,
	now = new Date(),
): Promise<NewsletterIssueFields> {
	const current = await getIssue(id)
	const updated =
		current?.state === 'scheduled'
			? await changeFromVersion(
					id,
					current.version,
					{ state: 'scheduled' },
					{ $set: { state: 'cancelled', cancelledAt: now } },
					now,
				)
			: null
	if (updated) return updated
	const after = await getIssue(id)
	throw conflict(
		after?.state === 'sending' || after?.state === 'sent'
			? 'This issue has started going out: it can no longer be cancelled.'
			: 'This issue is not scheduled.',
	)
}

/** The preview's links in place of a reader's: the sign-up page for both. */
function withSample(content: IssueContent): IssueContent {
	const sample = `${getEnv().PUBLIC_URL}/newsletter`
	const fill = (body: string) =>
		body
			.replaceAll(UNSUBSCRIBE_PLACEHOLDER, sample)
			.replaceAll(PREFERENCES_PLACEHOLDER, sample)
	return { ...content, html: fill(content.html), text: fill(content.text) }
}

/** The issue as a subscriber would get it now, with sample links. */
export async function previewIssue(
	issue: NewsletterIssueFields,
): Promise<IssueContent> {
	return withSample(await renderIssue(issue, issue.startedAt ?? new Date()))
}

/** Sends the preview to one address, marked as a test; nothing is recorded in the ledger. */
export async function sendTestIssue(
	issue: NewsletterIssueFields,
	to: string,
): Promise<DeliveryResult> {
	const preview = await previewIssue(issue)
	return deliverEmail({
		from: senderOf(await getSettings()),
		to,
		subject: `[Test] ${preview.subject}`,
		html: preview.html,
		text: preview.text,
	})
}

/** What the editor may choose from: recent public articles and the newsletter promotions running now. */
export async function issueChoices(
	chosen: readonly string[] = [],
	now = new Date(),
): Promise<{
	articles: { id: string; headline: string; publishedAt: string }[]
	promotions: { id: string; title: string }[]
}> {
	const [recent, promotions] = await Promise.all([
		Article.find(
			{
				$or: [publicArticleFilter(now), { _id: op({ $in: [...chosen] }) }],
			},
			{ headline: 1, publishedAt: 1 },
		)
			.sort({ publishedAt: -1, _id: 1 })
			.limit(40 + chosen.length)
			.lean<Pick<ArticleFields, '_id' | 'headline' | 'publishedAt'>[]>(),
		listActivePromotions({ placement: 'newsletter', limit: 20, now }),
	])
	return {
		articles: recent.map(article => ({
			id: article._id,
			headline: article.headline,
			publishedAt: new Date(article.publishedAt).toISOString(),
		})),
		promotions: promotions.map(promotion => ({
			id: promotion.id,
			title: promotion.title,
		})),
	}
}

/** The chosen articles and promotion that are not among the choices now: the form's field errors. */
export async function invalidChoices(
	form: IssueFields,
	now = new Date(),
): Promise<Record<string, string[]> | null> {
	const errors: Record<string, string[]> = {}
	if (form.articleIds.length > 0) {
		const found = await Article.countDocuments({
			$and: [publicArticleFilter(now), { _id: op({ $in: form.articleIds }) }],
		})
		if (found < new Set(form.articleIds).size)
			errors.articleIds = ['Choose published articles from the list.']
	}
	if (form.promotionId) {
		const active = await listActivePromotions({
			placement: 'newsletter',
			limit: 100,
			now,
		})
		if (!active.some(promotion => promotion.id === form.promotionId))
			errors.promotionId = ['Choose a newsletter promotion that is running.']
	}
	return Object.keys(errors).length > 0 ? errors : null
}

export interface IssueListEntry extends SendCounts {
	id: string
	subject: string
	state: NewsletterIssueState
	articleCount: number
	updatedAt: string
	scheduledAt?: string
	sentAt?: string
	slicesDone: number
	sliceCount: number
}

/** Issues newest first: drafts, scheduled, sending (counts so far), sent and cancelled. */
export async function listIssues(limit = 50): Promise<IssueListEntry[]> {
	// A story send's reservation (a draft until its send starts) is the editor's, not a draft here.
	const issues = (
		await NewsletterIssue.find()
			.sort({ updatedAt: -1 })
			.limit(limit)
			.lean<NewsletterIssueFields[]>()
	).filter(issue => !(issue.story && issue.state === 'draft'))
	const sending = issues
		.filter(issue => issue.state === 'sending')
		.map(issue => issueSendId(issue._id))
	const slices =
		sending.length > 0
			? await SendSlice.find(ofSends(sending)).lean<SendSliceFields[]>()
			: []
	return issues.map(issue => {
		const own = slices.filter(slice => sendOf(slice) === issueSendId(issue._id))
		const sum = (field: keyof SendCounts) =>
			issue[field] ??
			own.reduce((total, slice) => total + (slice[field] ?? 0), 0)
		return {
			id: issue._id,
			subject: issue.subject,
			state: issue.state,
			articleCount: issue.articleIds.length,
			updatedAt: issue.updatedAt.toISOString(),
			...(issue.scheduledAt
				? { scheduledAt: issue.scheduledAt.toISOString() }
				: {}),
			...(issue.sentAt ? { sentAt: issue.sentAt.toISOString() } : {}),
			sent: sum('sent'),
			failed: sum('failed'),
			bounced: sum('bounced'),
			skipped: sum('skipped'),
			slicesDone: issue.state === 'sent' ? issue.sliceCount : own.length,
			sliceCount: issue.sliceCount,
		}
	})
}
