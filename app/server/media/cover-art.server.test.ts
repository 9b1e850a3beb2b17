import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { coverSvg, renderCover } from './cover-art.server.ts'

/** Which shapes a cover is drawn with, and how many of each: its composition, whatever its colours. */
function composition(svg: string): string {
	const counts = new Map<string, number>()
	for (const [, tag] of svg.matchAll(
		/<(circle|rect|polygon|polyline|path|g)\b/g,
	))
		counts.set(tag!, (counts.get(tag!) ?? 0) + 1)
	return [...counts]
		.sort()
		.map(([tag, count]) => `${tag}:${count}`)
		.join(' ')
}

/** A cover reduced to 24x16 greys, to compare pictures rather than colours. */
async function greys(category: string, key: string): Promise<Buffer> {
	return sharp(await renderCover(key, category))
		.greyscale()
		.normalise()
		.resize(24, 16, { fit: 'fill' })
		.raw()
		.toBuffer()
}

describe('sample covers', () => {
	it('are the same picture for the same article (seeding stays idempotent)', () => {
		expect(coverSvg('a-key', 'audience-growth')).toBe(
			coverSvg('a-key', 'audience-growth'),
		)
		expect(coverSvg('a-key', 'audience-growth')).not.toBe(
			coverSvg('another-key', 'audience-growth'),
		)
	})

	it('have a composition of their own in every category, not one picture recoloured', async () => {
		const compositions = new Set(
			ALL_CATEGORIES.map(category =>
				composition(coverSvg('same-key', category)),
			),
		)
		expect(compositions.size).toBe(ALL_CATEGORIES.length)
		// And they look different once colour is taken away.
		const pictures = await Promise.all(
			ALL_CATEGORIES.map(category => greys(category, 'same-key')),
		)
		for (let i = 0; i < pictures.length; i += 1) {
			for (let j = i + 1; j < pictures.length; j += 1) {
				let difference = 0
				for (let p = 0; p < pictures[i]!.length; p += 1)
					difference += Math.abs(pictures[i]![p]! - pictures[j]![p]!)
				expect(
					difference / pictures[i]!.length,
					`${ALL_CATEGORIES[i]} vs ${ALL_CATEGORIES[j]}`,
				).toBeGreaterThan(12)
			}
		}
	})
})
