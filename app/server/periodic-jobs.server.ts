/**
 * Every periodic job the server runs (see jobs.server.ts for the rules a job must follow).
 * Each instance runs all of them.
 */
import { SWEEP_ACTIVITY } from './activity.server.ts'
import {
	PUBLISH_SCHEDULED_ARTICLES,
	SWEEP_SCHEDULED_ARTICLES,
} from './articles.server.ts'
import { SWEEP_ADMIN_SESSIONS } from './auth.server.ts'
import { sweepExpiredEditStashes } from './edit-stashes.server.ts'
import { FOLD_COUNTERS } from './counters.server.ts'
import { sweepUnattachedImagesJob } from './images.server.ts'
import { runDigestJob, sweepDeliveryLedger } from './digest.server.tsx'
import { rollUpClosedDays } from './insights.server.ts'
import type { PeriodicJob } from './jobs.server.ts'
import { sweepNewsletterClaims } from './newsletter-claims.server.ts'
import { SWEEP_RATE_LIMITS } from './rate-limit.server.ts'
import { processPendingSignups } from './subscribers.server.ts'
import { UPGRADE_ARTICLE_BODIES } from './article-bodies.server.ts'
import { SWEEP_PAGE_CHANGES } from './page-cache.server.ts'
import { SWEEP_READER_MARKS } from './views.server.ts'

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
