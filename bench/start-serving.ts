/**
 * How soon a fresh server serves (issue 20's target: within 10 seconds of start at any size, with
 * the search fallback while the index builds). Measured from the moment the process is spawned:
 * healthy (/healthz), the first 200 of the home page and of a search page (cache bypassed, so each
 * is rendered), the slowest home page while the index builds (sampled twice a second: how long the
 * build may hold a request), and when searches are answered by the index (a word only the bulk
 * articles' bodies hold: the fallback never finds it).
 */
import { get } from 'node:http'
import {
	type RunningServer,
	startServer,
	type StartOptions,
} from '../tests/helpers/server-process.ts'

export interface StartFigures {
	healthyS: number
	homeS: number
	searchS: number
	indexReadyS: number | null
	slowestHomeWhileBuildingMs: number
	samples: number
}

function timedGet(url: string): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	return new Promise((resolve, reject) => {
		get(url, { headers: { 'x-cache-bypass': '1' } }, response => {
			response.resume()
			response.on('end', () =>
				resolve({
					status: response.statusCode ?? 0,
					ms: performance.now() - started,
				}),
			)
		}).on('error', reject)
	})
}

async function untilOk(url: string, since: number): Promise<number> {
	for (;;) {
		const answer = await timedGet(url).catch(() => ({ status: 0, ms: 0 }))
		if (answer.status === 200) return (performance.now() - since) / 1000
		await new Promise(resolve => setTimeout(resolve, 50))
	}
}

/** Starts a server on the existing database and measures it; returns the running server too. */
export async function measureStart(
	env: Record<string, string>,
	options: StartOptions,
	{
		bodyOnlyWord,
		indexedIdPrefix,
		maxWaitS = 600,
	}: {
		bodyOnlyWord: string
		indexedIdPrefix: string
		maxWaitS?: number
	},
): Promise<{ server: RunningServer; figures: StartFigures }> {
	const spawned = performance.now()
	const server = await startServer(env, options)
	const healthyS = (performance.now() - spawned) / 1000
	const [homeS, searchS] = await Promise.all([
		untilOk(`${server.url}/`, spawned),
		untilOk(`${server.url}/search?q=trust`, spawned),
	])
	let slowest = 0
	let samples = 0
	let indexReadyS: number | null = null
	const api = `${server.url}/api/articles/search?q=${bodyOnlyWord}`
	while ((performance.now() - spawned) / 1000 < maxWaitS) {
		const [home, search] = await Promise.all([
			timedGet(`${server.url}/`),
			fetch(api, { headers: { 'x-cache-bypass': '1' } }).then(
				async answer => (await answer.json()) as { id: string }[],
			),
		])
		if (search.some(result => result.id.startsWith(indexedIdPrefix))) {
			indexReadyS = (performance.now() - spawned) / 1000
			break
		}
		slowest = Math.max(slowest, home.ms)
		samples += 1
		await new Promise(resolve => setTimeout(resolve, 500))
	}
	return {
		server,
		figures: {
			healthyS,
			homeS,
			searchS,
			indexReadyS,
			slowestHomeWhileBuildingMs: slowest,
			samples,
		},
	}
}
