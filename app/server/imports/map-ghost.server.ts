/** A normalised Ghost post → an article draft (see map-shared.server.ts for the rules). */
import type { NormalisedGhostPost } from './ghost-export.server.ts'
import { lexicalToHtml, type ConvertResult } from './lexical-to-html.server.ts'
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
import { mobiledocToHtml } from './mobiledoc-to-html.server.ts'

export function mapGhostPost(
	post: NormalisedGhostPost,
	siteUrl: string,
	options: MapOptions = {},
): MapResult {
	const issues: string[] = []
	const empty = { dropped: {}, simplified: {}, removed: {} }
	if (post.status === 'sent' || post.emailOnly) {
		if (!options.includeEmailOnly)
			return { skipped: 'email-only post', issues, images: [], report: empty }
	}
	let converted: ConvertResult | undefined
	let html = post.body.html ?? ''
	if (post.body.format === 'lexical')
		converted = lexicalToHtml(post.body.source)
	else if (post.body.format === 'mobiledoc')
		converted = mobiledocToHtml(post.body.source)
	if (converted?.error)
		issues.push(
			`${post.body.format} unreadable (${converted.error}): used the html field`,
		)
	else if (converted) html = converted.html
	if (converted?.dropped.paywall)
		issues.push(
			'Had a members-only section (paywall card): all of it is imported as public',
		)
	if (post.visibility !== 'public')
		issues.push(
			`Ghost visibility "${post.visibility}": imported as public content`,
		)
	if (post.hasCodeInjection)
		issues.push('Code injection (head/foot) not imported')
	const { md, report } = convertBody(html, siteUrl, options, converted)
	if (md.error) issues.push(md.error)

	const status: ArticleStatus =
		post.status === 'published'
			? 'published'
			: post.status === 'scheduled'
				? 'scheduled'
				: 'draft'
	const categoryMap = options.categoryMap ?? {}
	const mapped = post.tags
		.map(t => categoryMap[t.slug])
		.find(c => c !== undefined)
	const category = mapped ?? options.defaultCategory
	if (!mapped)
		issues.push(
			`No category mapping for tags [${post.tags.map(t => t.slug).join(', ')}]`,
		)
	const author = post.authors[0]
	const slug = pickSlug([post.slug, post.title], `ghost-${post.id}`, issues)
	const oldPaths = [`/${encodeURI(post.slug)}/`]
	if (post.type === 'post') oldPaths.push(`/${encodeURI(post.slug)}/amp/`) // Ghost ≤ 5 AMP pages
	const image = post.featureImage
	const imageUrl = image
		? httpUrl(
				image.src.replace(/^__GHOST_URL__/, siteUrl),
				'Feature image',
				issues,
			)
		: undefined
	const draft: ArticleDraft = {
		source: 'ghost',
		sourceId: post.id,
		headline: limit(plainText(post.title), LIMITS.headline, 'Headline', issues),
		summary: summaryFrom(
			[post.customExcerpt, post.metaDescription],
			md.markdown,
			issues,
		),
		content: md.markdown,
		author: plainText(author?.name) || 'Unknown',
		...(author?.email ? { authorEmail: author.email } : {}),
		...(category ? { category } : {}),
		tags: tagsFrom(
			post.tags.map(t => t.name),
			issues,
		),
		...(imageUrl ? { imageUrl } : {}),
		...(imageUrl && image?.alt
			? {
					imageAlt: limit(
						plainText(image.alt),
						LIMITS.imageAlt,
						'Alt text',
						issues,
					),
				}
			: {}),
		...(imageUrl && image?.caption
			? {
					imageCaption: limit(
						plainText(image.caption),
						LIMITS.imageCaption,
						'Caption',
						issues,
					),
				}
			: {}),
		...(md.youtubeUrls[0] ? { youtubeUrl: md.youtubeUrls[0] } : {}),
		slug,
		status,
		...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
		...(post.metaTitle
			? {
					metaTitle: limit(
						plainText(post.metaTitle),
						LIMITS.metaTitle,
						'Meta title',
						issues,
					),
				}
			: {}),
		...(post.metaDescription
			? {
					metaDescription: limit(
						plainText(post.metaDescription),
						LIMITS.metaDescription,
						'Meta description',
						issues,
					),
				}
			: {}),
		...(httpUrl(post.canonicalUrl, 'Canonical URL', issues)
			? { canonicalUrl: httpUrl(post.canonicalUrl, 'Canonical URL', []) }
			: {}),
		...(post.og.image
			? {
					socialImage: httpUrl(
						post.og.image.replace(/^__GHOST_URL__/, siteUrl),
						'Social image',
						issues,
					),
				}
			: {}),
		oldPaths,
	}
	if (draft.socialImage === undefined) delete draft.socialImage
	return { draft, issues, images: md.images, report }
}
