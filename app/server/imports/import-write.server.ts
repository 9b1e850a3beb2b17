/**
 * One batch of a confirmed import written (docs/decisions/063, 076): each planned post becomes
 * an article (or updates the one an earlier import made: ids are fixed by the source), its images
 * copied, its old addresses redirected. Before the batch is written, what each post and old
 * address is (new, or there already) is recorded on the run, so a worker that writes the batch
 * again after a crash counts it exactly as the first would have.
 */
import { mapConcurrent } from '#app/lib/concurrent.ts'
import { listTags, storedTags } from '#app/server/articles/public.server.ts'
import {
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	copyExternalImages,
	keepImages,
} from '#app/server/media/image-import.server.ts'
import type {
	ImportPendingBatch,
	ImportReport,
} from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { ensureAuthor } from '#app/server/people/authors.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	checkRedirect,
	saveImportedRedirect,
} from '#app/server/site/redirects.server.ts'
import {
	addShortcodes,
	type CategoryChoice,
	type PlannedPost,
	type SourcePost,
} from './import-plan.server.ts'
import type { SiteSnapshot } from './site-snapshot.server.ts'

/** What a batch is written with: the run's report and the old addresses it has claimed so far. */
export interface BatchContext {
	runId: string
	report: ImportReport
	/** Old addresses posts of this run have had (the first post keeps one two posts share). */
	claimed: Set<string>
	/** Posts not written (skipped), by id. */
	notWritten: Set<string>
	pending: ImportPendingBatch
	/** The site as the run knows it (read once), told what each batch writes. */
	site: SiteSnapshot
}

export function emptyReport(source: 'ghost' | 'wordpress'): ImportReport {
	return {
		imported: 0,
		updated: 0,
		skipped: [],
		failedImages: [],
		redirects: { added: 0, updated: 0, kept: 0, refused: 0 },
		notes: [],
		...(source === 'wordpress'
			? { shortcodes: { converted: 0, unwrapped: 0, removed: 0 } }
			: {}),
		totals: { skipped: 0, failedImages: 0, notes: 0 },
	}
}

/** A report's lists, each with its exact count kept in `totals` (the list itself is cut later). */
function addRow<K extends 'skipped' | 'failedImages' | 'notes'>(
	report: ImportReport,
	list: K,
	row: ImportReport[K][number],
): void {
	;(report[list] as Array<typeof row>).push(row)
	report.totals ??= { skipped: 0, failedImages: 0, notes: 0 }
	report.totals[list] += 1
}

/** A report small enough for one record (the counts stay exact in `totals`). */
export function capReport(report: ImportReport): ImportReport {
	return {
		...report,
		skipped: report.skipped.slice(0, 500),
		failedImages: report.failedImages.slice(0, 500),
		notes: report.notes.slice(0, 500),
	}
}

/**
 * The old addresses of the posts before the checkpoint that were written: derived again from the
 * file and the choice (mapping is pure), so a worker resuming keeps "the first post keeps it".
 */
export function claimedBefore(
	posts: SourcePost[],
	choice: CategoryChoice,
	notWritten: Set<string>,
): Set<string> {
	const claimed = new Set<string>()
	for (const post of posts) {
		if (notWritten.has(post.articleId)) continue
		for (const from of post.map(choice).draft?.oldPaths ?? []) claimed.add(from)
	}
	return claimed
}

const addressOf = (post: PlannedPost) =>
	`/article/${post.existingSlug ?? post.input!.slug}`

/** The batch as it is before any of it is written: which posts are new, what each redirect will do. */
export function pendingBatch(
	runId: string,
	start: number,
	planned: PlannedPost[],
	site: SiteSnapshot,
): ImportPendingBatch {
	const entries: Array<{ from: string; key: string; to: string }> = []
	for (const post of planned)
		for (const from of post.input ? (post.draft?.oldPaths ?? []) : []) {
			try {
				const entry = checkRedirect(from, addressOf(post))
				entries.push({ from, key: entry.from, to: entry.to })
			} catch {
				// refused when saved, and counted then
			}
		}
	return {
		start,
		fresh: planned
			.filter(post => post.input && !post.existingSlug)
			.map(post => post.articleId),
		redirects: entries.map(({ from, key, to }) => {
			const record = site.redirect(key)
			const outcome = !record
				? 'added'
				: record.origin !== 'import' ||
					  (record.to === to && record.importId === runId)
					? 'kept'
					: 'updated'
			return { from, outcome }
		}),
	}
}

/** The images of one post copied into our storage; the ones that cannot be are listed. */
async function copyImages(post: PlannedPost, failed: string[]) {
	const input = post.input!
	const copied = await copyExternalImages({
		imageUrl: input.imageUrl,
		content: input.content,
	})
	const social = input.socialImage?.startsWith('http')
		? await copyExternalImages({ imageUrl: input.socialImage, content: '' })
		: undefined
	failed.push(...copied.failed, ...(social?.failed ?? []))
	return {
		...input,
		content: copied.content,
		imageUrl: copied.imageUrl,
		...(copied.imageUrl
			? {}
			: { imageAlt: undefined, imageCaption: undefined }),
		socialImage: social ? social.imageUrl : input.socialImage,
	}
}

/** What writing one post did: its slug and the pages it changes, or why it was not written. */
type Written = { failedImages: string[] } & (
	{ slug: string; pages: string[] } | { refused: string }
)

/** The batch's author profiles, each made (or found) once however many of its posts name it. */
type Authors = Map<string, Promise<unknown>>

function ensureAuthorOnce(authors: Authors, name: string): Promise<unknown> {
	const known = authors.get(name)
	if (known) return known
	const made = ensureAuthor({ name }).catch((error: unknown) => {
		authors.delete(name)
		throw error
	})
	authors.set(name, made)
	return made
}

/**
 * Writes one planned post: a new article, or the update of the one there. A new article's pages
 * are answered, not announced: the batch announces them all at once.
 */
async function writePost(
	post: PlannedPost,
	authors: Authors,
): Promise<Written> {
	const failedImages: string[] = []
	try {
		const input = await copyImages(post, failedImages)
		if (post.existingSlug) {
			const updated = await updateArticle(post.articleId, {
				...input,
				slug: post.existingSlug,
			})
			if (updated)
				return {
					failedImages,
					slug: updated.slug ?? post.existingSlug,
					pages: [],
				}
		}
		await ensureAuthorOnce(authors, input.author)
		const {
			tags,
			version: _version,
			materialUpdate: _m,
			...fields
		} = await keepImages(input)
		const article = {
			...fields,
			...storedTags(tags),
			publishedAt: fields.publishedAt ?? new Date(),
		}
		const inserted = await insertArticleOnce(post.articleId, article, {
			announce: false,
			checked: post.checked ?? false,
		})
		return {
			failedImages,
			// Where it went: the planned address, or a derived one if that was taken meanwhile.
			slug: inserted ?? input.slug!,
			pages: inserted
				? [PAGE_TAGS.article(post.articleId), ...listTags(article)]
				: [],
		}
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		logger.warn(
			{ err: error, post: post.articleId },
			'imported post not written',
		)
		return { failedImages, refused: error.message }
	}
}

/**
 * The post's old addresses, each to its new article. Two posts of one export may have had one
 * address (a duplicate slug): the first keeps it.
 */
async function redirectOldPaths(
	post: PlannedPost,
	slug: string,
	{ runId, report, claimed, pending, site }: BatchContext,
): Promise<void> {
	for (const from of post.draft?.oldPaths ?? []) {
		if (claimed.has(from)) {
			addRow(report, 'notes', {
				title: post.title,
				note: `Old address ${from} already leads to an earlier post of this export`,
			})
			continue
		}
		claimed.add(from)
		const outcome = await saveImportedRedirect(from, `/article/${slug}`, runId)
		if (typeof outcome === 'string') {
			if (outcome !== 'kept') {
				const { from: key, to } = checkRedirect(from, `/article/${slug}`)
				site.rememberRedirect(key, { origin: 'import', to, importId: runId })
			}
			const before = pending.redirects.find(row => row.from === from)
			report.redirects[before?.outcome ?? outcome] += 1
		} else {
			report.redirects.refused += 1
			addRow(report, 'notes', {
				title: post.title,
				note: `Old address ${from} not redirected: ${outcome.refused}`,
			})
		}
	}
}

/**
 * Posts of a batch written at once: one. FerretDB keeps a database in one SQLite file, which takes
 * one writer at a time; four posts written at once met "database is locked" on a busy machine.
 */
const WRITES_AT_ONCE = 1

/**
 * Writes the batch's posts, then adds what each did to the report in the batch's
 * order and redirects their old addresses in that order (the first post keeps a shared one). The
 * pages of the new articles are announced once, for the whole batch.
 */
export async function writeBatch(
	planned: PlannedPost[],
	context: BatchContext,
): Promise<void> {
	const { report, notWritten, pending } = context
	const fresh = new Set(pending.fresh)
	const authors: Authors = new Map()
	const written = await mapConcurrent(planned, WRITES_AT_ONCE, post =>
		post.input ? writePost(post, authors) : Promise.resolve(null),
	)
	const pages: string[] = []
	for (const [index, post] of planned.entries()) {
		const outcome = written[index]
		if (!outcome) {
			addRow(report, 'skipped', { title: post.title, reason: post.skipped! })
			notWritten.add(post.articleId)
			continue
		}
		for (const url of outcome.failedImages)
			addRow(report, 'failedImages', { title: post.title, url })
		if ('refused' in outcome) {
			addRow(report, 'skipped', { title: post.title, reason: outcome.refused })
			notWritten.add(post.articleId)
			continue
		}
		pages.push(...outcome.pages)
		context.site.rememberArticle(post.articleId, outcome.slug)
		report[fresh.has(post.articleId) ? 'imported' : 'updated'] += 1
		await redirectOldPaths(post, outcome.slug, context)
		for (const note of post.notes)
			addRow(report, 'notes', { title: post.title, note })
		if (report.shortcodes && post.shortcodes)
			addShortcodes(report.shortcodes, post.shortcodes)
	}
	await invalidatePages(pages)
}
