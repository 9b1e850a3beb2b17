/**
 * WordPress eXtended RSS (WXR 1.0–1.2) → typed records.
 *
 * Element names and structure: WordPress/wordpress-develop src/wp-admin/includes/export.php
 * (export_wp, WXR_VERSION '1.2') and the reader WordPress/wordpress-importer
 * src/parsers/class-wxr-parser-simplexml.php. Namespace prefixes are resolved from the xmlns
 * declarations on <rss> (WordPress writes wp/excerpt/content/dc/wfw, but the URI carries the
 * version: http://wordpress.org/export/1.2/), so a file using other prefixes still reads.
 *
 * The file is read as a stream (wxr-stream.server.ts): these functions read one small tree each.
 */
import {
	childElements,
	firstChild,
	textOf,
	type XmlElement,
} from './xml-tree.server.ts'

export interface WxrAuthor {
	id: number | undefined
	login: string
	email: string
	displayName: string
	firstName: string
	lastName: string
}

export interface WxrTerm {
	id: number | undefined
	/** category, post_tag, or a custom taxonomy's name */
	taxonomy: string
	slug: string
	name: string
	parent: string
	description: string
}

export interface WxrItemTerm {
	/** category, post_tag, post_format, or a custom taxonomy */
	domain: string
	/** the term slug (WordPress stores non-ASCII slugs percent-encoded, e.g. %e6%97%a5) */
	slug: string
	name: string
}

export interface WxrItem {
	id: number | undefined
	title: string
	link: string
	pubDate: string
	/** dc:creator: the author's *login* (match WxrAuthor.login) */
	creator: string
	guid: string
	contentHtml: string
	excerptHtml: string
	/** "YYYY-MM-DD HH:MM:SS", site time and GMT ("0000-00-00 00:00:00" for unscheduled drafts) */
	postDate: string
	postDateGmt: string
	modified: string
	modifiedGmt: string
	/** wp:post_name, percent-encoded as WordPress stores it; see decodeSlug */
	slug: string
	/** publish, draft, future, private, pending, inherit (attachments), trash, … */
	status: string
	/** post, page, attachment, nav_menu_item, wp_block, custom types … */
	type: string
	parentId: number | undefined
	menuOrder: number
	password: string
	isSticky: boolean
	attachmentUrl: string | undefined
	terms: WxrItemTerm[]
	/** wp:postmeta in file order; keys may repeat */
	meta: Array<[key: string, value: string]>
}

export interface WxrDocument {
	version: string
	title: string
	siteUrl: string
	blogUrl: string
	language: string
	authors: WxrAuthor[]
	terms: WxrTerm[]
	items: WxrItem[]
}

const NAMESPACES: Array<[RegExp, string]> = [
	[/^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/?$/, 'excerpt'],
	[/^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/?$/, 'wp'],
	[/^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/, 'content'],
	[/^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/, 'dc'],
]

/** Rewrites element names to the canonical wp:/excerpt:/content:/dc: prefixes. */
export function canonicalPrefixes(root: XmlElement): Map<string, string> {
	const map = new Map<string, string>()
	for (const [attr, uri] of Object.entries(root.attrs)) {
		if (!attr.startsWith('xmlns:')) continue
		const canonical = NAMESPACES.find(([pattern]) => pattern.test(uri))?.[1]
		if (canonical) map.set(attr.slice(6), canonical)
	}
	return map
}

function int(value: string): number | undefined {
	const n = Number.parseInt(value.trim(), 10)
	return Number.isSafeInteger(n) ? n : undefined
}

const text = (element: XmlElement, name: string): string =>
	textOf(firstChild(element, name))

export function readAuthor(element: XmlElement): WxrAuthor {
	return {
		id: int(text(element, 'wp:author_id')),
		login: text(element, 'wp:author_login').trim(),
		email: text(element, 'wp:author_email').trim(),
		displayName: text(element, 'wp:author_display_name').trim(),
		firstName: text(element, 'wp:author_first_name').trim(),
		lastName: text(element, 'wp:author_last_name').trim(),
	}
}

export function readTerm(element: XmlElement): WxrTerm {
	if (element.name === 'wp:category') {
		return {
			id: int(text(element, 'wp:term_id')),
			taxonomy: 'category',
			slug: text(element, 'wp:category_nicename').trim(),
			name: text(element, 'wp:cat_name').trim(),
			parent: text(element, 'wp:category_parent').trim(),
			description: text(element, 'wp:category_description'),
		}
	}
	if (element.name === 'wp:tag') {
		return {
			id: int(text(element, 'wp:term_id')),
			taxonomy: 'post_tag',
			slug: text(element, 'wp:tag_slug').trim(),
			name: text(element, 'wp:tag_name').trim(),
			parent: '',
			description: text(element, 'wp:tag_description'),
		}
	}
	return {
		id: int(text(element, 'wp:term_id')),
		taxonomy: text(element, 'wp:term_taxonomy').trim(),
		slug: text(element, 'wp:term_slug').trim(),
		name: text(element, 'wp:term_name').trim(),
		parent: text(element, 'wp:term_parent').trim(),
		description: text(element, 'wp:term_description'),
	}
}

export function readItem(item: XmlElement): WxrItem {
	const attachmentUrl = firstChild(item, 'wp:attachment_url')
	return {
		id: int(text(item, 'wp:post_id')),
		title: text(item, 'title'),
		link: text(item, 'link').trim(),
		pubDate: text(item, 'pubDate').trim(),
		creator: text(item, 'dc:creator').trim(),
		guid: text(item, 'guid').trim(),
		contentHtml: text(item, 'content:encoded'),
		excerptHtml: text(item, 'excerpt:encoded'),
		postDate: text(item, 'wp:post_date').trim(),
		postDateGmt: text(item, 'wp:post_date_gmt').trim(),
		modified: text(item, 'wp:post_modified').trim(),
		modifiedGmt: text(item, 'wp:post_modified_gmt').trim(),
		slug: text(item, 'wp:post_name').trim(),
		status: text(item, 'wp:status').trim(),
		type: text(item, 'wp:post_type').trim(),
		parentId: int(text(item, 'wp:post_parent')),
		menuOrder: int(text(item, 'wp:menu_order')) ?? 0,
		password: text(item, 'wp:post_password'),
		isSticky: text(item, 'wp:is_sticky').trim() === '1',
		attachmentUrl: attachmentUrl ? textOf(attachmentUrl).trim() : undefined,
		terms: childElements(item, 'category')
			.filter(c => c.attrs.nicename !== undefined)
			.map(c => ({
				domain: c.attrs.domain ?? '',
				slug: c.attrs.nicename ?? '',
				name: textOf(c).trim(),
			})),
		meta: childElements(item, 'wp:postmeta').map(m => [
			text(m, 'wp:meta_key'),
			text(m, 'wp:meta_value'),
		]),
	}
}

/** The value of the last postmeta with this key (WordPress's get_post_meta(…, true) returns the first; exports rarely repeat these keys). */
export function metaValue(item: WxrItem, key: string): string | undefined {
	let value: string | undefined
	for (const [k, v] of item.meta)
		if (k === key && value === undefined) value = v
	return value
}

/**
 * wp:post_name / nicename as text: WordPress percent-encodes non-ASCII slugs (sanitize_title_with_dashes
 * → utf8_uri_encode), e.g. "caf%c3%a9" → "café". Malformed escapes are left as they are.
 */
export function decodeSlug(slug: string): string {
	try {
		return decodeURIComponent(slug)
	} catch {
		return slug
	}
}

/** The featured image: _thumbnail_id postmeta → the attachment item with that wp:post_id. */
export function featuredImage(
	item: WxrItem,
	attachmentsById: Map<number, WxrItem>,
): WxrItem | undefined {
	const id = int(metaValue(item, '_thumbnail_id') ?? '')
	return id === undefined ? undefined : attachmentsById.get(id)
}

/**
 * Yoast SEO fields. Yoast stores post meta under the prefix `_yoast_wpseo_` (WPSEO_Meta::$meta_prefix
 * in Yoast/wordpress-seo inc/class-wpseo-meta.php) with the keys title, metadesc, canonical,
 * meta-robots-noindex ("1" = noindex), opengraph-title, opengraph-description, opengraph-image, …
 * Titles and descriptions may hold Yoast variables (%%title%% %%sep%% %%sitename%%): see expandYoastTemplate.
 */
export function yoastFields(item: WxrItem): {
	title?: string
	description?: string
	canonical?: string
	noindex?: boolean
	ogTitle?: string
	ogDescription?: string
	ogImage?: string
} {
	const out: ReturnType<typeof yoastFields> = {}
	const get = (key: string) =>
		metaValue(item, `_yoast_wpseo_${key}`)?.trim() || undefined
	const title = get('title')
	const description = get('metadesc')
	const canonical = get('canonical')
	const ogTitle = get('opengraph-title')
	const ogDescription = get('opengraph-description')
	const ogImage = get('opengraph-image')
	if (title) out.title = title
	if (description) out.description = description
	if (canonical) out.canonical = canonical
	if (ogTitle) out.ogTitle = ogTitle
	if (ogDescription) out.ogDescription = ogDescription
	if (ogImage) out.ogImage = ogImage
	if (get('meta-robots-noindex') === '1') out.noindex = true
	return out
}

/**
 * Fills the common Yoast variables and removes the rest: "%%title%% %%sep%% %%sitename%%" →
 * "Post – Site". Unknown %%vars%% (there are dozens) are dropped rather than shown.
 */
export function expandYoastTemplate(
	template: string,
	vars: {
		title: string
		sitename?: string
		sitedesc?: string
		excerpt?: string
		sep?: string
		category?: string
	},
): string {
	const values: Record<string, string> = {
		title: vars.title,
		sitename: vars.sitename ?? '',
		sitedesc: vars.sitedesc ?? '',
		excerpt: vars.excerpt ?? '',
		excerpt_only: vars.excerpt ?? '',
		sep: vars.sep ?? '–',
		category: vars.category ?? '',
		primary_category: vars.category ?? '',
		page: '',
	}
	return template
		.replace(
			/%%([a-z_]+)%%/gi,
			(_, name: string) => values[name.toLowerCase()] ?? '',
		)
		.replace(/\s+/g, ' ')
		.replace(/^[\s–|-]+|[\s–|-]+$/g, '')
}
