import { afterAll } from 'vitest'
import {
	searchIndexReady,
	startSearchIndex,
} from '#app/server/search/lifecycle.server.ts'

let stop: (() => void) | undefined

afterAll(() => {
	stop?.()
	stop = undefined
})

/**
 * Builds this process's search index from the test file's database now, as a server does at start
 * (decision 058), and waits until it answers searches; from then on it follows the changes the
 * services announce. Call once the test's articles are in the database. Stopped after the file.
 */
export async function buildSearchIndex(): Promise<void> {
	stop?.()
	stop = startSearchIndex()
	if (!(await searchIndexReady(120_000)))
		throw new Error('the search index was not built in two minutes')
}
