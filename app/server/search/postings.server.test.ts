import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
	FIELD,
	PostingCursor,
	PostingLists,
	SLICE_SIZES,
} from './postings.server.ts'

interface Posting {
	doc: number
	fields: number
	bodyCount: number
}

/** What the cursor reads back for a posting: the count is kept only with the body flag, capped at 255. */
function expected({ doc, fields, bodyCount }: Posting): Posting {
	return {
		doc,
		fields,
		bodyCount: fields & FIELD.body ? Math.min(bodyCount, 255) : 0,
	}
}

function readAll(lists: PostingLists, term: number): Posting[] {
	const cursor = new PostingCursor()
	cursor.open(lists, term)
	const out: Posting[] = []
	while (cursor.next())
		out.push({
			doc: cursor.doc,
			fields: cursor.fields,
			bodyCount: cursor.bodyCount,
		})
	return out
}

// A posting: a gap of any size (small ones most often), any field flags, any body count.
const posting = fc.record({
	gap: fc.oneof(
		fc.integer({ min: 0, max: 3 }),
		fc.integer({ min: 0, max: 300 }),
		fc.integer({ min: 0, max: 2 ** 28 }),
	),
	fields: fc.integer({ min: 1, max: 63 }),
	bodyCount: fc.oneof(
		fc.integer({ min: 1, max: 4 }),
		fc.integer({ min: 1, max: 70000 }),
	),
})

describe('PostingLists', () => {
	it('reads back what was appended, for terms written interleaved, across slices and pages', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), posting), {
					maxLength: 400,
				}),
				fc.constantFrom(8, 10, 20),
				(appends, pageBits) => {
					const lists = new PostingLists(pageBits)
					lists.ensure(6)
					const written: Posting[][] = Array.from({ length: 6 }, () => [])
					for (const [term, { gap, fields, bodyCount }] of appends) {
						const list = written[term]!
						const doc = (list.at(-1)?.doc ?? -1) + 1 + gap
						lists.append(term, doc, fields, bodyCount)
						list.push(expected({ doc, fields, bodyCount }))
					}
					for (let term = 0; term < 6; term++) {
						expect(readAll(lists, term)).toEqual(written[term])
						expect(lists.df[term]).toBe(written[term]!.length)
						expect(lists.isEmpty(term)).toBe(written[term]!.length === 0)
					}
				},
			),
		)
	})

	it('grows a long list through every slice size into the largest, and reads it back', () => {
		const lists = new PostingLists(16)
		lists.ensure(1)
		const total = 60_000
		for (let doc = 0; doc < total; doc++)
			lists.append(0, doc * 3, FIELD.body | FIELD.headline, (doc % 7) + 1)
		const read = readAll(lists, 0)
		expect(read).toHaveLength(total)
		expect(read[total - 1]).toEqual({
			doc: (total - 1) * 3,
			fields: 33,
			bodyCount: ((total - 1) % 7) + 1,
		})
		// Far more bytes than all slice sizes but the largest together: the chain reached 64 KiB slices.
		expect(lists.bytes).toBeGreaterThan(SLICE_SIZES.reduce((a, b) => a + b, 0))
	})

	it('makes room for more terms without losing the ones written', () => {
		const lists = new PostingLists()
		lists.ensure(2)
		lists.append(1, 5, FIELD.tags, 0)
		lists.ensure(5000)
		lists.append(4999, 0, FIELD.author, 0)
		expect(readAll(lists, 1)).toEqual([
			{ doc: 5, fields: FIELD.tags, bodyCount: 0 },
		])
		expect(readAll(lists, 4999)).toEqual([
			{ doc: 0, fields: FIELD.author, bodyCount: 0 },
		])
		expect(readAll(lists, 3)).toEqual([])
	})
})
