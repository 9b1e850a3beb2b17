import type { ShareEventInput } from '#app/schemas/share.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import {
	claimOncePerAddress,
	isCountedReader,
	type CountOutcome,
	type Reader,
} from './reader-marks.server.ts'
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

/** What a share record keeps of the client (nothing when it asks not to be tracked). */
export interface ShareClient {
	userAgent?: string | null
	referrer?: string | null
}

function isPublicArticle(articleId: string) {
	return Article.exists({ _id: articleId, ...publicArticleFilter() })
}

/** One analytics record, and the article's counters through the batched counters (written within about a second). */
async function writeShare(
	input: ShareEventInput,
	client: ShareClient,
): Promise<void> {
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
}

/** Records a share as given. False when no public article has that id (nothing is recorded then). */
export async function recordShare(
	input: ShareEventInput,
	client: ShareClient = {},
): Promise<boolean> {
	if (!(await isPublicArticle(input.articleId))) return false
	await writeShare(input, client)
	return true
}

/**
 * A reader's share (the share redirects, POST /api/analytics/share): counted at most once per
 * client address, article and platform in 30 minutes, whatever the user agent says; a bot's counts
 * nothing (decision 053).
 */
export async function recordReaderShare(
	input: ShareEventInput,
	reader: Reader,
	client: ShareClient = {},
	now = new Date(),
): Promise<CountOutcome> {
	if (!(await isPublicArticle(input.articleId))) return 'not-found'
	if (
		!isCountedReader(reader.userAgent) ||
		!(await claimOncePerAddress(
			`s:${input.articleId}:${input.platform}`,
			reader.ip,
			now,
		))
	)
		return 'not-counted'
	await writeShare(input, client)
	return 'counted'
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
