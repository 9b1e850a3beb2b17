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

export function mapWxrItem(
	item: WxrItem,
	ctx: WxrContext,
	options: MapOptions = {},
): MapResult {
	const issues: string[] = []
	const empty = { dropped: {}, simplified: {}, removed: {} }
	if (item.type !== 'post' && item.type !== 'page')
		return {
			skipped: `post type "${item.type}"`,
			issues,
			images: [],
			report: empty,
		}
	const status = WP_STATUS[item.status]
	if (!status)
		return {
			skipped: `status "${item.status}"`,
			issues,
			images: [],
			report: empty,
		}
	if (item.status === 'private' || item.status === 'pending')
		issues.push(`WordPress status "${item.status}": imported as a draft`)
	if (item.password)
		issues.push('Password-protected on WordPress: imported as a draft')

	const galleryImages = (ids: number[] | 'children'): GalleryImage[] =>
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
	const shortcodes = convertShortcodes(item.contentHtml, { galleryImages })
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

	const title = plainText(item.title)
	const categories = item.terms.filter(t => t.domain === 'category')
	const postTags = item.terms.filter(t => t.domain === 'post_tag')
	const categoryMap = options.categoryMap ?? {}
	const mapped = categories
		.map(c => categoryMap[decodeSlug(c.slug)])
		.find(c => c !== undefined)
	const category = mapped ?? options.defaultCategory
	if (!mapped)
		issues.push(
			`No category mapping for categories [${categories.map(c => c.slug).join(', ')}]`,
		)
	const author = ctx.doc.authors.find(a => a.login === item.creator)
	if (!author)
		issues.push(`Author "${item.creator}" not in the file's author list`)
	const thumbnail = featuredImage(item, ctx.attachmentsById)
	if (metaValue(item, '_thumbnail_id') && !thumbnail)
		issues.push('Featured image attachment not in the file')
	const imageUrl = thumbnail
		? httpUrl(thumbnail.attachmentUrl, 'Featured image', issues)
		: undefined
	const yoast = yoastFields(item)
	const metaTitle = yoast.title
		? plainText(
				expandYoastTemplate(yoast.title, {
					title,
					sitename: plainText(ctx.doc.title),
				}),
			)
		: ''
	const slugText = decodeSlug(item.slug)
	const publishedAt = wpDate(item.postDateGmt, item.postDate, issues)

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
		...(imageUrl ? { imageUrl } : {}),
		...(imageUrl && thumbnail
			? {
					imageAlt: limit(
						plainText(metaValue(thumbnail, '_wp_attachment_image_alt')),
						LIMITS.imageAlt,
						'Alt text',
						issues,
					),
				}
			: {}),
		...(imageUrl && thumbnail && plainText(thumbnail.excerptHtml)
			? {
					imageCaption: limit(
						plainText(thumbnail.excerptHtml),
						LIMITS.imageCaption,
						'Caption',
						issues,
					),
				}
			: {}),
		...(md.youtubeUrls[0] ? { youtubeUrl: md.youtubeUrls[0] } : {}),
		slug: pickSlug([slugText, title], `wp-${item.id ?? 'x'}`, issues),
		status: item.password ? 'draft' : status,
		...(publishedAt ? { publishedAt } : {}),
		...(metaTitle
			? { metaTitle: limit(metaTitle, LIMITS.metaTitle, 'Meta title', issues) }
			: {}),
		...(yoast.description
			? {
					metaDescription: limit(
						plainText(yoast.description),
						LIMITS.metaDescription,
						'Meta description',
						issues,
					),
				}
			: {}),
		oldPaths: [...oldPaths],
	}
	if (draft.imageAlt === '') delete draft.imageAlt
	const canonical = httpUrl(yoast.canonical, 'Canonical URL', issues)
	if (canonical) draft.canonicalUrl = canonical
	const og = httpUrl(yoast.ogImage, 'Social image', issues)
	if (og) draft.socialImage = og
	if (yoast.noindex) draft.noindex = true
	return {
		draft,
		issues,
		images: md.images,
		report: { ...report, shortcodes: shortcodes.counts },
	}
}
