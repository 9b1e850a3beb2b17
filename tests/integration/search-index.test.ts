import { randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { buildSearchIndex } from '../helpers/search-index.ts'
import {
	createArticle,
	deleteArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'
import { publishDueArticles } from '#app/server/articles/publishing-queue.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import { searchArticles } from '#app/server/articles/search.server.ts'
import {
	invalidateLocalPages,
	PAGE_TAGS,
} from '#app/server/coordination/page-cache.server.ts'
import { Article } from '#app/server/models/index.ts'
import {
	searchIndex,
	whenSearchIndexCurrent,
} from '#app/server/search/lifecycle.server.ts'

/**
 * The index as each instance keeps it (decision 058): built from the database, then following the
 * changes the services announce, never holding what readers may not see.
 */
setupTestDatabase('search_index')

const HOUR = 3_600_000
const word = () => `quillon${randomBytes(3).toString('hex')}`

/** What an editor submits (the JSON API's fields), with `marker` in the headline and body. */
function input(marker: string, extra: Record<string, unknown> = {}) {
	return {
		headline: `A ${marker} headline about reputation`,
		summary: 'A summary a reader skims.',
		content:
			`The body says ${marker} once, among words about trust and reputation. `.repeat(
				3,
			),
		author: 'Claire Ashby',
		category: 'trust-building' as const,
		featured: false,
		breaking: false,
		imageCredit: undefined,
		youtubeUrl: undefined,
		...extra,
	}
}

const found = async (query: string) =>
	(await searchArticles(query)).results.map(result => result.id)

beforeAll(async () => {
	await Article.insertMany([
		{
			_id: 'old-1',
			headline: 'An archived piece on ghostwriting',
			summary: 'From before the index.',
			content:
				'Inline markdown from before bodies moved out, about **ghostwriters**.',
			author: 'Priya Raman',
			category: 'personal-branding',
			publishedAt: new Date(Date.now() - 48 * HOUR),
		},
	])
})

describe('before the index is built', () => {
	it('answers with the plain fallback: every word in headline, summary, author or tags', async () => {
		expect(searchIndex()).toBeNull()
		expect(await found('archived piece')).toEqual(['old-1'])
		// Body words are the index's: the fallback does not claim to find them.
		expect(await found('ghostwriters')).toEqual([])
	})
})

describe('the index', () => {
	beforeAll(buildSearchIndex)

	it('is built from what is in the database, bodies included', async () => {
		expect(searchIndex()?.size).toBe(1)
		expect(await found('ghostwriters')).toEqual(['old-1'])
	})

	it('finds a published article as soon as the save returns, and follows its edits', async () => {
		const marker = word()
		const created = await createArticle(input(marker))
		expect(await found(marker)).toEqual([created.id])

		const renamed = word()
		await updateArticle(created.id, input(renamed))
		expect(await found(renamed)).toEqual([created.id])
		expect(await found(marker)).toEqual([])
	})

	it('drops an article unpublished or deleted, and takes it back when it is published again', async () => {
		const marker = word()
		const created = await createArticle(input(marker))
		await unpublishArticle(created.id)
		expect(await found(marker)).toEqual([])
		await publishArticle(created.id)
		expect(await found(marker)).toEqual([created.id])
		await deleteArticle(created.id)
		expect(await found(marker)).toEqual([])
		expect(searchIndex()?.has(created.id)).toBe(false)
	})

	it('never holds a draft or a scheduled article; a scheduled one joins when it goes live', async () => {
		const [draftWord, laterWord] = [word(), word()]
		const draft = await createArticle(input(draftWord, { status: 'draft' }))
		const scheduled = await createArticle(
			input(laterWord, {
				status: 'scheduled',
				publishedAt: new Date(Date.now() + HOUR),
			}),
		)
		expect(scheduled.status).toBe('scheduled')
		// Edits of articles readers cannot see reach no one, and the index neither.
		await updateArticle(
			draft.id,
			input(draftWord, { status: 'draft', summary: 'Still a draft.' }),
		)
		expect(await found(draftWord)).toEqual([])
		expect(await found(laterWord)).toEqual([])
		expect(searchIndex()?.has(draft.id)).toBe(false)
		expect(searchIndex()?.has(scheduled.id)).toBe(false)

		// Its time comes (the hour passes: its date moves behind the clock), the publishing job puts
		// it live, and the index hears of it.
		await Article.updateOne(
			{ _id: scheduled.id },
			{ $set: { publishedAt: new Date(Date.now() - 1000) } },
		)
		await publishDueArticles(new Date())
		expect((await getArticle(scheduled.id))?.status).toBe('published')
		expect(await found(laterWord)).toEqual([scheduled.id])
	})

	it('shows no article for a phrase it does not hold, even when the pair filter lets it through', async () => {
		// A body of many distinct words: its pair filter is as full as any, ~3 % false positives.
		const vocabulary = Array.from(
			{ length: 600 },
			(_, i) => `w${i.toString(36)}x`,
		)
		const created = await createArticle(
			input(word(), { content: vocabulary.join(' ') }),
		)
		const index = searchIndex()!
		let tried = 0
		let letThrough: string | undefined
		for (let i = 0; i < vocabulary.length && !letThrough; i += 7)
			for (let j = i + 2; j < vocabulary.length && !letThrough; j += 13) {
				tried++
				const phrase = `"${vocabulary[j]} ${vocabulary[i]}"`
				if (index.search(phrase).hits.some(hit => hit.doc.id === created.id))
					letThrough = phrase
			}
		expect(letThrough, `no false positive in ${tried} phrases`).toBeDefined()
		expect(await found(letThrough!)).toEqual([])
		// A phrase it does hold is found.
		expect(await found(`"${vocabulary[10]} ${vocabulary[11]}"`)).toEqual([
			created.id,
		])
	})
})

describe('applying changes', () => {
	beforeAll(async () => {
		if (!searchIndex()) await buildSearchIndex()
	})

	/** `count` published articles written straight to the database (as an import does), unannounced. */
	async function insertUnannounced(count: number, marker = word()) {
		const ids = Array.from({ length: count }, (_, i) => `${marker}-${i}`)
		await Article.insertMany(
			ids.map(id => ({
				_id: id,
				headline: `Imported ${marker} piece ${id}`,
				summary: 'Brought over from the old site.',
				content: `An imported body about ${marker} and reputation.`,
				author: 'Priya Raman',
				category: 'personal-branding',
				status: 'published',
				publishedAt: new Date(Date.now() - HOUR),
			})),
		)
		return ids
	}

	const announce = (ids: readonly string[]) =>
		void invalidateLocalPages(ids.map(id => PAGE_TAGS.article(id)))

	it('re-reads a burst of changes in a few batched reads, not one read per article', async () => {
		const ids = await insertUnannounced(450)
		const articles = Article.collection.collectionName
		let articleReads = 0
		mongoose.set('debug', (collection: string, method: string) => {
			if (collection === articles && method === 'find') articleReads++
		})
		try {
			announce(ids)
			await whenSearchIndexCurrent(60_000)
		} finally {
			mongoose.set('debug', false)
		}
		const index = searchIndex()!
		expect(ids.filter(id => index.has(id))).toHaveLength(ids.length)
		// 450 articles at 200 a read: 3 reads (the embedded database scans the collection on each).
		expect(articleReads).toBe(3)
	})

	it('makes a search wait for the changes heard before it, not for those heard after', async () => {
		const [first] = await insertUnannounced(1)
		const later = await insertUnannounced(600)
		announce([first!])
		const waited = whenSearchIndexCurrent(60_000)
		announce(later)
		await waited
		const index = searchIndex()!
		expect(index.has(first!)).toBe(true)
		// The 600 heard after the search are still being applied when it goes on.
		expect(later.filter(id => index.has(id)).length).toBeLessThan(later.length)
		await whenSearchIndexCurrent(60_000)
		expect(later.filter(id => index.has(id))).toHaveLength(later.length)
	})
})
