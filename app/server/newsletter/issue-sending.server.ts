/**
 * Sending an editor's issue (docs/decisions/079): the issue as a send (sends.server.ts), so it goes
 * through the digest's ledger, leased slices and shared rate: exactly once per recipient on any
 * number of instances. A scheduled issue is started by the periodic job when its time comes (a
 * conditional update from `scheduled`, which a cancel also needs: only one of the two wins); every
 * instance then works on every issue that is `sending`.
 */
import { DIGEST_SLICES } from '#app/lib/digest-schedule.ts'
import { countOf } from '#app/lib/plural.ts'
import { SCHEDULER, recordAudit } from '#app/server/admin/audit.server.ts'
import {
	NewsletterIssue,
	type NewsletterIssueFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { isMailConfigured } from '#app/server/platform/email.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { issueMessageFor, issueSendId } from './issue-content.server.tsx'
import {
	runSend,
	workOnSends,
	subscribersListedBy,
	type SendCounts,
	type SendOptions,
	type Send,
} from './sends.server.ts'

/** How many slices an issue's recipients are split into (as many as a digest's). */
export const ISSUE_SLICES = DIGEST_SLICES

const DAY_MS = 86_400_000
/** An issue still sending after this long is left alone (as a digest is). */
const ISSUE_RESUME_WINDOW_MS = 3 * DAY_MS

function issueSend(issue: NewsletterIssueFields): Send {
	const startedAt = issue.startedAt ?? issue.updatedAt
	return {
		id: issueSendId(issue._id),
		label: 'issue',
		sliceCount: issue.sliceCount,
		recipients: subscribersListedBy(startedAt),
		messageFor: recipient => issueMessageFor(issue, recipient),
		async finish(totals) {
			const { modifiedCount } = await NewsletterIssue.updateOne(
				{ _id: issue._id, state: 'sending' },
				{ $set: { state: 'sent', sentAt: new Date(), ...totals } },
			)
			if (modifiedCount > 0)
				logger.info({ issue: issue._id, ...totals }, 'newsletter issue sent')
		},
	}
}

/** Works on one sending issue: every slice nobody else holds, then the totals. */
export function sendIssue(
	issue: NewsletterIssueFields,
	options: SendOptions = {},
): Promise<SendCounts> {
	return runSend(issueSend(issue), options)
}

/**
 * Starts every scheduled issue whose time has come. Each is one conditional update: of several
 * instances, and of the scheduler and an editor's cancel, exactly one moves it on.
 */
async function startDueIssues(now: Date): Promise<void> {
	const due = await NewsletterIssue.find(
		{ state: 'scheduled', scheduledAt: op({ $lte: now }) },
		{ _id: 1, subject: 1, articleIds: 1 },
	).lean<Pick<NewsletterIssueFields, '_id' | 'subject' | 'articleIds'>[]>()
	for (const issue of due) {
		const { modifiedCount } = await NewsletterIssue.updateOne(
			{ _id: issue._id, state: 'scheduled', scheduledAt: op({ $lte: now }) },
			{ $set: { state: 'sending', startedAt: now } },
		)
		if (modifiedCount === 0) continue
		logger.info({ issue: issue._id }, 'scheduled newsletter issue started')
		await recordAudit({
			action: 'newsletter-sent',
			subjectId: issue._id,
			subjectLabel: issue.subject,
			detail: `scheduled issue, ${countOf(issue.articleIds.length, 'article')}`,
			actor: SCHEDULER,
		})
	}
}

export interface IssueRunReport {
	issues: number
	sent: number
	failed: number
	bounced: number
	skipped?: 'mail-not-configured'
}

/**
 * The periodic job: starts the scheduled issues that are due, then works on every issue that is
 * sending (started now, by an editor, or left by a worker that died). Safe on every instance.
 */
export async function runIssueJob(
	options: SendOptions = {},
): Promise<IssueRunReport> {
	const now = options.now ?? new Date()
	const report: IssueRunReport = { issues: 0, sent: 0, failed: 0, bounced: 0 }
	if (!isMailConfigured()) return { ...report, skipped: 'mail-not-configured' }
	await startDueIssues(now)
	const open = await NewsletterIssue.find({
		state: 'sending',
		startedAt: op({ $gte: new Date(now.getTime() - ISSUE_RESUME_WINDOW_MS) }),
	})
		.sort({ startedAt: 1 })
		.lean<NewsletterIssueFields[]>()
	report.issues = open.length
	await workOnSends(open, issue => sendIssue(issue, options), report, 'issue')
	return report
}
