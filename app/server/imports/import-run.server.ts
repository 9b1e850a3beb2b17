/**
 * Import from Ghost or WordPress (issue 24, docs/decisions/063 and 076): the uploaded export (its
 * format told by its first character: JSON is Ghost's, XML is WordPress's WXR) is kept in the
 * object store and previewed without writing an article. The editor's confirmation only records
 * the category choice; the import is then a job: written in batches under a lease, its position
 * and report checkpointed after each, so any instance shows its progress and any instance takes
 * it up where a dead one stopped. Every article's id comes from its id in the source, so
 * importing the same file again (or a batch again after a crash) updates and adds nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { currentActor, recordAudit } from '#app/server/admin/audit.server.ts'
import {
	continueLeased,
	resumeStalledRuns,
	runLeased,
	type LeasedRuns,
} from '#app/server/coordination/leased-runs.server.ts'
import { randomId } from '#app/server/models/shared.ts'
import {
	ImportRun,
	type ImportReport,
	type ImportRunFields,
	type ImportSource,
} from '#app/server/models/index.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { invalid, notFound } from '#app/server/platform/errors.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import { announceRedirects } from '#app/server/site/redirects.server.ts'
import { readGhostUpload } from './ghost-plan.server.ts'
import {
	planPosts,
	previewOf,
	suggestedChoice,
	tagRows,
	type CategoryChoice,
	type ReadUpload,
} from './import-plan.server.ts'
import {
	capReport,
	claimedBefore,
	emptyReport,
	pendingBatch,
	writeBatch,
} from './import-write.server.ts'
import { siteSnapshot } from './site-snapshot.server.ts'
import { looksLikeXml, readWordPressUpload } from './wordpress-plan.server.ts'

const LEASE = 'site-import'
/** Posts written per batch (and per checkpoint). */
const POSTS_PER_BATCH = 25

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
	const { planned, conflicts } = planPosts(
		read.posts,
		choice,
		await siteSnapshot(),
	)
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

const choiceOf = (run: ImportRunFields): CategoryChoice => ({
	categoryMap: run.categoryMap ?? {},
	defaultCategory: run.defaultCategory as CategoryChoice['defaultCategory'],
})

/**
 * The editor's confirmation: records the category choice and makes the run a job to do (from the
 * first post, with an empty report). Nothing is written yet. A run already importing is left as
 * it is (answers false).
 */
export async function queueImport(
	id: string,
	choice: CategoryChoice,
): Promise<boolean> {
	const run = await getImportRun(id)
	if (run.state === 'importing') return false
	if (run.state === 'failed') throw invalid(run.error ?? 'Upload it again.')
	const actor = currentActor()
	const { counts } = run.preview
	const { modifiedCount } = await ImportRun.updateOne(
		{ _id: id, state: run.state },
		{
			$set: {
				state: 'importing',
				...choice,
				progress: { done: 0, total: counts.posts + counts.pages },
				report: emptyReport(run.source),
				notWritten: [],
				...(actor ? { confirmedBy: actor } : {}),
			},
			$unset: { pending: 1, error: 1, importedAt: 1, stall: 1 },
		},
	)
	return modifiedCount > 0
}

async function fail(id: string, error: string): Promise<'failed'> {
	await ImportRun.updateOne(
		{ _id: id, state: 'importing' },
		{ $set: { state: 'failed', error } },
	)
	return 'failed'
}

type Outcome = 'imported' | 'failed' | 'lost' | 'idle'

/** Tries at one checkpoint before an unexpected error fails the run (a passing fault gets over it). */
const TRIES_AT_ONE_PLACE = 3

/**
 * Imports the run from its checkpoint to its end (its lease held). An unexpected error (a bug, a
 * database that went away) is tried again from the checkpoint after a pause; the third in a row at
 * the same checkpoint, counted on the run record (so a worker that died in between counts too),
 * fails the run with the reason, so it is not retried forever by every instance's resume job.
 */
async function work(
	id: string,
	renew: () => Promise<boolean>,
): Promise<Outcome> {
	for (;;) {
		try {
			return await importFromCheckpoint(id, renew)
		} catch (error) {
			const run = await getImportRun(id)
			const at = run.progress?.done ?? 0
			const tries = run.stall?.at === at ? run.stall.tries + 1 : 1
			logger.error({ err: error, run: id, at, tries }, 'import batch failed')
			await ImportRun.updateOne(
				{ _id: id, state: 'importing' },
				{ $set: { stall: { at, tries } } },
			)
			if (tries >= TRIES_AT_ONE_PLACE)
				return fail(
					id,
					`The import stopped on an unexpected error after ${at} posts, ${tries} times in a row (${error instanceof Error ? error.message : String(error)}). The posts before it are in; to go on, upload the file again.`,
				)
			await sleep(500 * tries)
			if (!(await renew())) return 'lost'
		}
	}
}

/** Imports the run from its checkpoint to its end, batch by batch. */
async function importFromCheckpoint(
	id: string,
	renew: () => Promise<boolean>,
): Promise<Outcome> {
	const run = await getImportRun(id)
	if (run.state !== 'importing') return 'idle'
	const object = await getObjectStore().get(run.objectPath)
	if (!object) return fail(id, 'The uploaded file is gone: upload it again.')
	const read = await readUpload(object.body, run.siteUrl, run.source)
	const choice = choiceOf(run)
	const report = run.report ?? emptyReport(read.source)
	const notWritten = new Set(run.notWritten ?? [])
	const total = read.posts.length
	let done = Math.min(run.progress?.done ?? 0, total)
	const claimed = claimedBefore(read.posts.slice(0, done), choice, notWritten)
	const site = await siteSnapshot()
	const { IMPORT_BATCH_PAUSE_MS: pause } = getEnv()
	while (done < total) {
		const batch = read.posts.slice(done, done + POSTS_PER_BATCH)
		const { planned } = planPosts(batch, choice, site)
		let pending = run.pending
		if (pending?.start !== done) {
			pending = pendingBatch(id, done, planned, site)
			await ImportRun.updateOne({ _id: id }, { $set: { pending } })
		}
		await writeBatch(planned, {
			runId: id,
			report,
			claimed,
			notWritten,
			pending,
			site,
		})
		done += batch.length
		await ImportRun.updateOne(
			{ _id: id },
			{
				$set: {
					progress: { done, total },
					report: capReport(report),
					notWritten: [...notWritten],
				},
				$unset: { pending: 1 },
			},
		)
		if (!(await renew())) return 'lost'
		if (pause && done < total) await sleep(pause)
	}
	await finish(run, report)
	return 'imported'
}

/** The report made final, the redirects announced to every instance, the audit entry. */
async function finish(run: ImportRunFields, report: ImportReport) {
	await announceRedirects()
	await ImportRun.updateOne(
		{ _id: run._id },
		{ $set: { state: 'imported', importedAt: new Date() } },
	)
	await recordAudit({
		action: 'site-import',
		subjectId: run._id,
		subjectLabel: run.fileName,
		detail: `${report.imported} imported, ${report.updated} updated, ${report.totals?.skipped ?? report.skipped.length} skipped`,
		...(run.confirmedBy ? { actor: run.confirmedBy } : {}),
	})
}

const SITE_IMPORTS: LeasedRuns<Outcome> = {
	lease: LEASE,
	get leaseMs() {
		return getEnv().IMPORT_LEASE_SECONDS * 1000
	},
	unfinished: () => ImportRun.find({ state: 'importing' }).distinct('_id'),
	work,
}

/** Works on a confirmed import in the background here (unless another worker holds it). */
export function continueImport(id: string): void {
	continueLeased(SITE_IMPORTS, id)
}

/** Every instance, now and then: confirmed imports whose worker died go on from their checkpoint. */
export const RESUME_SITE_IMPORTS = resumeStalledRuns(SITE_IMPORTS, {
	name: 'site-import-resume',
	everyMs: 15_000,
})

/**
 * Confirms and imports to the end here, waiting for the worker elsewhere when another holds it
 * (the tests and scripts' way; the page queues and shows progress). Answers the final report.
 */
export async function confirmImport(
	id: string,
	choice: CategoryChoice,
): Promise<ImportReport> {
	await queueImport(id, choice)
	for (;;) {
		const outcome = await runLeased(SITE_IMPORTS, id)
		const run = await getImportRun(id)
		if (run.state === 'failed') throw invalid(run.error ?? 'Import failed.')
		if (run.state === 'imported' && run.report) return run.report
		if (outcome === 'busy') await sleep(100)
	}
}
