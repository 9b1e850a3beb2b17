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
	EXPORT_OLDEST_RESTORABLE_VERSION,
	EXPORT_SCHEMA_VERSION,
	exportKindsOf,
	type ExportKind,
} from '#app/content/export.ts'
import { STAFF_ROLES, STAFF_STATUSES } from '#app/content/staff.ts'
import { parseRedirectFrom } from '#app/lib/redirect-paths.ts'
import { PromotionSchema } from '#app/schemas/promotion.ts'
import { RedirectSchema } from '#app/schemas/redirect.ts'
import { SettingsFormSchema } from '#app/schemas/settings.ts'
import {
	isObjectPath,
	STORED_IMAGE_MAX_BYTES,
} from '#app/server/media/images.server.ts'
import {
	GUEST_POST_STATUSES,
	REDIRECT_ORIGINS,
	settingsVersionId,
} from '#app/server/models/index.ts'

/** The longest line a JSON-lines file may have (an article with a very long body fits). */
export const RESTORE_LINE_MAX_BYTES = 16 * 1024 * 1024
/** The largest manifest.json (a few hundred bytes in practice). */
export const RESTORE_MANIFEST_MAX_BYTES = 64 * 1024
/** The largest image file (stored images are at most STORED_IMAGE_MAX_BYTES; room for variants). */
export const RESTORE_IMAGE_MAX_BYTES = 2 * STORED_IMAGE_MAX_BYTES
/** The most entries an archive may hold (twelve files and the images of a large site). */
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
	// The promotion form's own rules for what a reader sees and follows: no looser on restore.
	promotions: z.looseObject({
		title: PromotionSchema.shape.title,
		description: PromotionSchema.shape.description,
		url: PromotionSchema.shape.url,
		imageUrl: PromotionSchema.shape.imageUrl,
		_id: id,
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
	// The redirects manager's rules: an old address as it stores one, a target it would accept.
	redirects: z.looseObject({
		_id: RedirectSchema.shape.from.refine(value => {
			const parsed = parseRedirectFrom(value)
			return parsed.ok && parsed.key === value
		}, 'not an old address as the redirects manager stores it'),
		to: RedirectSchema.shape.to,
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
	// The settings form's own rules (the same limits, addresses and time zones an Administrator
	// may save), and the version's id as a save makes it.
	settings: z
		.looseObject({
			...SettingsFormSchema.omit({ version: true }).shape,
			_id: id,
			version: z.number().int().min(1),
			savedById: text,
			savedByName: text,
			createdAt: date,
		})
		.refine(
			record => record._id === settingsVersionId(record.version),
			'_id: not the id of its version',
		),
} satisfies Record<ExportKind, z.ZodType>

export type ArchiveRecord = Record<string, unknown> & { _id?: string }

/** The kind a file of an archive of `schemaVersion` holds, by its name (undefined: not one of its files). */
export function kindOfFile(
	name: string,
	schemaVersion: number = EXPORT_SCHEMA_VERSION,
): ExportKind | undefined {
	return exportKindsOf(schemaVersion).find(kind => kind.file === name)?.kind
}

/** The object path of an image entry (`images/uploads/…webp`), or undefined when it is not one. */
export function imagePathOfEntry(name: string): string | undefined {
	if (!name.startsWith(EXPORT_IMAGES_FOLDER)) return undefined
	const objectPath = name.slice(EXPORT_IMAGES_FOLDER.length)
	return isObjectPath(objectPath) ? objectPath : undefined
}

/** Why a manifest cannot be restored, or null when it can. */
export function manifestProblem(manifest: RestoreManifest): string | null {
	const version = manifest.schemaVersion
	if (
		version < EXPORT_OLDEST_RESTORABLE_VERSION ||
		version > EXPORT_SCHEMA_VERSION
	)
		return `The archive has schema version ${version}; this site restores versions ${EXPORT_OLDEST_RESTORABLE_VERSION} to ${EXPORT_SCHEMA_VERSION} only.`
	const expected = exportKindsOf(version).map(
		kind => `${kind.kind}:${kind.file}`,
	)
	const listed = manifest.files.map(file => `${file.kind}:${file.path}`)
	if (expected.join() !== listed.join())
		return `The manifest lists other files than schema version ${version} has (${listed.join(', ')}).`
	return null
}

/** The first problem of a zod result, as one readable phrase. */
export function issueText(error: z.ZodError): string {
	const issue = error.issues[0]!
	const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
	return `${where}${issue.message}`
}
