import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.newsletter'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { formatCount } from '#app/lib/format.ts'
import { DigestTestSchema } from '#app/schemas/newsletter.ts'
import {
	listDigestHistory,
	previewDigest,
	sendTestDigest,
	type DigestHistoryEntry,
} from '#app/server/newsletter/digest.server.tsx'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { readForm, readPageForm } from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

const PAGE = '/admin/newsletter'

/** /admin/newsletter: the digest's schedule, today's preview, a test send, and every past send. */
export async function loader() {
	const [preview, history] = await Promise.all([
		previewDigest(),
		listDigestHistory(),
	])
	return {
		preview: {
			subject: preview.subject,
			articleCount: preview.articleCount,
			promotionTitle: preview.promotionTitle,
			since: preview.since,
			until: preview.until,
			claimed: preview.claimed,
			text: preview.text,
		},
		schedule: {
			hour: preview.hour,
			timeZone: preview.timeZone,
			nextSendAt: preview.nextSendAt,
		},
		mailConfigured: isMailConfigured(),
		history,
	}
}

export function meta() {
	return [
		{ title: 'Newsletter | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request }: Route.ActionArgs) {
	const [formData, refused] = await readPageForm(readForm(request))
	if (refused)
		return data({ result: refused.reply }, { status: refused.status })
	const submission = parseWithZod(formData, { schema: DigestTestSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply() }, { status: 400 })
	const result = await sendTestDigest(submission.value.email)
	if (result.status === 'sent') {
		return redirectWithToast(PAGE, {
			title: 'Test sent',
			description: `Today's digest (${result.articleCount} ${result.articleCount === 1 ? 'article' : 'articles'}) went to ${submission.value.email}.`,
		})
	}
	const description =
		result.status === 'not-configured'
			? 'No mail server is configured (SMTP_HOST): the message was written to the log.'
			: `The mail server refused it: ${result.reason}`
	return redirectWithToast(PAGE, {
		title: 'Test not sent',
		description,
		variant: 'destructive',
	})
}

const when = (iso: string, timeZone = 'UTC') =>
	new Intl.DateTimeFormat('en-US', {
		timeZone,
		dateStyle: 'medium',
		timeStyle: 'short',
	}).format(new Date(iso))

const STATUS_LABELS: Record<DigestHistoryEntry['status'], string> = {
	'nothing-new': 'Nothing new (not sent)',
	sending: 'Sending',
	sent: 'Sent',
}

export default function AdminNewsletterPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { preview, schedule, mailConfigured, history } = loaderData
	const navigation = useNavigation()
	const sending = navigation.state !== 'idle' && navigation.formAction === PAGE
	const [form, fields] = useForm({
		id: 'digest-test',
		lastResult: actionData?.result,
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: DigestTestSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const hour = `${String(schedule.hour).padStart(2, '0')}:00`

	return (
		<div className="mx-auto max-w-5xl">
			<Link
				to="/admin?tab=subscribers"
				className="text-sm font-semibold hover:underline"
			>
				← Back to the dashboard
			</Link>
			<h1 className="mt-4 font-serif text-3xl font-black">Newsletter</h1>
			<p className="mt-2 text-sm text-muted">
				{NEWSLETTER_NAME} goes out every day at {hour} ({schedule.timeZone}) to
				confirmed, active subscribers, with the articles published since the
				previous one; a day with nothing new sends nothing. Next send:{' '}
				{when(schedule.nextSendAt, schedule.timeZone)}.
			</p>
			{mailConfigured ? null : (
				<p
					role="status"
					className="mt-3 rounded border border-accent bg-red-50 p-3 text-sm"
				>
					No mail server is configured (SMTP_HOST is empty): the digest is not
					sent until one is.
				</p>
			)}

			<section aria-labelledby="today-heading" className="mt-8">
				<h2 id="today-heading" className="font-serif text-2xl font-bold">
					Today&apos;s digest
				</h2>
				<p className="mt-2 text-sm">
					{preview.articleCount === 0
						? "Nothing has been published since the last digest: today's would not be sent."
						: `${preview.claimed ? 'Sent today' : 'If it went out now'}: “${preview.subject}”, ${preview.articleCount} ${preview.articleCount === 1 ? 'article' : 'articles'}${preview.promotionTitle ? `, with the promotion “${preview.promotionTitle}”` : ''}.`}{' '}
					<span className="text-muted">
						Published from {when(preview.since, schedule.timeZone)} to{' '}
						{when(preview.until, schedule.timeZone)}.
					</span>
				</p>
				<p className="mt-3 flex flex-wrap gap-3 text-sm">
					<a
						href="/admin/newsletter/preview"
						target="_blank"
						rel="noopener"
						className="rounded bg-ink px-3 py-1.5 font-semibold text-white"
					>
						Open the preview
					</a>
					<a
						href="/admin/newsletter/preview?format=text"
						target="_blank"
						rel="noopener"
						className="rounded border border-rule px-3 py-1.5 font-semibold"
					>
						Plain-text version
					</a>
				</p>

				<Form
					method="post"
					action={PAGE}
					{...getFormProps(form)}
					className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
				>
					<div className="flex-1">
						<Field
							label="Send a test to"
							id={fields.email.id}
							errors={fields.email.errors}
							hint="Only this address gets it, marked [Test]; the subscribers' ledger is untouched."
						>
							<input
								{...getInputProps(fields.email, { type: 'email' })}
								autoComplete="email"
								className={INPUT_CLASS}
							/>
						</Field>
					</div>
					<button
						type="submit"
						disabled={sending}
						className="h-10 rounded bg-accent px-4 text-sm font-semibold text-white disabled:opacity-60"
					>
						{sending ? 'Sending...' : 'Send test'}
					</button>
				</Form>
			</section>

			<section aria-labelledby="history-heading" className="mt-10">
				<h2 id="history-heading" className="font-serif text-2xl font-bold">
					Sent digests
				</h2>
				{history.length === 0 ? (
					<p className="py-8 text-center text-muted">
						No digest has gone out yet.
					</p>
				) : (
					<div className="mt-4 overflow-x-auto">
						<table className="w-full border-collapse bg-white text-left text-sm">
							<caption className="sr-only">
								Each daily digest: when, what, and how many messages went out or
								failed
							</caption>
							<thead>
								<tr className="border-b border-rule">
									<th scope="col" className="p-2">
										Date
									</th>
									<th scope="col" className="p-2">
										Subject
									</th>
									<th scope="col" className="p-2 text-right">
										Articles
									</th>
									<th scope="col" className="p-2">
										Status
									</th>
									<th scope="col" className="p-2 text-right">
										Sent
									</th>
									<th scope="col" className="p-2 text-right">
										Failed
									</th>
									<th scope="col" className="p-2 text-right">
										Bounced
									</th>
								</tr>
							</thead>
							<tbody>
								{history.map(entry => (
									<tr key={entry.id} className="border-b border-rule align-top">
										<td className="p-2 whitespace-nowrap">
											{when(entry.scheduledAt, schedule.timeZone)}
										</td>
										<td className="p-2">
											{entry.articleCount > 0 ? entry.subject : '—'}
										</td>
										<td className="p-2 text-right">{entry.articleCount}</td>
										<td className="p-2">
											{STATUS_LABELS[entry.status]}
											{entry.status === 'sending'
												? ` (${entry.slicesDone}/${entry.sliceCount} parts)`
												: ''}
											{entry.completedAt && entry.status === 'sent' ? (
												<span className="block text-xs text-muted">
													finished {when(entry.completedAt, schedule.timeZone)}
												</span>
											) : null}
										</td>
										<td className="p-2 text-right">
											{formatCount(entry.sent)}
										</td>
										<td className="p-2 text-right">
											{formatCount(entry.failed)}
										</td>
										<td className="p-2 text-right">
											{formatCount(entry.bounced)}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
			</section>
		</div>
	)
}
