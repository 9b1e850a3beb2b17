/**
 * What to read next, under an article (issue 21 item 9, decision 081): articles that share its
 * tags first (a tag names a subject more closely than a section does), then the newest of its
 * section, then featured ones. Lists for the cache follow their cards only (`list(…, null)`): a
 * new match shows when the page is next refreshed.
 */
import { list } from './lists.server.ts'
import type { ArticleSummary, ArticleView } from './public.server.ts'

/** How many tag matches are read to rank them by how many tags they share. */
const TAG_CANDIDATES = 12

/** Articles sharing any of `tags`, most shared tags first, then newest. */
async function sharingTags(
	id: string,
	tags: readonly string[],
): Promise<ArticleSummary[]> {
	if (tags.length === 0) return []
	const found = await list(
		{ tags: { $in: [...tags] }, _id: { $ne: id } },
		TAG_CANDIDATES,
		null,
	)
	const wanted = new Set(tags)
	const shared = (article: ArticleSummary) =>
		(article.tags ?? []).filter(tag => wanted.has(tag)).length
	// Array sort is stable: among equals the newest stays first.
	return found.sort((a, b) => shared(b) - shared(a))
}

/**
 * Up to `limit` other articles: tag matches in all but the last place (so the section keeps one),
 * then the newest of the same category, then more tag matches, then featured ones.
 */
export async function listRelatedArticles(
	article: Pick<ArticleView, 'id' | 'category'> & { tags?: string[] },
	limit = 3,
): Promise<ArticleSummary[]> {
	const byTag = await sharingTags(article.id, article.tags ?? [])
	const picked = byTag.slice(0, Math.max(1, limit - 1))
	const taken = () => [article.id, ...picked.map(item => item.id)]
	if (picked.length < limit) {
		picked.push(
			...(await list(
				{ category: article.category, _id: { $nin: taken() } },
				limit - picked.length,
				null,
			)),
		)
	}
	const ids = new Set(taken())
	picked.push(
		...byTag.filter(item => !ids.has(item.id)).slice(0, limit - picked.length),
	)
	if (picked.length < limit) {
		picked.push(
			...(await list(
				{ featured: true, _id: { $nin: taken() } },
				limit - picked.length,
				null,
			)),
		)
	}
	return picked.slice(0, limit)
}
