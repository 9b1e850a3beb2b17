import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'

// The production server with the real limits (no multiplier): its response cache renders searches.
const site = testSite('search_limits', { RATE_LIMIT_MULTIPLIER: '1' })

const SEARCHES = LIMITS.search.points
const WINDOW_MS = LIMITS.search.duration * 1000
/** A word the sample content is full of: a search for it (in any case) has results. */
const FOUND = 'brand'

/** Windows are aligned to the clock: the one `at` falls in. */
const windowOf = (at: number) => Math.floor(at / WINDOW_MS)

/**
 * Runs `scenario` from the first half of a window; a failure in a run that spilled into the next
 * window (a loaded machine) is run again, with new readers (`run`), at most three times.
 */
async function inOneWindow(
	scenario: (run: number) => Promise<void>,
): Promise<void> {
	for (let run = 0; ; run += 1) {
		const left = WINDOW_MS - (Date.now() % WINDOW_MS)
		if (left < WINDOW_MS / 2)
			await new Promise(resolve => setTimeout(resolve, left + 50))
		const window = windowOf(Date.now())
		try {
			return await scenario(run)
		} catch (error) {
			if (windowOf(Date.now()) === window || run === 2) throw error
		}
	}
}

async function statusOf(path: string, reader: number): Promise<number> {
	const response = await site().request(path, { reader })
	await response.arrayBuffer()
	return response.status
}

/** New searches from `reader`, twenty at once, until it is refused. */
async function exhaust(reader: number): Promise<void> {
	for (let batch = 0; batch < (2 * SEARCHES) / 20; batch += 1) {
		const found = await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				statusOf(`/search?q=${FOUND}+r${reader}w${batch * 20 + index}`, reader),
			),
		)
		expect(found.every(status => status === 200 || status === 429)).toBe(true)
		if (found.includes(429)) return
	}
	throw new Error(`reader ${reader} was never refused`)
}

/** `FOUND` with its `n`th letter capitalised: a search of its own, with the same results. */
const variant = (n: number) =>
	FOUND.slice(0, n) + FOUND.charAt(n).toUpperCase() + FOUND.slice(n + 1)

describe('the search limit on the cached search page', () => {
	it('counts each reader apart: one reader past its limit leaves two others their results, cached or not', async () => {
		await inOneWindow(async run => {
			const heavy = 10 + run * 10
			expect(await statusOf(`/search?q=${FOUND}`, heavy)).toBe(200)
			await exhaust(heavy)

			// Past its limit: refused on a new search and on the one the cache holds (page and .data).
			const refused = await site().request(`/search?q=${FOUND}+again`, {
				reader: heavy,
			})
			expect(refused.status).toBe(429)
			expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
			expect(await refused.text()).toContain('Too many attempts')
			for (const path of [
				`/search?q=${FOUND}`,
				`/search.data?q=${FOUND}&_routes=routes%2Fsearch`,
			]) {
				const cached = await site().request(path, { reader: heavy })
				expect(cached.headers.get('x-cache'), path).toBeNull()
				expect(await cached.text(), path).toContain('Too many attempts')
			}

			// Two other readers: the search the cache holds, and a new one, both with results.
			for (const reader of [heavy + 1, heavy + 2]) {
				for (const path of [
					`/search?q=${FOUND}`,
					`/search?q=${variant((reader % 10) + run * 2)}`,
				]) {
					const response = await site().request(path, { reader })
					const html = await response.text()
					expect(response.status, `${path} for reader ${reader}`).toBe(200)
					expect(html).not.toContain('Too many attempts')
					expect(html).toMatch(/<a [^>]*href="\/article\//)
				}
			}
		})
	}, 600_000)

	it('counts a page answered from memory once against its reader, and only against them', async () => {
		await inOneWindow(async run => {
			const [first, second] = [100 + run * 10, 101 + run * 10]
			const path = `/search?q=${FOUND}+memory${run}`
			expect(await statusOf(path, first)).toBe(200)
			const hit = await site().request(path, { reader: second })
			await hit.arrayBuffer()
			expect(hit.headers.get('x-cache')).toBe('HIT')
			// The second reader has used one search: exactly SEARCHES - 1 more are allowed.
			const rest: number[] = []
			for (let start = 0; start < SEARCHES; start += 20)
				rest.push(
					...(await Promise.all(
						Array.from({ length: 20 }, () => statusOf(path, second)),
					)),
				)
			expect(rest.filter(status => status === 200)).toHaveLength(SEARCHES - 1)
			expect(rest.filter(status => status === 429)).toHaveLength(1)
			// The first reader, who searched once, is still answered from memory.
			const other = await site().request(path, { reader: first })
			await other.arrayBuffer()
			expect(other.status).toBe(200)
			expect(other.headers.get('x-cache')).toBe('HIT')
		})
	}, 600_000)
})
