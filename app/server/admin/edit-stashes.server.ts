/**
 * Edits kept across an expired admin session (issue 9, docs/decisions/044). When an editor's form
 * arrives without a valid session, its text fields are stashed here instead of being dropped;
 * after signing in again, the editor shows them once more and the admin saves as usual.
 * A stash is read back only by the browser that sent it, only for the editor it was sent to, and
 * only for 24 hours; a successful save of that editor discards it, and it is removed once it has
 * ended (`expiresAt`, coordination/expiry.server.ts).
 */
import { randomBytes } from 'node:crypto'
import { ARTICLE_CONTENT_MAX } from '#app/schemas/article.ts'
import { tooLarge } from '#app/server/platform/errors.server.ts'
import { EditStash, type EditStashFields } from '#app/server/models/index.ts'

/** Enough for the longest article the editor takes in any script (up to 3 bytes a character in UTF-8), with its other fields. */
export const EDIT_STASH_MAX_BYTES = 3 * ARTICLE_CONTENT_MAX + 64 * 1024
export const EDIT_STASH_MAX_AGE_MS = 24 * 3_600_000
export const EDIT_STASH_TOO_LARGE_MESSAGE =
	'The form is too large to keep while you sign in.'

const STASH_ID_PATTERN = /^[\w-]{32}$/

/** A form's text values by field name (a repeated field as a list), as the editors read them. */
export type StashedValues = Record<string, string | string[]>

export interface NewEditStash {
	path: string
	ownerDigest: string
	fields: { name: string; value: string }[]
}

function sizeOf(fields: NewEditStash['fields']): number {
	return fields.reduce(
		(total, { name, value }) =>
			total + Buffer.byteLength(name) + Buffer.byteLength(value),
		0,
	)
}

/** Keeps a form's text; returns the stash's id. "too-large" past EDIT_STASH_MAX_BYTES. */
export async function stashEdit(
	stash: NewEditStash,
	now = new Date(),
): Promise<string> {
	if (sizeOf(stash.fields) > EDIT_STASH_MAX_BYTES)
		throw tooLarge(EDIT_STASH_TOO_LARGE_MESSAGE)
	const id = randomBytes(24).toString('base64url')
	await EditStash.create({
		_id: id,
		...stash,
		createdAt: now,
		expiresAt: new Date(now.getTime() + EDIT_STASH_MAX_AGE_MS),
	})
	return id
}

function valuesOf(fields: EditStashFields['fields']): StashedValues {
	const values: StashedValues = {}
	for (const { name, value } of fields) {
		const existing = values[name]
		values[name] =
			existing === undefined
				? value
				: Array.isArray(existing)
					? [...existing, value]
					: [existing, value]
	}
	return values
}

/**
 * The values stashed under `id` for the editor at `path`, sent by the browser with `ownerDigest`;
 * null when there is no such stash, it belongs to another editor or browser, or it is older than
 * 24 hours (left for the sweep: reading never writes).
 */
export async function readEditStash(
	id: string,
	path: string,
	ownerDigest: string,
	now = Date.now(),
): Promise<StashedValues | null> {
	if (!STASH_ID_PATTERN.test(id)) return null
	const stash = await EditStash.findById(id).lean<EditStashFields>()
	if (!stash || stash.path !== path || stash.ownerDigest !== ownerDigest)
		return null
	if (now - new Date(stash.createdAt).getTime() > EDIT_STASH_MAX_AGE_MS)
		return null
	return valuesOf(stash.fields)
}

/** After a save of the editor at `path` went through, what was stashed for it has served its purpose. */
export async function discardEditStash(
	id: string,
	path: string,
): Promise<number> {
	if (!STASH_ID_PATTERN.test(id)) return 0
	const { deletedCount } = await EditStash.deleteOne({ _id: id, path })
	return deletedCount
}
