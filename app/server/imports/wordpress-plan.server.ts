/**
 * A WordPress export (WXR) read into the sources an import plans (import-plan.server.ts, decision
 * 063). The XML is read by the streaming reader with the upload's own limits: no DOCTYPE, so no
 * entity can be declared or expanded and nothing external is ever fetched; nesting at most
 * `WXR_MAX_DEPTH`, one item at most `WXR_MAX_ITEM_CHARS`. Posts and pages are imported; attachments
 * serve as their images; menus, revisions and the like are the old site's machinery, not content.
 */
import { createHash } from 'node:crypto'
import { IMPORT_MAX_BYTES } from '#app/schemas/import.ts'
import { invalid } from '#app/server/platform/errors.server.ts'
import { cannotImport, utf8Text } from './ghost-plan.server.ts'
import type { ReadUpload } from './import-plan.server.ts'
import { mapWxrItem, wxrContext } from './map-wordpress.server.ts'
import { decodeSlug, type WxrItem } from './wxr-parse.server.ts'
import { readWxrDocument } from './wxr-stream.server.ts'
import { XmlRefusedError } from './xml-tree.server.ts'

export const WXR_MAX_DEPTH = 32
export const WXR_MAX_ITEM_CHARS = 16 * 1024 * 1024

/** WordPress's own records, not a publisher's writing: read for images, never listed as left out. */
const MACHINERY = new Set([
	'attachment',
	'nav_menu_item',
	'revision',
	'customize_changeset',
	'custom_css',
	'oembed_cache',
	'user_request',
	'wp_block',
	'wp_global_styles',
	'wp_navigation',
	'wp_template',
	'wp_template_part',
	'wp_font_face',
	'wp_font_family',
])

/** The article made from a WordPress post: the same post of the same site always gives the same id. */
export function wordpressArticleId(site: string, item: WxrItem): string {
	const key = item.id === undefined ? item.guid || item.link : String(item.id)
	const origin = site.replace(/\/+$/, '').toLowerCase()
	return `wp-${createHash('sha256').update(`wordpress:${origin}:${key}`).digest('hex').slice(0, 20)}`
}

/** Whether the upload is XML (a WXR file) rather than JSON (a Ghost export). */
export function looksLikeXml(bytes: Uint8Array): boolean {
	for (const byte of bytes.subarray(0, 1024)) {
		if (byte === 0xef || byte === 0xbb || byte === 0xbf) continue // UTF-8 byte order mark
		if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d)
			continue
		return byte === 0x3c // "<"
	}
	return false
}

/** The uploaded bytes as a WordPress export, or a refusal that says what is wrong with the file. */
export async function readWordPressUpload(
	bytes: Uint8Array,
	siteUrl: string,
): Promise<ReadUpload> {
	const text = utf8Text(bytes, 'a WordPress export')
	let doc: Awaited<ReturnType<typeof readWxrDocument>>
	try {
		doc = await readWxrDocument([text], {
			maxChars: IMPORT_MAX_BYTES,
			maxItemChars: WXR_MAX_ITEM_CHARS,
			maxDepth: WXR_MAX_DEPTH,
		})
	} catch (error) {
		if (error instanceof XmlRefusedError) cannotImport(error)
		if (error instanceof Error)
			throw invalid(
				`This file is not a WordPress export: its XML is broken (${error.message.slice(0, 200)}).`,
			)
		throw error
	}
	const ctx = wxrContext(doc)
	const site = doc.siteUrl || doc.blogUrl || siteUrl
	if (!doc.blogUrl) doc.blogUrl = siteUrl
	const items = doc.items.filter(item => !MACHINERY.has(item.type))
	const warnings: string[] = []
	if (items.length === 0) warnings.push('The file holds no posts or pages.')
	return {
		source: 'wordpress',
		version: doc.version,
		warnings,
		posts: items.map(item => ({
			articleId: wordpressArticleId(site, item),
			title:
				item.title.trim().slice(0, 200) ||
				decodeSlug(item.slug) ||
				`WordPress post ${item.id ?? ''}`.trim(),
			type: item.type,
			terms: item.terms
				.filter(term => term.domain === 'category')
				.map(term => ({ slug: decodeSlug(term.slug), name: term.name })),
			map: choice => mapWxrItem(item, ctx, choice),
		})),
	}
}
