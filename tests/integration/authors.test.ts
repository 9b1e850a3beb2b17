import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { decodeCursor } from '#app/lib/cursor.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { listArticlePage } from '#app/server/articles/lists.server.ts'
import {
	ensureAuthor,
	ensureContributor,
	findAuthorRef,
	findAuthorRefs,
	getAuthor,
} from '#app/server/people/authors.server.ts'
import { Article, Author } from '#app/server/models/index.ts'

setupTestDatabase('authors')

describe('authors', () => {
	it('a new byline gets one profile, even when ten requests ensure it at once', async () => {
		const results = await Promise.all(
			Array.from({ length: 10 }, () => ensureAuthor({ name: 'Noor Haddad' })),
		)
		expect(new Set(results.map(ref => ref.slug))).toEqual(
			new Set(['noor-haddad']),
		)
		expect(await Author.countDocuments({ name: 'Noor Haddad' })).toBe(1)
		expect(await getAuthor('noor-haddad')).toMatchObject({
			name: 'Noor Haddad',
			role: 'Contributor',
			kind: 'contributor',
		})
	})

	it('two people whose names slug alike get two addresses, and neither record is changed', async () => {
		const first = await ensureAuthor({
			name: 'Léa Martin',
			role: 'Columnist',
			kind: 'staff',
		})
		const second = await ensureAuthor({ name: 'Lea Martin' })
		expect(first.slug).toBe('lea-martin')
		expect(second.slug).toBe('lea-martin-2')
		await ensureAuthor({ name: 'Léa Martin', role: 'Something else' })
		expect(await getAuthor('lea-martin')).toMatchObject({
			name: 'Léa Martin',
			role: 'Columnist',
		})
		expect(
			await findAuthorRefs(['Lea Martin', 'Léa Martin', 'Nobody Known']),
		).toEqual({ 'Léa Martin': 'lea-martin', 'Lea Martin': 'lea-martin-2' })
	})

	it('saving an article under a new byline makes its profile; a published guest gets theirs from the submission', async () => {
		await createArticle({
			headline: 'A byline nobody had',
			summary: 'Summary',
			content: 'Body '.repeat(40),
			author: 'Tomas Reyes',
			category: 'audience-growth',
		} as never)
		expect(await findAuthorRef('Tomas Reyes')).toEqual({
			name: 'Tomas Reyes',
			slug: 'tomas-reyes',
		})

		const guest = await ensureContributor({
			authorName: 'Ines Moreau',
			authorBio: 'Advises founders on positioning.',
			company: 'Moreau Advisory',
			socialHandle: 'https://www.linkedin.com/in/ines',
		})
		expect(await getAuthor(guest.slug)).toMatchObject({
			name: 'Ines Moreau',
			role: 'Guest contributor, Moreau Advisory',
			shortBio: 'Advises founders on positioning.',
			links: [{ label: 'Profile', url: 'https://www.linkedin.com/in/ines' }],
		})
		// A bare handle names no network: no link made from it.
		const bare = await ensureContributor({
			authorName: 'Sam Okoye',
			socialHandle: '@sam',
		})
		expect((await getAuthor(bare.slug))?.links).toEqual([])
	})

	it('a refused save (a slug taken, a schedule in the past) makes no profile for its byline', async () => {
		const body = {
			summary: 'Summary',
			content: 'Body '.repeat(40),
			category: 'audience-growth',
		}
		const first = await createArticle({
			...body,
			headline: 'The address everyone wants',
			author: 'Existing Writer',
			slug: 'wanted-address',
		} as never)
		await expect(
			createArticle({
				...body,
				headline: 'Another piece',
				author: 'Refused Writer',
				slug: 'wanted-address',
			} as never),
		).rejects.toMatchObject({ kind: 'conflict' })
		await expect(
			createArticle({
				...body,
				headline: 'Too late',
				author: 'Late Writer',
				status: 'scheduled',
				publishedAt: new Date(Date.now() - 3_600_000),
			} as never),
		).rejects.toMatchObject({ kind: 'invalid' })
		await expect(
			updateArticle(first.id, {
				...body,
				headline: first.headline,
				author: 'Edited Writer',
				status: 'scheduled',
				publishedAt: new Date(Date.now() - 3_600_000),
			} as never),
		).rejects.toMatchObject({ kind: 'invalid' })
		for (const name of ['Refused Writer', 'Late Writer', 'Edited Writer'])
			expect(await findAuthorRef(name), name).toBeNull()
		expect(await findAuthorRef('Existing Writer')).not.toBeNull()
	})

	it("pages through an author's articles by cursor, newest first, without repeats or gaps", async () => {
		const base = Date.UTC(2026, 10, 1)
		// Two share one publication time: the id breaks the tie.
		const times = [0, 1, 2, 3, 3, 4, 5].map(
			hour => new Date(base + hour * 3_600_000),
		)
		await Article.insertMany(
			times.map((publishedAt, index) => ({
				_id: `paged-${index}`,
				headline: `Paged ${index}`,
				summary: 's',
				content: 'c',
				author: 'Paged Author',
				category: 'trust-building',
				publishedAt,
			})),
		)
		await Article.create({
			_id: 'someone-else',
			headline: 'Not theirs',
			summary: 's',
			content: 'c',
			author: 'Another Author',
			category: 'trust-building',
			publishedAt: new Date(base),
		})

		const seen: string[] = []
		let cursor: string | null = null
		let pages = 0
		do {
			const page: Awaited<ReturnType<typeof listArticlePage>> =
				await listArticlePage({
					author: 'Paged Author',
					before: decodeCursor(cursor),
					limit: 3,
				})
			seen.push(...page.articles.map(article => article.id))
			cursor = page.older
			pages += 1
		} while (cursor && pages < 10)
		expect(pages).toBe(3)
		expect(seen).toEqual([
			'paged-6',
			'paged-5',
			'paged-4',
			'paged-3',
			'paged-2',
			'paged-1',
			'paged-0',
		])
	})
})
