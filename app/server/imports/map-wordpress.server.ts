/** A WXR item → an article draft (see map-shared.server.ts for the rules). */
import {
	type ArticleDraft,
	type ArticleStatus,
	convertBody,
	httpUrl,
	limit,
	LIMITS,
	type MapOptions,
	type MapResult,
	pickSlug,
	plainText,
	summaryFrom,
	tagsFrom,
	skippedResult,
	categoryFrom,
	imageFields,
	metaFields,
} from './map-shared.server.ts'
import {
	autoParagraphs,
	convertShortcodes,
	type GalleryImage,
} from './wordpress-shortcodes.server.ts'
import {
	decodeSlug,
	expandYoastTemplate,
	featuredImage,
	metaValue,
	yoastFields,
	type WxrDocument,
	type WxrItem,
} from './wxr-parse.server.ts'

export interface WxrContext {
	doc: WxrDocument
	attachmentsById: Map<number, WxrItem>
	attachmentsByParent: Map<number, WxrItem[]>
}

export function wxrContext(doc: WxrDocument): WxrContext {
	const attachmentsById = new Map<number, WxrItem>()
	const attachmentsByParent = new Map<number, WxrItem[]>()
	for (const item of doc.items) {
		if (item.type !== 'attachment' || item.id === undefined) continue
		attachmentsById.set(item.id, item)
		if (item.parentId)
			attachmentsByParent.set(item.parentId, [
				...(attachmentsByParent.get(item.parentId) ?? []),
				item,
			])
	}
	return { doc, attachmentsById, attachmentsByParent }
}

const WP_STATUS: Record<string, ArticleStatus | undefined> = {
	publish: 'published',
	future: 'scheduled',
	draft: 'draft',
	pending: 'draft',
	private: 'draft',
}

/** "YYYY-MM-DD HH:MM:SS" (GMT) → Date; WordPress writes 0000-00-00 00:00:00 for undated drafts. */
function wpDate(
	gmt: string,
	local: string,
	issues: string[],
): Date | undefined {
	const parse = (value: string) => {
		if (
			!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ||
			value.startsWith('0000')
		)
			return undefined
		const date = new Date(`${value.replace(' ', 'T')}Z`)
		return Number.isNaN(date.getTime()) ? undefined : date
	}
	const date = parse(gmt)
	if (date) return date
	const fallback = parse(local)
	if (fallback) issues.push('No GMT date: used the site-local date as UTC')
	return fallback
}

/** A [gallery]'s images: the attachments it names, or those of the post itself. */
function galleryImagesOf(item: WxrItem, ctx: WxrContext) {
	return (ids: number[] | 'children'): GalleryImage[] =>
		(ids === 'children'
			? (ctx.attachmentsByParent.get(item.id ?? -1) ?? [])
			: ids.map(id => ctx.attachmentsById.get(id)).filter(a => a !== undefined)
		)
			.filter(a => a.attachmentUrl)
			.map(a => ({
				src: a.attachmentUrl ?? '',
				alt: metaValue(a, '_wp_attachment_image_alt') ?? '',
				caption: plainText(a.excerptHtml),
			}))
}

/** The body: shortcodes converted, paragraphs added, then markdown. */
function wxrBody(
	item: WxrItem,
	ctx: WxrContext,
	options: MapOptions,
	issues: string[],
) {
	const shortcodes = convertShortcodes(item.contentHtml, {
		galleryImages: galleryImagesOf(item, ctx),
	})
	const { md, report } = convertBody(
		autoParagraphs(shortcodes.html),
		ctx.doc.blogUrl || ctx.doc.siteUrl,
		options,
		undefined,
	)
	if (md.error) issues.push(md.error)
	if (shortcodes.suspects.length)
		issues.push(
			`Left as text, may be shortcodes: ${shortcodes.suspects.slice(0, 5).join(' ')}`,
		)
	return { md, report: { ...report, shortcodes: shortcodes.counts } }
}

/** The featured image (its attachment) and its address. */
function wxrImage(item: WxrItem, ctx: WxrContext, issues: string[]) {
	const thumbnail = featuredImage(item, ctx.attachmentsById)
	if (metaValue(item, '_thumbnail_id') && !thumbnail)
		issues.push('Featured image attachment not in the file')
	const imageUrl = thumbnail
		? httpUrl(thumbnail.attachmentUrl, 'Featured image', issues)
		: undefined
	return { thumbnail, imageUrl }
}

/** The item's addresses on the WordPress site (its link, ?p= or ?page_id=, the dated permalink). */
function wxrOldPaths(item: WxrItem, issues: string[]): string[] {
	const oldPaths = new Set<string>()
	try {
		if (item.link)
			oldPaths.add(new URL(item.link).pathname + new URL(item.link).search)
	} catch {
		issues.push('Unreadable <link>')
	}
	if (item.id !== undefined)
		oldPaths.add(
			item.type === 'page' ? `/?page_id=${item.id}` : `/?p=${item.id}`,
		)
	const [y, m, d] = item.postDate.split(' ')[0]?.split('-') ?? []
	if (item.type === 'post' && item.slug && y && m && d && y !== '0000')
		oldPaths.add(`/${y}/${m}/${d}/${item.slug}/`)
	if (item.type === 'page' && item.slug) oldPaths.add(`/${item.slug}/`)
	return [...oldPaths]
}

/** Yoast's SEO title, its %%title%% and %%sitename%% filled in, as plain text. */
function yoastTitle(
	template: string | undefined,
	title: string,
	ctx: WxrContext,
): string {
	if (!template) return ''
	return plainText(
		expandYoastTemplate(template, {
			title,
			sitename: plainText(ctx.doc.title),
		}),
	)
}

/** Why an item is not imported (another post type, a status like trash), if it is not. */
function skipReason(item: WxrItem): string | undefined {
	if (item.type !== 'post' && item.type !== 'page')
		return `post type "${item.type}"`
	if (!WP_STATUS[item.status]) return `status "${item.status}"`
	return undefined
}

/** The article's status: WordPress's, or a draft when it was private, pending or password-protected. */
function wxrStatus(item: WxrItem, issues: string[]): ArticleStatus {
	if (item.status === 'private' || item.status === 'pending')
		issues.push(`WordPress status "${item.status}": imported as a draft`)
	if (item.password)
		issues.push('Password-protected on WordPress: imported as a draft')
	// skipReason has refused a status WP_STATUS does not know.
	return item.password ? 'draft' : (WP_STATUS[item.status] ?? 'draft')
}

export function mapWxrItem(
	item: WxrItem,
	ctx: WxrContext,
	options: MapOptions = {},
): MapResult {
	const issues: string[] = []
	const skipped = skipReason(item)
	if (skipped) return skippedResult(skipped, issues)
	const status = wxrStatus(item, issues)
	const { md, report } = wxrBody(item, ctx, options, issues)

	const title = plainText(item.title)
	const categories = item.terms.filter(t => t.domain === 'category')
	const postTags = item.terms.filter(t => t.domain === 'post_tag')
	const category = categoryFrom(
		categories.map(c => decodeSlug(c.slug)),
		`categories [${categories.map(c => c.slug).join(', ')}]`,
		options,
		issues,
	)
	const author = ctx.doc.authors.find(a => a.login === item.creator)
	if (!author)
		issues.push(`Author "${item.creator}" not in the file's author list`)
	const { thumbnail, imageUrl } = wxrImage(item, ctx, issues)
	const yoast = yoastFields(item)
	const metaTitle = yoastTitle(yoast.title, title, ctx)
	const publishedAt = wpDate(item.postDateGmt, item.postDate, issues)
	const oldPaths = wxrOldPaths(item, issues)

	const draft: ArticleDraft = {
		source: 'wordpress',
		sourceId: String(item.id ?? ''),
		headline: limit(title, LIMITS.headline, 'Headline', issues),
		summary: summaryFrom(
			[item.excerptHtml, yoast.description],
			md.markdown,
			issues,
		),
		content: md.markdown,
		author: plainText(author?.displayName) || item.creator || 'Unknown',
		...(author?.email ? { authorEmail: author.email } : {}),
		...(category ? { category } : {}),
		tags: tagsFrom(
			[...postTags, ...categories].map(t => t.name),
			issues,
		),
		...imageFields(
			imageUrl,
			thumbnail
				? plainText(metaValue(thumbnail, '_wp_attachment_image_alt'))
				: undefined,
			plainText(thumbnail?.excerptHtml) || undefined,
			issues,
		),
		...(md.youtubeUrls[0] ? { youtubeUrl: md.youtubeUrls[0] } : {}),
		slug: pickSlug(
			[decodeSlug(item.slug), title],
			`wp-${item.id ?? 'x'}`,
			issues,
		),
		status,
		...(publishedAt ? { publishedAt } : {}),
		...metaFields(
			metaTitle || undefined,
			yoast.description ? plainText(yoast.description) : undefined,
			issues,
		),
		oldPaths,
	}
	if (draft.imageAlt === '') delete draft.imageAlt
	const canonical = httpUrl(yoast.canonical, 'Canonical URL', issues)
	if (canonical) draft.canonicalUrl = canonical
	const og = httpUrl(yoast.ogImage, 'Social image', issues)
	if (og) draft.socialImage = og
	if (yoast.noindex) draft.noindex = true
	return { draft, issues, images: md.images, report }
}
