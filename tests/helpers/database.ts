import { randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { afterAll, beforeAll, inject } from 'vitest'
import {
	connectDatabase,
	disconnectDatabase,
} from '#app/server/platform/db.server.ts'

/** A database name unique to this test file and run. */
export function uniqueDatabaseName(label: string): string {
	return `test_${label.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}_${randomBytes(4).toString('hex')}`
}

/**
 * Connects mongoose to a fresh database for the calling test file and drops it afterwards.
 * Returns the database name.
 */
export function setupTestDatabase(label: string): { name: string } {
	const handle = { name: uniqueDatabaseName(label) }
	beforeAll(async () => {
		await connectDatabase(inject('mongoUri'), {
			dbName: handle.name,
			maxAttempts: 5,
		})
	})
	afterAll(async () => {
		await mongoose.connection.dropDatabase().catch(() => undefined)
		await disconnectDatabase()
	})
	return handle
}

/** Whether the test server is FerretDB (where `$inc` and conditional updates are not atomic). */
export async function isFerretDB(): Promise<boolean> {
	const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 })
	return 'ferretdbVersion' in info
}
