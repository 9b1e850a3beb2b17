import { describe, expect, it } from 'vitest'
import { diffText } from './text-diff.ts'

describe('diffText', () => {
	it('marks the words only one version has', () => {
		const diff = diffText(
			'Trust compounds slowly over years',
			'Trust compounds quickly over years',
		)
		expect(diff.changed).toBe(true)
		expect(diff.byLine).toBe(false)
		expect(
			diff.parts
				.filter(part => part.kind === 'removed')
				.map(part => part.text.trim()),
		).toEqual(['slowly'])
		expect(
			diff.parts
				.filter(part => part.kind === 'added')
				.map(part => part.text.trim()),
		).toEqual(['quickly'])
		// The parts rebuild both texts.
		expect(
			diff.parts
				.filter(part => part.kind !== 'added')
				.map(part => part.text)
				.join(''),
		).toBe('Trust compounds slowly over years')
		expect(
			diff.parts
				.filter(part => part.kind !== 'removed')
				.map(part => part.text)
				.join(''),
		).toBe('Trust compounds quickly over years')
	})

	it('says when nothing changed', () => {
		expect(diffText('Same text', 'Same text')).toEqual({
			parts: [{ kind: 'same', text: 'Same text' }],
			changed: false,
			byLine: false,
		})
		expect(diffText('', '')).toEqual({
			parts: [],
			changed: false,
			byLine: false,
		})
	})

	it('falls back to lines for texts too different to compare by words', () => {
		const from = Array.from({ length: 3000 }, (_, i) => `alpha${i}`).join(' ')
		const to = Array.from({ length: 3000 }, (_, i) => `beta${i}`).join('\n')
		const diff = diffText(from, to)
		expect(diff.byLine).toBe(true)
		expect(
			diff.parts
				.filter(part => part.kind !== 'added')
				.map(part => part.text)
				.join(''),
		).toBe(from)
		expect(
			diff.parts
				.filter(part => part.kind !== 'removed')
				.map(part => part.text)
				.join(''),
		).toBe(to)
	})
})
