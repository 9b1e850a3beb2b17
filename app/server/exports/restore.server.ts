/**
 * Restores a full-site export (docs/export-format.md) into this site's database: the archive is
 * checked whole first (restore-check.server.ts: nothing is written unless every line passes),
 * then written kind by kind under the records' own ids, so addresses, revisions, bylines and
 * images line up as they did. Article bodies are rendered again from their markdown (the archive
 * has no HTML), each article's address is reserved, and the images go back into the object store.
 *
 * Only into a site with no content: refused otherwise, unless `force`, which first removes what
 * the archive replaces. Staff come back without passwords (an export never has them): the owner
 * signs in with the deployment's ADMIN_PASSWORD (docs/decisions/063).
 */
import mongoose, { type Model } from 'mongoose'
import type { ExportKind } from '#app/content/export.ts'
import {
	ArticleBody,
	ArticleSlug,
	EditStash,
	ImageRecord,
	PublishQueue,
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import {
	invalidatePages,
	PAGE_TAGS,
} from '#app/server/coordination/page-cache.server.ts'
import { OWNER_ID } from '#app/server/people/staff.server.ts'
import { conflict, invalid } from '#app/server/platform/errors.server.ts'
import {
	RENDERER_VERSION,
	renderMarkdown,
} from '#app/server/platform/markdown.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import { openArchive, readAll, readLines } from './archive-reader.server.ts'
import {
	checkArchive,
	isStoredKind,
	MODELS_BY_KIND,
	recordDocument,
	type CheckedArchive,
} from './restore-check.server.ts'
import {
	imagePathOfEntry,
	kindOfFile,
	RESTORE_IMAGE_MAX_BYTES,
	RESTORE_LINE_MAX_BYTES,
	type ArchiveRecord,
} from './restore-records.server.ts'

export interface RestoreOptions {
	/** Restore into a site that has content: what the archive replaces is removed first. */
	force?: boolean
}

export interface RestoreReport {
	counts: Record<ExportKind, number>
	imageFiles: number
	/** The site had content, removed first (`force`). */
	replaced: boolean
	ms: number
}

const RESTORE_BATCH = 500

/** Collections a restore writes, or that hang off what it writes (bodies, addresses, the queue). */
const RESTORED_MODELS: Model<never>[] = [
	...Object.values(MODELS_BY_KIND),
	ArticleBody as never,
	ArticleSlug as never,
	PublishQueue as never,
	EditStash as never,
]

export const NOT_EMPTY_MESSAGE =
	'This site already has content: a restore goes into an empty database. Restore into a new database, or pass --force to remove the content the archive replaces first.'

/** True when the site holds nothing a restore writes (the owner a deployment makes at start aside). */
export async function siteIsEmpty(): Promise<boolean> {
	for (const model of RESTORED_MODELS) {
		const filter =
			model === (StaffMember as never)
				? { _id: mongoose.trusted({ $ne: OWNER_ID }) }
				: {}
		if (await model.exists(filter as never)) return false
	}
	return true
}

/** Removes what a restore replaces, the stored images' files included. */
async function clearSite(): Promise<void> {
	const store = getObjectStore()
	const images = ImageRecord.find({}, { objects: 1 })
		.lean<{ _id: string; objects?: string[] }[]>()
		.cursor({ batchSize: RESTORE_BATCH })
	let paths: string[] = []
	for await (const image of images) {
		paths.push(...(image.objects ?? [image._id]))
		if (paths.length < RESTORE_BATCH) continue
		await store.delete(paths)
		paths = []
	}
	await store.delete(paths)
	for (const model of RESTORED_MODELS) await model.deleteMany({})
}

/** An article's body rendered again from its markdown, and the reservation of its address. */
function articleExtras(record: ArchiveRecord) {
	const id = record._id!
	const body = String(record.body)
	return {
		body: body
			? {
					_id: id,
					content: body,
					html: renderMarkdown(body),
					rendererVersion: RENDERER_VERSION,
					headline: record.headline,
					summary: record.summary,
				}
			: undefined,
		slug: record.slug
			? {
					_id: record.slug,
					articleId: id,
					createdAt: new Date(String(record.createdAt)),
				}
			: undefined,
	}
}

/**
 * The owner a deployment made at start (from ADMIN_EMAIL and ADMIN_PASSWORD) stays who signs in:
 * the archive's owner gives it a name and history, not an address or a password.
 */
async function mergeOwner(
	existing: StaffMemberFields,
	document: Record<string, unknown>,
): Promise<void> {
	const keep = ['name', 'lastSignInAt', 'createdAt', 'updatedAt'] as const
	await StaffMember.collection.updateOne(
		{ _id: existing._id as never },
		{ $set: Object.fromEntries(keep.map(key => [key, document[key]])) },
	)
}

async function writeBatch(
	kind: ExportKind,
	batch: { record: ArchiveRecord; document: Record<string, unknown> }[],
	owner: StaffMemberFields | null,
): Promise<void> {
	if (!isStoredKind(kind) || batch.length === 0) return
	let documents = batch.map(item => item.document)
	if (kind === 'staff' && owner) {
		const archived = documents.find(document => document._id === OWNER_ID)
		if (archived) await mergeOwner(owner, archived)
		documents = documents.filter(document => document._id !== OWNER_ID)
	}
	if (documents.length > 0)
		await MODELS_BY_KIND[kind].collection.insertMany(documents)
	if (kind !== 'articles') return
	const extras = batch.map(item => articleExtras(item.record))
	const bodies = extras.flatMap(extra => (extra.body ? [extra.body] : []))
	const slugs = extras.flatMap(extra => (extra.slug ? [extra.slug] : []))
	if (bodies.length > 0)
		await ArticleBody.collection.insertMany(bodies as never[])
	if (slugs.length > 0)
		await ArticleSlug.collection.insertMany(slugs as never[])
}

const CONTENT_TYPES: Record<string, string> = {
	webp: 'image/webp',
	avif: 'image/avif',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
}

/** The second pass: every record and image of an archive the check passed. */
async function writeArchive(
	file: string,
	owner: StaffMemberFields | null,
	replaced: boolean,
): Promise<void> {
	const reader = await openArchive(file)
	const store = getObjectStore()
	try {
		// The manifest was read by the check.
		await reader.next()
		for (let entry = await reader.next(); entry; entry = await reader.next()) {
			const kind = kindOfFile(entry.name)
			if (kind) {
				let batch: Parameters<typeof writeBatch>[1] = []
				for await (const { line } of readLines(
					await entry.open(),
					RESTORE_LINE_MAX_BYTES,
					entry.name,
				)) {
					const { record, document } = await recordDocument(kind, line)
					if (document) batch.push({ record, document })
					if (batch.length < RESTORE_BATCH) continue
					await writeBatch(kind, batch, owner)
					batch = []
				}
				await writeBatch(kind, batch, owner)
				continue
			}
			const objectPath = imagePathOfEntry(entry.name)!
			const body = await readAll(
				await entry.open(),
				RESTORE_IMAGE_MAX_BYTES,
				entry.name,
			)
			// A file left from before the records that named it were removed (--force) is replaced.
			if (replaced) await store.delete([objectPath])
			const extension = objectPath.slice(objectPath.lastIndexOf('.') + 1)
			await store.put(objectPath, body, CONTENT_TYPES[extension]!)
		}
	} finally {
		reader.close()
	}
}

/**
 * Restores the archive at `file`. Refused (nothing written) when the archive does not pass the
 * check, or the site has content and `force` is not given.
 */
export async function restoreArchive(
	file: string,
	{ force = false }: RestoreOptions = {},
): Promise<RestoreReport> {
	const started = Date.now()
	const empty = await siteIsEmpty()
	if (!empty && !force) throw conflict(NOT_EMPTY_MESSAGE)
	const checked: CheckedArchive = await checkArchive(file)
	if (!empty) await clearSite()
	const owner = await StaffMember.findById(OWNER_ID).lean<StaffMemberFields>()
	if (owner && checked.staffEmails.has(owner.email))
		throw invalid(
			`The archive has a person with the owner's address (${owner.email}), which this deployment's ADMIN_EMAIL gives the owner. Set ADMIN_EMAIL to another address, or restore into a database the site has not started on.`,
		)
	try {
		await writeArchive(file, owner, !empty)
	} catch (error) {
		throw new Error(
			`The restore stopped midway, so the database is partly restored (${(error as Error).message}). Restore again with --force once the cause is fixed.`,
			{ cause: error },
		)
	} finally {
		// Every running instance drops its cached pages and reads its search index, settings and
		// redirects again on its next read of the change log (within about a second).
		await invalidatePages([PAGE_TAGS.everything], { removal: true })
	}
	return {
		counts: checked.counts,
		imageFiles: checked.imageFiles,
		replaced: !empty,
		ms: Date.now() - started,
	}
}
