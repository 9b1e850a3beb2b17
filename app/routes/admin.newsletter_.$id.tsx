import { Link, data } from 'react-router'
import type { Route } from './+types/admin.newsletter_.$id'
import {
	IssueEditorForm,
	IssueSummary,
	IssueTools,
	type IssueView,
} from '#app/components/newsletter/issue-editor.tsx'
import {
	EDITABLE_ISSUE_STATES,
	NEWSLETTER_PAGE,
} from '#app/content/newsletter-issues.ts'
import { instantToWallTime } from '#app/lib/zoned-time.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { issueEditorAction } from '#app/server/edge/issue-editor.server.ts'
import type { NewsletterIssueFields } from '#app/server/models/index.ts'
import {
	getIssue,
	newDraftId,
	issueChoices,
} from '#app/server/newsletter/issue-admin.server.ts'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

function viewOf(issue: NewsletterIssueFields, timeZone: string): IssueView {
	return {
		id: issue._id,
		subject: issue.subject,
		preheader: issue.preheader,
		introduction: issue.introduction,
		articleIds: issue.articleIds,
		promotionId: issue.promotionId ?? '',
		state: issue.state,
		version: issue.version,
		scheduledAt: issue.scheduledAt
			? instantToWallTime(issue.scheduledAt, timeZone).slice(0, 16)
			: '',
		...(issue.sentAt ? { sentAt: issue.sentAt.toISOString() } : {}),
		...(issue.startedAt ? { startedAt: issue.startedAt.toISOString() } : {}),
		counts: {
			sent: issue.sent ?? 0,
			failed: issue.failed ?? 0,
			bounced: issue.bounced ?? 0,
			skipped: issue.skipped ?? 0,
		},
	}
}

/** /admin/newsletter/new composes an issue; /admin/newsletter/:id edits a draft or shows a sent one. */
export async function loader({ params }: Route.LoaderArgs) {
	const { timeZone } = await getSettings()
	const issue = params.id === 'new' ? null : await getIssue(params.id)
	if (params.id !== 'new' && !issue)
		throw data({ message: 'Issue not found' }, { status: 404 })
	return {
		issue: issue ? viewOf(issue, timeZone) : null,
		choices: await issueChoices(issue?.articleIds),
		// The id a new issue will have, so the form sent twice makes one issue.
		draftId: issue ? null : newDraftId(),
		timeZone,
		mailConfigured: isMailConfigured(),
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData?.issue
				? `${loaderData.issue.subject} | Newsletter | Admin`
				: 'New issue | Newsletter | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	return issueEditorAction(
		request,
		params.id,
		context.get(requestInfoContext).clientIp,
	)
}

export default function IssueEditorPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { issue, choices, timeZone, mailConfigured } = loaderData
	const editable = !issue || EDITABLE_ISSUE_STATES.includes(issue.state)
	return (
		<div className="mx-auto max-w-3xl">
			<Link
				to={NEWSLETTER_PAGE}
				className="text-sm font-semibold hover:underline"
			>
				← Back to the newsletter
			</Link>
			<h1 className="mt-4 font-serif text-4xl font-black">
				{issue ? (editable ? 'Edit issue' : issue.subject) : 'New issue'}
			</h1>
			{mailConfigured ? null : (
				<p
					role="status"
					className="mt-3 rounded border border-accent bg-red-50 p-3 text-sm"
				>
					No mail server is configured (SMTP_HOST is empty): drafts can be
					written, but nothing can be sent until one is.
				</p>
			)}
			{issue && !editable ? (
				<IssueSummary issue={issue} timeZone={timeZone} />
			) : (
				<IssueEditorForm
					issue={issue}
					draftId={loaderData.draftId}
					choices={choices}
					timeZone={timeZone}
					lastResult={
						actionData?.form === 'editor' ? actionData.result : undefined
					}
				/>
			)}
			{issue ? (
				<IssueTools
					issue={issue}
					lastResult={
						actionData?.form === 'test' ? actionData.result : undefined
					}
				/>
			) : null}
		</div>
	)
}
