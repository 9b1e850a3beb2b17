/**
 * Every public page's metadata in one place: title, description, canonical link, Open Graph and
 * Twitter card tags, and its structured data (JSON-LD). Route `meta` functions describe the page
 * (`PageSeo`) and return `pageMeta(...)`; the article editor's SEO fields and any later page type
 * extend `PageSeo` rather than writing tags by hand. The JSON-LD builders are below; the
 * structured-data check (tests/e2e/structured-data.spec.ts) validates what they make.
 */
import type { MetaDescriptor } from 'react-router'

/** The site as every page names it: its name and public origin (from the root loader). */
export interface Site {
	name: string
	/** The public address, without a trailing slash (PUBLIC_URL). */
	url: string
	/** The publication's description (its settings), when the root loader gave one. */
	description?: string
}

/** The default social image (SPEC §1) and its size. */
export const DEFAULT_SOCIAL_IMAGE = {
	path: '/api/og-image',
	width: 1200,
	height: 630,
} as const

export type JsonLd = Record<string, unknown> & { '@type': string }

export interface PageSeo {
	site: Site
	/** The page's own title; the site's name is appended unless `fullTitle` is set. */
	title: string
	fullTitle?: boolean
	description: string
	/** The page's path (canonical link, og:url); query strings that define the page belong here. */
	path: string
	/** The social image: a path or absolute URL; the site's default when absent. */
	image?: { url: string; alt: string; width?: number; height?: number }
	/** og:type: "website" unless the page is an article or a profile. */
	type?: 'website' | 'article' | 'profile'
	/** The original's address when the page republishes a piece from elsewhere (rel=canonical names it). */
	canonicalUrl?: string
	/** Pages that should not be indexed (search results, form answers) still get the rest. */
	noindex?: boolean
	keywords?: string
	/** Structured data: one JSON-LD block each. */
	jsonLd?: JsonLd[]
	/** Further tags (article:published_time, rel=prev/next). */
	extra?: MetaDescriptor[]
}

/** The root loader's data, as route meta functions see it in `matches`. */
export function siteOf(matches: readonly unknown[]): Site {
	const root = matches.find(
		(
			match,
		): match is {
			id: string
			loaderData?: {
				siteName?: string
				publicUrl?: string
				description?: string
			}
		} => (match as { id?: string } | undefined)?.id === 'root',
	)
	return {
		name: root?.loaderData?.siteName ?? 'Brandline',
		url: (root?.loaderData?.publicUrl ?? '').replace(/\/+$/, ''),
		...(root?.loaderData?.description
			? { description: root.loaderData.description }
			: {}),
	}
}

/** An absolute URL on the site for a path (absolute URLs are kept). */
export function absoluteUrl(site: Site, path: string): string {
	return /^https?:\/\//i.test(path)
		? path
		: `${site.url}${path.startsWith('/') ? '' : '/'}${path}`
}

export function pageMeta(page: PageSeo): MetaDescriptor[] {
	const { site } = page
	const title = page.fullTitle ? page.title : `${page.title} | ${site.name}`
	const url = absoluteUrl(site, page.path)
	const image = page.image ?? {
		url: DEFAULT_SOCIAL_IMAGE.path,
		alt: `${site.name}`,
		width: DEFAULT_SOCIAL_IMAGE.width,
		height: DEFAULT_SOCIAL_IMAGE.height,
	}
	const imageUrl = absoluteUrl(site, image.url)
	return [
		{ title },
		{ name: 'description', content: page.description },
		...(page.keywords ? [{ name: 'keywords', content: page.keywords }] : []),
		...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
		{ tagName: 'link', rel: 'canonical', href: page.canonicalUrl ?? url },
		{ property: 'og:site_name', content: site.name },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:title', content: page.title },
		{ property: 'og:description', content: page.description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: imageUrl },
		{ property: 'og:image:alt', content: image.alt },
		...(image.width && image.height
			? [
					{ property: 'og:image:width', content: String(image.width) },
					{ property: 'og:image:height', content: String(image.height) },
				]
			: []),
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: page.title },
		{ name: 'twitter:description', content: page.description },
		{ name: 'twitter:image', content: imageUrl },
		{ name: 'twitter:image:alt', content: image.alt },
		...(page.extra ?? []),
		...(page.jsonLd ?? []).map(block => ({
			'script:ld+json': { '@context': 'https://schema.org', ...block },
		})),
	]
}

// ---------------------------------------------------------------------------------------------
// Structured data (schema.org), one builder per type the SPEC lists.

export function organizationLd(
	site: Site,
	extra: Record<string, unknown> = {},
): JsonLd {
	return {
		'@type': 'Organization',
		name: site.name,
		url: `${site.url}/`,
		logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') },
		...extra,
	}
}

/** The home page: the site, and how to search it. */
export function websiteLd(site: Site): JsonLd {
	return {
		'@type': 'WebSite',
		name: site.name,
		url: `${site.url}/`,
		potentialAction: {
			'@type': 'SearchAction',
			target: {
				'@type': 'EntryPoint',
				urlTemplate: `${site.url}/search?q={search_term_string}`,
			},
			'query-input': 'required name=search_term_string',
		},
	}
}

export interface PersonInput {
	name: string
	/** The profile's path, e.g. /author/claire-ashby. */
	path?: string
	jobTitle?: string
	description?: string
	image?: string
	sameAs?: string[]
	knowsAbout?: string[]
}

export function personLd(site: Site, person: PersonInput): JsonLd {
	return {
		'@type': 'Person',
		name: person.name,
		...(person.path ? { url: absoluteUrl(site, person.path) } : {}),
		...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
		...(person.description ? { description: person.description } : {}),
		...(person.image ? { image: absoluteUrl(site, person.image) } : {}),
		...(person.sameAs?.length ? { sameAs: person.sameAs } : {}),
		...(person.knowsAbout?.length ? { knowsAbout: person.knowsAbout } : {}),
		worksFor: { '@type': 'Organization', name: site.name, url: `${site.url}/` },
	}
}

export interface NewsArticleInput {
	headline: string
	description: string
	path: string
	image: string
	datePublished: string
	dateModified?: string
	section: string
	/** The article's tags, comma-separated. */
	keywords?: string
	author: PersonInput
}

export function newsArticleLd(site: Site, article: NewsArticleInput): JsonLd {
	const url = absoluteUrl(site, article.path)
	return {
		'@type': 'NewsArticle',
		headline: article.headline.slice(0, 110),
		description: article.description,
		url,
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		image: [absoluteUrl(site, article.image)],
		datePublished: article.datePublished,
		dateModified: article.dateModified ?? article.datePublished,
		articleSection: article.section,
		...(article.keywords ? { keywords: article.keywords } : {}),
		author: [
			{
				'@type': 'Person',
				name: article.author.name,
				...(article.author.path
					? { url: absoluteUrl(site, article.author.path) }
					: {}),
			},
		],
		publisher: organizationLd(site),
	}
}

export function faqLd(
	questions: readonly { question: string; answer: string }[],
): JsonLd {
	return {
		'@type': 'FAQPage',
		mainEntity: questions.map(({ question, answer }) => ({
			'@type': 'Question',
			name: question,
			acceptedAnswer: { '@type': 'Answer', text: answer },
		})),
	}
}

export function howToLd(howTo: {
	name: string
	description?: string
	steps: readonly { name: string; text: string }[]
}): JsonLd {
	return {
		'@type': 'HowTo',
		name: howTo.name,
		...(howTo.description ? { description: howTo.description } : {}),
		step: howTo.steps.map((step, index) => ({
			'@type': 'HowToStep',
			position: index + 1,
			name: step.name,
			text: step.text,
		})),
	}
}

export function breadcrumbLd(
	site: Site,
	items: readonly { name: string; path: string }[],
): JsonLd {
	return {
		'@type': 'BreadcrumbList',
		itemListElement: [{ name: 'Home', path: '/' }, ...items].map(
			(item, index) => ({
				'@type': 'ListItem',
				position: index + 1,
				name: item.name,
				item: absoluteUrl(site, item.path),
			}),
		),
	}
}
