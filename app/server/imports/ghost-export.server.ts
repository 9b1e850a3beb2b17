/**
 * Ghost JSON export (Settings → Advanced → Import/Export → Export content) → normalised posts.
 *
 * Shape (verified in TryGhost/Ghost, see FORMATS.md):
 * - file: `{"db":[{"meta":{...},"data":{...}}]}`; Ghost's importer also takes the inner object
 *   directly (ghost/core/core/server/data/importer/handlers/json.js);
 * - meta: `{exported_on: <ms>, version: "5.x.y"|"6.x.y"}` (exporter.js; importer requires semver);
 * - data: one array per table (exporter/table-lists.js TABLES_ALLOWLIST): posts, posts_meta,
 *   posts_tags, posts_authors, tags, users, roles, roles_users, settings, …
 * - columns: ghost/core/core/server/data/schema/schema.js. SEO/feature-image extras live in
 *   posts_meta (feature_image_alt, feature_image_caption, meta_title, meta_description, og_*,
 *   twitter_*); before Ghost 3 they sat on the post row, and posts-importer.js still falls back to
 *   the post's own fields — so do we.
 * - Ghost ≥ 4 stores site URLs as `__GHOST_URL__/…` (TryGhost/SDK url-utils
 *   relative-to-transform-ready, replacementStr '__GHOST_URL__').
 */
import { z } from 'zod'
import { parseJsonGuarded } from './json-guard.server.ts'

const nullableString = z
	.string()
	.nullish()
	.transform(v => v ?? null)
const id = z.union([z.string(), z.number()]).transform(String)
const date = z
	.union([z.string(), z.number()])
	.nullish()
	.transform(v => {
		if (v === null || v === undefined || v === '') return null
		const d = new Date(v)
		return Number.isNaN(d.getTime()) ? null : d
	})

export const GhostPostSchema = z.looseObject({
	id,
	uuid: nullableString,
	title: z.string().default(''),
	slug: z.string().default(''),
	mobiledoc: nullableString,
	lexical: nullableString,
	html: nullableString,
	plaintext: nullableString,
	feature_image: nullableString,
	featured: z
		.union([z.boolean(), z.number()])
		.nullish()
		.transform(v => v === true || v === 1),
	type: z.string().nullish(),
	page: z.union([z.boolean(), z.number()]).nullish(), // Ghost < 3: page true/false instead of type
	status: z.string().default('draft'),
	visibility: z
		.string()
		.nullish()
		.transform(v => v ?? 'public'),
	created_at: date,
	updated_at: date,
	published_at: date,
	custom_excerpt: nullableString,
	canonical_url: nullableString,
	codeinjection_head: nullableString,
	codeinjection_foot: nullableString,
	author_id: id.nullish(), // Ghost < 1.22
})

export const GhostPostMetaSchema = z.looseObject({
	post_id: id,
	og_image: nullableString,
	og_title: nullableString,
	og_description: nullableString,
	twitter_image: nullableString,
	twitter_title: nullableString,
	twitter_description: nullableString,
	meta_title: nullableString,
	meta_description: nullableString,
	email_subject: nullableString,
	feature_image_alt: nullableString,
	feature_image_caption: nullableString,
	email_only: z.union([z.boolean(), z.number()]).nullish(),
})

export const GhostTagSchema = z.looseObject({
	id,
	name: z.string().default(''),
	slug: z.string().default(''),
	description: nullableString,
	visibility: z
		.string()
		.nullish()
		.transform(v => v ?? 'public'),
})

export const GhostUserSchema = z.looseObject({
	id,
	name: z.string().default(''),
	slug: z.string().default(''),
	email: nullableString,
	bio: nullableString,
	profile_image: nullableString,
	website: nullableString,
})

const sortOrder = z
	.number()
	.nullish()
	.transform(v => v ?? 0)
const PostTagSchema = z.looseObject({
	post_id: id,
	tag_id: id,
	sort_order: sortOrder,
})
const PostAuthorSchema = z.looseObject({
	post_id: id,
	author_id: id,
	sort_order: sortOrder,
})

export const GhostExportSchema = z.object({
	meta: z.looseObject({
		exported_on: z.union([z.number(), z.string()]).nullish(),
		version: z.string(),
	}),
	data: z.looseObject({
		posts: z.array(GhostPostSchema).default([]),
		posts_meta: z.array(GhostPostMetaSchema).default([]),
		tags: z.array(GhostTagSchema).default([]),
		posts_tags: z.array(PostTagSchema).default([]),
		users: z.array(GhostUserSchema).default([]),
		posts_authors: z.array(PostAuthorSchema).default([]),
	}),
})

export type GhostExport = z.output<typeof GhostExportSchema>
type Post = z.output<typeof GhostPostSchema>

export interface NormalisedGhostPost {
	id: string
	title: string
	slug: string
	type: 'post' | 'page'
	/** published, draft, scheduled, sent (email-only newsletter) */
	status: string
	visibility: string
	publishedAt: Date | null
	createdAt: Date | null
	updatedAt: Date | null
	/** The richest body present: lexical, then mobiledoc, then html (Ghost's own importer order). */
	body: {
		format: 'lexical' | 'mobiledoc' | 'html' | 'none'
		source: string
		html: string | null
	}
	featureImage: {
		src: string
		alt: string | null
		caption: string | null
	} | null
	customExcerpt: string | null
	canonicalUrl: string | null
	metaTitle: string | null
	metaDescription: string | null
	og: { image: string | null; title: string | null; description: string | null }
	twitter: {
		image: string | null
		title: string | null
		description: string | null
	}
	emailOnly: boolean
	/** Public tags in Ghost's order (primary first); internal "#tags" are in internalTags. */
	tags: Array<{ id: string; name: string; slug: string }>
	internalTags: Array<{ id: string; name: string; slug: string }>
	authors: Array<{
		id: string
		name: string
		slug: string
		email: string | null
	}>
	hasCodeInjection: boolean
}

export interface GhostReadResult {
	version: string
	major: number
	exportedOn: Date | null
	posts: NormalisedGhostPost[]
	warnings: string[]
}

type ExportData = GhostExport['data']

/** The export's rows by post (sort_order first), for posts_tags and posts_authors. */
function groupByPost<T extends { post_id: string; sort_order: number }>(
	rows: T[],
): Map<string, T[]> {
	const map = new Map<string, T[]>()
	for (const row of [...rows].sort((a, b) => a.sort_order - b.sort_order)) {
		const list = map.get(row.post_id) ?? []
		list.push(row)
		map.set(row.post_id, list)
	}
	return map
}

/** The tables a post's fields are looked up in, by id. */
function indexExport(data: ExportData) {
	return {
		metaByPost: new Map(data.posts_meta.map(m => [m.post_id, m])),
		tagsById: new Map(data.tags.map(t => [t.id, t])),
		usersById: new Map(data.users.map(u => [u.id, u])),
		tagRows: groupByPost(data.posts_tags),
		authorRows: groupByPost(data.posts_authors),
	}
}
type ExportIndex = ReturnType<typeof indexExport>

function postType(post: Post): NormalisedGhostPost['type'] {
	return post.type === 'page' ||
		(post.type == null && (post.page === true || post.page === 1))
		? 'page'
		: 'post'
}

/** The richest body present: lexical, then mobiledoc, then html. */
function postBody(post: Post): NormalisedGhostPost['body'] {
	if (post.lexical)
		return { format: 'lexical', source: post.lexical, html: post.html }
	if (post.mobiledoc)
		return { format: 'mobiledoc', source: post.mobiledoc, html: post.html }
	if (post.html) return { format: 'html', source: post.html, html: post.html }
	return { format: 'none', source: '', html: null }
}

/** A post's tags in order, public and internal ("#tag", or internal visibility) apart. */
function postTags(
	post: Post,
	{ tagRows, tagsById }: ExportIndex,
): Pick<NormalisedGhostPost, 'tags' | 'internalTags'> {
	const tags = (tagRows.get(post.id) ?? [])
		.map(row => tagsById.get(row.tag_id))
		.filter(t => t !== undefined)
		.map(t => ({
			id: t.id,
			name: t.name,
			slug: t.slug,
			internal: t.visibility === 'internal' || t.name.startsWith('#'),
		}))
	return {
		tags: tags.filter(t => !t.internal).map(({ internal: _, ...t }) => t),
		internalTags: tags
			.filter(t => t.internal)
			.map(({ internal: _, ...t }) => t),
	}
}

/** A post's authors in order; Ghost < 1.22 named one on the post (author_id). */
function postAuthors(
	post: Post,
	{ authorRows, usersById }: ExportIndex,
): NormalisedGhostPost['authors'] {
	let authors = (authorRows.get(post.id) ?? [])
		.map(row => usersById.get(row.author_id))
		.filter(u => u !== undefined)
	if (authors.length === 0 && post.author_id != null) {
		const user = usersById.get(post.author_id)
		if (user) authors = [user]
	}
	return authors.map(u => ({
		id: u.id,
		name: u.name,
		slug: u.slug,
		email: u.email?.trim() ? u.email : null,
	}))
}

/** One post, its extras from posts_meta or (before Ghost 3) from the post row itself. */
function normalisePost(
	post: Post,
	type: NormalisedGhostPost['type'],
	index: ExportIndex,
): NormalisedGhostPost {
	const meta = index.metaByPost.get(post.id)
	const legacy = post as Post & Record<string, unknown>
	const pick = (field: string): string | null => {
		const fromMeta = meta ? (meta as Record<string, unknown>)[field] : undefined
		const value = typeof fromMeta === 'string' ? fromMeta : legacy[field]
		return typeof value === 'string' && value !== '' ? value : null
	}
	return {
		id: post.id,
		title: post.title,
		slug: post.slug,
		type,
		status: post.status,
		visibility: post.visibility,
		publishedAt: post.published_at,
		createdAt: post.created_at,
		updatedAt: post.updated_at,
		body: postBody(post),
		featureImage: post.feature_image
			? {
					src: post.feature_image,
					alt: pick('feature_image_alt'),
					caption: pick('feature_image_caption'),
				}
			: null,
		customExcerpt: post.custom_excerpt?.trim() ? post.custom_excerpt : null,
		canonicalUrl: post.canonical_url?.trim() ? post.canonical_url : null,
		metaTitle: pick('meta_title'),
		metaDescription: pick('meta_description'),
		og: {
			image: pick('og_image'),
			title: pick('og_title'),
			description: pick('og_description'),
		},
		twitter: {
			image: pick('twitter_image'),
			title: pick('twitter_title'),
			description: pick('twitter_description'),
		},
		emailOnly: meta?.email_only === true || meta?.email_only === 1,
		...postTags(post, index),
		authors: postAuthors(post, index),
		hasCodeInjection: Boolean(
			post.codeinjection_head?.trim() || post.codeinjection_foot?.trim(),
		),
	}
}

/** The export object: the file itself, or the first of its `db` (Ghost's own wrapping). */
function exportObject(raw: unknown): unknown {
	if (typeof raw !== 'object' || raw === null || !('db' in raw)) return raw
	const db = raw.db
	if (!Array.isArray(db) || db.length === 0)
		throw new Error('Invalid Ghost export: `db` is not a non-empty array')
	return db[0]
}

/** Accepts the file text; throws (JsonRefusedError / ZodError / Error) when it cannot be read. */
export function readGhostExport(text: string): GhostReadResult {
	const raw = parseJsonGuarded(text, { maxDepth: 32 })
	const parsed = GhostExportSchema.parse(exportObject(raw))
	const warnings: string[] = []
	const version = parsed.meta.version
	const major = Number.parseInt(version, 10)
	if (!/^\d+\.\d+\.\d+/.test(version))
		throw new Error(
			`Unsupported Ghost export version "${version.slice(0, 20)}"`,
		)
	if (major < 5 || major > 6)
		warnings.push(`Ghost ${version}: only 5.x and 6.x exports are tested`)

	const index = indexExport(parsed.data)
	const seen = new Set<string>()
	const posts: NormalisedGhostPost[] = []
	for (const post of parsed.data.posts) {
		const type = postType(post)
		const key = `${type}:${post.slug}`
		if (seen.has(key))
			warnings.push(
				`Duplicate ${type} slug "${post.slug}" (post ${post.id}): Ghost itself skips the second`,
			)
		seen.add(key)
		const normalised = normalisePost(post, type, index)
		if (normalised.authors.length === 0)
			warnings.push(`Post ${post.id} has no author in the file`)
		posts.push(normalised)
	}
	const exportedOn =
		parsed.meta.exported_on == null ? null : new Date(parsed.meta.exported_on)
	return {
		version,
		major,
		exportedOn:
			exportedOn && !Number.isNaN(exportedOn.getTime()) ? exportedOn : null,
		posts,
		warnings,
	}
}
