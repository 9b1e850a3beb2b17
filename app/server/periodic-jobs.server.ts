/**
 * Every periodic job the server runs (see jobs.server.ts for the rules a job must follow).
 * Each instance runs all of them.
 */
import {
	PUBLISH_SCHEDULED_ARTICLES,
	SWEEP_SCHEDULED_ARTICLES,
} from '#app/server/articles/publishing-queue.server.ts'
import { FOLD_COUNTERS } from '#app/server/coordination/counters.server.ts'
import { sweepUnattachedImagesJob } from '#app/server/media/image-use.server.ts'
import { runDigestJob } from '#app/server/newsletter/digest.server.tsx'
import { runIssueJob } from '#app/server/newsletter/issue-sending.server.ts'
import { rollUpClosedDays } from '#app/server/insights/insights.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import { processPendingSignups } from '#app/server/newsletter/subscribers.server.ts'
import { RESUME_SUBSCRIBER_IMPORTS } from '#app/server/newsletter/subscriber-import.server.ts'
import { RESUME_SITE_IMPORTS } from '#app/server/imports/import-run.server.ts'
import { UPGRADE_ARTICLE_BODIES } from '#app/server/articles/bodies.server.ts'
import { SWEEP_EXPIRED_RECORDS } from './expiring-records.server.ts'

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
	// Whatever has ended (sessions, stashes, rate-limit windows, claims, reader marks, the change
	// log, old activity and ledger records): one sweep driven by one list (decision 055). On MongoDB
	// TTL indexes do it, and the sweep only clears records from before `expiresAt`.
	SWEEP_EXPIRED_RECORDS,
	// Image bytes no saved record uses, a day after upload (the object store is no collection).
	sweepUnattachedImagesJob,
	UPGRADE_ARTICLE_BODIES,
	FOLD_COUNTERS,
	// Scheduled articles go live at their time, once (docs/decisions/035): from their queue every
	// few seconds, and a sweep of the articles now and then as the safety net.
	PUBLISH_SCHEDULED_ARTICLES,
	SWEEP_SCHEDULED_ARTICLES,
	// Sign-ups whose instance died before finishing them, or whose e-mail met a busy mail server.
	{
		name: 'newsletter-signups',
		everyMs: 5_000,
		run: () => processPendingSignups(),
	},
	// The daily digest: claims the day when its hour has come, then sends (or resumes) it in slices.
	{ name: 'newsletter-digest', everyMs: 30_000, run: () => runDigestJob() },
	// Imports (Ghost/WordPress, subscriber CSV) whose instance died mid-way go on from their
	// checkpoint on whichever instance takes the lapsed lease (docs/decisions/076).
	RESUME_SITE_IMPORTS,
	RESUME_SUBSCRIBER_IMPORTS,
	// Editors' issues (docs/decisions/079): starts the scheduled ones when due, sends those sending.
	{ name: 'newsletter-issues', everyMs: 10_000, run: () => runIssueJob() },
	// Insights: each closed UTC day counted once into daily rollups (today is counted live).
	{
		name: 'insights-rollup',
		everyMs: 3_600_000,
		run: () => rollUpClosedDays(),
	},
]
