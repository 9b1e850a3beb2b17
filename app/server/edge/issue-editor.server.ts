/**
 * The issue editor's action (/admin/newsletter/new and /admin/newsletter/:id, docs/decisions/079):
 * plain form posts, each button an `intent`. Save, schedule and send-now validate the whole form
 * (zod through Conform, the same schema the browser checks) and the chosen articles and promotion,
 * then make one conditional update; the test send and the cancel act on the saved issue. Bad input
 * answers the form with its messages and changes nothing.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { NEWSLETTER_PAGE } from '#app/content/newsletter-issues.ts'
import { countOf } from '#app/lib/plural.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import { DigestTestSchema } from '#app/schemas/newsletter.ts'
import {
	issueFormSchema,
	type IssueForm,
} from '#app/schemas/newsletter-issue.ts'
import { currentActor, recordAudit } from '#app/server/admin/audit.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import type { NewsletterIssueFields } from '#app/server/models/index.ts'
import {
	cancelIssue,
	createIssue,
	getIssue,
	invalidChoices,
	saveIssue,
	sendTestIssue,
	type IssueMove,
} from '#app/server/newsletter/issue-admin.server.ts'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { readForm, readPageForm, statusOf } from './http.server.ts'
import { redirectWithToast } from './toast.server.ts'

const issuePage = (id: string) => `${NEWSLETTER_PAGE}/${encodeURIComponent(id)}`

/** What the form shows after a refusal: Conform's reply. */
const refuse = (
	result: SubmissionResult<string[]>,
	status: number,
	form: 'editor' | 'test' = 'editor',
) => data({ result, form }, { status })

function moveOf(form: IssueForm, now: Date): IssueMove {
	if (form.intent === 'schedule' && form.scheduledAt)
		return { to: 'scheduled', at: form.scheduledAt }
	if (form.intent === 'send') return { to: 'sending', now }
	return { to: 'draft' }
}

async function auditMove(
	issue: NewsletterIssueFields,
	timeZone: string,
): Promise<void> {
	if (issue.state === 'draft') return
	const articles = countOf(issue.articleIds.length, 'article')
	await recordAudit({
		action:
			issue.state === 'scheduled' ? 'newsletter-scheduled' : 'newsletter-sent',
		subjectId: issue._id,
		subjectLabel: issue.subject,
		detail:
			issue.state === 'scheduled' && issue.scheduledAt
				? `for ${formatZonedDateTime(issue.scheduledAt, timeZone)}, ${articles}`
				: `issue, ${articles}`,
	})
}

const MOVED_TOAST = {
	draft: { title: 'Draft saved', description: 'Your changes have been saved.' },
	scheduled: {
		title: 'Issue scheduled',
		description: 'It goes out at its time; you can cancel it until then.',
	},
	sending: {
		title: 'Issue on its way',
		description: 'It is going out to the subscribers now.',
	},
} as const

/** Save, schedule or send now: the whole form, then one conditional update. */
async function saveFromForm(
	form: FormData,
	stored: NewsletterIssueFields | null,
) {
	const { timeZone } = await getSettings()
	const submission = parseWithZod(form, {
		schema: issueFormSchema(timeZone, stored?.scheduledAt),
	})
	if (submission.status !== 'success') return refuse(submission.reply(), 400)
	const now = new Date()
	const fieldErrors = await invalidChoices(submission.value, now)
	if (fieldErrors) return refuse(submission.reply({ fieldErrors }), 400)
	const move = moveOf(submission.value, now)
	try {
		const id =
			stored?._id ??
			(await createIssue(submission.value, submission.value.draftId))
		const saved =
			stored || move.to !== 'draft'
				? await saveIssue(
						id,
						stored ? submission.value.version : undefined,
						submission.value,
						move,
					)
				: null
		if (saved) await auditMove(saved, timeZone)
		return redirectWithToast(
			move.to === 'draft' ? issuePage(id) : NEWSLETTER_PAGE,
			MOVED_TOAST[move.to],
		)
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) throw error
		return refuse(
			submission.reply({ formErrors: [failure.message] }),
			statusOf(failure),
		)
	}
}

/** The saved issue to one address, marked [Test]; a few per person every ten minutes. */
async function sendTest(
	form: FormData,
	issue: NewsletterIssueFields,
	clientIp: string,
) {
	const submission = parseWithZod(form, { schema: DigestTestSchema })
	if (submission.status !== 'success')
		return refuse(submission.reply(), 400, 'test')
	try {
		await consumeRateLimit('newsletterTest', currentActor()?.id ?? clientIp)
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) throw error
		return refuse(
			submission.reply({ formErrors: [failure.message] }),
			statusOf(failure),
			'test',
		)
	}
	const to = submission.value.email
	const result = await sendTestIssue(issue, to)
	if (result.status !== 'sent')
		return redirectWithToast(issuePage(issue._id), {
			title: 'Test not sent',
			description:
				result.status === 'not-configured'
					? 'No mail server is configured (SMTP_HOST): the message was written to the log.'
					: `The mail server refused it: ${result.reason}`,
			variant: 'destructive',
		})
	await recordAudit({
		action: 'newsletter-test-sent',
		subjectId: issue._id,
		subjectLabel: issue.subject,
		detail: `to ${to}`,
	})
	return redirectWithToast(issuePage(issue._id), {
		title: 'Test sent',
		description: `“${issue.subject}” went to ${to}.`,
	})
}

async function cancel(issue: NewsletterIssueFields) {
	try {
		await cancelIssue(issue._id)
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) throw error
		return redirectWithToast(issuePage(issue._id), {
			title: 'Not cancelled',
			description: failure.message,
			variant: 'destructive',
		})
	}
	await recordAudit({
		action: 'newsletter-cancelled',
		subjectId: issue._id,
		subjectLabel: issue.subject,
	})
	return redirectWithToast(issuePage(issue._id), {
		title: 'Send cancelled',
		description:
			'Nothing was sent. The issue can be edited and scheduled again.',
	})
}

export async function issueEditorAction(
	request: Request,
	id: string,
	clientIp: string,
) {
	const stored = id === 'new' ? null : await getIssue(id)
	if (id !== 'new' && !stored)
		throw data({ message: 'Issue not found' }, { status: 404 })
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ result: refused.reply, form: 'editor' as const },
			{ status: refused.status },
		)
	const intent = form.get('intent')
	if (stored && intent === 'test') return sendTest(form, stored, clientIp)
	if (stored && intent === 'cancel') return cancel(stored)
	return saveFromForm(form, stored)
}
