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
	skippedResult,
	categoryFrom,
	imageFields,
	metaFields,
} from './map-shared.server.ts'
import { mobiledocToHtml } from './mobiledoc-to-html.server.ts'

/** The body as HTML: converted from lexical or mobiledoc, else Ghost's own html field. */
function ghostBodyHtml(
	post: NormalisedGhostPost,
	issues: string[],
): { html: string; converted: ConvertResult | undefined } {
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
	return { html, converted }
}

function ghostStatus(status: string): ArticleStatus {
	if (status === 'published') return 'published'
	if (status === 'scheduled') return 'scheduled'
	return 'draft'
}

/** The post's addresses on the Ghost site, answered with a redirect. */
function ghostOldPaths(post: NormalisedGhostPost): string[] {
	const oldPaths = [`/${encodeURI(post.slug)}/`]
	if (post.type === 'post') oldPaths.push(`/${encodeURI(post.slug)}/amp/`) // Ghost ≤ 5 AMP pages
	return oldPaths
}

const ghostUrl = (value: string, siteUrl: string) =>
	value.replace(/^__GHOST_URL__/, siteUrl)

export function mapGhostPost(
	post: NormalisedGhostPost,
	siteUrl: string,
	options: MapOptions = {},
): MapResult {
	const issues: string[] = []
	if ((post.status === 'sent' || post.emailOnly) && !options.includeEmailOnly)
		return skippedResult('email-only post', issues)
	const { html, converted } = ghostBodyHtml(post, issues)
	if (post.visibility !== 'public')
		issues.push(
			`Ghost visibility "${post.visibility}": imported as public content`,
		)
	if (post.hasCodeInjection)
		issues.push('Code injection (head/foot) not imported')
	const { md, report } = convertBody(html, siteUrl, options, converted)
	if (md.error) issues.push(md.error)

	const category = categoryFrom(
		post.tags.map(t => t.slug),
		`tags [${post.tags.map(t => t.slug).join(', ')}]`,
		options,
		issues,
	)
	const author = post.authors[0]
	const slug = pickSlug([post.slug, post.title], `ghost-${post.id}`, issues)
	const image = post.featureImage
	const imageUrl = image
		? httpUrl(ghostUrl(image.src, siteUrl), 'Feature image', issues)
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
		...imageFields(
			imageUrl,
			image?.alt ? plainText(image.alt) : undefined,
			image?.caption ? plainText(image.caption) : undefined,
			issues,
		),
		...(md.youtubeUrls[0] ? { youtubeUrl: md.youtubeUrls[0] } : {}),
		slug,
		status: ghostStatus(post.status),
		...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
		...metaFields(
			post.metaTitle ? plainText(post.metaTitle) : undefined,
			post.metaDescription ? plainText(post.metaDescription) : undefined,
			issues,
		),
		...(httpUrl(post.canonicalUrl, 'Canonical URL', issues)
			? { canonicalUrl: httpUrl(post.canonicalUrl, 'Canonical URL', []) }
			: {}),
		...(post.og.image
			? {
					socialImage: httpUrl(
						ghostUrl(post.og.image, siteUrl),
						'Social image',
						issues,
					),
				}
			: {}),
		oldPaths: ghostOldPaths(post),
	}
	if (draft.socialImage === undefined) delete draft.socialImage
	return { draft, issues, images: md.images, report }
}
