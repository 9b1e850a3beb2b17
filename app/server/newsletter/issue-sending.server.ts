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
import { claim, releaseClaim } from '#app/server/coordination/claims.server.ts'
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

/**
 * How long the claim of one version's change is kept: far longer than two changes from it can race
 * (later, the update's version condition refuses), short enough that a winner that died between its
 * claim and its update holds the issue up for minutes only.
 */
const VERSION_CLAIM_MS = 10 * 60_000

/**
 * Changes the issue from `version`, exactly once on every server (decision 012): the change claims
 * `issue:<id>:<version>` first, so of an editor's save, a cancel and the scheduler starting the send,
 * only one moves an issue on from a version (on FerretDB a conditional update alone is not a lock).
 * Null when another change came first or the issue no longer matches `filter`.
 */
export async function changeFromVersion(
	id: string,
	version: number,
	filter: Record<string, unknown>,
	update: Record<string, unknown>,
	now = new Date(),
): Promise<NewsletterIssueFields | null> {
	const key = `issue:${id}:${version}`
	if (!(await claim(key, { lifetimeMs: VERSION_CLAIM_MS, now }))) return null
	try {
		return await NewsletterIssue.findOneAndUpdate(
			{ _id: id, version, ...filter },
			{ ...update, $inc: { version: 1 } },
			{ returnDocument: 'after' },
		).lean<NewsletterIssueFields>()
	} catch (error) {
		await releaseClaim(key)
		throw error
	}
}

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
 * Starts every scheduled issue whose time has come: of several instances, and of the scheduler and
 * an editor's cancel, exactly one moves it on (`changeFromVersion`).
 */
async function startDueIssues(now: Date): Promise<void> {
	const due = await NewsletterIssue.find(
		{ state: 'scheduled', scheduledAt: op({ $lte: now }) },
		{ _id: 1, version: 1, subject: 1, articleIds: 1 },
	).lean<
		Pick<NewsletterIssueFields, '_id' | 'version' | 'subject' | 'articleIds'>[]
	>()
	for (const issue of due) {
		const started = await changeFromVersion(
			issue._id,
			issue.version,
			{ state: 'scheduled' },
			{ $set: { state: 'sending', startedAt: now } },
			now,
		)
		if (!started) continue
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
