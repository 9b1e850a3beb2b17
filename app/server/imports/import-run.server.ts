/**
 * Import from Ghost or WordPress (issue 24, docs/decisions/063): the uploaded export (its format
 * told by its first character: JSON is Ghost's, XML is WordPress's WXR) is kept in the object
 * store and previewed without writing an article; the editor confirms with a category mapping and
 * the import writes through the article service. Every article's id comes from its id in the
 * source, so importing the same file again (or again after a crash) updates what is there and
 * adds nothing.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { randomId } from '#app/server/models/shared.ts'
import {
	ImportRun,
	type ImportReport,
	type ImportRunFields,
	type ImportSource,
} from '#app/server/models/index.ts'
import { storedTags } from '#app/server/articles/public.server.ts'
import {
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	copyExternalImages,
	keepImages,
} from '#app/server/media/image-import.server.ts'
import { ensureAuthor } from '#app/server/people/authors.server.ts'
import { DomainError, notFound } from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import {
	announceRedirects,
	saveImportedRedirect,
} from '#app/server/site/redirects.server.ts'
import { readGhostUpload } from './ghost-plan.server.ts'
import {
	addShortcodes,
	planPosts,
	previewOf,
	suggestedChoice,
	tagRows,
	type CategoryChoice,
	type PlannedPost,
	type ReadUpload,
} from './import-plan.server.ts'
import { looksLikeXml, readWordPressUpload } from './wordpress-plan.server.ts'

const FORMATS = {
	ghost: {
		extension: 'json',
		type: 'application/json',
		name: 'ghost-export.json',
	},
	wordpress: {
		extension: 'xml',
		type: 'application/xml',
		name: 'wordpress.xml',
	},
} as const

/** The upload read as the export it is: XML is a WordPress WXR file, anything else Ghost's JSON. */
async function readUpload(
	bytes: Uint8Array,
	siteUrl: string,
	source: ImportSource = looksLikeXml(bytes) ? 'wordpress' : 'ghost',
): Promise<ReadUpload> {
	return source === 'wordpress'
		? readWordPressUpload(bytes, siteUrl)
		: readGhostUpload(bytes, siteUrl)
}

/** Reads and previews an upload (nothing is imported yet); answers the run's id. */
export async function startImport({
	fileName,
	bytes,
	siteUrl,
}: {
	fileName: string
	bytes: Uint8Array
	siteUrl: string
}): Promise<string> {
	const read = await readUpload(bytes, siteUrl)
	const choice = suggestedChoice(tagRows(read.posts))
	const { planned, conflicts } = await planPosts(read.posts, choice)
	const id = randomId().replace(/[^A-Za-z0-9]/g, 'x')
	const format = FORMATS[read.source]
	const objectPath = `imports/${id}.${format.extension}`
	await getObjectStore().put(objectPath, Buffer.from(bytes), format.type)
	await ImportRun.create({
		_id: id,
		source: read.source,
		fileName: fileName.slice(0, 200) || format.name,
		fileBytes: bytes.byteLength,
		objectPath,
		siteUrl,
		state: 'previewed',
		preview: previewOf(read, planned, conflicts),
		...choice,
	})
	return id
}

export async function getImportRun(id: string): Promise<ImportRunFields> {
	const run = await ImportRun.findById(id).lean<ImportRunFields>()
	if (!run) throw notFound('No such import: upload the file again.')
	return run
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
		report.failedImages.push({ title: post.title, url })
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

/** Writes one planned post: a new article, or the update of the one an earlier import made. */
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
		if (updated) {
			report.updated += 1
			return updated.slug ?? post.existingSlug
		}
	}
	await ensureAuthor({ name: input.author })
	const {
		tags,
		version: _version,
		materialUpdate: _m,
		...fields
	} = await keepImages(input)
	const inserted = await insertArticleOnce(post.articleId, {
		...fields,
		...storedTags(tags),
		publishedAt: fields.publishedAt ?? new Date(),
	})
	if (inserted) report.imported += 1
	else report.updated += 1
	return input.slug!
}

/**
 * The post's old addresses, each to its new article. Two posts of one export may have had one
 * address (a duplicate slug): the first keeps it (`claimed` holds those of this run).
 */
async function redirectOldPaths(
	post: PlannedPost,
	slug: string,
	runId: string,
	{ report, claimed }: { report: ImportReport; claimed: Set<string> },
): Promise<void> {
	for (const from of post.draft?.oldPaths ?? []) {
		if (claimed.has(from)) {
			report.notes.push({
				title: post.title,
				note: `Old address ${from} already leads to an earlier post of this export`,
			})
			continue
		}
		claimed.add(from)
		const outcome = await saveImportedRedirect(from, `/article/${slug}`, runId)
		if (typeof outcome === 'string') report.redirects[outcome] += 1
		else {
			report.redirects.refused += 1
			report.notes.push({
				title: post.title,
				note: `Old address ${from} not redirected: ${outcome.refused}`,
			})
		}
	}
}

/**
 * Imports a previewed upload with the editor's category choice. Safe to run again: it updates.
 * Two confirmations at once write the same articles (fixed ids, inserts that one wins).
 */
export async function confirmImport(
	id: string,
	choice: CategoryChoice,
): Promise<ImportReport> {
	const run = await getImportRun(id)
	const object = await getObjectStore().get(run.objectPath)
	if (!object) throw notFound('The uploaded file is gone: upload it again.')
	const read = await readUpload(object.body, run.siteUrl, run.source)
	const { planned } = await planPosts(read.posts, choice)
	const report: ImportReport = {
		imported: 0,
		updated: 0,
		skipped: [],
		failedImages: [],
		redirects: { added: 0, updated: 0, kept: 0, refused: 0 },
		notes: [],
		...(read.source === 'wordpress'
			? { shortcodes: { converted: 0, unwrapped: 0, removed: 0 } }
			: {}),
	}
	const claimed = new Set<string>()
	for (const post of planned) {
		if (!post.input) {
			report.skipped.push({ title: post.title, reason: post.skipped! })
			continue
		}
		try {
			const slug = await writePost(post, report)
			await redirectOldPaths(post, slug, id, { report, claimed })
			for (const note of post.notes)
				report.notes.push({ title: post.title, note })
			if (report.shortcodes && post.shortcodes)
				addShortcodes(report.shortcodes, post.shortcodes)
		} catch (error) {
			if (!(error instanceof DomainError) || error.kind === 'unavailable')
				throw error
			logger.warn(
				{ err: error, post: post.articleId },
				'imported post not written',
			)
			report.skipped.push({ title: post.title, reason: error.message })
		}
	}
	await announceRedirects()
	await ImportRun.updateOne(
		{ _id: id },
		{
			$set: {
				state: 'imported',
				report: capReport(report),
				importedAt: new Date(),
				...choice,
			},
		},
	)
	await recordAudit({
		action: 'site-import',
		subjectId: id,
		subjectLabel: run.fileName,
		detail: `${report.imported} imported, ${report.updated} updated, ${report.skipped.length} skipped`,
	})
	return report
}

/** A report small enough for one record (the counts stay exact). */
function capReport(report: ImportReport): ImportReport {
	return {
		...report,
		skipped: report.skipped.slice(0, 500),
		failedImages: report.failedImages.slice(0, 500),
		notes: report.notes.slice(0, 500),
	}
}
