/**
 * The articles' bodies for the exports, read alongside the articles: both are read in `_id`
 * order, so one cursor over the bodies, walked forward as the articles' batches come, finds each
 * article's body (a merge join). One query for the whole export, not one per batch: FerretDB
 * answers `_id: {$in: […]}` with a scan of the collection, so looking a batch's bodies up by
 * their ids made an export's time grow with the square of the articles (measured in decision 063).
 * Memory holds one cursor batch of bodies.
 */
import {
	ArticleBody,
	type ArticleBodyFields,
} from '#app/server/models/index.ts'
import { RECORDS_PER_BATCH } from '#app/server/platform/cursor-stream.server.ts'

type BodyField = Exclude<keyof ArticleBodyFields, '_id'>

/** The database's order of string ids (their UTF-8 bytes), which JavaScript's `<` is not beyond the BMP. */
function compareIds(a: string, b: string): number {
	return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

export interface BodiesInOrder<F extends BodyField> {
	/**
	 * The bodies of a batch of articles, by article id. The ids must come in ascending `_id` order,
	 * within a batch and from one batch to the next (the articles' own cursor sorted by `_id`).
	 */
	of(ids: readonly string[]): Promise<Map<string, Pick<ArticleBodyFields, F>>>
	/** Closes the cursor (at the end, or when the download is cancelled). */
	close(): Promise<void>
}

/** A reader of bodies with the given fields, for one pass over the articles in `_id` order. */
export function bodiesInOrder<F extends BodyField>(
	fields: readonly F[],
): BodiesInOrder<F> {
	type Body = Pick<ArticleBodyFields, '_id' | F>
	let cursor: { next(): Promise<Body | null>; close(): Promise<void> } | null =
		null
	let ahead: Body | null = null
	let ended = false

	const projection = Object.fromEntries(
		fields.map(field => [field, 1] as const),
	)
	const open = () =>
		(cursor ??= ArticleBody.find({}, projection)
			.sort({ _id: 1 })
			.lean<Body[]>()
			.cursor({ batchSize: RECORDS_PER_BATCH }))

	/** The first body whose id is not below `id` (kept for the next article if it is above). */
	async function reach(id: string): Promise<Body | null> {
		for (;;) {
			if (!ahead && !ended) {
				ahead = await open().next()
				ended = ahead === null
			}
			if (!ahead) return null
			const order = compareIds(String(ahead._id), id)
			if (order >= 0) return order === 0 ? ahead : null
			ahead = null
		}
	}

	return {
		async of(ids) {
			const found = new Map<string, Pick<ArticleBodyFields, F>>()
			for (const id of ids) {
				// An article saved during the export may have a body the cursor passed before it was
				// written: that rare one is looked up by itself, so no article leaves without its body.
				const body =
					(await reach(id)) ??
					(await ArticleBody.findById(id, projection).lean<Body>())
				if (body) found.set(id, body)
			}
			return found
		},
		async close() {
			ended = true
			await cursor?.close()
		},
	}
}
