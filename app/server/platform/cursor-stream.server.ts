/**
 * Text produced from a database cursor while the client reads it (the subscriber CSV, the
 * export's JSON-lines files): the cursor walks the records in batches, and the stream asks for the
 * next batch only when the previous chunk has been taken (backpressure), so memory holds one
 * batch, not the collection.
 */

/** What the stream needs of a cursor (mongoose's QueryCursor has it). */
export interface RecordCursor<T> {
	next(): Promise<T | null>
	close(): Promise<void>
}

/** Records read per batch and encoded per chunk of the stream (one cursor batch's worth). */
export const RECORDS_PER_BATCH = 1_000

/**
 * A byte stream of `head` followed by the text `encode` gives for each batch of the cursor's
 * records. `encode` may read more (an article's body) for the batch it is given. The cursor is
 * closed at the end and when the reader goes away.
 */
export function cursorTextStream<T>(
	cursor: RecordCursor<T>,
	encode: (batch: T[]) => string | Promise<string>,
	{ head = '', batchSize = RECORDS_PER_BATCH } = {},
): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder()
	let headSent = false
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			const batch: T[] = []
			let done = false
			while (batch.length < batchSize) {
				const record = await cursor.next()
				if (!record) {
					done = true
					break
				}
				batch.push(record)
			}
			const chunk =
				(headSent ? '' : head) + (batch.length ? await encode(batch) : '')
			headSent = true
			if (chunk) controller.enqueue(encoder.encode(chunk))
			if (done) {
				controller.close()
				await cursor.close()
			}
		},
		async cancel() {
			await cursor.close()
		},
	})
}
