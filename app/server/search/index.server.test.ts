import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SearchDoc } from './documents.server.ts'
import { SearchIndex } from './index.server.ts'
import { STOP_WORDS } from './text.server.ts'

const DAY = 86_400_000
const doc = (
	id: string,
	headline: string,
	text: string,
	extra: Partial<SearchDoc<null>> = {},
): SearchDoc<null> => ({
	id,
	headline,
	summary: '',
	text,
	tags: [],
	author: 'Ann Editor',
	category: 'expert-interviews',
	categoryName: 'Expert Interviews',
	publishedAt: Date.UTC(2024, 0, 1),
	extra: null,
	...extra,
})

/** Filler articles from a small vocabulary, so every query word has many articles to rank. */
function* filler(count: number): Generator<SearchDoc<null>> {
	const vocabulary =
		'audience newsletter founders podcast trust reputation weekly growth video strategy leadership thought executives writing habit'.split(
			' ',
		)
	let seed = 7
	const next = () => (seed = (seed * 48271) % 2147483647)
	for (let i = 0; i < count; i++) {
		const text = Array.from(
			{ length: 60 },
			() => vocabulary[next() % vocabulary.length],
		).join(' ')
		yield doc(`f${i}`, `Note ${i} ${vocabulary[i % vocabulary.length]}`, text, {
			publishedAt: Date.UTC(2020, 0, 1) + i * DAY,
			category: i % 2 ? 'audience-growth' : 'trust-building',
		})
	}
}

let index: SearchIndex<null>
const ids = (query: string, options = {}) =>
	index.search(query, { limit: 5000, ...options }).hits.map(hit => hit.doc.id)
const mine = (query: string, options = {}) =>
	ids(query, options).filter(id => id.startsWith('x'))

beforeAll(async () => {
	index = new SearchIndex<null>()
	await index.build(
		(function* () {
			yield doc(
				'x1',
				'Why your LinkedIn headline matters',
				'A clear headline on LinkedIn earns trust. Trust is earned slowly.',
			)
			yield doc(
				'x2',
				'Branded content that works',
				'The brand behind the newsletter: ghostwriting for founders.',
				{
					publishedAt: Date.UTC(2025, 0, 1),
					category: 'audience-growth',
					categoryName: 'Audience Growth',
				},
			)
			yield doc(
				'x3',
				'Quiet authority',
				'Earned trust is slow. Is trust earned? Earned, trust is.',
				{
					tags: ['Ghostwriting'],
					author: 'Tomás Ferreira',
				},
			)
			yield* filler(1500)
		})(),
	)
})

describe('SearchIndex', () => {
	it('is ready after its build, with every article', () => {
		expect(index.ready).toBe(true)
		expect(index.size).toBe(1503)
	})

	it('matches stems, the last word as a prefix, and one typo in words of five letters or more', () => {
		expect(mine('branding ')).toEqual(['x2'])
		expect(mine('linkdin ')).toEqual(['x1'])
		expect(mine('ghostwr').sort()).toEqual(['x2', 'x3'])
		expect(mine('ghostwr ')).toEqual([])
		// A known word is not fuzzed; a short unknown one is not either.
		expect(mine('brand ')).toEqual(['x2'])
		expect(mine('tomas')).toEqual(['x3'])
		expect(mine('Tomás Ferreira')).toEqual(['x3'])
	})

	it('requires every word, and phrases in order', () => {
		expect(mine('newsletter founders')).toEqual(['x2'])
		expect(mine('newsletter zzzz')).toEqual([])
		expect(mine('"trust is earned"')).toContain('x1')
		expect(mine('"earned is trust"')).not.toContain('x1')
		expect(mine('"trust is" headline')).toEqual(['x1'])
	})

	it('ranks a headline match over a body match, then newer first among equals', () => {
		const found = index.search('headline', { limit: 3 }).hits
		expect(found[0]!.doc.id).toBe('x1')
		const notes = index.search('note', { limit: 1500 }).hits
		expect(notes.length).toBeGreaterThan(100)
		for (let i = 1; i < notes.length; i++) {
			const [a, b] = [notes[i - 1]!, notes[i]!]
			expect(
				a.score > b.score ||
					(a.score === b.score && a.doc.publishedAt >= b.doc.publishedAt),
			).toBe(true)
		}
	})

	it('ranks articles where words typed together stand together first', () => {
		const local = new SearchIndex<null>()
		local.add(
			doc('apart', 'Notes', 'Speaking of public life.', {
				publishedAt: Date.UTC(2025, 0, 1),
			}),
		)
		local.add(
			doc('together', 'Notes', 'On public speaking.', {
				publishedAt: Date.UTC(2020, 0, 1),
			}),
		)
		const scores = (query: string) =>
			Object.fromEntries(
				local.search(query).hits.map(hit => [hit.doc.id, hit.score]),
			)
		const together = scores('public speaking')
		const reversed = scores('speaking public ')
		expect(Object.keys(together)).toEqual(['together', 'apart'])
		// The bonus goes to the pair in the order typed, and only where it stands together.
		expect(together.together).toBeGreaterThan(reversed.together!)
		expect(together.apart).toBe(reversed.apart)
	})

	it('filters by category and date range', () => {
		expect(
			mine('newsletter founders', { category: 'audience-growth' }),
		).toEqual(['x2'])
		expect(mine('newsletter founders', { category: 'trust-building' })).toEqual(
			[],
		)
		expect(ids('trust', { category: 'no-such-category' })).toEqual([])
		expect(mine('ghostwriting', { from: Date.UTC(2024, 6, 1) })).toEqual(['x2'])
		expect(mine('ghostwriting', { to: Date.UTC(2024, 6, 1) })).toEqual(['x3'])
	})

	it('pages exactly: the pages join up to the whole list, with totals and hasMore', () => {
		const all = index.search('audience', { limit: 5000 })
		expect(all.total).toBe(all.hits.length)
		const second = index.search('audience', { limit: 20, offset: 20 })
		expect(second.hits.map(hit => hit.doc.id)).toEqual(
			all.hits.slice(20, 40).map(hit => hit.doc.id),
		)
		expect([second.total, second.totalExact, second.hasMore]).toEqual([
			all.total,
			true,
			true,
		])
		expect(
			index.search('audience', { limit: 20, offset: all.total - 20 }).hasMore,
		).toBe(false)
	})

	it('pages two words typed together exactly when every article ties (the side-by-side bonus counts on every page)', () => {
		const local = new SearchIndex<null>()
		for (let n = 0; n < 45; n++)
			local.add(
				doc(`k${n}`, `Findable keynote ${n}`, 'A keynote worth finding.', {
					publishedAt: Date.UTC(2025, 0, 1) + n * 1000,
				}),
			)
		const pages = [0, 20, 40].map(offset =>
			local
				.search('findable keynote', { limit: 20, offset })
				.hits.map(hit => hit.doc.id),
		)
		const newestFirst = Array.from({ length: 45 }, (_, n) => `k${44 - n}`)
		expect(pages.flat()).toEqual(newestFirst)
	})

	it('estimates a phrase total when it pages, and shows the same best page either way', () => {
		const page = index.search('"weekly growth"', { limit: 20 })
		const every = index.search('"weekly growth"', { limit: 5000 })
		expect(every.totalExact).toBe(true)
		expect(page.totalExact).toBe(false)
		expect(Math.abs(page.total - every.total) / every.total).toBeLessThan(0.25)
		expect(page.hits.map(hit => hit.doc.id)).toEqual(
			every.hits.slice(0, 20).map(hit => hit.doc.id),
		)
	})

	it('gives back the matched stems and the stored fields with each hit', () => {
		const [hit] = index.search('branding newsletter ').hits
		expect(hit!.terms.sort()).toEqual(['brand', 'newslett'])
		expect(hit!.doc).toMatchObject({
			id: 'x2',
			headline: 'Branded content that works',
			category: 'audience-growth',
		})
		expect(hit!.doc).not.toHaveProperty('text')
	})

	it('suggests corrected queries that find something', () => {
		expect(index.suggest('gostwritting')).toEqual(['ghostwriting'])
		expect(index.suggest('linkdin headlin')).toEqual(['linkedin headline'])
		expect(index.suggest('trust')).toEqual([])
		expect(index.suggest('qqqqqqqq')).toEqual([])
	})

	it('forgets a removed article, takes an edit, and keeps its results through compaction', () => {
		const local = new SearchIndex<null>()
		for (const item of filler(200)) local.add(item)
		local.add(doc('y1', 'Personal branding for founders', 'Words.'))
		expect(local.search('branding').hits.map(hit => hit.doc.id)).toEqual(['y1'])
		local.add(doc('y1', 'Unbranded', 'Nothing here.'))
		expect(local.search('founders branding').hits).toEqual([])
		expect(local.search('unbranded').hits.map(hit => hit.doc.id)).toEqual([
			'y1',
		])
		expect(local.remove('y1')).toBe(true)
		expect(local.remove('y1')).toBe(false)
		expect(local.search('unbranded').hits).toEqual([])
		for (let i = 0; i < 50; i++) local.remove(`f${i}`)
		const before = local.search('trust audience', { limit: 500 })
		expect(local.deadRatio).toBeGreaterThan(0.2)
		local.compact()
		expect(local.deadRatio).toBe(0)
		const after = local.search('trust audience', { limit: 500 })
		expect(after.total).toBe(before.total)
		expect(after.hits.map(hit => hit.doc.id).sort()).toEqual(
			before.hits.map(hit => hit.doc.id).sort(),
		)
	})

	it('keeps what changed during a build over what the source says', async () => {
		const local = new SearchIndex<null>()
		let resume: () => void = () => undefined
		const paused = new Promise<void>(resolve => (resume = resolve))
		const building = local.build(
			(async function* () {
				yield doc('z1', 'Old headline', 'old')
				await paused
				yield doc('z2', 'Removed meanwhile', 'gone')
				yield doc('z3', 'Stale copy', 'stale')
			})(),
		)
		await new Promise(resolve => setImmediate(resolve))
		local.remove('z2')
		local.add(doc('z3', 'Fresh copy', 'fresh'))
		resume()
		await building
		expect(local.has('z2')).toBe(false)
		expect(local.search('fresh copy').hits.map(hit => hit.doc.id)).toEqual([
			'z3',
		])
		expect(local.search('stale').hits).toEqual([])
	})

	it('finds every article it was given by a word of its headline, whatever the words', () => {
		const word = fc
			.stringMatching(/^[a-z]{3,10}$/)
			.filter(candidate => !STOP_WORDS.has(candidate))
		fc.assert(
			fc.property(
				fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 30 }),
				pairs => {
					const local = new SearchIndex<null>()
					pairs.forEach(([a, b], i) => local.add(doc(`p${i}`, `${a} ${b}`, '')))
					pairs.forEach(([a, b], i) => {
						expect(
							local.search(`${a} `, { limit: 100 }).hits.map(hit => hit.doc.id),
						).toContain(`p${i}`)
						expect(
							local
								.search(`"${a} ${b}"`, { limit: 100 })
								.hits.map(hit => hit.doc.id),
						).toContain(`p${i}`)
					})
				},
			),
			{ numRuns: 40 },
		)
	})
})
