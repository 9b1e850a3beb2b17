import mongoose from 'mongoose'
import { recordAudit, SCHEDULER } from '#app/server/admin/audit.server.ts'
import { WITHOUT_SLUG, reserveLegacySlug } from './slugs.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { randomId, upsertRetryingRace } from '#app/server/models/shared.ts'
import { claim, readClaim } from '#app/server/coordination/claims.server.ts'
import {
	Article,
	PublishQueue,
	type ArticleFields,
} from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { listTags, type Placement } from './public.server.ts'

/**
 * Every write that can leave an article scheduled (create, save and publish through
 * announceChange; insertArticleOnce; the start-up backfill) queues it here, so the publishing job
 * finds it in `publish_queue`. Never throws: the article is already saved, and one the queue
 * missed is still published by the sweep (within 10 minutes), so a failure is logged, not
 * answered as a failed save.
 */
export async function queueIfScheduled(
	id: string,
	after: Pick<Placement, 'status' | 'publishedAt'> | null,
): Promise<void> {
	if (after?.status !== 'scheduled') return
	const entry = { at: new Date(after.publishedAt), token: randomId() }
	try {
		await upsertRetryingRace(() =>
			PublishQueue.updateOne({ _id: id }, { $set: entry }, { upsert: true }),
		)
	} catch (error) {
		logger.warn(
			{ err: error, articleId: id },
			'scheduled article not queued; the publishing sweep will find it',
		)
	}
}

/**
 * At start: every scheduled article into the queue (one query over the articles). Articles
 * scheduled before the queue existed, or by an older instance during a rolling deploy, then go
 * live at their time rather than at the next sweep. Idempotent; safe on several instances.
 */
export async function queueScheduledArticles(): Promise<number> {
	const scheduled = await Article.find(
		{ status: 'scheduled' },
		{ status: 1, publishedAt: 1 },
	).lean<Pick<ArticleFields, '_id' | 'status' | 'publishedAt'>[]>()
	for (const article of scheduled) await queueIfScheduled(article._id, article)
	return scheduled.length
}

/** The claim that one scheduled publication happens once: the article and the time it was due. */
export function publicationClaimId(
	articleId: string,
	publishedAt: Date,
): string {
	return `publish:${articleId}:${publishedAt.toISOString()}`
}

export interface PublishReport {
	/** What the run looked at: due articles (the sweep, legacy records included) or due queue entries. */
	due: number
	/** Publications this run claimed: each scheduled publication is claimed by one run, anywhere. */
	published: number
}

/*
 * Scheduled articles go live once their time has come (decision 035). Every instance runs the
 * jobs; each due publication is claimed by inserting `publish:{id}:{time}` into `claims`, so
 * exactly one run (on any instance) wins it and logs it. Every run that sees a due article also
 * sets it published (a conditional, idempotent update that also moves its version on, so an editor
 * tab opened before cannot silently put it back), and the run that won or changed it tells the page
 * cache, so a winner that died between its claim and its update is completed by the next run.
 */
type DueFields = Pick<
	ArticleFields,
	| '_id'
	| 'status'
	| 'publishedAt'
	| 'slug'
	| 'headline'
	| 'category'
	| 'author'
	| 'tags'
>

const DUE_FIELDS = {
	_id: 1,
	status: 1,
	publishedAt: 1,
	slug: 1,
	headline: 1,
	category: 1,
	author: 1,
	tags: 1,
} as const

type PublishLog = (details: Record<string, unknown>, message: string) => void

/**
 * The sweep: every scheduled article whose time has come, and records from before statuses or
 * slugs (upgraded in the same pass; also done once at start), found by a query on the articles: a
 * scan of the archive on the embedded database. The frequent job reads the queue instead
 * (publishQueuedArticles); this runs every 10 minutes as the safety net for anything written
 * without the queue (a record written by hand, a queue write that failed).
 */
export async function publishDueArticles(
	now: Date = new Date(),
	log?: PublishLog,
): Promise<PublishReport> {
	const due = await Article.find(
		{
			$or: [
				{ status: 'scheduled', publishedAt: mongoose.trusted({ $lte: now }) },
				{ status: mongoose.trusted({ $exists: false }) },
				WITHOUT_SLUG,
			],
		},
		DUE_FIELDS,
	)
		.limit(200)
		.lean<DueFields[]>()
	let published = 0
	for (const article of due)
		if (await publishIfDue(article, now, log)) published += 1
	return { due: due.length, published }
}

/**
 * What the job runs every few seconds: the due entries of the queue (earliest first) and their
 * articles, read in one query, instead of a query over the whole archive. An entry is dropped once
 * settled (its article published, taken back or gone) or moved to its article's time if that is
 * later; both only if the entry is still the one read (its token), so a save that queued the
 * article again meanwhile keeps its entry.
 */
export async function publishQueuedArticles(
	now: Date = new Date(),
	log?: PublishLog,
): Promise<PublishReport> {
	const queued = await PublishQueue.find({
		at: mongoose.trusted({ $lte: now }),
	})
		.sort({ at: 1 })
		.limit(200)
		.lean()
	if (queued.length === 0) return { due: 0, published: 0 }
	const articles = await Article.find(
		{ _id: mongoose.trusted({ $in: queued.map(entry => entry._id) }) },
		DUE_FIELDS,
	).lean<DueFields[]>()
	const byId = new Map(articles.map(article => [article._id, article]))
	let published = 0
	for (const entry of queued) {
		const article = byId.get(entry._id)
		if (article && (await publishIfDue(article, now, log))) published += 1
		const same = { _id: entry._id, token: entry.token }
		if (
			article?.status === 'scheduled' &&
			new Date(article.publishedAt).getTime() > now.getTime()
		) {
			await PublishQueue.updateOne(same, {
				$set: { at: new Date(article.publishedAt) },
			})
		} else {
			await PublishQueue.deleteOne(same)
		}
	}
	return { due: queued.length, published }
}

/** Publishes one article if it is scheduled and due (true when this call won the claim); upgrades legacy records. */
async function publishIfDue(
	article: DueFields,
	now: Date,
	log?: PublishLog,
): Promise<boolean> {
	if (!article.slug) await giveSlug(article)
	if (article.status === undefined) {
		await Article.updateOne(
			{ _id: article._id, status: mongoose.trusted({ $exists: false }) },
			{ $set: { status: 'published' } },
			{ timestamps: false },
		)
		return false
	}
	if (
		article.status !== 'scheduled' ||
		new Date(article.publishedAt).getTime() > now.getTime()
	)
		return false
	const won = await claim(
		publicationClaimId(article._id, article.publishedAt),
		{ outcome: 'publish', now },
	)
	const changed = await Article.updateOne(
		{ _id: article._id, status: 'scheduled', publishedAt: article.publishedAt },
		{ $set: { status: 'published' }, $inc: { version: 1 } },
		{ timestamps: false },
	)
	// Its first publication, unless it had one before (taken off the site, then scheduled again).
	await Article.updateOne(
		{
			_id: article._id,
			status: 'published',
			firstPublishedAt: mongoose.trusted({ $exists: false }),
		},
		{ $set: { firstPublishedAt: article.publishedAt } },
		{ timestamps: false },
	)
	if (won) {
		log?.(
			{ articleId: article._id, publishedAt: article.publishedAt },
			'scheduled article published',
		)
		await recordAudit({
			action: 'article-published',
			subjectId: article._id,
			subjectLabel: article.slug,
			detail: 'as scheduled',
			actor: SCHEDULER,
		})
	}
	if (won || changed.modifiedCount > 0)
		await invalidatePages([
			PAGE_TAGS.article(article._id),
			...listTags(article),
		])
	return won
}

/** Gives a record from before slugs its slug (its id when that reads as one). Idempotent. */
async function giveSlug(
	article: Pick<ArticleFields, '_id' | 'headline'>,
): Promise<void> {
	const slug = await reserveLegacySlug(article._id, article.headline)
	await Article.updateOne(
		{ _id: article._id, ...WITHOUT_SLUG },
		{ $set: { slug } },
		{ timestamps: false },
	)
}

/** The claim kept for good once the legacy upgrade has run to the end: later starts skip it. */
export const LEGACY_UPGRADE_CLAIM = 'upgrade:legacy-articles:v1'

/**
 * Records from before the publishing workflow were all published: give them that status, and a
 * slug (their id, so their address does not change). Idempotent, safe on several instances. It
 * runs once per database: when it has finished, a claim kept for good says so, and later starts
 * skip its two passes over the articles (on FerretDB each is a full scan, 30 s and more at 100,000
 * articles on a busy machine). A record without a status written after that (an instance of a
 * version from before the workflow, during a rolling deploy) is still published by the sweep.
 */
export async function upgradeLegacyArticles(): Promise<{
	statuses: number
	slugs: number
	skipped: boolean
}> {
	if (await readClaim(LEGACY_UPGRADE_CLAIM))
		return { statuses: 0, slugs: 0, skipped: true }
	const result = await Article.updateMany(
		{ status: mongoose.trusted({ $exists: false }) },
		{ $set: { status: 'published' } },
		{ timestamps: false },
	)
	const withoutSlug = await Article.find(WITHOUT_SLUG, { headline: 1 }).lean<
		Pick<ArticleFields, '_id' | 'headline'>[]
	>()
	for (const article of withoutSlug) await giveSlug(article)
	await claim(LEGACY_UPGRADE_CLAIM)
	return {
		statuses: result.modifiedCount,
		slugs: withoutSlug.length,
		skipped: false,
	}
}

const logPublication: PublishLog = (details, message) =>
	logger.info(details, message)

/** Every few seconds: the queue of scheduled articles (decision 035). */
export const PUBLISH_SCHEDULED_ARTICLES: PeriodicJob = {
	name: 'publish-scheduled-articles',
	get everyMs() {
		return getEnv().SCHEDULE_CHECK_SECONDS * 1000
	},
	run: () => publishQueuedArticles(new Date(), logPublication),
}

/** Every ten minutes: the sweep of the articles themselves, the safety net behind the queue. */
export const SWEEP_SCHEDULED_ARTICLES: PeriodicJob = {
	name: 'sweep-scheduled-articles',
	everyMs: 10 * 60_000,
	run: () => publishDueArticles(new Date(), logPublication),
}
