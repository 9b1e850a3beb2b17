/**
 * An uploaded export planned (docs/decisions/063), whatever it came from: every post mapped to an
 * article input checked by the article schema, its id fixed by its id in the source (so a second
 * import of the same file updates what the first made), and its address chosen when another
 * article has it. The preview and the import both come from this plan, so what the editor
 * confirms is what happens. The readers (ghost-plan, wordpress-plan) turn a file into sources.
 */
import {
	ARTICLE_CATEGORIES,
	CATEGORY_INFO,
	type ArticleCategory,
} from '#app/content/categories.ts'
import { slugify } from '#app/lib/slug.ts'
import {
	ARTICLE_CONTENT_MAX,
	ArticleSchema,
	type ArticleInput,
} from '#app/schemas/article.ts'
import { z } from '#app/schemas/z.ts'
import {
	type ImportPreview,
	type ImportSource,
} from '#app/server/models/index.ts'
import type { SiteSnapshot } from './site-snapshot.server.ts'
import {
	LIMITS,
	type ArticleDraft,
	type MapResult,
} from './map-shared.server.ts'

/** The categories a mapping may name. */
export const IMPORT_CATEGORIES: readonly ArticleCategory[] = ARTICLE_CATEGORIES

export interface CategoryChoice {
	categoryMap: Record<string, string>
	defaultCategory: ArticleCategory
}

/** One post or page of an export, ready to be mapped with the editor's category choice. */
export interface SourcePost {
	articleId: string
	title: string
	/** post, page, or what the source calls it */
	type: string
	/** The terms a category mapping reads (Ghost tags, WordPress categories). */
	terms: Array<{ slug: string; name: string }>
	map: (choice: CategoryChoice) => MapResult
}

/** An upload read: its format's version, what the reader warns about, and its posts. */
export interface ReadUpload {
	source: ImportSource
	version: string
	warnings: string[]
	posts: SourcePost[]
}

export interface PlannedPost {
	title: string
	articleId: string
	/** Why it is left out; absent when it is imported. */
	skipped?: string
	draft?: ArticleDraft
	input?: ArticleInput
	/** The slug it had when an earlier import made it (kept: its address does not move). */
	existingSlug?: string
	/**
	 * New, by the site's snapshot: its id is no article's and its address no one else's, so
	 * writing it needs no lookup by id (each a scan on FerretDB).
	 */
	checked?: boolean
	/** Shortened fields, dropped cards and the like, for the report. */
	notes: string[]
	/** WordPress shortcodes in the body, by name, and what became of them. */
	shortcodes?: ShortcodeCounts
}

export type ShortcodeCounts = NonNullable<MapResult['report']['shortcodes']>

const SHORTCODE_FATES = ['converted', 'unwrapped', 'removed'] as const

/** "Shortcodes removed: contact-form-7 ×1; converted: embed ×2, gallery ×1" */
export function shortcodeNote(counts: ShortcodeCounts): string {
	const parts = SHORTCODE_FATES.flatMap(fate => {
		const names = Object.entries(counts)
			.filter(([, count]) => count[fate] > 0)
			.map(([name, count]) => `[${name}] ×${count[fate]}`)
		return names.length ? [`${fate}: ${names.join(', ')}`] : []
	})
	return `Shortcodes ${parts.join('; ')}`
}

/** The counts of every post added up, by what became of them. */
export function addShortcodes(
	total: Record<(typeof SHORTCODE_FATES)[number], number>,
	counts: ShortcodeCounts,
): void {
	for (const count of Object.values(counts))
		for (const fate of SHORTCODE_FATES) total[fate] += count[fate]
}

/** A term's category when its slug or name is one of ours, else none. */
function suggestCategory(
	slug: string,
	name: string,
): ArticleCategory | undefined {
	const bySlug = IMPORT_CATEGORIES.find(category => category === slug)
	if (bySlug) return bySlug
	const lower = name.trim().toLowerCase()
	return IMPORT_CATEGORIES.find(
		category => CATEGORY_INFO[category].title.toLowerCase() === lower,
	)
}

/** Every term with its post count and suggested category, most used first. */
export function tagRows(posts: SourcePost[]): ImportPreview['tags'] {
	const rows = new Map<string, ImportPreview['tags'][number]>()
	for (const post of posts)
		for (const term of post.terms) {
			const suggested = suggestCategory(term.slug, term.name)
			const row = rows.get(term.slug) ?? {
				slug: term.slug,
				name: term.name,
				posts: 0,
				...(suggested ? { suggested } : {}),
			}
			row.posts += 1
			rows.set(term.slug, row)
		}
	return [...rows.values()].sort(
		(a, b) => b.posts - a.posts || a.slug.localeCompare(b.slug),
	)
}

/** The mapping the preview starts from: each term's suggestion. */
export function suggestedChoice(tags: ImportPreview['tags']): CategoryChoice {
	return {
		categoryMap: Object.fromEntries(
			tags.filter(tag => tag.suggested).map(tag => [tag.slug, tag.suggested!]),
		),
		defaultCategory: IMPORT_CATEGORIES[0]!,
	}
}

/**
 * The article schema for what an import brings: a short body (an About page, a link post) comes
 * in as it is, where the editor's form asks for 100 characters; nothing a publisher wrote is left
 * out for being short.
 */
const ImportedArticleSchema = ArticleSchema.extend({
	content: z
		.string()
		.trim()
		.min(1, 'The post has no text')
		.max(ARTICLE_CONTENT_MAX, 'The post is longer than an article may be'),
})

/** The draft as the article schema's input: the app's own limits decide, not the mapper's. */
function toInput(draft: ArticleDraft): ArticleInput | string {
	const parsed = ImportedArticleSchema.safeParse({
		headline: draft.headline,
		summary: draft.summary || draft.headline,
		content: draft.content,
		author: draft.author.slice(0, 120),
		category: draft.category,
		imageUrl: draft.imageUrl,
		imageAlt: draft.imageAlt,
		imageCaption: draft.imageCaption,
		youtubeUrl: draft.youtubeUrl,
		slug: draft.slug,
		status: draft.status,
		publishedAt: draft.publishedAt,
		metaTitle: draft.metaTitle,
		metaDescription: draft.metaDescription,
		canonicalUrl: draft.canonicalUrl,
		socialImage: draft.socialImage,
		tags: draft.tags,
	})
	if (parsed.success) return parsed.data
	const issue = parsed.error.issues[0]
	return issue?.message ?? 'Not a valid article'
}

/**
 * A free address for a new article: the wanted one, else -2, -3, … (as decision 036 does).
 * `wantedOwner`: who holds the wanted one, looked up beforehand with the rest of the plan's.
 */
function freeSlug(
	articleId: string,
	wanted: string,
	wantedOwner: string | null,
	claimed: Set<string>,
	lookup: SiteSnapshot,
): string {
	for (let n = 1; n < 1000; n += 1) {
		const slug =
			n === 1
				? wanted
				: `${wanted.slice(0, LIMITS.slug - String(n).length - 1)}-${n}`
		if (claimed.has(slug)) continue
		const owner = n === 1 ? wantedOwner : lookup.slugOwner(slug)
		if (owner === null || owner === articleId) return slug
	}
	return `${wanted.slice(0, LIMITS.slug - 21)}-${articleId}`
}

/** One mapped post given its address; a scheduled time that has passed makes it a draft. */
function finishDraft(
	draft: ArticleDraft,
	notes: string[],
): ArticleInput | string {
	if (
		draft.status === 'scheduled' &&
		(draft.publishedAt?.getTime() ?? 0) <= Date.now()
	) {
		notes.push(
			`Scheduled for ${draft.publishedAt?.toISOString() ?? 'no date'}, which has passed: imported as a draft`,
		)
		draft.status = 'draft'
	}
	return toInput(draft)
}

/**
 * Each post mapped, with what the plan reads of the site for it: the article an earlier import
 * made, and who holds the address it wants.
 */
function lookedUp(
	posts: SourcePost[],
	choice: CategoryChoice,
	lookup: SiteSnapshot,
) {
	return posts.map(post => {
		const mapped = post.map(choice)
		if (!mapped.draft)
			return { mapped, existing: null, wanted: '', wantedOwner: null }
		const wanted =
			mapped.draft.slug ??
			(slugify(mapped.draft.headline, LIMITS.slug) || post.articleId)
		return {
			mapped,
			existing: lookup.article(post.articleId),
			wanted,
			wantedOwner: lookup.slugOwner(wanted),
		}
	})
}

/** Every post planned with the editor's category choice; `conflicts` lists moved addresses. */
export function planPosts(
	posts: SourcePost[],
	choice: CategoryChoice,
	lookup: SiteSnapshot,
): {
	planned: PlannedPost[]
	conflicts: ImportPreview['conflicts']
} {
	const conflicts: ImportPreview['conflicts'] = []
	const claimed = new Set<string>()
	const planned: PlannedPost[] = []
	const looked = lookedUp(posts, choice, lookup)
	for (const [index, post] of posts.entries()) {
		const { articleId, title } = post
		const { mapped, existing, wanted, wantedOwner } = looked[index]!
		if (!mapped.draft) {
			planned.push({
				title,
				articleId,
				skipped: mapped.skipped ?? 'not importable',
				notes: [],
			})
			continue
		}
		const draft = mapped.draft
		const slug =
			existing?.slug ??
			freeSlug(articleId, wanted, wantedOwner, claimed, lookup)
		if (!existing && slug !== wanted)
			conflicts.push({ title, slug: wanted, resolved: slug })
		claimed.add(slug)
		draft.slug = slug
		const notes = [...mapped.issues]
		const shortcodes = mapped.report.shortcodes ?? {}
		const hasShortcodes = Object.keys(shortcodes).length > 0
		if (hasShortcodes) notes.push(shortcodeNote(shortcodes))
		const input = finishDraft(draft, notes)
		if (typeof input === 'string') {
			planned.push({ title, articleId, skipped: input, notes })
			continue
		}
		planned.push({
			title,
			articleId,
			draft,
			input,
			...(existing?.slug ? { existingSlug: existing.slug } : {}),
			...(existing ? {} : { checked: true }),
			notes,
			...(hasShortcodes ? { shortcodes } : {}),
		})
	}
	return { planned, conflicts }
}

/** The preview of a plan: counts by kind, terms, moved addresses, updates and what is left out. */
export function previewOf(
	read: ReadUpload,
	planned: PlannedPost[],
	conflicts: ImportPreview['conflicts'],
): ImportPreview {
	const counts = {
		posts: read.posts.filter(post => post.type === 'post').length,
		pages: read.posts.filter(post => post.type === 'page').length,
		published: 0,
		drafts: 0,
		scheduled: 0,
		skipped: 0,
	}
	for (const post of planned) {
		const status = post.input?.status
		if (!status) counts.skipped += 1
		else if (status === 'published') counts.published += 1
		else if (status === 'scheduled') counts.scheduled += 1
		else counts.drafts += 1
	}
	return {
		version: read.version,
		counts,
		tags: tagRows(read.posts),
		conflicts: conflicts.slice(0, 200),
		updates: planned.filter(post => post.existingSlug).length,
		skipped: planned
			.filter(post => post.skipped)
			.slice(0, 200)
			.map(post => ({ title: post.title, reason: post.skipped! })),
		warnings: read.warnings,
	}
}
