import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	checkDatabase,
	connectDatabase,
	databaseState,
	disconnectDatabase,
} from '#app/server/platform/db.server.ts'
import {
	startEmbeddedDatabase,
	type EmbeddedDatabase,
} from '../../scripts/embedded-db.ts'
import { waitUntil } from '../helpers/server-process.ts'

// This file runs its own database server so that it can stop and restart it.
describe('database health', () => {
	let dataDir: string
	let database: EmbeddedDatabase

	beforeAll(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-health-'))
		database = await startEmbeddedDatabase({ dataDir })
		await connectDatabase(database.uri, { dbName: 'health', maxAttempts: 5 })
	})

	afterAll(async () => {
		await disconnectDatabase()
		await database.stop()
		await rm(dataDir, { recursive: true, force: true })
	})

	it('reports healthy while the server answers', async () => {
		const health = await checkDatabase()
		expect(health).toMatchObject({ ok: true, state: 'connected' })
		expect(health.latencyMs).toBeGreaterThanOrEqual(0)
	})

	it('reports unhealthy within seconds of the server dying, and recovers by itself when it returns', async () => {
		await database.stop()
		await waitUntil(
			async () => !(await checkDatabase(1000)).ok,
			5000,
			'unhealthy after the server died',
		)
		const down = await checkDatabase(1000)
		expect(down.ok).toBe(false)
		expect(down.error).toBeTruthy()
		// The outage rule (every page and API call answers 503) reads this: away as soon as a check
		// failed, without waiting for the driver's own view of the server to catch up.
		expect(databaseState()).toBe('disconnected')

		// Same port, same files: the connection we already have must find it again on its own.
		database = await startEmbeddedDatabase({ dataDir, port: database.port })
		await waitUntil(
			async () => (await checkDatabase(1000)).ok,
			20_000,
			'healthy after the server returned',
		)
		expect((await checkDatabase()).ok).toBe(true)
		expect(databaseState()).toBe('connected')
	})
})
