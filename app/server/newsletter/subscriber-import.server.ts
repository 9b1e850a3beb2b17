/**
 * Import newsletter subscribers from another service's CSV (issue 23 item 6, docs/decisions/075).
 * The upload goes to the object store and a run record (`subscriber_imports`), as the archive
 * import's does; the rows are then read as a stream (csv-parse) and written in batches, the run's
 * progress checkpointed after each, under a lease: any instance can show the progress and any
 * instance takes the work up from the checkpoint when the one doing it dies.
 *
 * Each row either adds a subscriber or is refused with its reason (the refusals are the
 * downloadable report). An address already on the list is left exactly as it is, whatever its
 * status there: importing a file twice adds nothing the second time, and an address that
 * unsubscribed here stays unsubscribed.
 */
import type { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { csvLine } from '#app/lib/csv.ts'
import { currentActor, recordAudit } from '#app/server/admin/audit.server.ts'
import {
	continueLeased,
	resumeStalledRuns,
	runLeased,
	type LeasedRuns,
} from '#app/server/coordination/leased-runs.server.ts'
import {
	NewsletterSubscriber,
	SubscriberImport,
	SubscriberImportRefusal,
	type SubscriberImportCounts,
	type SubscriberImportFields,
} from '#app/server/models/index.ts'
import { op, randomId } from '#app/server/models/shared.ts'
import { cursorTextStream } from '#app/server/platform/cursor-stream.server.ts'
import { notFound } from '#app/server/platform/errors.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import {
	columnPositions,
	type ColumnPositions,
} from './subscriber-import-rows.server.ts'
import {
	writeBatch,
	type PendingRow,
} from './subscriber-import-write.server.ts'

const LEASE = 'subscriber-import'
/** A worker that stops renewing for this long has died: another takes the import up. */
export const SUBSCRIBER_IMPORT_LEASE_MS = 60_000
/** Rows written per batch (and per checkpoint). */
const ROWS_PER_BATCH = 500
/** A longer record is refused as a whole (the parser holds one record at a time). */
const MAX_RECORD_BYTES = 64 * 1024

const NO_COUNTS: SubscriberImportCounts = {
	rows: 0,
	added: 0,
	existing: 0,
	refused: 0,
}

/** Keeps an uploaded CSV and makes its run; nothing is imported yet. Answers the run's id. */
export async function startSubscriberImport({
	fileName,
	bytes,
}: {
	fileName: string
	bytes: Uint8Array
}): Promise<string> {
	const id = randomId().replace(/[^A-Za-z0-9]/g, 'x')
	const objectPath = `imports/subscribers-${id}.csv`
	await getObjectStore().put(objectPath, Buffer.from(bytes), 'text/csv')
	const actor = currentActor()
	await SubscriberImport.create({
		_id: id,
		fileName: fileName.slice(0, 200) || 'subscribers.csv',
		fileBytes: bytes.byteLength,
		objectPath,
		state: 'queued',
		counts: NO_COUNTS,
		checkpointRow: 0,
		checkpointBytes: 0,
		...(actor ? { startedBy: actor } : {}),
	})
	return id
}

export async function getSubscriberImport(
	id: string,
): Promise<SubscriberImportFields> {
	const run = await SubscriberImport.findById(id).lean<SubscriberImportFields>()
	if (!run) throw notFound('No such import: upload the file again.')
	return run
}

export const importFinished = (run: Pick<SubscriberImportFields, 'state'>) =>
	run.state === 'done' || run.state === 'failed'

type Outcome = 'done' | 'failed' | 'lost'

async function fail(id: string, error: string): Promise<void> {
	await SubscriberImport.updateOne(
		{ _id: id },
		{ $set: { state: 'failed', error, finishedAt: new Date() } },
	)
}

/** Runs the import from its checkpoint to its end (its lease held). */
async function work(
	id: string,
	renew: () => Promise<boolean>,
	now = new Date(),
): Promise<Outcome> {
	const run = await getSubscriberImport(id)
	if (importFinished(run)) return run.state as 'done' | 'failed'
	await SubscriberImport.updateOne({ _id: id }, { $set: { state: 'running' } })
	const body = await getObjectStore().stream(run.objectPath)
	if (!body) {
		await fail(id, 'The uploaded file is gone: upload it again.')
		return 'failed'
	}
	const outcome = await readRows(run, body, { now, renew })
	if (outcome !== 'done') {
		if (outcome !== 'lost') await fail(id, outcome)
		return outcome === 'lost' ? 'lost' : 'failed'
	}
	await finish(run)
	return 'done'
}

const SUBSCRIBER_IMPORTS: LeasedRuns<Outcome> = {
	lease: LEASE,
	leaseMs: SUBSCRIBER_IMPORT_LEASE_MS,
	unfinished: () =>
		SubscriberImport.find({
			state: op({ $in: ['queued', 'running'] }),
		}).distinct('_id'),
	work: (id, renew) => work(id, renew),
}

/**
 * Works on the import in the background on this instance, unless it is finished or another
 * worker holds it. The upload starts it; the status page calls it again, and so does the periodic
 * job (RESUME_SUBSCRIBER_IMPORTS), which is how a run whose instance died is taken up.
 */
export function continueSubscriberImport(id: string): void {
	continueLeased(SUBSCRIBER_IMPORTS, id)
}

/** Every instance, now and then: the imports whose worker died go on from their checkpoint. */
export const RESUME_SUBSCRIBER_IMPORTS = resumeStalledRuns(SUBSCRIBER_IMPORTS, {
	name: 'subscriber-import-resume',
	everyMs: 15_000,
})

/**
 * Runs the import to its end under its lease. Answers what happened: 'done' (or 'failed', with
 * the reason on the run), 'busy' when another worker holds it, 'lost' when another took it over
 * half-way (this one stopped).
 */
export async function runSubscriberImport(
	id: string,
	{ now = new Date() }: { now?: Date } = {},
): Promise<Outcome | 'busy'> {
	const run = await getSubscriberImport(id)
	if (importFinished(run)) return run.state as 'done' | 'failed'
	return runLeased(
		{ ...SUBSCRIBER_IMPORTS, work: (i, r) => work(i, r, now) },
		id,
	)
}

/**
 * Reads the file's rows from the stream, batch by batch after the checkpoint. Answers 'done',
 * 'lost' (the lease went to another worker), or why the file cannot be imported.
 */
async function readRows(
	run: SubscriberImportFields,
	body: Readable,
	{ now, renew }: { now: Date; renew: () => Promise<boolean> },
): Promise<string> {
	const unreadable: PendingRow[] = []
	let dataRow = 0
	const parser = parse({
		bom: true,
		info: true,
		relax_column_count: true,
		skip_empty_lines: true,
		max_record_size: MAX_RECORD_BYTES,
		skip_records_with_error: true,
		on_skip: error => {
			// Before the checkpoint the rows were written by the worker that had the import.
			if (dataRow < run.checkpointRow) return undefined
			unreadable.push({
				line: parser.info.lines,
				cells: [],
				unreadable: `The row could not be read as CSV (${error?.code ?? 'error'})`,
			})
			return undefined
		},
	})
	const records = body.pipe(parser) as AsyncIterable<{
		record: string[]
		info: { lines: number }
	}>
	const counts = { ...run.counts }
	let positions: ColumnPositions | undefined
	let batch: PendingRow[] = []
	const flush = async () => {
		batch.push(...unreadable.splice(0))
		if (!batch.length) return true
		const written = await writeBatch(run._id, batch, now)
		counts.rows += batch.length
		counts.added += written.added
		counts.existing += written.existing
		counts.refused += written.refused
		batch = []
		await SubscriberImport.updateOne(
			{ _id: run._id },
			{
				$set: {
					counts,
					checkpointRow: dataRow,
					checkpointBytes: parser.info.bytes,
				},
			},
		)
		return renew()
	}
	try {
		for await (const { record, info } of records) {
			if (!positions) {
				const found = columnPositions(record)
				if (typeof found === 'string') return found
				positions = found
				continue
			}
			dataRow += 1
			if (dataRow <= run.checkpointRow) continue
			batch.push({ line: info.lines, cells: record, positions })
			if (batch.length >= ROWS_PER_BATCH && !(await flush())) return 'lost'
		}
		if (!positions) return 'The file is empty: it has no header row.'
		return (await flush()) ? 'done' : 'lost'
	} finally {
		body.destroy()
	}
}

/** The exact counts from the records (a batch written twice after a takeover counts once), the audit entry, and the upload removed. */
async function finish(run: SubscriberImportFields): Promise<void> {
	const fresh = await getSubscriberImport(run._id)
	const [added, refused] = await Promise.all([
		NewsletterSubscriber.countDocuments({ importedBy: run._id }),
		SubscriberImportRefusal.countDocuments({ run: run._id }),
	])
	const rows = fresh.counts.rows
	const counts: SubscriberImportCounts = {
		rows,
		added,
		refused,
		existing: Math.max(0, rows - added - refused),
	}
	await SubscriberImport.updateOne(
		{ _id: run._id },
		{ $set: { state: 'done', counts, finishedAt: new Date() } },
	)
	await recordAudit({
		action: 'subscribers-imported',
		subjectId: run._id,
		subjectLabel: run.fileName,
		detail: `${added} added, ${counts.existing} already on the list, ${refused} refused`,
		...(run.startedBy ? { actor: run.startedBy } : {}),
	})
	await getObjectStore().delete([run.objectPath])
}

export const REFUSED_CSV_HEADER = ['Line', 'Email', 'Reason']

/** The refused rows of an import as CSV, streamed from a cursor in line order. */
export function refusedRowsCsv(id: string): ReadableStream<Uint8Array> {
	const cursor = SubscriberImportRefusal.find({ run: id })
		.sort({ run: 1, row: 1 })
		.lean<Array<{ row: number; email: string; reason: string }>>()
		.cursor()
	return cursorTextStream(
		cursor,
		rows =>
			rows
				.map(row => csvLine([String(row.row), row.email, row.reason]))
				.join(''),
		{ head: csvLine(REFUSED_CSV_HEADER) },
	)
}
