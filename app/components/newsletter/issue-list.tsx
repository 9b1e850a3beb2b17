import { Link } from 'react-router'
import { NEWSLETTER_ISSUE_STATE_LABELS } from '#app/content/newsletter-issues.ts'
import { formatCount } from '#app/lib/format.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import type { IssueListEntry } from '#app/server/newsletter/issue-admin.server.ts'

/** When an issue went, goes or was last touched, in the publication's zone. */
function whenOf(issue: IssueListEntry, timeZone: string): string {
	if (issue.state === 'scheduled' && issue.scheduledAt)
		return `Goes out ${formatZonedDateTime(issue.scheduledAt, timeZone)}`
	if (issue.sentAt) return `Sent ${formatZonedDateTime(issue.sentAt, timeZone)}`
	return `Saved ${formatZonedDateTime(issue.updatedAt, timeZone)}`
}

/** The page of how a send did (docs/decisions/083). */
export function SendReportLink({ send }: { send: string }) {
	return (
		<Link
			to={`/admin/newsletter/sends/${encodeURIComponent(send)}`}
			className="block text-xs font-semibold hover:underline"
		>
			How it did
		</Link>
	)
}

/** The newsletter page's issues (docs/decisions/079): drafts, scheduled, sending, sent, cancelled. */
export function IssueList({
	issues,
	timeZone,
}: {
	issues: IssueListEntry[]
	timeZone: string
}) {
	return (
		<section aria-labelledby="issues-heading" className="mt-8">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h2 id="issues-heading" className="font-serif text-2xl font-bold">
					Issues
				</h2>
				<Link
					to="/admin/newsletter/new"
					className="rounded bg-accent px-4 py-2 text-sm font-semibold text-white"
				>
					Write an issue
				</Link>
			</div>
			<p className="mt-2 text-sm text-muted">
				Issues you write go to every confirmed subscriber except those who chose
				breaking news only or paused; a reader with topics gets an issue when
				one of its articles is in them.
			</p>
			{issues.length === 0 ? (
				<p className="py-6 text-center text-muted">No issue written yet.</p>
			) : (
				<div
					className="mt-4 overflow-x-auto"
					role="region"
					aria-label="Issues table"
					tabIndex={0}
				>
					<table className="w-full border-collapse bg-white text-left text-sm">
						<caption className="sr-only">
							Each issue: its subject, status, when, and how many messages went
							out
						</caption>
						<thead>
							<tr className="border-b border-rule">
								<th scope="col" className="p-2">
									Subject
								</th>
								<th scope="col" className="p-2">
									Status
								</th>
								<th scope="col" className="p-2">
									When
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
							{issues.map(issue => (
								<tr key={issue.id} className="border-b border-rule align-top">
									<td className="p-2">
										<Link
											to={`/admin/newsletter/${encodeURIComponent(issue.id)}`}
											className="font-semibold hover:underline"
										>
											{issue.subject}
										</Link>
									</td>
									<td className="p-2">
										{NEWSLETTER_ISSUE_STATE_LABELS[issue.state]}
										{issue.state === 'sending'
											? ` (${issue.slicesDone}/${issue.sliceCount} parts)`
											: ''}
										{issue.state === 'sending' || issue.state === 'sent' ? (
											<SendReportLink send={`issue-${issue.id}`} />
										) : null}
									</td>
									<td className="p-2">{whenOf(issue, timeZone)}</td>
									<td className="p-2 text-right">{formatCount(issue.sent)}</td>
									<td className="p-2 text-right">
										{formatCount(issue.failed)}
									</td>
									<td className="p-2 text-right">
										{formatCount(issue.bounced)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	)
}
