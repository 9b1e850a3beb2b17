import mongoose from 'mongoose'
import type { Cursor } from '#app/lib/cursor.ts'
import { Article } from '#app/server/models/index.ts'
import { publicArticleFilter } from './public.server.ts'

/** Where a page of a list sits: "Page 2 of 5". */
export interface PagePosition {
	page: number
	pages: number
}

/** Public articles of `filter` (newest first) that come before `cursor`, it included when `inclusive`. */
function countNewer(
	filter: Record<string, unknown>,
	cursor: Cursor,
	inclusive: boolean,
) {
	return Article.countDocuments(
		mongoose.trusted({
			$and: [
				filter,
				publicArticleFilter(),
				{
					$or: [
						{ publishedAt: mongoose.trusted({ $gt: cursor.publishedAt }) },
						{
							publishedAt: cursor.publishedAt,
							_id: mongoose.trusted({
								[inclusive ? '$gte' : '$gt']: cursor.id,
							}),
						},
					],
				},
			],
		}) as Record<string, unknown>,
	)
}

/**
 * The page number of a cursor-paged list (issue 21: "Page 2 of N" on a category's older pages).
 * Cursors keep pages stable while articles are published (decision in lists.server.ts); the number
 * is counted when the page is rendered, so it is the page's place in the list as it is now. Two
 * counts, on a page the response cache keeps.
 */
export async function pagePosition(
	filter: Record<string, unknown>,
	size: number,
	cursor: { before: Cursor | null; after: Cursor | null },
): Promise<PagePosition> {
	const total = await Article.countDocuments(
		mongoose.trusted({ $and: [filter, publicArticleFilter()] }) as Record<
			string,
			unknown
		>,
	)
	const pages = Math.max(1, Math.ceil(total / size))
	let page = 1
	if (cursor.before)
		page =
			Math.floor((await countNewer(filter, cursor.before, true)) / size) + 1
	else if (cursor.after)
		page = Math.max(
			1,
			Math.ceil((await countNewer(filter, cursor.after, false)) / size),
		)
	return { page: Math.min(page, pages), pages }
}
