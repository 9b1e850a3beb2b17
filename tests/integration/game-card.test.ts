import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import { gamePage } from '#app/content/pages/index.ts'
import { GAME_LENGTH, bandOf, scoreGame } from '#app/lib/game.ts'

// The real limits (no multiplier): 30 new cards a minute per client.
const site = testSite('game_card', { RATE_LIMIT_MULTIPLIER: '1' })

/** Finished games with pairwise different cards (score, step percentages and band), found by walking answer strings. */
function distinctResults(count: number): { answers: string; key: string }[] {
	const found = new Map<string, string>()
	for (let n = 0; found.size < count && n < 3 ** GAME_LENGTH; n += 7919) {
		const answers = n.toString(3).padStart(GAME_LENGTH, '0')
		const result = scoreGame([...answers].map(Number))!
		const key = `${result.score}:${result.steps.map(step => step.percent).join(',')}:${bandOf(gamePage.scoreBands, result.score).label}`
		if (!found.has(key)) found.set(key, answers)
	}
	return [...found].map(([key, answers]) => ({ answers, key }))
}

describe("the game's result card", () => {
	it("draws each new card against the client's limit; a card already drawn answers from memory, past the limit too", async () => {
		const results = distinctResults(32)
		expect(results).toHaveLength(32)
		const card = (answers: string, reader: number) =>
			site().request(`/api/game-card/${answers}`, { reader })
		// Windows are aligned to the clock: start with at least 20 s of this minute left, so the 31 draws share one.
		const left = 60_000 - (Date.now() % 60_000)
		if (left < 20_000)
			await new Promise(resolve => setTimeout(resolve, left + 20))

		const first = await card(results[0]!.answers, 40)
		expect(first.status).toBe(200)
		expect(first.headers.get('content-type')).toBe('image/png')
		const png = new Uint8Array(await first.arrayBuffer())
		expect(
			[...png.slice(1, 4)].map(byte => String.fromCharCode(byte)).join(''),
		).toBe('PNG')

		// 29 more new cards fill the client's minute; the 31st new one is refused.
		const statuses: number[] = []
		for (const result of results.slice(1, 31))
			statuses.push((await card(result.answers, 40)).status)
		expect(statuses.slice(0, 29).every(status => status === 200)).toBe(true)
		expect(statuses[29]).toBe(429)

		// A card drawn before still answers this client, byte for byte; another client may draw the refused one.
		const again = await card(results[0]!.answers, 40)
		expect(again.status).toBe(200)
		expect(new Uint8Array(await again.arrayBuffer())).toEqual(png)
		expect((await card(results[30]!.answers, 41)).status).toBe(200)
	})

	it('answers 404 for an unfinished game, without counting it', async () => {
		for (let attempt = 0; attempt < 40; attempt += 1)
			expect(
				(await site().request('/api/game-card/0120', { reader: 42 })).status,
			).toBe(404)
		expect(
			(
				await site().request(`/api/game-card/${'0'.repeat(GAME_LENGTH)}`, {
					reader: 42,
				})
			).status,
		).toBe(200)
	})
})
