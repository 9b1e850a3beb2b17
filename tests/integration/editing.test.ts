import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { refusal } from '../helpers/refusal.ts'
import {
	CHANGED_MEANWHILE_MESSAGE,
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import { publishArticle } from '#app/server/articles/publication.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { Article } from '#app/server/models/index.ts'
import { countWords } from '#app/lib/reading-time.ts'

setupTestDatabase('editing')

const BODY =
	'Two tabs, one article: the second save must never overwrite the first without saying so. '.repeat(
		2,
	)
const input = (headline: string) => ({
	headline,
	summary: 'S',
	content: BODY,
	author: 'A',
	category: 'trust-building' as const,
	featured: false,
	breaking: false,
	imageCredit: undefined,
	youtubeUrl: undefined,
})

describe('two tabs editing one article (optimistic concurrency)', () => {
	it('the second save made from the same version is refused with a conflict and a link to the saved version; nothing of it is stored', async () => {
		const article = await createArticle({
			...input('Original'),
			status: 'draft',
		})
		const opened = (await getArticle(article.id))!.version ?? 0

		const first = await updateArticle(article.id, {
			...input('First tab'),
			version: opened,
		})
		expect(first?.headline).toBe('First tab')
		expect(first?.version).toBe(opened + 1)

		const error = await refusal(
			updateArticle(article.id, { ...input('Second tab'), version: opened }),
		)
		expect(isDomainError(error, 'conflict')).toBe(true)
		expect((error as Error).message).toBe(CHANGED_MEANWHILE_MESSAGE)
		expect(
			(error as { details?: Record<string, unknown> }).details?.otherVersion,
		).toBe(`/admin/article/${article.id}/preview`)
		expect((await getArticle(article.id))!.headline).toBe('First tab')

		// Made from the version now stored, it goes through.
		expect(
			(
				await updateArticle(article.id, {
					...input('Second tab, after a reload'),
					version: opened + 1,
				})
			)?.headline,
		).toBe('Second tab, after a reload')
	})

	it('ten saves racing from one version: exactly one is stored, the others are refused', async () => {
		const article = await createArticle({ ...input('Race'), status: 'draft' })
		const outcomes = await Promise.allSettled(
			Array.from({ length: 10 }, (_, n) =>
				updateArticle(article.id, { ...input(`Racer ${n}`), version: 0 }),
			),
		)
		const stored = outcomes.filter(outcome => outcome.status === 'fulfilled')
		// Exact on every server: each save claims its version with an insert (FerretDB v1 has no lock).
		expect(stored).toHaveLength(1)
		for (const outcome of outcomes)
			if (outcome.status === 'rejected')
				expect(isDomainError(outcome.reason, 'conflict')).toBe(true)
		expect((await Article.findById(article.id).lean())!.version).toBe(1)
		expect((await getArticle(article.id))!.headline).toBe(
			(stored[0] as PromiseFulfilledResult<{ headline: string }>).value
				.headline,
		)
	})

	it('a save without a version (the JSON API before versions) is not checked; a status change from the list bumps the version', async () => {
		const article = await createArticle({ ...input('API'), status: 'draft' })
		await updateArticle(article.id, input('API edit'))
		const before = (await getArticle(article.id))!.version ?? 0
		await publishArticle(article.id)
		expect((await getArticle(article.id))!.version).toBe(before + 1)
		// A tab opened before the status change cannot silently undo it.
		expect(
			isDomainError(
				await refusal(
					updateArticle(article.id, {
						...input('Stale tab'),
						status: 'draft',
						version: before,
					}),
				),
				'conflict',
			),
		).toBe(true)
		// Records from before versions count as version 0.
		await Article.updateOne({ _id: article.id }, { $unset: { version: 1 } })
		expect(
			(await updateArticle(article.id, { ...input('Legacy'), version: 0 }))
				?.headline,
		).toBe('Legacy')
	})
})

describe('the word count lists show', () => {
	it("is stored with the article at every save, so a list card's reading time needs no body", async () => {
		const article = await createArticle({
			...input('Counted'),
			status: 'published',
		})
		expect((await Article.findById(article.id).lean())?.wordCount).toBe(
			countWords(BODY),
		)
		const longer = `${BODY}\n\n## More\n\n${'Another sentence of the argument goes here. '.repeat(60)}`
		await updateArticle(article.id, { ...input('Counted'), content: longer })
		const stored = await Article.findById(article.id).lean()
		expect(stored?.wordCount).toBe(countWords(longer))
		expect(stored?.wordCount).toBeGreaterThan(countWords(BODY) + 300)
	})
})
