import { listMostReadArticles } from './lists.server.ts'
import type { ArticleSummary } from './public.server.ts'

/** How many most-read stories a dead end (a missing page or article) offers. */
export const DEAD_END_MOST_READ = 4

/** How long one instance reuses the most-read list it shows on pages that are never cached. */
export const MOST_READ_REUSE_MS = 30_000

let kept: { at: number; list: Promise<ArticleSummary[]> } | null = null

/**
 * The most-read articles for the 404 page, which is answered for any address anyone types and is
 * never cached: one instance asks the database at most once per MOST_READ_REUSE_MS, so a crawler
 * walking random addresses costs no query each. A list a few seconds old is fine here (it is a
 * suggestion, not something instances must agree on); a failure shows none and is retried next time.
 */
export function mostReadForDeadEnds(
	limit: number,
	now = Date.now(),
): Promise<ArticleSummary[]> {
	if (!kept || now - kept.at >= MOST_READ_REUSE_MS) {
		const list = listMostReadArticles(limit).catch(() => {
			kept = null
			return []
		})
		kept = { at: now, list }
	}
	return kept.list.then(list => list.slice(0, limit))
}
