/**
 * The one mongoose connection of the process. Both the Express bootstrap (run by Node directly)
 * and the React Router build use the `mongoose` package singleton, so they share it.
 */
import mongoose from 'mongoose'
// Every model registered, so ensureIndexes builds all their indexes.
import '#app/server/models/index.ts'

// Refuse query operators smuggled in through user input ({ $gt: "" } in a filter).
mongoose.set('sanitizeFilter', true)
mongoose.set('strictQuery', true)

export type DatabaseState =
	| 'disconnected'
	| 'connected'
	| 'connecting'
	| 'disconnecting'
	| 'uninitialized'

const STATES: Record<number, DatabaseState> = {
	0: 'disconnected',
	1: 'connected',
	2: 'connecting',
	3: 'disconnecting',
	99: 'uninitialized',
}

export interface ConnectOptions {
	/** Database name when the URI has none. */
	dbName?: string
	/** Give up after this many failed attempts (default: keep trying). */
	maxAttempts?: number
	log?: (message: string) => void
}

/** Redacts the password in a connection string for logs. */
export function redactUri(uri: string): string {
	return uri.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@')
}

/** Connects, retrying with back-off until the server answers (a database may start after the app). */
export async function connectDatabase(
	uri: string,
	options: ConnectOptions = {},
): Promise<typeof mongoose> {
	const log = options.log ?? ((message: string) => console.log(message))
	const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY
	for (let attempt = 1; ; attempt += 1) {
		try {
			await mongoose.connect(uri, {
				dbName: options.dbName,
				serverSelectionTimeoutMS: 5000,
				heartbeatFrequencyMS: 2000,
				// Retryable writes stay on (the driver's default): on a MongoDB replica set or Atlas they carry
				// a write across a primary failover. FerretDB answers as a standalone server, where the driver
				// never uses them, so the same setting is safe there; a URI may still say retryWrites=false.
				autoIndex: true,
			})
			answeredLastCheck = true
			watchReachability()
			return mongoose
		} catch (error) {
			if (attempt >= maxAttempts) throw error
			const delay = Math.min(500 * 2 ** (attempt - 1), 10_000)
			log(
				`Database not reachable at ${redactUri(uri)} (attempt ${attempt}: ${(error as Error).message}); retrying in ${delay} ms`,
			)
			await new Promise(resolve => setTimeout(resolve, delay))
		}
	}
}

/**
 * Builds every model's indexes and waits for them, so the server takes requests only once its
 * unique indexes (the rules some writes rely on) are in place, and no index build is still in
 * flight afterwards. A failure is reported, not fatal (as mongoose's autoIndex would do).
 */
export async function ensureIndexes(
	log: (message: string) => void = message => console.warn(message),
): Promise<void> {
	const outcomes = await Promise.allSettled(
		Object.values(mongoose.models).map(model => model.init()),
	)
	for (const [i, outcome] of outcomes.entries()) {
		if (outcome.status === 'rejected')
			log(
				`Indexes of ${Object.keys(mongoose.models)[i]} not built: ${(outcome.reason as Error).message}`,
			)
	}
}

/**
 * Whether the database answered the last time anyone asked. Mongoose's own `readyState` follows the
 * driver's view of the server, which can lag behind a failed ping by a heartbeat or more on a busy
 * machine; so a failed health-check ping counts as away at once, and the next answered ping or
 * driver heartbeat (every 2 s) as back.
 */
let answeredLastCheck = true
const watchedClients = new WeakSet<object>()

function watchReachability(): void {
	const client = mongoose.connection.getClient()
	if (watchedClients.has(client)) return
	watchedClients.add(client)
	// Only an answer clears it: one failed heartbeat (a replica set's secondary that is down) must not
	// take the whole site away; a failed ping of the health check, which goes where queries go, does.
	client.on('serverHeartbeatSucceeded', () => {
		answeredLastCheck = true
	})
}

export function databaseState(): DatabaseState {
	const state = STATES[mongoose.connection.readyState] ?? 'disconnected'
	return state === 'connected' && !answeredLastCheck ? 'disconnected' : state
}

export interface DatabaseHealth {
	ok: boolean
	state: DatabaseState
	latencyMs?: number
	error?: string
}

/** Pings the server, giving up after `timeoutMs` so a dead database answers quickly. */
export async function checkDatabase(timeoutMs = 2000): Promise<DatabaseHealth> {
	const state = databaseState()
	const db = mongoose.connection.db
	if (!db) return { ok: false, state, error: 'not connected' }
	const started = performance.now()
	let timer: NodeJS.Timeout | undefined
	try {
		await Promise.race([
			db.command({ ping: 1 }),
			new Promise((_, reject) => {
				timer = setTimeout(
					() => reject(new Error(`ping timed out after ${timeoutMs} ms`)),
					timeoutMs,
				)
			}),
		])
		answeredLastCheck = true
		return {
			ok: true,
			state: databaseState(),
			latencyMs: Math.round(performance.now() - started),
		}
	} catch (error) {
		answeredLastCheck = false
		return {
			ok: false,
			state: databaseState(),
			error: (error as Error).message,
		}
	} finally {
		clearTimeout(timer)
	}
}

export async function disconnectDatabase(): Promise<void> {
	await mongoose.disconnect()
}
