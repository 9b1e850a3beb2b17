/**
 * Every periodic job the server runs (see jobs.server.ts for the rules a job must follow).
 * Each instance runs all of them.
 */
import { SWEEP_ADMIN_SESSIONS } from "./auth.server.ts";
import { FOLD_COUNTERS } from "./counters.server.ts";
import { sweepUnattachedImagesJob } from "./images.server.ts";
import type { PeriodicJob } from "./jobs.server.ts";
import { SWEEP_RATE_LIMITS } from "./rate-limit.server.ts";
import { UPGRADE_ARTICLE_BODIES } from "./article-bodies.server.ts";
import { SWEEP_PAGE_CHANGES } from "./page-cache.server.ts";
import { SWEEP_READER_MARKS } from "./views.server.ts";

export const PERIODIC_JOBS: readonly PeriodicJob[] = [SWEEP_ADMIN_SESSIONS, SWEEP_RATE_LIMITS, sweepUnattachedImagesJob, SWEEP_READER_MARKS, UPGRADE_ARTICLE_BODIES, SWEEP_PAGE_CHANGES, FOLD_COUNTERS];
