import type { ShareEventInput } from '#app/schemas/share.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import {
	Article,
	ShareEvent,
	type ArticleFields,
	type SharePlatform,
} from '#app/server/models/index.ts'

export interface ShareStats {
	total: number
	linkedin: number
	twitter: number
	email: number
	copyLink: number
}

/** The article counter each platform adds to, besides the total. Native shares count in the total only. */
const PLATFORM_COUNTER: Partial<Record<SharePlatform, keyof ArticleFields>> = {
	linkedin: 'linkedinShares',
	twitter: 'twitterShares',
	email: 'emailShares',
	copy_link: 'copyLinkShares',
}

/**
 * Records a share: one analytics record, and the article's counters through the batched counters
 * (written within about a second). False when no public article has that id (nothing is recorded then).
 */
export async function recordShare(
	input: ShareEventInput,
	client: { userAgent?: string | null; referrer?: string | null } = {},
): Promise<boolean> {
	if (
		!(await Article.exists({ _id: input.articleId, ...publicArticleFilter() }))
	)
		return false
	const counter = PLATFORM_COUNTER[input.platform]
	increment(Article.collection.collectionName, input.articleId, {
		shares: 1,
		...(counter ? { [counter]: 1 } : {}),
	})
	await ShareEvent.create({
		articleId: input.articleId,
		platform: input.platform,
		category: input.category,
		userAgent: client.userAgent?.slice(0, 500) || undefined,
		referrer: client.referrer?.slice(0, 500) || undefined,
	})
	return true
}

export async function getShareStats(
	articleId: string,
): Promise<ShareStats | null> {
	const article = await Article.findOne(
		{ _id: articleId, ...publicArticleFilter() },
		{
			shares: 1,
			linkedinShares: 1,
			twitterShares: 1,
			emailShares: 1,
			copyLinkShares: 1,
		},
	).lean<
		Pick<
			ArticleFields,
			| 'shares'
			| 'linkedinShares'
			| 'twitterShares'
			| 'emailShares'
			| 'copyLinkShares'
		>
	>()
	if (!article) return null
	return {
		total: article.shares ?? 0,
		linkedin: article.linkedinShares ?? 0,
		twitter: article.twitterShares ?? 0,
		email: article.emailShares ?? 0,
		copyLink: article.copyLinkShares ?? 0,
	}
}
