import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
	newClientIp,
	send,
	signIn,
	startCluster,
	type Cluster,
} from '../helpers/instances.ts'
import { allRoutePatterns, expandPattern } from '../helpers/route-paths.ts'

/**
 * The publishing workflow on two app processes sharing one database (the "process" project):
 * nothing unpublished reaches readers through any route, and a scheduled article goes live by
 * itself, once, whichever instance's job gets there first.
 */
test.describe('publishing on two instances', () => {
	test.describe.configure({ mode: 'default', timeout: 180_000 })

	let cluster: Cluster
	test.beforeAll(async () => {
		test.setTimeout(120_000)
		// Each instance looks for due articles every second; info logs show who published what.
		cluster = await startCluster(2, {
			SCHEDULE_CHECK_SECONDS: '1',
			LOG_LEVEL: 'info',
		})
	})
	test.afterAll(async () => {
		test.setTimeout(60_000)
		await cluster?.stop()
	})
	const a = () => cluster.instances[0]!
	const b = () => cluster.instances[1]!

	const BODY =
		'A reputation is built in small, repeated proofs, written down and shared with the people who need them. '.repeat(
			2,
		)

	/** An article whose headline, summary and body carry `marker`, created through A's admin API. */
	async function createArticle(
		cookie: string,
		ip: string,
		marker: string,
		extra: Record<string, unknown>,
	): Promise<{ id: string; slug: string; category: string; status: string }> {
		const response = await send(a(), '/api/articles', {
			ip,
			cookie,
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				headline: `Quokka ${marker} headline`,
				summary: `Quokka ${marker} summary`,
				content: `Quokka ${marker} body. ${BODY}`,
				author: 'Claire Ashby',
				category: 'trust-building',
				featured: true,
				breaking: true,
				tags: ['Quokka walk'],
				...extra,
			}),
		})
		expect(response.status, await response.clone().text()).toBe(201)
		return (await response.json()) as {
			id: string
			slug: string
			category: string
			status: string
		}
	}

	/** Every path of every route, with the given articles' ids and categories filled in, and a search for them. */
	function everyPublicPath(
		articles: { id: string; slug: string; category: string }[],
	): string[] {
		const values = {
			// /article/:id is the article's address: its slug, or its id (older links).
			id: articles.flatMap(article => [article.id, article.slug]),
			category: [...new Set(articles.map(article => article.category))],
			slug: ['claire-ashby'],
			tag: ['quokka-walk'],
			platform: ['linkedin', 'twitter'],
			month: [
				new Date().toISOString().slice(0, 7),
				new Date(Date.now() + 3_600_000).toISOString().slice(0, 7),
			],
			name: ['pages', 'articles-1'],
		}
		return allRoutePatterns()
			.flatMap(pattern => expandPattern(pattern, values))
			.map(path => `${path}?q=Quokka`)
	}

	/** The paths among `paths` whose answer (on either instance, without a session) contains `text`. */
	async function pathsShowing(
		text: string,
		paths: string[],
		ip: string,
	): Promise<string[]> {
		const showing: string[] = []
		for (const instance of [a(), b()]) {
			for (const path of paths) {
				const response = await send(instance, path, { ip })
				const body = await response.text()
				if (body.includes(text))
					showing.push(`${instance.url}${path} (${response.status})`)
			}
		}
		return showing
	}

	test('no route shows a draft or a scheduled article to readers; a published one shows', async () => {
		const ip = newClientIp()
		const cookie = await signIn(a(), ip)
		const tag = randomBytes(4).toString('hex')
		const draft = await createArticle(cookie, ip, `draft${tag}`, {
			status: 'draft',
		})
		const scheduled = await createArticle(cookie, ip, `later${tag}`, {
			status: 'scheduled',
			publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
		})
		const published = await createArticle(cookie, ip, `live${tag}`, {})
		expect([draft.status, scheduled.status, published.status]).toEqual([
			'draft',
			'scheduled',
			'published',
		])

		const paths = everyPublicPath([draft, scheduled, published])
		expect(paths.length).toBeGreaterThan(40)
		// Headline, summary and body all start "Quokka {marker}" (ids and URLs are lower-case and
		// hyphenated, so a page that only echoes the address asked for does not count).
		expect(await pathsShowing(`Quokka draft${tag}`, paths, ip)).toEqual([])
		expect(await pathsShowing(`Quokka later${tag}`, paths, ip)).toEqual([])
		// The same walk finds the published article where readers expect it (the walk works).
		const live = await pathsShowing(`Quokka live${tag}`, paths, ip)
		for (const where of [
			`/article/${published.slug}?`,
			'/api/articles?',
			'/rss.xml?',
			'/category/trust-building/rss.xml?',
			'/category/trust-building?',
			'/tag/quokka-walk?',
			`/archive/${new Date().toISOString().slice(0, 7)}?`,
			'/search?',
			'/api/articles/search?',
			`/api/articles/${published.id}?`,
		]) {
			expect(
				live.some(entry => entry.includes(where)),
				`${where} shows the published article`,
			).toBe(true)
		}

		// Sitemaps list addresses only (lower-case slugs, which the walk above cannot tell from an echo).
		for (const instance of [a(), b()]) {
			const sitemap = await (
				await send(instance, '/sitemaps/articles-1.xml', { ip })
			).text()
			expect(sitemap).toContain(`/article/${published.slug}<`)
			expect(sitemap).not.toContain(`/article/${draft.slug}<`)
			expect(sitemap).not.toContain(`/article/${scheduled.slug}<`)
		}

		// The admin sees all three, with the session only.
		const adminList = await send(b(), '/api/articles?status=any', {
			ip,
			cookie,
		})
		const ids = ((await adminList.json()) as { id: string }[]).map(
			article => article.id,
		)
		expect(ids).toEqual(
			expect.arrayContaining([draft.id, scheduled.id, published.id]),
		)
		expect((await send(b(), '/api/articles?status=draft', { ip })).status).toBe(
			401,
		)
		expect(
			(await send(b(), `/api/articles/${draft.id}?status=any`, { ip })).status,
		).toBe(401)
		expect(
			(await send(b(), `/api/articles/${draft.id}?status=any`, { ip, cookie }))
				.status,
		).toBe(200)
	})

	test('a scheduled article goes live by itself at its time, published once by one of the two instances', async () => {
		const ip = newClientIp()
		const cookie = await signIn(a(), ip)
		const tag = randomBytes(4).toString('hex')
		const publishAt = new Date(Date.now() + 4000)
		const scheduled = await createArticle(cookie, ip, `soon${tag}`, {
			status: 'scheduled',
			publishedAt: publishAt.toISOString(),
		})
		expect(
			(await send(b(), `/api/articles/${scheduled.id}`, { ip })).status,
		).toBe(404)
		// Readers' pages on both instances are in their response caches before it goes live.
		for (const instance of [a(), b()]) {
			for (const path of ['/', '/category/trust-building', '/rss.xml']) {
				await expect
					.poll(
						async () =>
							(await send(instance, path, { ip })).headers.get('x-cache'),
						{ timeout: 10_000 },
					)
					.toBe('HIT')
				expect(await (await send(instance, path, { ip })).text()).not.toContain(
					`Quokka soon${tag}`,
				)
			}
		}

		// No request is needed: the instances' jobs put it live.
		await expect
			.poll(
				async () =>
					(await send(b(), `/api/articles/${scheduled.id}`, { ip })).status,
				{ timeout: 30_000, intervals: [500] },
			)
			.toBe(200)
		expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
		const onA = await send(a(), `/article/${scheduled.slug}`, { ip })
		expect(await onA.text()).toContain(`Quokka soon${tag} headline`)
		// The cached pages of both instances follow (the job's invalidation reaches every instance).
		for (const instance of [a(), b()]) {
			for (const path of ['/', '/category/trust-building', '/rss.xml']) {
				await expect
					.poll(async () => (await send(instance, path, { ip })).text(), {
						timeout: 15_000,
					})
					.toContain(`Quokka soon${tag}`)
			}
		}

		// Both instances ran the job; exactly one claimed the publication.
		await new Promise(resolve => setTimeout(resolve, 2500))
		const claims = await cluster.db
			.collection('claims')
			.countDocuments({ _id: new RegExp(`^publish:${scheduled.id}:`) })
		expect(claims).toBe(1)
		const logged = cluster.instances.map(
			instance =>
				instance
					.output()
					.split('\n')
					.filter(
						line =>
							line.includes('scheduled article published') &&
							line.includes(scheduled.id),
					).length,
		)
		expect(logged.reduce((sum, count) => sum + count, 0)).toBe(1)
	})
})
