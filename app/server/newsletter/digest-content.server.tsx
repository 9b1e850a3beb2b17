/**
 * What a daily digest holds (decision record 031): the articles first published in its window,
 * the newsletter promotion, and the message rendered once per digest and process with a
 * placeholder for each recipient's unsubscribe link.
 */
import { render } from '@react-email/components'
import { CATEGORY_INFO } from '#app/content/categories.ts'
import { NEWSLETTER_NAME, WEEKLY_NAME } from '#app/content/newsletter.ts'
import {
	DigestEmail,
	digestSubject,
	digestText,
	type DigestArticle,
	type DigestEmailProps,
	type DigestPromotion,
} from '#app/emails/digest-email.tsx'
import { articlePath } from '#app/lib/article-path.ts'
import {
	digestSelection,
	type DigestKind,
	type ReaderChoices,
} from '#app/lib/newsletter-choices.ts'
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
import {
	listHeaders,
	siteBasics,
	stableMessageId,
	type MailingList,
} from './mail.server.tsx'
import { preferencesUrl, unsubscribeUrl } from './links.server.ts'
import { trackLinks } from './send-links.server.ts'

/** At most this many articles in one digest (the newest); the rest are on the site. */
const DIGEST_ARTICLE_LIMIT = 10
export const UNSUBSCRIBE_PLACEHOLDER =
	'https://unsubscribe.invalid/__recipient__'
export const PREFERENCES_PLACEHOLDER =
	'https://preferences.invalid/__recipient__'

export function absolute(url: string): string {
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

function dateLabel(instant: Date, kind: DigestKind): string {
	const day = new Intl.DateTimeFormat('en-US', {
		timeZone: settingsNow().timeZone,
		weekday: 'long',
		month: 'long',
		day: 'numeric',
	}).format(instant)
	return kind === 'weekly' ? `The week to ${day}` : day
}

/** A digest's message with a placeholder for the recipient's unsubscribe link. */
export interface DigestContent {
	subject: string
	html: string
	text: string
	articleCount: number
	promotionTitle?: string
}

/**
 * A digest's message. A weekly one is in two parts: its first `mostRead` articles under "Most read
 * this week", the rest under "New this week".
 */
export async function renderDigest(
	articles: DigestArticle[],
	promotion: DigestPromotion | undefined,
	scheduledAt: Date,
	kind: DigestKind = 'daily',
	mostRead = 0,
): Promise<DigestContent> {
	const props: DigestEmailProps = {
		...siteBasics(),
		newsletterName: kind === 'weekly' ? WEEKLY_NAME : NEWSLETTER_NAME,
		dateLabel: dateLabel(scheduledAt, kind),
		articles,
		...(kind === 'weekly'
			? {
					weekly: {
						mostRead: articles.slice(0, mostRead),
						newest: articles.slice(mostRead),
					},
				}
			: {}),
		...(promotion ? { promotion } : {}),
		unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
		preferencesUrl: PREFERENCES_PLACEHOLDER,
	}
	return {
		subject: digestSubject(props),
		html: await render(<DigestEmail {...props} />),
		text: digestText(props),
		articleCount: articles.length,
		...(promotion ? { promotionTitle: promotion.title } : {}),
	}
}

/** What a claimed digest holds, loaded once per digest and process: each article with its category. */
interface DigestMaterial {
	/** `category` is the slug (what readers' topics name); `view` is the article as the e-mail shows it. */
	articles: {
		id: string
		category: string
		breaking: boolean
		view: DigestArticle
	}[]
	promotion?: DigestPromotion
}

const materials = new Map<string, Promise<DigestMaterial>>()
/** Rendered once per digest, selection of its articles and process (readers' topics make a few). */
const rendered = new Map<string, Promise<DigestContent>>()

export function cached<T>(
	cache: Map<string, Promise<T>>,
	key: string,
	limit: number,
	make: () => Promise<T>,
): Promise<T> {
	let value = cache.get(key)
	if (!value) {
		value = make()
		cache.set(key, value)
		value.catch(() => cache.delete(key))
		while (cache.size > limit) cache.delete(cache.keys().next().value!)
	}
	return value
}

async function loadMaterial(
	digest: NewsletterDigestFields,
): Promise<DigestMaterial> {
	const found = await Article.find(
		{ _id: op({ $in: digest.articleIds }) },
		{ content: 0 },
	).lean<ArticleFields[]>()
	const byId = new Map(found.map(article => [article._id, article]))
	// In the order fixed at the claim; an article deleted since is left out.
	const articles = digest.articleIds.flatMap(id => {
		const article = byId.get(id)
		return article
			? [
					{
						id,
						category: article.category,
						breaking: Boolean(article.breaking),
						view: toDigestArticle(article),
					},
				]
			: []
	})
	const promotion = digest.promotionId
		? await Promotion.findById(digest.promotionId).lean<PromotionFields>()
		: null
	return {
		articles,
		...(promotion ? { promotion: toDigestPromotion(promotion) } : {}),
	}
}

/** The mask bit of a send's article at `position` (none past 30: digests hold at most 15). */
export function articleBit(position: number | undefined): number {
	return position !== undefined && position < 31 ? 1 << position : 0
}

/** A digest's message for one reader, and which of the digest's articles it holds (bit i: article i). */
export interface DigestContentFor extends DigestContent {
	items: number
}

/**
 * A digest's message for a reader with these choices at `at` (none given: the whole digest), or
 * null when it holds nothing for them: that reader is not sent this digest (decision record 068).
 * `alreadySent` (a mask over the digest's articles, decision record 084) leaves out what an earlier
 * send gave this reader.
 */
export async function digestContent(
	digest: NewsletterDigestFields,
	choices: ReaderChoices = {},
	at = new Date(),
	alreadySent = 0,
): Promise<DigestContentFor | null> {
	// Keyed by the claim and what it fixed: a day's record can be made again (a test, or an admin
	// who cleared it).
	const key = `${digest._id}@${digest.createdAt.getTime()}:${digest.articleIds.join(',')}:${digest.promotionId ?? ''}`
	const material = await cached(materials, key, 4, () => loadMaterial(digest))
	const index = new Map(digest.articleIds.map((id, bit) => [id, bit]))
	const bitOf = (id: string) => articleBit(index.get(id))
	const kind = digest.kind ?? 'daily'
	const chosen = digestSelection(
		choices,
		material.articles,
		at,
		kind,
		article => (alreadySent & bitOf(article.id)) !== 0,
	)
	if (chosen.length === 0) return null
	const selection = chosen.map(article => article.id).join(',')
	// The selection keeps the digest's order: its most-read articles (a weekly's first) lead.
	const mostRead = chosen.filter(
		article => (index.get(article.id) ?? Infinity) < (digest.mostRead ?? 0),
	).length
	const content = await cached(rendered, `${key}|${selection}`, 64, () =>
		renderDigest(
			chosen.map(article => article.view),
			material.promotion,
			digest.scheduledAt,
			kind,
			mostRead,
		),
	)
	const items = chosen.reduce((mask, article) => mask | bitOf(article.id), 0)
	return { ...content, items }
}

/**
 * A rendered message for one subscriber: their unsubscribe and preferences links, the list headers,
 * and a Message-ID fixed by the send (`sendKey`, e.g. `digest-<day>`) and the subscriber. In a send
 * (`send`, its ledger id), the links of the HTML part go through its counted redirect and the
 * reader's links carry it (decision record 083).
 */
export function personalise(
	content: Pick<DigestContent, 'subject' | 'html' | 'text'>,
	sendKey: string,
	subscriber: Pick<SubscriberFields, '_id' | 'email'>,
	list: MailingList = 'daily',
	send?: string,
): Email {
	const link = unsubscribeUrl(subscriber._id, send)
	const preferences = preferencesUrl(subscriber._id, send)
	const html = send ? trackLinks(content.html, send) : content.html
	const fill = (body: string) =>
		body
			.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link)
			.replaceAll(PREFERENCES_PLACEHOLDER, preferences)
	return {
		to: subscriber.email,
		subject: content.subject,
		html: fill(html),
		text: fill(content.text),
		headers: listHeaders(subscriber._id, list, send),
		from: senderOf(settingsNow()),
		// The same for a resend, so a receiving server can recognise it.
		messageId: stableMessageId(sendKey, subscriber._id),
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
