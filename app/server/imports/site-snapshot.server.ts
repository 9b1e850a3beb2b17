/**
 * What an import's batches need to know of the site, read once per run (docs/decisions/076):
 * which articles exist (and their slugs), who holds each address, and the redirects. FerretDB v1
 * answers every read with a scan of the collection, by `_id` too, so looking these up per post
 * made a 10,000-post import quadratic (4,300 posts in 40 min, each post slower than the last).
 * Three scans at the start of a run, then what the run itself writes is remembered here. A
 * concurrent editor's change the snapshot misses is still caught where it matters: every write is
 * an insert of a deterministic `_id`, so an address taken meanwhile is refused and another chosen.
 * Memory: the ids, slugs and redirect targets of the site (a few tens of MB at 100,000 articles).
 */
import {
	Article,
	ArticleSlug,
	Redirect,
	type RedirectFields,
} from '#app/server/models/index.ts'

type RedirectBefore = Pick<RedirectFields, 'origin' | 'to' | 'importId'>

/** What the plan and the batch ask of the site, answered from memory. */
export interface SiteSnapshot {
	/** The article with this id (its slug), or null. */
	article(id: string): { slug?: string } | null
	/** The article holding this address (as its slug, a former slug or its id), or null. */
	slugOwner(slug: string): string | null
	/** The redirect stored from this address, or null. */
	redirect(from: string): RedirectBefore | null
	/** What a batch wrote: an article and its address, or a redirect. */
	rememberArticle(id: string, slug: string): void
	rememberRedirect(from: string, record: RedirectBefore): void
}

/** The site read once: three scans, whatever the number of posts. */
export async function siteSnapshot(): Promise<SiteSnapshot> {
	const articles = new Map<string, string | undefined>()
	for await (const article of Article.find({}, { slug: 1 })
		.lean<{ _id: string; slug?: string }[]>()
		.cursor({ batchSize: 1000 }))
		articles.set(article._id, article.slug)
	const slugs = new Map<string, string>()
	for await (const record of ArticleSlug.find({}, { articleId: 1 })
		.lean<{ _id: string; articleId: string }[]>()
		.cursor({ batchSize: 1000 }))
		slugs.set(record._id, record.articleId)
	const redirects = new Map<string, RedirectBefore>()
	for await (const record of Redirect.find(
		{},
		{ origin: 1, to: 1, importId: 1 },
	)
		.lean<(RedirectBefore & { _id: string })[]>()
		.cursor({ batchSize: 1000 })) {
		const { _id, ...before } = record
		redirects.set(_id, before)
	}
	return {
		article: id => (articles.has(id) ? { slug: articles.get(id) } : null),
		// An article's id holds its address too (old links use ids).
		slugOwner: slug => slugs.get(slug) ?? (articles.has(slug) ? slug : null),
		redirect: from => redirects.get(from) ?? null,
		rememberArticle(id, slug) {
			articles.set(id, slug)
			slugs.set(slug, id)
		},
		rememberRedirect(from, record) {
			redirects.set(from, record)
		},
	}
}
