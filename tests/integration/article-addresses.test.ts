/**
 * Every route under /article/{address} answers every address of an article alike: its slug, a
 * former slug, its id (issue 18, item 10). The routes are found on disk, so a new one without a
 * case here fails this test.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { routeArgs } from '../helpers/route-args.ts'
import { ArticleSchema } from '#app/schemas/article.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'

setupTestDatabase('article_addresses')

const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** What a route answered: a response (returned or thrown), or data (a page's loader). */
type Outcome =
	| { kind: 'page' }
	| { kind: 'redirect'; status: number; location: string }
	| { kind: 'status'; status: number }

async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
	let result: unknown
	try {
		result = await run()
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) {
		const location = result.headers.get('location')
		return location
			? { kind: 'redirect', status: result.status, location }
			: { kind: 'status', status: result.status }
	}
	// React Router's data() (a thrown 404): { type: 'DataWithResponseInit', init: { status } }.
	const status = (result as { init?: { status?: number } } | null)?.init?.status
	if (status && status >= 400) return { kind: 'status', status }
	return { kind: 'page' }
}

interface SubRoute {
	name: string
	/** Answers for `address`. */
	answer(address: string): Promise<Outcome>
	/** What the article's current address answers, and what its other addresses answer. */
	expected(current: string): { current: Outcome; other: Outcome }
}

const request = (pathname: string, method = 'GET') =>
	new Request(`http://localhost${pathname}`, {
		method,
		headers: { 'user-agent': BROWSER },
	})

function shareRoute(platform: 'linkedin' | 'twitter'): SubRoute {
	return {
		name: `share/${platform}`,
		async answer(address) {
			const { loader } =
				await import('#app/routes/article.$id.share.$platform.ts')
			const outcome = await outcomeOf(() =>
				loader(
					routeArgs(request(`/article/${address}/share/${platform}`), {
						id: address,
						platform,
					}),
				),
			)
			// The network's address carries the article's, encoded: compared decoded.
			return outcome.kind === 'redirect'
				? { ...outcome, location: decodeURIComponent(outcome.location) }
				: outcome
		},
		expected(current) {
			// The network's dialog, with the article's current address, from any of its addresses.
			const network = {
				kind: 'redirect',
				status: 302,
				location: expect.stringMatching(
					new RegExp(
						`^https://(www\\.linkedin|twitter)\\.com/.*url=[^&]*/article/${current}\\b`,
					),
				) as string,
			} as const
			return { current: network, other: network }
		},
	}
}

/** Every module under app/routes serving /article/{address}/…, and how to ask each. */
const SUB_ROUTES: Record<string, SubRoute[]> = {
	'article.$id._index.tsx': [
		{
			name: 'the page',
			async answer(address) {
				const { loader } = await import('#app/routes/article.$id._index.tsx')
				return outcomeOf(() =>
					loader(routeArgs(request(`/article/${address}`), { id: address })),
				)
			},
			expected: current => ({
				current: { kind: 'page' },
				other: {
					kind: 'redirect',
					status: 301,
					location: `/article/${current}`,
				},
			}),
		},
		{
			name: 'Save (the page’s form)',
			async answer(address) {
				const { action } = await import('#app/routes/article.$id._index.tsx')
				return outcomeOf(() =>
					action(
						routeArgs(request(`/article/${address}`, 'POST'), { id: address }),
					),
				)
			},
			expected(current) {
				const saved = {
					kind: 'redirect',
					status: 302,
					location: `/article/${current}`,
				} as const
				return { current: saved, other: saved }
			},
		},
	],
	'article.$id.share.$platform.ts': [
		shareRoute('linkedin'),
		shareRoute('twitter'),
	],
}

const BODY =
	'A body long enough for the editor, about addresses that keep working. '.repeat(
		3,
	)
const article = (headline: string, extra: Record<string, unknown> = {}) =>
	ArticleSchema.parse({
		headline,
		summary: 'Every address of this article answers.',
		content: BODY,
		author: 'Address Desk',
		category: 'trust-building',
		...extra,
	})

describe('article addresses on every sub-route', () => {
	it('every module under /article/{address} has its cases here', () => {
		const modules = readdirSync(
			path.resolve(import.meta.dirname, '../../app/routes'),
		).filter(file => /^article\.\$id[._]/.test(file))
		expect(modules.sort()).toEqual(Object.keys(SUB_ROUTES).sort())
	})

	it('the slug, a former slug and the id answer alike on each; drafts and unknown addresses are 404 on each', async () => {
		const published = await createArticle(
			article('Addresses that keep working', {
				status: 'published',
				slug: 'addresses-first',
			}),
		)
		await updateArticle(
			published.id,
			article('Addresses that keep working', {
				status: 'published',
				slug: 'addresses-now',
			}),
		)
		const draft = await createArticle(
			article('A draft nobody may find', {
				status: 'draft',
				slug: 'draft-address',
			}),
		)
		const forms = {
			slug: 'addresses-now',
			'former slug': 'addresses-first',
			id: published.id,
		}
		const missing = { kind: 'status', status: 404 }
		for (const subRoute of Object.values(SUB_ROUTES).flat()) {
			const expected = subRoute.expected('addresses-now')
			for (const [form, address] of Object.entries(forms))
				expect
					.soft(await subRoute.answer(address), `${subRoute.name} by ${form}`)
					.toEqual(form === 'slug' ? expected.current : expected.other)
			for (const [form, address] of Object.entries({
				'unknown address': 'no-such-article',
				"draft's slug": 'draft-address',
				"draft's id": draft.id,
			}))
				expect
					.soft(await subRoute.answer(address), `${subRoute.name} by ${form}`)
					.toEqual(missing)
		}
	})
})
