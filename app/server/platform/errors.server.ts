/**
 * The failures the domain expects, named in its own words. Services throw these; they know
 * nothing of HTTP. One function at the edge (`statusOf` in http.server.ts) turns each kind into
 * its status code, so a rule about answers lives in one place.
 */
export type DomainErrorKind =
	/** The input breaks a rule (a field, a format, a request the server cannot read). */
	| 'invalid'
	/** Nothing by that id or address. */
	| 'not-found'
	/** The thing is not in the state the change needs (reviewed already, taken, edited meanwhile). */
	| 'conflict'
	/** Too many attempts from one client; `retryAfterSeconds` says when to try again. */
	| 'rate-limited'
	/** A signed-in administrator is needed. */
	| 'unauthorized'
	/** The request is understood and refused (a forged or foreign link). */
	| 'forbidden'
	/** It existed and is gone for good (an expired link). */
	| 'gone'
	/** The body or file is larger than allowed. */
	| 'too-large'
	/** The body or file is of a type we do not take. */
	| 'unsupported-type'
	/** A part we depend on (the database, a mail server) is away; try again shortly. */
	| 'unavailable'

export class DomainError extends Error {
	readonly kind: DomainErrorKind
	/** Extra fields for the answer (for example every field's messages). */
	readonly details?: Record<string, unknown>
	/** For "rate-limited" and "unavailable": when to try again. */
	readonly retryAfterSeconds?: number

	constructor(
		kind: DomainErrorKind,
		message: string,
		options: {
			details?: Record<string, unknown>
			retryAfterSeconds?: number
			cause?: unknown
		} = {},
	) {
		super(
			message,
			options.cause === undefined ? undefined : { cause: options.cause },
		)
		this.name = 'DomainError'
		this.kind = kind
		this.details = options.details
		this.retryAfterSeconds = options.retryAfterSeconds
	}
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
	new DomainError('invalid', message, { details })
export const notFound = (message: string) =>
	new DomainError('not-found', message)
export const conflict = (message: string, details?: Record<string, unknown>) =>
	new DomainError('conflict', message, { details })
export const rateLimited = (message: string, retryAfterSeconds: number) =>
	new DomainError('rate-limited', message, { retryAfterSeconds })
export const unauthorized = (message: string) =>
	new DomainError('unauthorized', message)
export const forbidden = (message: string) =>
	new DomainError('forbidden', message)
export const gone = (message: string) => new DomainError('gone', message)
export const tooLarge = (message: string) =>
	new DomainError('too-large', message)
export const unsupportedType = (message: string) =>
	new DomainError('unsupported-type', message)
export const unavailable = (message: string, retryAfterSeconds = 5) =>
	new DomainError('unavailable', message, { retryAfterSeconds })

/** What readers are told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE =
	'Brandline is briefly unavailable. Please try again in a moment.'

/** The MongoDB driver's and mongoose's names for "the database cannot be reached at all". */
const UNREACHABLE_NAMES = new Set([
	'MongoServerSelectionError',
	'MongooseServerSelectionError',
	'MongoNetworkError',
	'MongoNetworkTimeoutError',
	'MongoNotConnectedError',
	'MongoTopologyClosedError',
	'MongoPoolClearedError',
	'MongoServerClosedError',
])
/** Server codes of a database that is stepping down, shutting down or unreachable from a router. */
const UNREACHABLE_CODES = new Set([
	6, 7, 89, 91, 189, 10107, 11600, 11602, 13435, 13436,
])

function isDatabaseUnreachable(error: unknown): boolean {
	let current: unknown = error
	for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
		if (UNREACHABLE_NAMES.has(current.name)) return true
		// mongoose queues operations while disconnected, and gives up after bufferTimeoutMS.
		if (
			current.name === 'MongooseError' &&
			/buffering timed out/i.test(current.message)
		)
			return true
		const code = (current as { code?: unknown }).code
		if (typeof code === 'number' && UNREACHABLE_CODES.has(code)) return true
		current = current.cause
	}
	return false
}

/**
 * A failure in the domain's words, when it has some: a DomainError as it is, a database that
 * cannot be reached as `unavailable`. Anything else is a bug (undefined here; a 500 at the edge).
 */
export function asDomainError(error: unknown): DomainError | undefined {
	if (error instanceof DomainError) return error
	if (isDatabaseUnreachable(error))
		return new DomainError('unavailable', DATABASE_UNAVAILABLE, {
			retryAfterSeconds: 5,
			cause: error,
		})
	return undefined
}

export function isDomainError(
	error: unknown,
	kind?: DomainErrorKind,
): error is DomainError {
	return (
		error instanceof DomainError && (kind === undefined || error.kind === kind)
	)
}
