/**
 * The first pass of a restore: the whole archive is read and every line checked (zod, then the
 * model's own validation), every entry name matched against the archive's layout, and nothing is
 * written. Only an archive that passes is written by the second pass (restore.server.ts), so a
 * damaged or hostile file changes nothing.
 */
import type mongoose from 'mongoose'
import type { Model } from 'mongoose'
import {
	EXPORT_KINDS,
	EXPORT_MANIFEST_FILE,
	exportKindsOf,
	type ExportKind,
} from '#app/content/export.ts'
import {
	Article,
	ArticleRevision,
	Author,
	GuestPost,
	ImageRecord,
	NewsletterSubscriber,
	Promotion,
	PublicationSettings,
	Redirect,
	StaffMember,
} from '#app/server/models/index.ts'
import { newSessionEpoch } from '#app/server/people/staff.server.ts'
import { STAFF_EXPORT_FIELDS } from './export-parts.server.ts'
import {
	DomainError,
	invalid,
	tooLarge,
} from '#app/server/platform/errors.server.ts'
import {
	openArchive,
	readAll,
	readLines,
	type ArchiveEntry,
	type ArchiveReader,
} from './archive-reader.server.ts'
import {
	imagePathOfEntry,
	issueText,
	kindOfFile,
	manifestProblem,
	manifestSchema,
	RECORD_SCHEMAS,
	RESTORE_IMAGE_MAX_BYTES,
	RESTORE_LINE_MAX_BYTES,
	RESTORE_MANIFEST_MAX_BYTES,
	RESTORE_MAX_ENTRIES,
	type ArchiveRecord,
	type RestoreManifest,
} from './restore-records.server.ts'

type StoredKind = Exclude<ExportKind, 'categories' | 'tags'>

/** The model each stored kind is written to (categories and tags are not stored: they are checked). */
export const MODELS_BY_KIND: Record<StoredKind, Model<never>> = {
	articles: Article as never,
	revisions: ArticleRevision as never,
	authors: Author as never,
	promotions: Promotion as never,
	guestPosts: GuestPost as never,
	subscribers: NewsletterSubscriber as never,
	redirects: Redirect as never,
	staff: StaffMember as never,
	images: ImageRecord as never,
	settings: PublicationSettings as never,
}

export function isStoredKind(kind: ExportKind): kind is StoredKind {
	return kind in MODELS_BY_KIND
}

/**
 * What of a checked line may reach the database. A person: only the fields the export writes
 * (STAFF_EXPORT_FIELDS) and a new session epoch, so an archive edited to carry a password hash or
 * an owner seed cannot bring in a sign-in. A guest post: its markdown, never stored HTML (rendered
 * again from the markdown when shown, as article bodies are rendered again on restore).
 */
function restorableFields(
	kind: StoredKind,
	fields: Record<string, unknown>,
): Record<string, unknown> {
	if (kind === 'staff')
		return {
			...Object.fromEntries(
				STAFF_EXPORT_FIELDS.filter(field => field in fields).map(field => [
					field,
					fields[field],
				]),
			),
			sessionEpoch: newSessionEpoch(),
		}
	if (kind === 'guestPosts') {
		const { contentHtml: _html, rendererVersion: _version, ...rest } = fields
		return rest
	}
	return fields
}

/**
 * A line of `kind` as the document to insert, checked by the kind's schema and the model: a
 * throw names what is wrong. The article's `body` is left out (it goes to its own collection);
 * a person gets a new session epoch and no password (the archive never carries one).
 */
export async function recordDocument(
	kind: ExportKind,
	line: string,
): Promise<{ record: ArchiveRecord; document?: Record<string, unknown> }> {
	let parsed: unknown
	try {
		parsed = JSON.parse(line)
	} catch {
		throw new Error('not JSON')
	}
	const checked = RECORD_SCHEMAS[kind].safeParse(parsed)
	if (!checked.success) throw new Error(issueText(checked.error))
	const record = checked.data as ArchiveRecord
	if (!isStoredKind(kind)) return { record }
	const { body: _body, ...fields } = record
	const Model = MODELS_BY_KIND[kind] as unknown as new (
		fields: Record<string, unknown>,
	) => mongoose.Document
	const document = new Model(restorableFields(kind, fields))
	try {
		await document.validate()
	} catch (error) {
		const errors = (error as mongoose.Error.ValidationError).errors ?? {}
		const first = Object.values(errors)[0] as { message?: string } | undefined
		throw new Error(first?.message ?? (error as Error).message, {
			cause: error,
		})
	}
	return {
		record,
		document: (document as { toBSON(): Record<string, unknown> }).toBSON(),
	}
}

/** What the check learned, for the write and for the report. */
export interface CheckedArchive {
	manifest: RestoreManifest
	counts: Record<ExportKind, number>
	imageFiles: number
	/** Addresses of the non-owner people (a deployment's owner may not share one). */
	staffEmails: Set<string>
}

/** Keys that must be unique within a kind: its `_id`, an article's slug, a person's address. */
function uniqueKeys(kind: ExportKind, record: ArchiveRecord): string[] {
	const fields = record as { _id?: string; slug?: string; email?: string }
	const keys = [`_id:${fields._id ?? fields.slug}`]
	if (kind === 'articles' && fields.slug) keys.push(`slug:${fields.slug}`)
	if (kind === 'staff') keys.push(`email:${fields.email?.toLowerCase()}`)
	return keys
}

async function checkFile(
	entry: ArchiveEntry,
	kind: ExportKind,
	checked: CheckedArchive,
	imageObjects: Set<string>,
): Promise<void> {
	const seen = new Set<string>()
	for await (const { line, number } of readLines(
		await entry.open(),
		RESTORE_LINE_MAX_BYTES,
		entry.name,
	)) {
		let record: ArchiveRecord
		try {
			record = (await recordDocument(kind, line)).record
		} catch (error) {
			throw invalid(
				`${entry.name}, line ${number}: ${(error as Error).message}. Nothing was restored.`,
			)
		}
		for (const key of uniqueKeys(kind, record)) {
			if (seen.has(key))
				throw invalid(
					`${entry.name}, line ${number}: ${key.replace(':', ' ')} appears twice. Nothing was restored.`,
				)
			seen.add(key)
		}
		if (kind === 'images')
			for (const path of (record.objects as string[] | undefined) ?? [
				record._id!,
			])
				imageObjects.add(path)
		if (kind === 'staff' && record.owner !== true)
			checked.staffEmails.add(String(record.email).toLowerCase())
		checked.counts[kind] += 1
	}
}

async function readManifest(reader: ArchiveReader): Promise<RestoreManifest> {
	const first = await reader.next()
	if (first?.name !== EXPORT_MANIFEST_FILE)
		throw invalid(
			`The archive does not start with ${EXPORT_MANIFEST_FILE}: it is not a Brandline export.`,
		)
	let json: unknown
	try {
		json = JSON.parse(
			(
				await readAll(
					await first.open(),
					RESTORE_MANIFEST_MAX_BYTES,
					EXPORT_MANIFEST_FILE,
				)
			).toString('utf8'),
		)
	} catch (error) {
		if (error instanceof DomainError) throw error
		throw invalid(`${EXPORT_MANIFEST_FILE} is not JSON.`)
	}
	const parsed = manifestSchema.safeParse(json)
	if (!parsed.success)
		throw invalid(`${EXPORT_MANIFEST_FILE}: ${issueText(parsed.error)}.`)
	const problem = manifestProblem(parsed.data)
	if (problem) throw invalid(problem)
	return parsed.data
}

/** Reads and checks the whole archive at `file`; writes nothing. Throws a domain error naming the first problem. */
export async function checkArchive(file: string): Promise<CheckedArchive> {
	const reader = await openArchive(file)
	try {
		if (reader.entryCount > RESTORE_MAX_ENTRIES)
			throw tooLarge(
				`The archive holds more than ${RESTORE_MAX_ENTRIES} files.`,
			)
		const checked: CheckedArchive = {
			manifest: await readManifest(reader),
			counts: Object.fromEntries(
				EXPORT_KINDS.map(({ kind }) => [kind, 0]),
			) as Record<ExportKind, number>,
			imageFiles: 0,
			staffEmails: new Set(),
		}
		const files = new Set<string>()
		const imageObjects = new Set<string>()
		for (let entry = await reader.next(); entry; entry = await reader.next()) {
			const kind = kindOfFile(entry.name, checked.manifest.schemaVersion)
			if (kind) {
				if (files.has(entry.name))
					throw invalid(`${entry.name} appears twice in the archive.`)
				files.add(entry.name)
				await checkFile(entry, kind, checked, imageObjects)
				continue
			}
			const objectPath = imagePathOfEntry(entry.name)
			if (!objectPath || !imageObjects.has(objectPath))
				throw invalid(
					`The archive holds ${JSON.stringify(entry.name)}, which is not a file of a Brandline export (or an image no image record names). Nothing was restored.`,
				)
			if (entry.size > RESTORE_IMAGE_MAX_BYTES)
				throw tooLarge(
					`${entry.name} is larger than ${RESTORE_IMAGE_MAX_BYTES} bytes. Nothing was restored.`,
				)
			imageObjects.delete(objectPath)
			checked.imageFiles += 1
		}
		const missing = exportKindsOf(checked.manifest.schemaVersion).filter(
			({ file }) => !files.has(file),
		)
		if (missing.length > 0)
			throw invalid(
				`The archive lacks ${missing.map(({ file }) => file).join(', ')}. Nothing was restored.`,
			)
		return checked
	} finally {
		reader.close()
	}
}
