/**
 * The redirects manager (docs/decisions/063): old addresses that answer 301 before the router
 * runs. Records live in `redirects`, keyed by the normalised old address; every instance keeps the
 * whole table in memory (a few bytes per redirect) and reloads it when the page cache's change log
 * says `redirects` changed, on any instance. A redirect never loops: a write that would close a
 * cycle is refused, and a cycle that slipped in anyway (two instances writing at once) is not
 * served.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import mongoose from 'mongoose'
import { parse as parseCsv } from 'csv-parse/sync'
import {
	followRedirects,
	parseRedirectFrom,
	parseRedirectTo,
} from '#app/lib/redirect-paths.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { conflict, invalid } from '#app/server/platform/errors.server.ts'
import {
	Redirect,
	type RedirectFields,
	type RedirectOrigin,
} from '#app/server/models/index.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import {
	REDIRECT_CSV_MAX_BYTES,
	REDIRECT_CSV_MAX_ROWS,
	type CsvLineError,
} from '#app/schemas/redirect.ts'
import { storedTable } from './redirect-table.server.ts'

export interface RedirectView {
	from: string
	to: string
	origin: RedirectOrigin
	updatedAt: string
}

function toView(record: RedirectFields): RedirectView {
	return {
		from: record._id,
		to: record.to,
		origin: record.origin,
		updatedAt: new Date(record.updatedAt).toISOString(),
	}
}

/** A redirect as an editor gives it, checked: the old address as its key, the new one as typed. */
export interface RedirectEntry {
	from: string
	to: string
}

/** Checks an editor's old and new address (`invalid` naming the field that is wrong). */
export function checkRedirect(from: string, to: string): RedirectEntry {
	const parsedFrom = parseRedirectFrom(from)
	if (!parsedFrom.ok)
		throw invalid(parsedFrom.message, {
			errors: { from: [parsedFrom.message] },
		})
	const parsedTo = parseRedirectTo(to)
	if (!parsedTo.ok)
		throw invalid(parsedTo.message, { errors: { to: [parsedTo.message] } })
	return { from: parsedFrom.key, to: parsedTo.to }
}

function loopMessage(chain: string[]): string {
	return `This redirect would make a loop (${chain.join(' → ')}), so it was not saved.`
}

/** Refuses (`conflict`) an entry whose target leads back to its own old address. */
async function refuseLoop(
	entry: RedirectEntry,
	lookup: (key: string) => string | undefined | Promise<string | undefined>,
): Promise<void> {
	const { chain, loops } = await followRedirects(entry.from, key =>
		key === entry.from ? entry.to : lookup(key),
	)
	if (loops) {
		const message = loopMessage(chain)
		throw conflict(message, { errors: { to: [message] } })
	}
}

async function storedTarget(key: string): Promise<string | undefined> {
	const record = await Redirect.findById(key, { to: 1 }).lean<
		Pick<RedirectFields, 'to'>
	>()
	return record?.to
}

/** Tells every instance the table changed (each reloads its copy). */
export function announceRedirects(): Promise<void> {
	return invalidatePages([PAGE_TAGS.redirects])
}

/**
 * Adds a redirect, or with `replacing` (the old address of the redirect being edited) changes
 * one. `conflict` when another redirect has the old address already, or when it would loop.
 */
export async function saveRedirect(
	input: { from: string; to: string; replacing?: string },
	origin: RedirectOrigin = 'editor',
): Promise<RedirectView> {
	const entry = checkRedirect(input.from, input.to)
	await refuseLoop(entry, storedTarget)
	const replacing = input.replacing
		? parseRedirectFrom(input.replacing)
		: undefined
	const editingSame = replacing?.ok && replacing.key === entry.from
	if (editingSame) {
		await Redirect.updateOne(
			{ _id: entry.from },
			{ $set: { to: entry.to, origin } },
		)
	} else if (
		!(await insertOnce(Redirect, entry.from, { to: entry.to, origin }))
	) {
		const message = `${entry.from} already redirects to ${(await storedTarget(entry.from)) ?? 'another address'}. Edit that redirect instead.`
		throw conflict(message, { errors: { from: [message] } })
	}
	if (replacing?.ok && !editingSame)
		await Redirect.deleteOne({ _id: replacing.key })
	await announceRedirects()
	if (origin === 'editor')
		await recordAudit({
			action: 'redirects-changed',
			subjectLabel: entry.from,
			detail: `now redirects to ${entry.to}`,
		})
	const saved = await Redirect.findById(entry.from).lean<RedirectFields>()
	return toView(saved!)
}

/** Removes the redirect of an old address; false when there was none. */
export async function removeRedirect(from: string): Promise<boolean> {
	const parsed = parseRedirectFrom(from)
	if (!parsed.ok) return false
	const { deletedCount } = await Redirect.deleteOne({ _id: parsed.key })
	if (deletedCount) {
		await announceRedirects()
		await recordAudit({
			action: 'redirects-changed',
			subjectLabel: parsed.key,
			detail: 'removed',
		})
	}
	return deletedCount > 0
}

export async function getRedirect(from: string): Promise<RedirectView | null> {
	const parsed = parseRedirectFrom(from)
	if (!parsed.ok) return null
	const record = await Redirect.findById(parsed.key).lean<RedirectFields>()
	return record ? toView(record) : null
}

export const REDIRECTS_PAGE_SIZE = 50

/** A page of redirects by old address, optionally those whose old or new address contains `q`. */
export async function listRedirects({
	q = '',
	after,
}: { q?: string; after?: string } = {}): Promise<{
	redirects: RedirectView[]
	next?: string
	total: number
}> {
	const words = q.trim().toLowerCase()
	const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
	const matching = words
		? {
				$or: [
					{ _id: mongoose.trusted({ $regex: escaped }) },
					{ to: mongoose.trusted({ $regex: escaped, $options: 'i' }) },
				],
			}
		: {}
	const conditions = [
		matching,
		...(after ? [{ _id: mongoose.trusted({ $gt: after }) }] : []),
	]
	const [records, total] = await Promise.all([
		Redirect.find(conditions.length > 1 ? { $and: conditions } : matching)
			.sort({ _id: 1 })
			.limit(REDIRECTS_PAGE_SIZE + 1)
			.lean<RedirectFields[]>(),
		Redirect.countDocuments(matching),
	])
	const page = records.slice(0, REDIRECTS_PAGE_SIZE)
	return {
		redirects: page.map(toView),
		...(records.length > REDIRECTS_PAGE_SIZE
			? { next: page[page.length - 1]!._id }
			: {}),
		total,
	}
}

// ---------------------------------------------------------------------------------------------
// Many at once: a CSV of old and new addresses, and the old addresses of imported posts.

/** The rows of a from,to CSV with their line numbers (a first row "from,to" is a header). */
function csvRows(text: string): { cells: string[]; line: number }[] {
	let records: { record: string[]; info: { lines: number } }[]
	try {
		records = parseCsv(text, {
			bom: true,
			info: true,
			skip_empty_lines: true,
			relax_column_count: true,
			trim: true,
		}) as unknown as { record: string[]; info: { lines: number } }[]
	} catch (error) {
		throw invalid(
			`The CSV file could not be read: ${(error as Error).message.slice(0, 200)}`,
		)
	}
	const rows = records.map(({ record, info }) => ({
		cells: record,
		line: info.lines,
	}))
	const header = rows[0]?.cells.map(cell => cell.toLowerCase())
	return header?.[0] === 'from' && header[1] === 'to' ? rows.slice(1) : rows
}

/**
 * Adds or changes the redirects of a CSV of `from,to` rows, all or nothing: one bad row (an
 * address refused, the same old address twice, a loop with the table or within the file) and
 * nothing is saved; the answer names every bad line (`invalid`, details.lines).
 */
export async function importRedirectsCsv(
	text: string,
): Promise<{ added: number; updated: number }> {
	if (Buffer.byteLength(text) > REDIRECT_CSV_MAX_BYTES)
		throw invalid(
			`The CSV file is too large (at most ${REDIRECT_CSV_MAX_BYTES / 1024 / 1024} MB).`,
		)
	const rows = csvRows(text)
	if (rows.length === 0)
		throw invalid('The CSV file has no rows. Write one from,to pair a line.')
	if (rows.length > REDIRECT_CSV_MAX_ROWS)
		throw invalid(
			`The CSV file has ${rows.length} rows; at most ${REDIRECT_CSV_MAX_ROWS} at a time.`,
		)
	const errors: CsvLineError[] = []
	const entries = new Map<string, { to: string; line: number }>()
	for (const { cells, line } of rows) {
		try {
			const entry = checkRedirect(cells[0] ?? '', cells[1] ?? '')
			const earlier = entries.get(entry.from)
			if (earlier)
				throw invalid(`${entry.from} is already on line ${earlier.line}`)
			entries.set(entry.from, { to: entry.to, line })
		} catch (error) {
			errors.push({ line, message: (error as Error).message })
		}
	}
	const table = await storedTable()
	const merged = new Map(table)
	for (const [from, { to }] of entries) merged.set(from, to)
	for (const [from, { line }] of entries) {
		const { chain, loops } = await followRedirects(from, key => merged.get(key))
		if (loops) errors.push({ line, message: loopMessage(chain) })
	}
	if (errors.length) {
		errors.sort((a, b) => a.line - b.line)
		throw invalid(
			`Nothing was saved: ${errors.length} ${errors.length === 1 ? 'line needs' : 'lines need'} fixing. Line ${errors[0]!.line}: ${errors[0]!.message}`,
			{ lines: errors.slice(0, 100) },
		)
	}
	let added = 0
	let updated = 0
	for (const [from, { to }] of entries) {
		if (await insertOnce(Redirect, from, { to, origin: 'csv' })) added += 1
		else {
			await Redirect.updateOne({ _id: from }, { $set: { to, origin: 'csv' } })
			updated += 1
		}
	}
	await announceRedirects()
	await recordAudit({
		action: 'redirects-changed',
		detail: `CSV: ${added} added, ${updated} updated`,
	})
	return { added, updated }
}

export type ImportedRedirectOutcome =
	'added' | 'updated' | 'kept' | { refused: string }

/**
 * The old addresses of imported posts, each to its new article: added, or updated when an earlier
 * import made it; one an editor made is kept as it is (`kept`). Refused: an address of this site,
 * and one whose target would loop. The caller announces the change (once per batch).
 */
export async function saveImportedRedirect(
	from: string,
	to: string,
	importId: string,
): Promise<ImportedRedirectOutcome> {
	let entry: RedirectEntry
	try {
		entry = checkRedirect(from, to)
		await refuseLoop(entry, storedTarget)
	} catch (error) {
		return { refused: (error as Error).message }
	}
	if (
		await insertOnce(Redirect, entry.from, {
			to: entry.to,
			origin: 'import',
			importId,
		})
	)
		return 'added'
	const { modifiedCount } = await Redirect.updateOne(
		{ _id: entry.from, origin: 'import' },
		{ $set: { to: entry.to, importId } },
	)
	return modifiedCount ? 'updated' : 'kept'
}
