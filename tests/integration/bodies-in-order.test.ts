/**
 * The exports' merge join of articles and bodies (decision 063) on the real database: bodies are
 * found in `_id` order with one cursor, and a body written during the export, behind the cursor,
 * is still found (looked up by itself), so no exported article goes out without its text.
 */
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { bodiesInOrder } from '#app/server/exports/bodies-in-order.server.ts'
import { ArticleBody } from '#app/server/models/index.ts'

setupTestDatabase('bodies_in_order')

const body = (id: string) => ({
	_id: id,
	content: `The text of ${id}.`,
	rendererVersion: 1,
})

describe('bodies read alongside the articles', () => {
	it('finds each batch’s bodies in order, a missing one as absent, and one written behind the cursor', async () => {
		await ArticleBody.create([body('a-1'), body('a-3'), body('a-5')])
		const bodies = bodiesInOrder(['content'])
		try {
			const first = await bodies.of(['a-1', 'a-2'])
			expect(first.get('a-1')?.content).toBe('The text of a-1.')
			expect(first.has('a-2')).toBe(false)
			// Saved while the export runs: its id sorts before where the cursor already stands.
			await ArticleBody.create(body('a-4'))
			const second = await bodies.of(['a-3', 'a-4', 'a-5'])
			expect([...second.keys()]).toEqual(['a-3', 'a-4', 'a-5'])
			expect(second.get('a-4')?.content).toBe('The text of a-4.')
		} finally {
			await bodies.close()
		}
	})
})
