/**
 * Article bodies: rendered once, when the article is saved, never when it is read. The markdown,
 * its sanitised HTML and the renderer's version live in `article_bodies`, apart from the article
 * (docs/decisions/021). Bodies of an older renderer, and articles from before the split (their
 * markdown still inline), are upgraded by `upgradeArticleBodies`: the periodic job, or the one-off
 * `npm run rerender` (`node server.js --rerender` in production). Until then a reader still gets
 * a correct page: the body is rendered in memory for that response, and nothing is written.
 */
import mongoose from 'mongoose'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import {
	RENDERER_VERSION,
	renderMarkdown,
} from '#app/server/platform/markdown.server.ts'
import {
	Article,
	ArticleBody,
	type ArticleBodyFields,
	type ArticleFields,
} from '#app/server/models/index.ts'
import { upsertRetryingRace } from '#app/server/models/shared.ts'
import {
	claim,
	insertOnce,
	readClaim,
} from '#app/server/coordination/claims.server.ts'

export interface BodySource {
	content: string
	headline: string
	summary: string
}

export interface RenderedBody {
	content: string
	html: string
}

function renderedBody(
	id: string,
	{ content, headline, summary }: BodySource,
): ArticleBodyFields {
	return {
		_id: id,
		content,
		html: renderMarkdown(content),
		rendererVersion: RENDERER_VERSION,
		headline,
		summary,
	}
}

/** Renders and stores the body of article `id` (replacing the one it had). */
export async function saveArticleBody(
	id: string,
	source: BodySource,
): Promise<RenderedBody> {
	const body = renderedBody(id, source)
	const { _id, ...fields } = body
	// Two first saves of one body at once: the one that lost the insert replaces the winner's.
	await upsertRetryingRace(() =>
		ArticleBody.replaceOne({ _id: id }, fields, { upsert: true }),
	)
	return { content: body.content, html: body.html }
}

/**
 * A new article's body, inserted: false (and nothing written) when article `id` has one. An
 * insert is the one write FerretDB does without reading the collection.
 */
export async function insertArticleBody(
	id: string,
	source: BodySource,
): Promise<boolean> {
	const { _id, ...fields } = renderedBody(id, source)
	return insertOnce(ArticleBody, id, fields)
}

/**
 * The body of article `id`. One stored by an older renderer, or still inline in an article from
 * before the split (`legacy`), is rendered for this answer only.
 */
export async function getArticleBody(
	id: string,
	legacy?: Pick<ArticleFields, 'content'>,
): Promise<RenderedBody | null> {
	const body = await ArticleBody.findById(id).lean<ArticleBodyFields>()
	if (body)
		return body.rendererVersion === RENDERER_VERSION
			? { content: body.content, html: body.html }
			: { content: body.content, html: renderMarkdown(body.content) }
	return legacy?.content
		? { content: legacy.content, html: renderMarkdown(legacy.content) }
		: null
}

export async function deleteArticleBody(id: string): Promise<void> {
	await ArticleBody.deleteOne({ _id: id })
}

/** The claim a finished upgrade leaves, so the job need not scan the bodies again for this renderer. */
const upgradedClaimId = (version: number) =>
	`article-bodies-rendered:${version}`

export interface UpgradeReport {
	/** Articles whose inline markdown moved into a body. */
	moved: number
	/** Bodies rendered again by this renderer. */
	rerendered: number
}

/**
 * Moves inline markdown into bodies and re-renders bodies of another renderer version (every body
 * with `all`), in batches. Safe on several instances at once: every step is idempotent.
 */
export async function upgradeArticleBodies({
	all = false,
	batch = 200,
}: { all?: boolean; batch?: number } = {}): Promise<UpgradeReport> {
	const report: UpgradeReport = { moved: 0, rerendered: 0 }
	if (!all && (await readClaim(upgradedClaimId(RENDERER_VERSION))))
		return report

	for (;;) {
		const inline = await Article.find(
			{ content: mongoose.trusted({ $exists: true }) },
			{ content: 1, headline: 1, summary: 1 },
		)
			.limit(batch)
			.lean<Pick<ArticleFields, '_id' | 'content' | 'headline' | 'summary'>[]>()
		for (const article of inline) {
			await saveArticleBody(article._id, {
				...article,
				content: article.content ?? '',
			})
			await Article.updateOne(
				{ _id: article._id },
				{ $unset: { content: 1 } },
				{ timestamps: false },
			)
		}
		report.moved += inline.length
		if (inline.length < batch) break
	}

	let after = ''
	for (;;) {
		const filter = all
			? { _id: mongoose.trusted({ $gt: after }) }
			: {
					rendererVersion: mongoose.trusted({ $ne: RENDERER_VERSION }),
					_id: mongoose.trusted({ $gt: after }),
				}
		const stale = await ArticleBody.find(filter, {
			content: 1,
			headline: 1,
			summary: 1,
		})
			.sort({ _id: 1 })
			.limit(batch)
			.lean<ArticleBodyFields[]>()
		for (const body of stale) await saveArticleBody(body._id, body)
		report.rerendered += stale.length
		if (stale.length < batch) break
		after = stale.at(-1)!._id
	}

	await claim(upgradedClaimId(RENDERER_VERSION))
	return report
}

export const UPGRADE_ARTICLE_BODIES: PeriodicJob = {
	name: 'upgrade-article-bodies',
	everyMs: 10 * 60_000,
	run: () => upgradeArticleBodies(),
}
