import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data } from 'react-router'
import type { Route } from './+types/admin.newsletter'
import {
	IssueList,
	SendReportLink,
} from '#app/components/newsletter/issue-list.tsx'
import {
	PreviewLinks,
	TestSendForm,
} from '#app/components/newsletter/test-send.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { formatCount } from '#app/lib/format.ts'
import { countOf } from '#app/lib/plural.ts'
import { DigestTestSchema } from '#app/schemas/newsletter.ts'
import {
	listDigestHistory,
	previewDigest,
	sendTestDigest,
	type DigestHistoryEntry,
} from '#app/server/newsletter/digest-admin.server.ts'
import {
	digestGraceMs,
	todaysDigest,
} from '#app/server/newsletter/digest.server.tsx'
import { listIssues } from '#app/server/newsletter/issue-admin.server.ts'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { readForm, readPageForm } from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

const PAGE = '/admin/newsletter'

/**
 * /admin/newsletter: the issues editors write (docs/decisions/079), the digest's schedule (and today's, if the job let it pass), the next digest's
 * preview, a test send, and every past send.
 */
export async function loader() {
	const now = new Date()
	const [preview, weekly, history, today, issues] = await Promise.all([
		previewDigest(now),
		previewDigest(now, 'weekly'),
		listDigestHistory(),
		todaysDigest(now),
		listIssues(),
	])
	return {
		preview: {
			subject: preview.subject,
			articleCount: preview.articleCount,
			promotionTitle: preview.promotionTitle,
			since: preview.since,
			until: preview.until,
			text: preview.text,
		},
		weekly: {
			subject: weekly.subject,
			articleCount: weekly.articleCount,
			since: weekly.since,
			nextSendAt: weekly.nextSendAt,
		},
		schedule: {
			hour: preview.hour,
			timeZone: preview.timeZone,
			nextSendAt: preview.nextSendAt,
			graceHours: digestGraceMs() / 3_600_000,
		},
		missed: today.missed
			? { dueAt: today.slot.scheduledAt.toISOString() }
			: null,
		mailConfigured: isMailConfigured(),
		history,
		issues,
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
	// Which of the two test forms was sent (in its address, so a form refused unread still says
	// it): its answer is shown by that form only.
	const kind =
		new URL(request.url).searchParams.get('kind') === 'weekly'
			? 'weekly'
			: 'daily'
	if (refused)
		return data({ kind, result: refused.reply }, { status: refused.status })
	const submission = parseWithZod(formData, { schema: DigestTestSchema })
	if (submission.status !== 'success')
		return data({ kind, result: submission.reply() }, { status: 400 })
	const result = await sendTestDigest(submission.value.email, new Date(), kind)
	if (result.status === 'sent') {
		return redirectWithToast(PAGE, {
			title: 'Test sent',
			description: `The next ${kind} digest (${countOf(result.articleCount, 'article')}) went to ${submission.value.email}.`,
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

/**
 * Today's digest, let pass by the job because its hour was more than the grace period ago when it
 * could first be sent (mail switched on late, the site down): said plainly, with a button to send
 * it on purpose (a plain form post, so it works without JavaScript).
 */
function MissedDigest({
	dueAt,
	nextSendAt,
	graceHours,
	mailConfigured,
}: {
	dueAt: string
	nextSendAt: string
	graceHours: number
	mailConfigured: boolean
}) {
	return (
		<section
			aria-labelledby="missed-heading"
			className="mt-6 rounded border border-accent bg-red-50 p-4 text-sm"
		>
			<h2 id="missed-heading" className="font-semibold">
				Today&apos;s digest was not sent
			</h2>
			<p className="mt-1">
				It was due at {dueAt} and could not go out within{' '}
				{countOf(graceHours, 'hour')} of that, so it was not sent late. Its
				articles wait for the next digest, on {nextSendAt}, unless you send it
				now.
			</p>
			{mailConfigured ? (
				<Form method="post" action={`${PAGE}/send-now`} className="mt-3">
					<button
						type="submit"
						className="rounded bg-accent px-4 py-2 font-semibold text-white"
					>
						Send today&apos;s digest now
					</button>
				</Form>
			) : null}
		</section>
	)
}

const STATUS_LABELS: Record<DigestHistoryEntry['status'], string> = {
	'nothing-new': 'Nothing new (not sent)',
	sending: 'Sending',
	sent: 'Sent',
}

export default function AdminNewsletterPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { preview, weekly, schedule, missed, mailConfigured, history, issues } =
		loaderData
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

			{missed ? (
				<MissedDigest
					dueAt={when(missed.dueAt, schedule.timeZone)}
					nextSendAt={when(schedule.nextSendAt, schedule.timeZone)}
					graceHours={schedule.graceHours}
					mailConfigured={mailConfigured}
				/>
			) : null}

			<IssueList issues={issues} timeZone={schedule.timeZone} />

			<section aria-labelledby="next-heading" className="mt-10">
				<h2 id="next-heading" className="font-serif text-2xl font-bold">
					Next digest
				</h2>
				<p className="mt-2 text-sm">
					{preview.articleCount === 0
						? 'Nothing has been published since the last digest: the next one would not be sent.'
						: `If it went out now: “${preview.subject}”, ${countOf(preview.articleCount, 'article')}${preview.promotionTitle ? `, with the promotion “${preview.promotionTitle}”` : ''}.`}{' '}
					<span className="text-muted">
						Published from {when(preview.since, schedule.timeZone)} to{' '}
						{when(preview.until, schedule.timeZone)}.
					</span>
				</p>
				<PreviewLinks href="/admin/newsletter/preview" />
				<TestSendForm
					id="digest-test"
					action={PAGE}
					lastResult={
						actionData?.kind === 'daily' ? actionData.result : undefined
					}
				/>
			</section>

			<section aria-labelledby="weekly-heading" className="mt-10">
				<h2 id="weekly-heading" className="font-serif text-2xl font-bold">
					Next weekly digest
				</h2>
				<p className="mt-2 text-sm">
					{weekly.articleCount === 0
						? 'Nothing read or published this week yet: the weekly digest would not be sent.'
						: `If it went out now: “${weekly.subject}”, ${countOf(weekly.articleCount, 'article')} (the week’s most-read, then its newest).`}{' '}
					<span className="text-muted">
						From {when(weekly.since, schedule.timeZone)}; it goes out on{' '}
						{when(weekly.nextSendAt, schedule.timeZone)} to readers who chose
						it. No reader gets an article we already sent them.
					</span>
				</p>
				<PreviewLinks href="/admin/newsletter/preview?kind=weekly" />
				<TestSendForm
					id="weekly-test"
					action={`${PAGE}?kind=weekly`}
					intent="weekly"
					lastResult={
						actionData?.kind === 'weekly' ? actionData.result : undefined
					}
				/>
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
					<div
						className="mt-4 overflow-x-auto"
						role="region"
						aria-label="Sent digests table"
						tabIndex={0}
					>
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
											{entry.onRequest ? ' (sent on request)' : ''}
											{entry.status === 'sending'
												? ` (${entry.slicesDone}/${entry.sliceCount} parts)`
												: ''}
											{entry.completedAt && entry.status === 'sent' ? (
												<span className="block text-xs text-muted">
													finished {when(entry.completedAt, schedule.timeZone)}
												</span>
											) : null}
											{entry.status === 'sent' || entry.status === 'sending' ? (
												<SendReportLink send={entry.id} />
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
