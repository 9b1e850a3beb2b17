/**
 * Every periodic job the server runs (see jobs.server.ts for the rules a job must follow).
 * Each instance runs all of them.
 */
import { SWEEP_ACTIVITY } from '#app/server/insights/activity.server.ts'
import {
	PUBLISH_SCHEDULED_ARTICLES,
	SWEEP_SCHEDULED_ARTICLES,
} from '#app/server/articles/publishing-queue.server.ts'
import { SWEEP_ADMIN_SESSIONS } from '#app/server/people/auth.server.ts'
import { sweepExpiredEditStashes } from '#app/server/admin/edit-stashes.server.ts'
import { FOLD_COUNTERS } from '#app/server/coordination/counters.server.ts'
import { sweepUnattachedImagesJob } from '#app/server/media/image-use.server.ts'
import { runDigestJob } from '#app/server/newsletter/digest.server.tsx'
import { sweepDeliveryLedger } from '#app/server/newsletter/digest-sending.server.ts'
import { rollUpClosedDays } from '#app/server/insights/insights.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import { sweepNewsletterClaims } from '#app/server/newsletter/claims.server.ts'
import { SWEEP_RATE_LIMITS } from '#app/server/coordination/rate-limit.server.ts'
import { processPendingSignups } from '#app/server/newsletter/subscribers.server.ts'
import { UPGRADE_ARTICLE_BODIES } from '#app/server/articles/bodies.server.ts'
import { SWEEP_PAGE_CHANGES } from '#app/server/coordination/page-cache.server.ts'
import { SWEEP_READER_MARKS } from '#app/server/insights/reader-marks.server.ts'

const DAY_MS = 86_400_000

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
	// Ended admin sessions, and the editors' forms kept past one for 24 hours (docs/decisions/044).
	{
		...SWEEP_ADMIN_SESSIONS,
		run: () =>
			Promise.all([SWEEP_ADMIN_SESSIONS.run(), sweepExpiredEditStashes()]),
	},
	SWEEP_RATE_LIMITS,
	sweepUnattachedImagesJob,
	SWEEP_READER_MARKS,
	SWEEP_ACTIVITY,
	UPGRADE_ARTICLE_BODIES,
	SWEEP_PAGE_CHANGES,
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
	// Claims guard work only while it can be retried; a week is far past any lease or back-off.
	{
		name: 'newsletter-claims-sweep',
		everyMs: 3_600_000,
		run: () => sweepNewsletterClaims(7 * DAY_MS),
	},
	// Two records per recipient per day: kept a month (far past any resume), the totals stay on the digest.
	{
		name: 'newsletter-ledger-sweep',
		everyMs: 3_600_000,
		run: () => sweepDeliveryLedger(30 * DAY_MS),
	},
	// Insights: each closed UTC day counted once into daily rollups (today is counted live).
	{
		name: 'insights-rollup',
		everyMs: 3_600_000,
		run: () => rollUpClosedDays(),
	},
]
