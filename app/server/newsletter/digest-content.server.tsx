/**
 * What a daily digest holds (decision record 031): the articles first published in its window,
 * the newsletter promotion, and the message rendered once per digest and process with a
 * placeholder for each recipient's unsubscribe link.
 */
import { render } from '@react-email/components'
import { CATEGORY_INFO } from '#app/content/categories.ts'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import {
	DigestEmail,
	digestSubject,
	digestText,
	type DigestArticle,
	type DigestEmailProps,
	type DigestPromotion,
} from '#app/emails/digest-email.tsx'
import { articlePath } from '#app/lib/article-path.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import {
	Article,
	Promotion,
	type ArticleFields,
	type NewsletterDigestFields,
	type PromotionFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import type { Email } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { senderOf, settingsNow } from '#app/server/site/settings.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { listHeaders, siteBasics } from './mail.server.tsx'
import { unsubscribeUrl } from './links.server.ts'

/** At most this many articles in one digest (the newest); the rest are on the site. */
const DIGEST_ARTICLE_LIMIT = 10
export const UNSUBSCRIBE_PLACEHOLDER =
	'https://unsubscribe.invalid/__recipient__'

function absolute(url: string): string {
	return new URL(url, getEnv().PUBLIC_URL).href
}

/**
 * Articles first published in `(since, until]`, newest first. Only what readers can see
 * (publicArticleFilter: no draft, and a scheduled article once it has gone live), and only their
 * first publication: one taken off the site and published again is not news again. Records from
 * before `firstPublishedAt` count from their `publishedAt`.
 */
export async function findDigestArticles(
	since: Date,
	until: Date,
): Promise<ArticleFields[]> {
	const window = op({ $gt: since, $lte: until })
	return Article.find(
		{
			$and: [
				publicArticleFilter(until),
				{
					$or: [
						{ firstPublishedAt: window },
						{ firstPublishedAt: op({ $exists: false }), publishedAt: window },
					],
				},
			],
		},
		{ content: 0 },
	)
		.sort({ publishedAt: -1, _id: 1 })
		.limit(DIGEST_ARTICLE_LIMIT)
		.lean<ArticleFields[]>()
}

export function toDigestArticle(article: ArticleFields): DigestArticle {
	return {
		headline: article.headline,
		summary: article.summary,
		url: absolute(articlePath({ id: article._id, slug: article.slug })),
		...(article.imageUrl ? { imageUrl: absolute(article.imageUrl) } : {}),
		category: CATEGORY_INFO[article.category]?.title ?? article.category,
		author: article.author,
	}
}

export function toDigestPromotion(
	promotion: Pick<
		PromotionFields,
		'_id' | 'title' | 'description' | 'imageUrl' | 'buttonText'
	>,
): DigestPromotion {
	return {
		title: promotion.title,
		description: promotion.description,
		// Through the click counter, like every promotion link on the site.
		url: absolute(`/promotions/${encodeURIComponent(promotion._id)}/go`),
		...(promotion.imageUrl ? { imageUrl: absolute(promotion.imageUrl) } : {}),
		buttonText: promotion.buttonText || 'Learn More',
	}
}

function dateLabel(instant: Date): string {
	return new Intl.DateTimeFormat('en-US', {
		timeZone: settingsNow().timeZone,
		weekday: 'long',
		month: 'long',
		day: 'numeric',
	}).format(instant)
}

/** A digest's message with a placeholder for the recipient's unsubscribe link. */
export interface DigestContent {
	subject: string
	html: string
	text: string
	articleCount: number
	promotionTitle?: string
}

export async function renderDigest(
	articles: DigestArticle[],
	promotion: DigestPromotion | undefined,
	scheduledAt: Date,
): Promise<DigestContent> {
	const props: DigestEmailProps = {
		...siteBasics(),
		newsletterName: NEWSLETTER_NAME,
		dateLabel: dateLabel(scheduledAt),
		articles,
		...(promotion ? { promotion } : {}),
		unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
	}
	return {
		subject: digestSubject(props),
		html: await render(<DigestEmail {...props} />),
		text: digestText(props),
		articleCount: articles.length,
		...(promotion ? { promotionTitle: promotion.title } : {}),
	}
}

/** Rendered once per digest and process: a digest's content never changes once claimed. */
const rendered = new Map<string, Promise<DigestContent>>()

export async function digestContent(
	digest: NewsletterDigestFields,
): Promise<DigestContent> {
	// Keyed by the claim and what it fixed: a day's record can be made again (a test, or an admin
	// who cleared it).
	const key = `${digest._id}@${digest.createdAt.getTime()}:${digest.articleIds.join(',')}:${digest.promotionId ?? ''}`
	let content = rendered.get(key)
	if (!content) {
		content = (async () => {
			const found = await Article.find(
				{ _id: op({ $in: digest.articleIds }) },
				{ content: 0 },
			).lean<ArticleFields[]>()
			const byId = new Map(found.map(article => [article._id, article]))
			// In the order fixed at the claim; an article deleted since is left out.
			const articles = digest.articleIds.flatMap(id => {
				const article = byId.get(id)
				return article ? [toDigestArticle(article)] : []
			})
			const promotion = digest.promotionId
				? await Promotion.findById(digest.promotionId).lean<PromotionFields>()
				: null
			return renderDigest(
				articles,
				promotion ? toDigestPromotion(promotion) : undefined,
				digest.scheduledAt,
			)
		})()
		rendered.set(key, content)
		content.catch(() => rendered.delete(key))
		while (rendered.size > 4) rendered.delete(rendered.keys().next().value!)
	}
	return content
}

export function personalise(
	content: DigestContent,
	digestId: string,
	subscriber: Pick<SubscriberFields, '_id' | 'email'>,
): Email {
	const link = unsubscribeUrl(subscriber._id)
	const host = new URL(getEnv().PUBLIC_URL).hostname
	return {
		to: subscriber.email,
		subject: content.subject,
		html: content.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
		text: content.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
		headers: listHeaders(subscriber._id),
		from: senderOf(settingsNow()),
		// The same for a resend, so a receiving server can recognise it.
		messageId: `<digest-${digestId}-${subscriber._id}@${host}>`,
	}
}

/** The newsletter promotion active at `at`, as a digest shows it. */
export async function newsletterPromotionAt(
	at: Date,
): Promise<(DigestPromotion & { id: string }) | undefined> {
	const [promotion] = await listActivePromotions({
		placement: 'newsletter',
		limit: 1,
		now: at,
	})
	if (!promotion) return undefined
	const record = await Promotion.findById(promotion.id).lean<PromotionFields>()
	return record ? { id: record._id, ...toDigestPromotion(record) } : undefined
}
