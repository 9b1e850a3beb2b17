/**
 * One batch of a confirmed import written (docs/decisions/063, 076): each planned post becomes
 * an article (or updates the one an earlier import made: ids are fixed by the source), its images
 * copied, its old addresses redirected. Before the batch is written, what each post and old
 * address is (new, or there already) is recorded on the run, so a worker that writes the batch
 * again after a crash counts it exactly as the first would have.
 */
import { storedTags } from '#app/server/articles/public.server.ts'
import {
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	copyExternalImages,
	keepImages,
} from '#app/server/media/image-import.server.ts'
import {
	Redirect,
	type ImportPendingBatch,
	type ImportReport,
	type RedirectFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
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

/** What a batch is written with: the run's report and the old addresses it has claimed so far. */
export interface BatchContext {
	runId: string
	report: ImportReport
	/** Old addresses posts of this run have had (the first post keeps one two posts share). */
	claimed: Set<string>
	/** Posts not written (skipped), by id. */
	notWritten: Set<string>
	pending: ImportPendingBatch
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
export async function pendingBatch(
	runId: string,
	start: number,
	planned: PlannedPost[],
): Promise<ImportPendingBatch> {
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
	const before = new Map(
		(
			await Redirect.find({ _id: op({ $in: entries.map(e => e.key) }) }).lean<
				RedirectFields[]
			>()
		).map(record => [record._id, record]),
	)
	return {
		start,
		fresh: planned
			.filter(post => post.input && !post.existingSlug)
			.map(post => post.articleId),
		redirects: entries.map(({ from, key, to }) => {
			const record = before.get(key)
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

/** The images of one post copied into our storage; the ones that cannot be are reported. */
async function copyImages(post: PlannedPost, report: ImportReport) {
	const input = post.input!
	const copied = await copyExternalImages({
		imageUrl: input.imageUrl,
		content: input.content,
	})
	const social = input.socialImage?.startsWith('http')
		? await copyExternalImages({ imageUrl: input.socialImage, content: '' })
		: undefined
	for (const url of [...copied.failed, ...(social?.failed ?? [])])
		addRow(report, 'failedImages', { title: post.title, url })
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

/** Writes one planned post: a new article, or the update of the one there (answers its slug). */
async function writePost(
	post: PlannedPost,
	report: ImportReport,
): Promise<string> {
	const input = await copyImages(post, report)
	if (post.existingSlug) {
		const updated = await updateArticle(post.articleId, {
			...input,
			slug: post.existingSlug,
		})
		if (updated) return updated.slug ?? post.existingSlug
	}
	await ensureAuthor({ name: input.author })
	const {
		tags,
		version: _version,
		materialUpdate: _m,
		...fields
	} = await keepImages(input)
	await insertArticleOnce(post.articleId, {
		...fields,
		...storedTags(tags),
		publishedAt: fields.publishedAt ?? new Date(),
	})
	return input.slug!
}

/**
 * The post's old addresses, each to its new article. Two posts of one export may have had one
 * address (a duplicate slug): the first keeps it.
 */
async function redirectOldPaths(
	post: PlannedPost,
	slug: string,
	{ runId, report, claimed, pending }: BatchContext,
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

/** Writes the batch's posts in order, adding what each did to the report. */
export async function writeBatch(
	planned: PlannedPost[],
	context: BatchContext,
): Promise<void> {
	const { report, notWritten, pending } = context
	const fresh = new Set(pending.fresh)
	for (const post of planned) {
		if (!post.input) {
			addRow(report, 'skipped', { title: post.title, reason: post.skipped! })
			notWritten.add(post.articleId)
			continue
		}
		try {
			const slug = await writePost(post, report)
			report[fresh.has(post.articleId) ? 'imported' : 'updated'] += 1
			await redirectOldPaths(post, slug, context)
			for (const note of post.notes)
				addRow(report, 'notes', { title: post.title, note })
			if (report.shortcodes && post.shortcodes)
				addShortcodes(report.shortcodes, post.shortcodes)
		} catch (error) {
			if (!(error instanceof DomainError) || error.kind === 'unavailable')
				throw error
			logger.warn(
				{ err: error, post: post.articleId },
				'imported post not written',
			)
			addRow(report, 'skipped', { title: post.title, reason: error.message })
			notWritten.add(post.articleId)
		}
	}
}
