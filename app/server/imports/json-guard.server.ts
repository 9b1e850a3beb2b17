/**
 * JSON.parse with a size cap and a nesting cap checked *before* parsing.
 *
 * Why: V8's JSON.parse does not overflow on deep nesting, but it gets slow — measured on Node
 * 24.21: 10^5 nested arrays (200 KB) 0.24 s, 10^6 (2 MB) 5.3 s, 10^7 (20 MB) 37 s. A Ghost export
 * is ~6 levels deep and a Lexical document rarely passes 20, so a linear pre-scan refusing depth
 * beyond `maxDepth` turns that into a fast, clear error.
 *
 * Prototype pollution: JSON.parse makes "__proto__" an own property, harmless as long as parsed
 * objects are never deep-merged into others (no lodash.merge / Object.assign onto prototypes).
 */

export class JsonRefusedError extends Error {
	override name = 'JsonRefusedError'
}

/** Greatest nesting depth of `text` as JSON, stopping early once `limit` is exceeded. */
export function jsonNestingDepth(
	text: string,
	limit = Number.POSITIVE_INFINITY,
): number {
	let depth = 0
	let max = 0
	let inString = false
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i)
		if (inString) {
			if (c === 0x5c)
				i++ // backslash: skip the escaped character
			else if (c === 0x22) inString = false
		} else if (c === 0x22) inString = true
		else if (c === 0x5b || c === 0x7b) {
			if (++depth > max) {
				max = depth
				if (max > limit) return max
			}
		} else if (c === 0x5d || c === 0x7d) depth--
	}
	return max
}

export interface GuardedJsonOptions {
	/** Default 64. */
	maxDepth?: number
	/** In characters. Default 200 000 000. */
	maxLength?: number
}

export function parseJsonGuarded(
	text: string,
	options: GuardedJsonOptions = {},
): unknown {
	const maxLength = options.maxLength ?? 200_000_000
	const maxDepth = options.maxDepth ?? 64
	if (text.length > maxLength)
		throw new JsonRefusedError(`JSON is longer than ${maxLength} characters`)
	if (jsonNestingDepth(text, maxDepth) > maxDepth)
		throw new JsonRefusedError(`JSON is nested deeper than ${maxDepth} levels`)
	try {
		return JSON.parse(text) as unknown
	} catch (error) {
		throw new JsonRefusedError(`Not valid JSON: ${(error as Error).message}`)
	}
}
