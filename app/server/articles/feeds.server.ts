import mongoose from 'mongoose'
import {
	ALL_CATEGORIES,
	type Category,
	categoryTitle,
} from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { publicArticleFilter } from './public.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'

/** XML text with the five special characters escaped. */
export function escapeXml(text: string): string {
	return text.replace(
		/[<>&'"]/g,
		character =>
			({
				'<': '&lt;',
				'>': '&gt;',
				'&': '&amp;',
				"'": '&apos;',
				'"': '&quot;',
			})[character]!,
	)
}

type FeedArticle = Pick<
	ArticleFields,
	| '_id'
	| 'slug'
	| 'headline'
	| 'summary'
	| 'author'
	| 'category'
	| 'publishedAt'
	| 'imageUrl'
> & { updatedAt?: Date }

const FEED_FIELDS = {
	slug: 1,
	headline: 1,
	summary: 1,
	author: 1,
	category: 1,
	publishedAt: 1,
	imageUrl: 1,
	updatedAt: 1,
} as const

/** Items in the RSS feed. */
export const RSS_ITEMS = 50
/** URLs per child sitemap (the protocol allows 50,000; smaller files are cheaper to render and fetch). */
export const SITEMAP_URLS = 5000

async function recentArticles(
	limit: number,
	category?: Category,
): Promise<FeedArticle[]> {
	dependsOn(category ? PAGE_TAGS.category(category) : PAGE_TAGS.allArticles)
	return Article.find(
		{ ...publicArticleFilter(), ...(category ? { category } : {}) },
		FEED_FIELDS,
	)
		.sort({ publishedAt: -1, _id: -1 })
		.limit(limit)
		.lean<FeedArticle[]>()
}

export interface FeedOptions {
	siteUrl: string
	siteName: string
	description: string
	/** Only this category's articles; the channel is then the category page. */
	category?: { slug: Category; title: string }
}

/** RSS 2.0 of the newest articles, of the whole site or of one category. */
export async function renderRss({
	siteUrl,
	siteName,
	description,
	category,
}: FeedOptions): Promise<string> {
	const articles = await recentArticles(RSS_ITEMS, category?.slug)
	const channelPath = category
		? `/category/${encodeURIComponent(category.slug)}`
		: ''
	const channelTitle = category ? `${category.title} | ${siteName}` : siteName
	const items = articles
		.map(article => {
			const link = `${siteUrl}${articlePath({ id: article._id, slug: article.slug })}`
			return [
				'<item>',
				`<title>${escapeXml(article.headline)}</title>`,
				`<link>${escapeXml(link)}</link>`,
				`<guid isPermaLink="true">${escapeXml(link)}</guid>`,
				`<pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
				`<dc:creator>${escapeXml(article.author)}</dc:creator>`,
				`<category>${escapeXml(categoryTitle(article.category))}</category>`,
				`<description>${escapeXml(article.summary)}</description>`,
				'</item>',
			].join('')
		})
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channelTitle)}</title>
<link>${escapeXml(siteUrl)}${channelPath || '/'}</link>
<description>${escapeXml(description)}</description>
<language>en</language>
<atom:link href="${escapeXml(siteUrl)}${channelPath}/rss.xml" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`
}

/** An RSS document as the answer: feed readers poll, so shared caches may keep it ten minutes. */
export function rssResponse(xml: string): Response {
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/rss+xml; charset=utf-8',
			'Cache-Control': 'public, max-age=600',
		},
	})
}

const STATIC_PATHS = [
	'/',
	'/about',
	'/guest-post',
	'/game-of-influence',
	'/free-guide',
	'/privacy',
	'/terms',
	'/author/claire-ashby',
	'/archive',
	'/authors',
]

function urlset(urls: { loc: string; lastmod?: string }[]): string {
	const body = urls
		.map(
			url =>
				`<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
		)
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</urlset>
`
}

/** The articles a sitemap lists: public ones not marked noindex. */
function indexableArticleFilter(): Record<string, unknown> {
	return { ...publicArticleFilter(), noindex: mongoose.trusted({ $ne: true }) }
}

/** How many article sitemaps there are (each at most SITEMAP_URLS articles, oldest first). */
async function articleSitemapCount(): Promise<number> {
	dependsOn(PAGE_TAGS.allArticles)
	return Math.ceil(
		(await Article.countDocuments(indexableArticleFilter())) / SITEMAP_URLS,
	)
}

/** /sitemap.xml: a sitemap index of the pages' sitemap and the article sitemaps. */
export async function renderSitemapIndex(siteUrl: string): Promise<string> {
	const children = [
		'pages',
		...Array.from(
			{ length: await articleSitemapCount() },
			(_, index) => `articles-${index + 1}`,
		),
	]
	const body = children
		.map(
			name =>
				`<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
		)
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</sitemapindex>
`
}

/**
 * A child sitemap: `pages` (fixed pages and categories) or `articles-{n}` (the n-th 5,000
 * articles, oldest first, so a new article only ever changes the last one). Null for another name.
 */
export async function renderSitemap(
	siteUrl: string,
	name: string,
): Promise<string | null> {
	if (name === 'pages') {
		return urlset(
			[...STATIC_PATHS, ...ALL_CATEGORIES.map(slug => `/category/${slug}`)].map(
				path => ({ loc: `${siteUrl}${path}` }),
			),
		)
	}
	const match = /^articles-([1-9]\d{0,4})$/.exec(name)
	if (!match) return null
	const index = Number(match[1]) - 1
	if (index >= (await articleSitemapCount())) return null
	// Skipping within the (publishedAt, _id) index: bounded by the archive's size, and the page is cached.
	const articles = await Article.find(indexableArticleFilter(), FEED_FIELDS)
		.sort({ publishedAt: 1, _id: 1 })
		.skip(index * SITEMAP_URLS)
		.limit(SITEMAP_URLS)
		.lean<FeedArticle[]>()
	return urlset(
		articles.map(article => ({
			loc: `${siteUrl}${articlePath({ id: article._id, slug: article.slug })}`,
			lastmod: new Date(article.updatedAt ?? article.publishedAt).toISOString(),
		})),
	)
}
