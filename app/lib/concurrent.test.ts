import { describe, expect, it } from 'vitest'
import { mapConcurrent } from './concurrent.ts'

describe('mapConcurrent', () => {
	it('answers in the items’ order with at most `limit` running at once', async () => {
		let running = 0
		let most = 0
		const answers = await mapConcurrent([5, 1, 4, 2, 3], 2, async (n, i) => {
			running += 1
			most = Math.max(most, running)
			await new Promise(resolve => setTimeout(resolve, n))
			running -= 1
			return `${i}:${n}`
		})
		expect(answers).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3'])
		expect(most).toBe(2)
	})

	it('throws the first failure once the started calls have settled, starting no more', async () => {
		const started: number[] = []
		let settled = 0
		await expect(
			mapConcurrent([1, 2, 3, 4, 5], 2, async n => {
				started.push(n)
				await new Promise(resolve => setTimeout(resolve, n === 1 ? 1 : 5))
				settled += 1
				if (n === 1) throw new Error('one failed')
				return n
			}),
		).rejects.toThrow('one failed')
		expect(started).toEqual([1, 2])
		expect(settled).toBe(2)
	})

	it('answers an empty list for no items', async () => {
		expect(await mapConcurrent([], 4, () => Promise.resolve(1))).toEqual([])
	})
})
