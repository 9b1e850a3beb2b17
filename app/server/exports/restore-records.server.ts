/**
 * What a restore accepts from an archive (docs/export-format.md): the manifest of the schema
 * version this site writes, and for each JSON-lines file the fields a record must have to be
 * restored. A record may carry fields it does not list (a later export of the same schema may add
 * some); the model's own validation runs after this one, so a record is checked twice before
 * anything is written.
 */
import { z } from 'zod'
import { ARTICLE_STATUSES } from '#app/content/article-status.ts'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import {
	EXPORT_IMAGES_FOLDER,
	EXPORT_KINDS,
	EXPORT_SCHEMA_VERSION,
	type ExportKind,
} from '#app/content/export.ts'
import { STAFF_ROLES, STAFF_STATUSES } from '#app/content/staff.ts'
import {
	isObjectPath,
	STORED_IMAGE_MAX_BYTES,
} from '#app/server/media/images.server.ts'
import {
	GUEST_POST_STATUSES,
	REDIRECT_ORIGINS,
} from '#app/server/models/index.ts'

/** The longest line a JSON-lines file may have (an article with a very long body fits). */
export const RESTORE_LINE_MAX_BYTES = 16 * 1024 * 1024
/** The largest manifest.json (a few hundred bytes in practice). */
export const RESTORE_MANIFEST_MAX_BYTES = 64 * 1024
/** The largest image file (stored images are at most STORED_IMAGE_MAX_BYTES; room for variants). */
export const RESTORE_IMAGE_MAX_BYTES = 2 * STORED_IMAGE_MAX_BYTES
/** The most entries an archive may hold (eleven files and the images of a large site). */
export const RESTORE_MAX_ENTRIES = 2_000_000

const id = z.string().trim().min(1).max(300)
const date = z.iso.datetime({ offset: true })
const text = z.string().trim().min(1)
const objectPath = id.refine(isObjectPath, 'not an image path this site writes')

export const manifestSchema = z.looseObject({
	schemaVersion: z.number().int(),
	generator: z.string(),
	generatedAt: date,
	siteUrl: z.string(),
	counts: z.record(z.string(), z.number().int().min(0)),
	files: z.array(z.looseObject({ kind: z.string(), path: z.string() })),
	imagesFolder: z.literal(EXPORT_IMAGES_FOLDER),
})
export type RestoreManifest = z.infer<typeof manifestSchema>

/** The record schemas, by kind. */
export const RECORD_SCHEMAS = {
	articles: z.looseObject({
		_id: id,
		slug: id.optional(),
		headline: text,
		summary: text,
		body: z.string(),
		author: text,
		category: z.enum(ALL_CATEGORIES),
		status: z.enum(ARTICLE_STATUSES),
		publishedAt: date,
		tags: z.array(z.string()).optional(),
		tagNames: z.array(z.string()).optional(),
		createdAt: date,
		updatedAt: date,
	}),
	revisions: z.looseObject({
		_id: id,
		articleId: id,
		by: text,
		savedAt: date,
	}),
	categories: z.looseObject({
		slug: z.enum(ALL_CATEGORIES),
		title: text,
	}),
	tags: z.looseObject({
		slug: text,
		name: text,
		articles: z.number().int().min(0),
	}),
	authors: z.looseObject({ _id: id, name: text, role: text, shortBio: text }),
	promotions: z.looseObject({
		_id: id,
		title: text,
		description: text,
		url: text,
	}),
	guestPosts: z.looseObject({
		_id: id,
		authorName: text,
		email: text,
		headline: text,
		content: z.string().min(1),
		status: z.enum(GUEST_POST_STATUSES),
		agreeTerms: z.boolean(),
		submittedAt: date,
	}),
	subscribers: z.looseObject({ _id: id, email: text, subscribedAt: date }),
	redirects: z.looseObject({
		_id: id,
		to: text,
		origin: z.enum(REDIRECT_ORIGINS),
	}),
	staff: z.looseObject({
		_id: id,
		email: text,
		name: text,
		role: z.enum(STAFF_ROLES),
		status: z.enum(STAFF_STATUSES),
		owner: z.boolean().optional(),
	}),
	images: z.looseObject({
		_id: objectPath,
		state: z.literal('stored'),
		objects: z.array(objectPath).optional(),
	}),
} satisfies Record<ExportKind, z.ZodType>

export type ArchiveRecord = Record<string, unknown> & { _id?: string }

/** The kind a file of the archive holds, by its name (undefined: not one of ours). */
export function kindOfFile(name: string): ExportKind | undefined {
	return EXPORT_KINDS.find(kind => kind.file === name)?.kind
}

/** The object path of an image entry (`images/uploads/…webp`), or undefined when it is not one. */
export function imagePathOfEntry(name: string): string | undefined {
	if (!name.startsWith(EXPORT_IMAGES_FOLDER)) return undefined
	const objectPath = name.slice(EXPORT_IMAGES_FOLDER.length)
	return isObjectPath(objectPath) ? objectPath : undefined
}

/** Why a manifest cannot be restored, or null when it can. */
export function manifestProblem(manifest: RestoreManifest): string | null {
	if (manifest.schemaVersion !== EXPORT_SCHEMA_VERSION)
		return `The archive has schema version ${manifest.schemaVersion}; this site restores version ${EXPORT_SCHEMA_VERSION} only.`
	const expected = EXPORT_KINDS.map(kind => `${kind.kind}:${kind.file}`)
	const listed = manifest.files.map(file => `${file.kind}:${file.path}`)
	if (expected.join() !== listed.join())
		return `The manifest lists other files than schema version ${EXPORT_SCHEMA_VERSION} has (${listed.join(', ')}).`
	return null
}

/** The first problem of a zod result, as one readable phrase. */
export function issueText(error: z.ZodError): string {
	const issue = error.issues[0]!
	const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
	return `${where}${issue.message}`
}
