/**
 * The records of the full-site export (docs/export-format.md), one JSON-lines file per kind: how
 * each is counted for the manifest and read for its file. Collections are read by cursor in `_id`
 * order, a batch at a time (`cursorTextStream`), so memory holds one batch whatever the size of the
 * site. What is never exported is left out by the query itself (a staff member's password hash,
 * session epoch and the owner's configuration seeds).
 */
import type { Model } from 'mongoose'
import { ALL_CATEGORIES, CATEGORY_INFO } from '#app/content/categories.ts'
import { EXPORT_KINDS, type ExportKind } from '#app/content/export.ts'
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
	type ArticleFields,
} from '#app/server/models/index.ts'
import {
	cursorTextStream,
	RECORDS_PER_BATCH,
} from '#app/server/platform/cursor-stream.server.ts'
import { bodiesInOrder } from './bodies-in-order.server.ts'

export interface ExportPart {
	kind: ExportKind
	file: string
	/** Records the file will hold (counted when the export starts). */
	count(): Promise<number>
	/** The file's bytes, read while the archive is written. */
	stream(): ReadableStream<Uint8Array>
}

type Doc = Record<string, unknown>

/** One record as a line of JSON (dates as ISO 8601 strings). */
export function jsonLine(record: unknown): string {
	return `${JSON.stringify(record)}\n`
}

/** The fields of a staff member an export may carry: never a password hash or session data. */
export const STAFF_EXPORT_FIELDS = [
	'_id',
	'email',
	'name',
	'role',
	'status',
	'owner',
	'lastSignInAt',
	'createdAt',
	'updatedAt',
] as const

/** Only stored images have files to export (an upload in progress or a failed one has none). */
export const EXPORTED_IMAGES = { state: 'stored' } as const

/** Turns a batch of records into what the file holds (may read more for the batch), for one pass. */
interface Shaper {
	shape(batch: Doc[]): Promise<Doc[]>
	close(): Promise<void>
}

interface CollectionOptions {
	filter?: Doc
	projection?: Record<string, 1>
	/** Makes the shaper of one pass over the collection (records as they are without one). */
	shaper?: () => Shaper
}

function collection<T>(
	model: Model<T>,
	{ filter = {}, projection, shaper }: CollectionOptions,
): Pick<ExportPart, 'count' | 'stream'> {
	return {
		count: () => model.countDocuments(filter as never).exec(),
		stream: () => {
			const cursor = model
				.find(filter as never, projection)
				.sort({ _id: 1 })
				.lean<Doc[]>()
				.cursor({ batchSize: RECORDS_PER_BATCH })
			const pass = shaper?.()
			return cursorTextStream(
				{
					next: () => cursor.next(),
					close: async () => {
						await cursor.close()
						await pass?.close()
					},
				},
				async batch =>
					(pass ? await pass.shape(batch) : batch).map(jsonLine).join(''),
			)
		},
	}
}

/** Articles with their markdown bodies, which live apart (read alongside, in the same `_id` order). */
function articlesWithBodies(): Shaper {
	const bodies = bodiesInOrder(['content'])
	return {
		async shape(articles) {
			const byId = await bodies.of(
				articles.map(article => article._id as string),
			)
			return articles.map(({ content, ...fields }) => ({
				...fields,
				body: byId.get(fields._id as string)?.content ?? content ?? '',
			}))
		},
		close: () => bodies.close(),
	}
}

/** A stream of one piece of text, made when the file's turn comes. */
function textStream(text: () => Promise<string>): ReadableStream<Uint8Array> {
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			controller.enqueue(new TextEncoder().encode(await text()))
			controller.close()
		},
	})
}

interface TagRow {
	slug: string
	name: string
	articles: number
}

/**
 * Every tag in use, from one cursor pass over the articles' tag fields. Memory holds the tag
 * vocabulary (hundreds of names), not the articles.
 */
export async function tagsInUse(): Promise<TagRow[]> {
	const tags = new Map<string, TagRow>()
	const cursor = Article.find({}, { tags: 1, tagNames: 1 })
		.lean<Pick<ArticleFields, 'tags' | 'tagNames'>[]>()
		.cursor({ batchSize: RECORDS_PER_BATCH })
	for await (const article of cursor) {
		for (const [index, slug] of (article.tags ?? []).entries()) {
			const row = tags.get(slug) ?? {
				slug,
				name: article.tagNames?.[index] ?? slug,
				articles: 0,
			}
			row.articles += 1
			tags.set(slug, row)
		}
	}
	return [...tags.values()].sort((a, b) => a.slug.localeCompare(b.slug))
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
	let made: Promise<T> | undefined
	return () => (made ??= make())
}

function partsByKind(): Record<
	ExportKind,
	Pick<ExportPart, 'count' | 'stream'>
> {
	const tags = once(tagsInUse)
	const categories = ALL_CATEGORIES.map(slug => ({
		slug,
		title: CATEGORY_INFO[slug].title,
		description: CATEGORY_INFO[slug].description,
	}))
	return {
		articles: collection(Article, { shaper: articlesWithBodies }),
		revisions: collection(ArticleRevision, {}),
		categories: {
			count: () => Promise.resolve(categories.length),
			stream: () =>
				textStream(() => Promise.resolve(categories.map(jsonLine).join(''))),
		},
		tags: {
			count: async () => (await tags()).length,
			stream: () =>
				textStream(async () => (await tags()).map(jsonLine).join('')),
		},
		authors: collection(Author, {}),
		promotions: collection(Promotion, {}),
		guestPosts: collection(GuestPost, {}),
		subscribers: collection(NewsletterSubscriber, {}),
		redirects: collection(Redirect, {}),
		staff: collection(StaffMember, {
			projection: Object.fromEntries(
				STAFF_EXPORT_FIELDS.map(field => [field, 1] as const),
			),
		}),
		images: collection(ImageRecord, { filter: EXPORTED_IMAGES }),
		// Every saved version (a handful): names, addresses and links, never a secret.
		settings: collection(PublicationSettings, {}),
	}
}

/** The export's JSON-lines files, in the order of EXPORT_KINDS, for one export. */
export function exportParts(): ExportPart[] {
	const parts = partsByKind()
	return EXPORT_KINDS.map(({ kind, file }) => ({ kind, file, ...parts[kind] }))
}
