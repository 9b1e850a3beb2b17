/**
 * One batch of an import's rows written (docs/decisions/075): each valid row inserts its
 * subscriber only when the address is not on the list (an insert the unique e-mail index refuses
 * otherwise: a record that exists, an unsubscribed or bounced one included, is not touched), and
 * each refused row its refusal, named by the import and the line so that writing the batch again
 * adds nothing.
 */
import {
	insertEach,
	recordsOf,
} from '#app/server/coordination/claims.server.ts'
import {
	NewsletterSubscriber,
	SubscriberImportRefusal,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { isDuplicateKey, randomId } from '#app/server/models/shared.ts'
import {
	readRow,
	type ColumnPositions,
	type ImportedRow,
} from './subscriber-import-rows.server.ts'

/** A row as read from the file: its line, its cells, or why the parser could not read it. */
export interface PendingRow {
	line: number
	cells: string[]
	positions?: ColumnPositions
	unreadable?: string
}

interface BatchOutcome {
	added: number
	existing: number
	refused: number
}

/** Runs a bulk write once more when it lost an insert race (two imports of one refusal at once). */
async function retryingRace<T>(write: () => Promise<T>): Promise<T> {
	try {
		return await write()
	} catch (error) {
		const inner = (error as { writeErrors?: unknown[] }).writeErrors
		if (!isDuplicateKey(error) && !inner?.every(isDuplicateKey)) throw error
		return write()
	}
}

/**
 * Inserts the rows' subscribers, unordered in one command; a row whose address is on the list
 * (the unique e-mail index refuses it) is left as it is. Plain inserts, not upserts by e-mail: on
 * FerretDB v1 each upsert of a bulk write read the whole collection, so a batch of 500 took minutes
 * at a few thousand subscribers and longer than its lease; an insert is checked by the index.
 */
async function insertNew(runId: string, rows: ImportedRow[]): Promise<number> {
	if (!rows.length) return 0
	const records = rows.map(
		row =>
			new NewsletterSubscriber({
				_id: randomId(),
				email: row.email,
				...(row.name ? { name: row.name } : {}),
				subscribedAt: row.subscribedAt,
				active: true,
				source: row.source,
				contentType: 'newsletter',
				importedBy: runId,
				consent: row.consent,
			}).toObject() as SubscriberFields,
	)
	const inserted = await insertEach(
		recordsOf<SubscriberFields>(NewsletterSubscriber),
		records,
	)
	return inserted.filter(Boolean).length
}

async function recordRefusals(
	runId: string,
	refusals: Array<{ line: number; email: string; reason: string }>,
): Promise<number> {
	if (!refusals.length) return 0
	const result = await retryingRace(() =>
		SubscriberImportRefusal.bulkWrite(
			refusals.map(refusal => ({
				updateOne: {
					filter: { _id: `${runId}:${refusal.line}` },
					update: {
						$setOnInsert: {
							run: runId,
							row: refusal.line,
							email: refusal.email.slice(0, 320),
							reason: refusal.reason,
						},
					},
					upsert: true,
				},
			})),
			{ ordered: false },
		),
	)
	return result.upsertedCount
}

/** Writes a batch; answers what it added, found already there, and refused. */
export async function writeBatch(
	runId: string,
	batch: PendingRow[],
	now: Date,
): Promise<BatchOutcome> {
	const fresh = new Map<string, ImportedRow>()
	const refusals: Array<{ line: number; email: string; reason: string }> = []
	let repeated = 0
	for (const pending of batch) {
		const email = pending.positions
			? (pending.cells[pending.positions.email ?? -1] ?? '')
			: ''
		const outcome = pending.unreadable
			? { refused: pending.unreadable }
			: readRow(pending.cells, pending.positions ?? {}, now)
		if ('refused' in outcome)
			refusals.push({ line: pending.line, email, reason: outcome.refused })
		else if (fresh.has(outcome.row.email)) repeated += 1
		else fresh.set(outcome.row.email, outcome.row)
	}
	const added = await insertNew(runId, [...fresh.values()])
	const refused = await recordRefusals(runId, refusals)
	return {
		added,
		refused,
		existing: repeated + fresh.size - added,
	}
}
