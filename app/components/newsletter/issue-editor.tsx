/**
 * The issue editor's pieces (docs/decisions/079): the form (subject, preheader, introduction,
 * articles, sponsored slot, send time; Save, Schedule and Send now), the summary of an issue that
 * is scheduled or went out, and the tools of a saved issue (preview, test send, cancel). Plain
 * forms: everything works without JavaScript; Conform checks in the browser with the server's schema.
 */
import {
	getCollectionProps,
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
	TextField,
} from '#app/components/form-field.tsx'
import {
	NEWSLETTER_ISSUE_STATE_LABELS,
	type NewsletterIssueState,
} from '#app/content/newsletter-issues.ts'
import { formatCount } from '#app/lib/format.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import { PreviewLinks, TestSendForm } from './test-send.tsx'
import {
	ISSUE_FIELD_LABELS,
	issueFormSchema,
} from '#app/schemas/newsletter-issue.ts'

export interface IssueView {
	id: string
	subject: string
	preheader: string
	introduction: string
	articleIds: string[]
	promotionId: string
	state: NewsletterIssueState
	version: number
	/** A wall time in the publication's zone (`YYYY-MM-DDTHH:MM`), or "". */
	scheduledAt: string
	startedAt?: string
	sentAt?: string
	counts: { sent: number; failed: number; bounced: number; skipped: number }
}

export interface IssueChoices {
	articles: { id: string; headline: string; publishedAt: string }[]
	promotions: { id: string; title: string }[]
}

const BUTTON =
	'rounded bg-accent px-4 py-2 text-sm font-semibold text-white disabled:opacity-60'
const QUIET_BUTTON =
	'rounded border border-rule bg-surface px-4 py-2 text-sm font-semibold'

export function IssueEditorForm({
	issue,
	draftId,
	choices,
	timeZone,
	lastResult,
}: {
	issue: IssueView | null
	draftId?: string | null
	choices: IssueChoices
	timeZone: string
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle'
	const [form, fields] = useForm({
		id: `issue-${issue?.id ?? 'new'}`,
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		defaultValue: {
			subject: issue?.subject ?? '',
			preheader: issue?.preheader ?? '',
			introduction: issue?.introduction ?? '',
			articleIds: issue?.articleIds ?? [],
			promotionId: issue?.promotionId ?? '',
			scheduledAt: issue?.scheduledAt ?? '',
			version: issue ? String(issue.version) : '',
			draftId: draftId ?? '',
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: issueFormSchema(timeZone) }),
	})
	const articleTitles = new Map(
		choices.articles.map(article => [article.id, article]),
	)
	return (
		<>
			<ErrorSummary allErrors={form.allErrors} labels={ISSUE_FIELD_LABELS} />
			<Form
				method="post"
				{...getFormProps(form)}
				className="mt-6 flex flex-col gap-5"
			>
				<input {...getInputProps(fields.version, { type: 'hidden' })} />
				{draftId ? (
					<input {...getInputProps(fields.draftId, { type: 'hidden' })} />
				) : null}
				<TextField label="Subject" required meta={fields.subject} />
				<TextField
					label="Preheader"
					hint="The line an inbox shows after the subject."
					meta={fields.preheader}
				/>
				<Field
					label="Introduction"
					id={fields.introduction.id}
					errors={fields.introduction.errors}
					hint="Markdown, as in articles. Readers get it above the articles; the plain-text part carries it as written."
				>
					<textarea
						{...getTextareaProps(fields.introduction)}
						rows={8}
						className={`${INPUT_CLASS} font-mono text-sm`}
					/>
				</Field>
				<fieldset aria-describedby={fields.articleIds.errorId}>
					<legend className="text-sm font-semibold">Articles</legend>
					<p className="text-xs text-muted">
						Shown as cards in this order, newest published first. Readers who
						chose topics get the issue when one of its articles is in them.
					</p>
					<div className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded border border-rule p-2">
						{choices.articles.length === 0 ? (
							<p className="text-sm text-muted">No published articles yet.</p>
						) : (
							getCollectionProps(fields.articleIds, {
								type: 'checkbox',
								options: choices.articles.map(article => article.id),
							}).map(({ key, ...props }) => (
								<div key={key} className="flex items-start gap-2 text-sm">
									<input {...props} className="mt-1 size-4 shrink-0" />
									<label htmlFor={props.id} className="min-w-0">
										{articleTitles.get(props.value)?.headline ?? props.value}
									</label>
								</div>
							))
						)}
					</div>
					{fields.articleIds.errors?.length ? (
						<p id={fields.articleIds.errorId} className="text-sm text-accent">
							{fields.articleIds.errors[0]}
						</p>
					) : null}
				</fieldset>
				<Field
					label="Sponsored slot"
					id={fields.promotionId.id}
					errors={fields.promotionId.errors}
					hint="A newsletter promotion running now, labelled “Sponsored” in the message."
				>
					<select
						{...getSelectProps(fields.promotionId)}
						className={INPUT_CLASS}
					>
						<option value="">None</option>
						{choices.promotions.map(promotion => (
							<option key={promotion.id} value={promotion.id}>
								{promotion.title}
							</option>
						))}
					</select>
				</Field>
				<TextField
					label={`Send at (${timeZone})`}
					hint={`For “Schedule”: a time in the publication's zone, ${timeZone}.`}
					meta={fields.scheduledAt}
					type="datetime-local"
				/>
				<div className="flex flex-wrap gap-3">
					<button
						type="submit"
						name="intent"
						value="save"
						disabled={busy}
						className={QUIET_BUTTON}
					>
						Save draft
					</button>
					<button
						type="submit"
						name="intent"
						value="schedule"
						disabled={busy}
						className={QUIET_BUTTON}
					>
						Schedule
					</button>
					<button
						type="submit"
						name="intent"
						value="send"
						disabled={busy}
						className={BUTTON}
					>
						Send now
					</button>
				</div>
			</Form>
		</>
	)
}

/** An issue that is scheduled, sending, or went out: what, when, and how it did. */
export function IssueSummary({
	issue,
	timeZone,
}: {
	issue: IssueView
	timeZone: string
}) {
	const { sent, failed, bounced, skipped } = issue.counts
	return (
		<dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
			<dt className="font-semibold">Status</dt>
			<dd>{NEWSLETTER_ISSUE_STATE_LABELS[issue.state]}</dd>
			{issue.state === 'scheduled' && issue.scheduledAt ? (
				<>
					<dt className="font-semibold">Goes out</dt>
					<dd>
						{issue.scheduledAt.replace('T', ' ')} ({timeZone})
					</dd>
				</>
			) : null}
			{issue.startedAt ? (
				<>
					<dt className="font-semibold">Started</dt>
					<dd>{formatZonedDateTime(issue.startedAt, timeZone)}</dd>
				</>
			) : null}
			{issue.sentAt ? (
				<>
					<dt className="font-semibold">Finished</dt>
					<dd>{formatZonedDateTime(issue.sentAt, timeZone)}</dd>
					<dt className="font-semibold">Messages</dt>
					<dd>
						{formatCount(sent)} sent, {formatCount(failed)} failed,{' '}
						{formatCount(bounced)} bounced, {formatCount(skipped)} not for them
						(their choices)
					</dd>
				</>
			) : null}
		</dl>
	)
}

/** A saved issue's preview, test send and (scheduled) cancel. */
export function IssueTools({
	issue,
	lastResult,
}: {
	issue: IssueView
	lastResult?: SubmissionResult<string[]>
}) {
	const page = `/admin/newsletter/${encodeURIComponent(issue.id)}`
	return (
		<section aria-labelledby="tools-heading" className="mt-10">
			<h2 id="tools-heading" className="font-serif text-2xl font-bold">
				Preview and test
			</h2>
			<p className="mt-2 text-sm text-muted">
				As a subscriber gets the saved issue (save your changes first).
			</p>
			<PreviewLinks href={`${page}/preview`} />
			<TestSendForm
				id={`issue-test-${issue.id}`}
				action={page}
				intent="test"
				lastResult={lastResult}
			/>
			{issue.state === 'scheduled' ? (
				<Form method="post" action={page} className="mt-6">
					<input type="hidden" name="intent" value="cancel" />
					<button type="submit" className={QUIET_BUTTON}>
						Cancel the scheduled send
					</button>
				</Form>
			) : null}
		</section>
	)
}
