/**
 * The articles as a Ghost JSON export (docs/export-format.md, decision 077), so another Ghost can
 * import them: `{"db":[{"meta":{…},"data":{…}}]}` with the tables Ghost 5 writes for content
 * (posts, posts_meta, tags, posts_tags, users, roles, roles_users, posts_authors). Written while
 * the client downloads it: the small tables (tags, people) are read whole, the article tables one
 * cursor batch at a time, one pass per table, so memory holds one batch whatever the site's size.
 * Every pass reads the articles that existed when the export began, so the tables agree.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { CATEGORY_INFO } from '#app/content/categories.ts'
import { slugify } from '#app/lib/slug.ts'
import {
	Article,
	Author,
	StaffMember,
	type ArticleFields,
	type AuthorFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { RECORDS_PER_BATCH } from '#app/server/platform/cursor-stream.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import type { Logger } from '#app/server/platform/logger.server.ts'
import {
	RENDERER_VERSION,
	renderMarkdown,
} from '#app/server/platform/markdown.server.ts'
import { bodiesInOrder, type BodiesInOrder } from './bodies-in-order.server.ts'
import { tagsInUse } from './export-parts.server.ts'

/** The Ghost data version the file declares (Ghost's importer reads 5.x files). */
export const GHOST_EXPORT_VERSION = '5.0.0'

/** Ghost refuses a custom excerpt longer than this (its posts.custom_excerpt column). */
export const GHOST_EXCERPT_MAX = 300

/** The file name the browser saves: brandline-ghost-2026-11-27.json. */
export function ghostExportFileName(date = new Date()): string {
	return `brandline-ghost-${date.toISOString().slice(0, 10)}.json`
}

/** A stable 24-hex id (Ghost's ObjectId shape) for one of our records: the same on every export. */
export function ghostId(kind: string, key: string): string {
	return createHash('sha256')
		.update(`${kind}:${key}`)
		.digest('hex')
		.slice(0, 24)
}

/** A stable UUID (version 4 layout) for a post, from its id. */
function ghostUuid(key: string): string {
	const hex = createHash('sha256').update(`uuid:${key}`).digest('hex')
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A site address made absolute: another site cannot resolve our `/public-objects/…`. */
function absolute(url: string | undefined, origin: string): string | null {
	if (!url) return null
	return url.startsWith('/') && !url.startsWith('//') ? origin + url : url
}

/** Relative `src`, `href` and `srcset` addresses in rendered HTML made absolute. */
export function absoluteHtml(html: string, origin: string): string {
	return html
		.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${origin}/`)
		.replace(/(\ssrcset=")([^"]*)"/g, (_match, head: string, list: string) => {
			const items = list
				.split(',')
				.map(item => item.trim().replace(/^\/(?!\/)/, `${origin}/`))
			return `${head}${items.join(', ')}"`
		})
}

/** Our summary as a Ghost excerpt: whole when it fits, else cut at a word with an ellipsis. */
export function ghostExcerpt(summary: string): string {
	if (summary.length <= GHOST_EXCERPT_MAX) return summary
	const cut = summary.slice(0, GHOST_EXCERPT_MAX - 1)
	const space = cut.lastIndexOf(' ')
	return `${(space > 200 ? cut.slice(0, space) : cut).trimEnd()}…`
}

type ArticleRow = ArticleFields

const iso = (date: Date | undefined) => (date ? date.toISOString() : null)

/** A draft's date is provisional unless an editor chose it: Ghost's drafts carry none. */
function publishedAt(article: ArticleRow): string | null {
	if (article.status === 'draft' && !article.publishedAtChosen) return null
	return iso(article.publishedAt)
}

function postRow(article: ArticleRow, html: string, origin: string) {
	return {
		id: ghostId('post', article._id),
		uuid: ghostUuid(article._id),
		title: article.headline,
		slug: article.slug || slugify(article.headline) || article._id,
		mobiledoc: null,
		lexical: null,
		html: absoluteHtml(html, origin),
		comment_id: article._id,
		plaintext: null,
		feature_image: absolute(article.imageUrl, origin),
		featured: article.featured,
		type: 'post',
		status: article.status,
		locale: null,
		visibility: 'public',
		created_at: iso(article.createdAt),
		updated_at: iso(article.updatedAt),
		published_at: publishedAt(article),
		custom_excerpt: ghostExcerpt(article.summary),
		codeinjection_head: null,
		codeinjection_foot: null,
		custom_template: null,
		canonical_url: article.canonicalUrl ?? null,
	}
}

function postMetaRow(article: ArticleRow, origin: string) {
	return {
		id: ghostId('posts_meta', article._id),
		post_id: ghostId('post', article._id),
		og_image: absolute(article.socialImage, origin),
		og_title: null,
		og_description: null,
		twitter_image: null,
		twitter_title: null,
		twitter_description: null,
		meta_title: article.metaTitle ?? null,
		meta_description: article.metaDescription ?? null,
		email_subject: null,
		frontmatter: null,
		feature_image_alt: article.imageAlt ?? null,
		feature_image_caption: article.imageCaption ?? null,
		email_only: false,
	}
}

/** The category first (Ghost's primary tag, which an importer reads as the section), then the tags. */
function tagSlugs(article: ArticleRow): string[] {
	return [...new Set([article.category, ...(article.tags ?? [])])]
}

function postTagRows(article: ArticleRow) {
	const postId = ghostId('post', article._id)
	return tagSlugs(article).map((slug, index) => ({
		id: ghostId('posts_tags', `${article._id}:${slug}`),
		post_id: postId,
		tag_id: ghostId('tag', slug),
		sort_order: index,
	}))
}

function postAuthorRows(article: ArticleRow) {
	return [
		{
			id: ghostId('posts_authors', article._id),
			post_id: ghostId('post', article._id),
			author_id: ghostId('user', article.author),
			sort_order: 0,
		},
	]
}

/**
 * The bodies of a batch of articles as sanitised HTML (rendered again when the renderer is newer),
 * from the reader walked alongside the articles in `_id` order.
 */
async function bodiesOf(
	bodies: BodiesInOrder<'content' | 'html' | 'rendererVersion'>,
	articles: ArticleRow[],
): Promise<Map<string, string>> {
	const found = await bodies.of(articles.map(article => article._id))
	const html = new Map<string, string>()
	for (const article of articles) {
		const body = found.get(article._id)
		if (body)
			html.set(
				article._id,
				body.rendererVersion === RENDERER_VERSION
					? body.html
					: renderMarkdown(body.content),
			)
		else if (article.content)
			html.set(article._id, renderMarkdown(article.content))
	}
	return html
}

/** Every tag an article carries, categories included, as Ghost tag rows (a vocabulary: small). */
async function tagRows() {
	const rows = new Map<string, { name: string; description: string | null }>()
	for (const [slug, info] of Object.entries(CATEGORY_INFO))
		rows.set(slug, { name: info.title, description: info.description })
	for (const tag of await tagsInUse())
		if (!rows.has(tag.slug))
			rows.set(tag.slug, { name: tag.name, description: null })
	return [...rows].map(([slug, { name, description }]) => ({
		id: ghostId('tag', slug),
		name,
		slug,
		description,
		visibility: 'public',
	}))
}

/** The e-mail a Ghost user needs: the staff member of that name's, else an address that never delivers. */
function userEmail(slug: string, staffEmail: string | undefined): string {
	return staffEmail ?? `${slug}@authors.invalid`
}

/** One Ghost user per byline in use (a vocabulary: small), with its profile where there is one. */
async function userRows(origin: string) {
	const names: string[] = []
	for (const name of await Article.distinct('author'))
		if (typeof name === 'string') names.push(name)
	const profiles = await Author.find({ name: op({ $in: names }) })
		.lean<AuthorFields[]>()
		.select({ name: 1, shortBio: 1, photoUrl: 1, createdAt: 1 })
	const staff = await StaffMember.find({ name: op({ $in: names }) })
		.lean<{ name: string; email: string }[]>()
		.select({ name: 1, email: 1 })
	const byName = new Map(profiles.map(profile => [profile.name, profile]))
	const emails = new Map(staff.map(person => [person.name, person.email]))
	return names.sort().map(name => {
		const profile = byName.get(name)
		const slug = profile?._id ?? (slugify(name) || ghostId('user', name))
		return {
			id: ghostId('user', name),
			name,
			slug,
			email: userEmail(slug, emails.get(name)),
			profile_image: absolute(profile?.photoUrl, origin),
			bio: profile?.shortBio.slice(0, 200) ?? null,
			website: null,
			status: 'active',
			created_at: iso(profile?.createdAt),
		}
	})
}

/** The JSON of one named table: `"name":[row,row,…]`, a batch of articles at a time. */
async function* articleTable(
	name: string,
	exportedBefore: Date,
	rowsOf: (batch: ArticleRow[]) => unknown[] | Promise<unknown[]>,
): AsyncGenerator<string> {
	yield `,"${name}":[`
	const cursor = Article.find({ createdAt: op({ $lte: exportedBefore }) })
		.sort({ _id: 1 })
		.lean<ArticleRow[]>()
		.cursor({ batchSize: RECORDS_PER_BATCH })
	let batch: ArticleRow[] = []
	let first = true
	const flush = async () => {
		const rows = (await rowsOf(batch)).map(row => JSON.stringify(row))
		batch = []
		const text = (first ? '' : ',') + rows.join(',')
		first &&= rows.length === 0
		return text
	}
	try {
		for await (const article of cursor) {
			batch.push(article)
			if (batch.length === RECORDS_PER_BATCH) yield await flush()
		}
		if (batch.length) yield await flush()
	} finally {
		await cursor.close()
	}
	yield ']'
}

async function* ghostJson(log: Logger): AsyncGenerator<string> {
	const started = new Date()
	const origin = getEnv().PUBLIC_URL.replace(/\/+$/, '')
	const meta = { exported_on: started.getTime(), version: GHOST_EXPORT_VERSION }
	yield `{"db":[{"meta":${JSON.stringify(meta)},"data":{`
	yield `"tags":${JSON.stringify(await tagRows())}`
	const users = await userRows(origin)
	const role = { id: ghostId('role', 'Author'), name: 'Author' }
	const rolesUsers = users.map(user => ({
		id: ghostId('roles_users', user.id),
		role_id: role.id,
		user_id: user.id,
	}))
	yield `,"users":${JSON.stringify(users)},"roles":${JSON.stringify([role])},"roles_users":${JSON.stringify(rolesUsers)}`
	const bodies = bodiesInOrder(['content', 'html', 'rendererVersion'])
	try {
		yield* articleTable('posts', started, async batch => {
			const html = await bodiesOf(bodies, batch)
			return batch.map(article =>
				postRow(article, html.get(article._id) ?? '', origin),
			)
		})
	} finally {
		await bodies.close()
	}
	yield* articleTable('posts_meta', started, batch =>
		batch.map(article => postMetaRow(article, origin)),
	)
	yield* articleTable('posts_tags', started, batch =>
		batch.flatMap(postTagRows),
	)
	yield* articleTable('posts_authors', started, batch =>
		batch.flatMap(postAuthorRows),
	)
	yield '}}]}\n'
	log.info({ ms: Date.now() - started.getTime() }, 'Ghost export written')
}

/**
 * The Ghost JSON as a byte stream for a Response. It reads only as fast as the client takes the
 * bytes; a client that goes away ends the generator, which closes the open cursor.
 */
export function ghostExportStream(log: Logger): ReadableStream<Uint8Array> {
	const source = Readable.from(ghostJson(log), { objectMode: false })
	source.once('error', error =>
		log.error({ err: error }, 'Ghost export failed'),
	)
	return Readable.toWeb(source) as ReadableStream<Uint8Array>
}
