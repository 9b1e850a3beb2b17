import { randomBytes } from 'node:crypto'
import mongoose, { type SchemaOptions } from 'mongoose'

/** A short random id: 12 characters of base64url (72 bits), safe in URLs. */
export function randomId(): string {
	return randomBytes(9).toString('base64url')
}

/**
 * Options every schema shares: string ids exposed as `id` (the API's field name), no `__v`,
 * and no `_id` in JSON. Strings are trimmed by the schemas themselves.
 */
export function schemaOptions<T>(
	extra: SchemaOptions<T> = {},
): SchemaOptions<T> {
	const toJSON = {
		virtuals: false,
		versionKey: false,
		transform(_doc: unknown, ret: Record<string, unknown>) {
			const { _id, ...rest } = ret
			return { id: _id, ...rest }
		},
	}
	return {
		versionKey: false,
		id: false,
		toJSON,
		toObject: toJSON,
		...extra,
	} as SchemaOptions<T>
}

/**
 * A query operator we wrote ourselves (`{ $lt: date }`). sanitizeFilter (db.server.ts) turns
 * operator objects into plain values unless marked trusted, which keeps visitors' input from ever
 * becoming an operator.
 */
export const op = (operator: Record<string, unknown>) =>
	mongoose.trusted(operator)

/** A write refused by a unique index (E11000): on every MongoDB-wire server, a second insert of one `_id`. */
export function isDuplicateKey(error: unknown): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		'code' in error &&
		error.code === 11000
	)
}

/**
 * Runs an upsert once more if it lost a race: two first upserts of one `_id` at once can both try
 * the insert, and the loser fails with a duplicate key (FerretDB v1 always, MongoDB sometimes).
 * The record exists by then, so the second run updates it.
 */
export async function upsertRetryingRace<T>(
	upsert: () => Promise<T>,
): Promise<T> {
	try {
		return await upsert()
	} catch (error) {
		if (!isDuplicateKey(error)) throw error
		return upsert()
	}
}

/**
 * The update that replaces an editable record with `input`: every defined field is `$set`, and each
 * `clearable` field left undefined (or an empty list) is `$unset`, so a field the editor emptied is
 * removed rather than kept. One rule for every "replace the editable fields" save.
 */
export function replacement<T extends object>(
	input: T,
	clearable: readonly (keyof T & string)[],
): { $set: Record<string, unknown>; $unset?: Record<string, 1> } {
	const isEmpty = (value: unknown) =>
		value === undefined || (Array.isArray(value) && value.length === 0)
	const $unset = Object.fromEntries(
		clearable
			.filter(field => isEmpty(input[field]))
			.map(field => [field, 1 as const]),
	)
	const $set = Object.fromEntries(
		Object.entries(input).filter(
			([key, value]) => value !== undefined && !(key in $unset),
		),
	)
	return Object.keys($unset).length ? { $set, $unset } : { $set }
}
