/**
 * Normalised Ghost posts / WXR items → drafts shaped like the app's ArticleSchema input
 * (app/schemas/article.ts), plus the old paths to redirect and a per-post report.
 *
 * Limits mirror the app (headline 200, summary 500, meta title 70, meta description 160, alt 250,
 * caption 300, slug /^[a-z0-9]+(?:-[a-z0-9]+)*$/ ≤ 100, tags ≤ 10 × 40 chars, statuses
 * draft/scheduled/published).
 * Nothing here trusts the source: text fields that may hold HTML become plain text, URLs must be
 * http(s), and every shortening or omission is reported in `issues`.
 */
import { htmlToPlainText } from '#app/lib/html-text.ts'
import { slugify } from '#app/lib/slug.ts'
import {
	htmlToMarkdown,
	type HtmlToMarkdownOptions,
	type ImportedImage,
} from './html-to-markdown.server.ts'
import type { ConvertResult } from './lexical-to-html.server.ts'

export const LIMITS = {
	headline: 200,
	summary: 500,
	metaTitle: 70,
	metaDescription: 160,
	imageAlt: 250,
	imageCaption: 300,
	slug: 100,
	tags: 10,
	tag: 40,
} as const

export type ArticleStatus = 'draft' | 'scheduled' | 'published'

export interface ArticleDraft {
	source: 'ghost' | 'wordpress'
	sourceId: string
	headline: string
	summary: string
	content: string
	author: string
	authorEmail?: string
	/** Undefined when no mapping matched: the editor must choose. */
	category?: string
	tags: string[]
	imageUrl?: string
	imageAlt?: string
	imageCaption?: string
	youtubeUrl?: string
	slug?: string
	status: ArticleStatus
	publishedAt?: Date
	metaTitle?: string
	metaDescription?: string
	canonicalUrl?: string
	socialImage?: string
	noindex?: boolean
	/** Paths on the old site to answer with 301 → /article/{slug}. */
	oldPaths: string[]
}

export interface MapResult {
	draft?: ArticleDraft
	/** Why the item is not imported (email-only, attachment, trash, …). */
	skipped?: string
	issues: string[]
	images: ImportedImage[]
	report: {
		dropped: Record<string, number>
		simplified: Record<string, number>
		removed: Record<string, number>
		/** WordPress shortcodes removed or converted, by name. */
		shortcodes?: Record<
			string,
			{ converted: number; unwrapped: number; removed: number }
		>
	}
}

export interface MapOptions {
	/** Source tag/category slug → app category. The first of the post's terms that maps wins. */
	categoryMap?: Record<string, string>
	defaultCategory?: string
	/** Rewrites body/image URLs (e.g. __GHOST_URL__ → uploaded copies). */
	rewriteUrl?: HtmlToMarkdownOptions['rewriteUrl']
	/** Import Ghost email-only ("sent") posts as drafts instead of skipping them. */
	includeEmailOnly?: boolean
	now?: Date
}

/** HTML (or text that may hold tags and entities) as one line of plain text. */
export function plainText(html: string | null | undefined): string {
	return html ? htmlToPlainText(html) : ''
}

export function limit(
	value: string,
	max: number,
	field: string,
	issues: string[],
): string {
	if (value.length <= max) return value
	issues.push(`${field} shortened from ${value.length} to ${max} characters`)
	const cut = value.slice(0, max - 1)
	const space = cut.lastIndexOf(' ')
	return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}

export function httpUrl(
	value: string | null | undefined,
	field: string,
	issues: string[],
): string | undefined {
	if (!value?.trim()) return undefined
	try {
		const url = new URL(value.trim())
		if (url.protocol === 'https:' || url.protocol === 'http:') return url.href
	} catch {
		// fall through
	}
	issues.push(`${field} dropped: not an http(s) address`)
	return undefined
}

export function tagsFrom(names: string[], issues: string[]): string[] {
	const out: string[] = []
	const slugs = new Set<string>()
	for (const raw of names) {
		const name = plainText(raw).slice(0, LIMITS.tag).trim()
		const slug = slugify(name, LIMITS.tag)
		if (!slug) {
			issues.push(
				`Tag "${raw.slice(0, 40)}" dropped: no latin letter or digit for its address`,
			)
			continue
		}
		if (slugs.has(slug)) continue
		if (out.length === LIMITS.tags) {
			issues.push(`More than ${LIMITS.tags} tags: the rest dropped`)
			break
		}
		slugs.add(slug)
		out.push(name)
	}
	return out
}

export function pickSlug(
	candidates: string[],
	fallback: string,
	issues: string[],
): string {
	for (const candidate of candidates) {
		const slug = slugify(candidate, LIMITS.slug)
		if (slug) {
			if (slug !== candidate)
				issues.push(`Slug "${candidate.slice(0, 60)}" became "${slug}"`)
			return slug
		}
	}
	issues.push(`No latin slug could be made: using "${fallback}"`)
	return fallback
}

export function summaryFrom(
	candidates: Array<string | null | undefined>,
	markdownBody: string,
	issues: string[],
): string {
	for (const candidate of candidates) {
		const text = plainText(candidate)
		if (text) return limit(text, LIMITS.summary, 'Summary', issues)
	}
	const firstParagraph = markdownBody
		.split(/\n{2,}/)
		.map(block =>
			block
				.replace(/[#>*_`[\]()!-]/g, ' ')
				.replace(/\s+/g, ' ')
				.trim(),
		)
		.find(block => block.length > 20 && !/^https?:/.test(block))
	issues.push('No excerpt: summary taken from the first paragraph')
	return limit(firstParagraph ?? '', 300, 'Summary', issues)
}

/**
 * Makes every body URL absolute against the old site (Ghost's __GHOST_URL__ placeholder, relative
 * paths), then applies the caller's rewrite (e.g. to uploaded copies). Non-http(s) results are dropped.
 */
export function resolvingRewrite(
	siteUrl: string,
	rewrite?: MapOptions['rewriteUrl'],
): NonNullable<MapOptions['rewriteUrl']> {
	const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`
	return (url, kind) => {
		let absolute: URL
		try {
			absolute = new URL(url.replace(/^__GHOST_URL__\/?/, base), base)
		} catch {
			return undefined
		}
		if (
			absolute.protocol !== 'https:' &&
			absolute.protocol !== 'http:' &&
			absolute.protocol !== 'mailto:'
		)
			return undefined
		return rewrite ? rewrite(absolute.href, kind) : absolute.href
	}
}

export function convertBody(
	html: string,
	siteUrl: string,
	options: MapOptions,
	converted: ConvertResult | undefined,
) {
	const md = htmlToMarkdown(html, {
		rewriteUrl: resolvingRewrite(siteUrl, options.rewriteUrl),
	})
	return {
		md,
		report: {
			dropped: converted?.dropped ?? {},
			simplified: converted?.simplified ?? {},
			removed: md.removed,
		},
	}
}

/** The result for an item that is not imported, and why. */
export function skippedResult(skipped: string, issues: string[]): MapResult {
	return {
		skipped,
		issues,
		images: [],
		report: { dropped: {}, simplified: {}, removed: {} },
	}
}

/**
 * The category of the first slug the category map knows, else the default; `listed` names the
 * source's terms in the issue when none maps.
 */
export function categoryFrom(
	slugs: string[],
	listed: string,
	options: MapOptions,
	issues: string[],
): string | undefined {
	const categoryMap = options.categoryMap ?? {}
	const mapped = slugs.map(slug => categoryMap[slug]).find(c => c !== undefined)
	if (!mapped) issues.push(`No category mapping for ${listed}`)
	return mapped ?? options.defaultCategory
}

/** The lead image with its alt text and caption (plain text; undefined: none), cut to their limits. */
export function imageFields(
	imageUrl: string | undefined,
	alt: string | undefined,
	caption: string | undefined,
	issues: string[],
): Pick<ArticleDraft, 'imageUrl' | 'imageAlt' | 'imageCaption'> {
	if (!imageUrl) return {}
	return {
		imageUrl,
		...(alt === undefined
			? {}
			: { imageAlt: limit(alt, LIMITS.imageAlt, 'Alt text', issues) }),
		...(caption === undefined
			? {}
			: {
					imageCaption: limit(caption, LIMITS.imageCaption, 'Caption', issues),
				}),
	}
}

/** The meta title and description (plain text; undefined: none), cut to their limits. */
export function metaFields(
	title: string | undefined,
	description: string | undefined,
	issues: string[],
): Pick<ArticleDraft, 'metaTitle' | 'metaDescription'> {
	return {
		...(title !== undefined
			? { metaTitle: limit(title, LIMITS.metaTitle, 'Meta title', issues) }
			: {}),
		...(description !== undefined
			? {
					metaDescription: limit(
						description,
						LIMITS.metaDescription,
						'Meta description',
						issues,
					),
				}
			: {}),
	}
}

/**
 * Two imported articles may not share an address: the second (and later) get "-2", "-3", … as the
 * app does for new articles (docs/decisions/036). Existing slugs in the app should be passed in.
 */
export function assignUniqueSlugs(
	results: MapResult[],
	taken: Iterable<string> = [],
): void {
	const used = new Set(taken)
	for (const result of results) {
		const draft = result.draft
		if (!draft?.slug) continue
		let slug = draft.slug
		for (let n = 2; used.has(slug); n++)
			slug = `${draft.slug.slice(0, LIMITS.slug - String(n).length - 1)}-${n}`
		if (slug !== draft.slug)
			result.issues.push(`Slug "${draft.slug}" already taken: using "${slug}"`)
		draft.slug = slug
		used.add(slug)
	}
}
