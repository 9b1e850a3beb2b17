import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testSite, type Site } from '../helpers/site.ts'
import { GuestPost } from '#app/server/models/index.ts'
import { THEME_SCRIPT } from '#app/lib/theme.ts'
import { typeset } from '#app/lib/typography.ts'

// The production server on this file's database, with its response cache.
const site = testSite('page_cache')

const renders = async (key: string) =>
	(await site().cacheStats()).renderCounts[key] ?? 0
const html = async (pathname: string, init?: Parameters<Site['request']>[1]) =>
	(await site().request(pathname, init)).text()
/** Text as React writes it into HTML: reading pages carry no loader data, only the rendered page (decision 051). */
const asHtml = (text: string) =>
	text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#x27;')

describe('the response cache', () => {
	it('renders a page once, then answers from memory with a validator, a CDN policy and a strict CSP', async () => {
		const first = await site().request('/about')
		expect(first.status).toBe(200)
		expect(first.headers.get('x-cache')).toBe('MISS')
		const second = await site().request('/about', {
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(second.headers.get('x-cache')).toBe('HIT')
		expect(second.headers.get('content-encoding')).toBe('gzip')
		expect(second.headers.get('cache-control')).toMatch(
			/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/,
		)
		expect(second.headers.get('vary')).toBe('Accept-Encoding')
		const etag = second.headers.get('etag')!
		expect(etag).toMatch(/^W\/".+"$/)
		const notModified = await site().request('/about', {
			headers: { 'if-none-match': etag },
		})
		expect(notModified.status).toBe(304)
		expect(await renders('/about')).toBe(1)

		// No nonce can be shared by every reader: the policy lists the hashes of the page's own inline
		// scripts. A reading page has only the head's theme script (decision 051, issue 21); a page React
		// hydrates (the game) has React Router's as well.
		for (const page of ['/about', '/game-of-influence']) {
			const cached =
				page === '/about'
					? second
					: (await site().request(page), await site().request(page))
			expect(cached.headers.get('x-cache')).toBe('HIT')
			const body = await cached.text()
			const csp = cached.headers.get('content-security-policy')!
			expect(csp).not.toContain("unsafe-inline'; script")
			const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!
			expect(scriptSrc).not.toContain('unsafe')
			const inline = [
				...body.matchAll(
					/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
				),
			].map(match => match[1]!)
			if (page === '/about') expect(inline).toEqual([THEME_SCRIPT])
			else expect(inline.length, page).toBeGreaterThan(0)
			for (const script of inline)
				expect(scriptSrc).toContain(
					`'sha256-${createHash('sha256').update(script).digest('base64')}'`,
				)
			expect(body).not.toMatch(/nonce="[^"]+"/)
		}
	})

	it('renders once for 50 simultaneous misses', async () => {
		const responses = await Promise.all(
			Array.from({ length: 50 }, (_, reader) =>
				site().request('/category/trust-building', { reader }),
			),
		)
		expect(responses.map(response => response.status)).toEqual(
			Array(50).fill(200),
		)
		expect(await renders('/category/trust-building')).toBe(1)
	})

	it('keeps .data answers for client navigation apart from documents, and ignores unknown parameters', async () => {
		await site().request('/article/three-topic-rule.data')
		expect(
			(await site().request('/article/three-topic-rule.data')).headers.get(
				'x-cache',
			),
		).toBe('HIT')
		await site().request('/article/three-topic-rule?utm_source=newsletter')
		expect(
			(
				await site().request('/article/three-topic-rule?shared=123')
			).headers.get('x-cache'),
		).toBe('HIT')
		expect(await renders('/article/three-topic-rule')).toBe(1)
	})

	it('is bypassed by an admin session, a flashed notice, and never used for admin pages', async () => {
		await site().request('/terms')
		expect(
			(
				await site().request('/terms', {
					headers: { cookie: await site().adminCookie() },
				})
			).headers.get('x-cache'),
		).toBeNull()
		expect(
			(
				await site().request('/terms', {
					headers: { cookie: 'bl_toast=anything' },
				})
			).headers.get('x-cache'),
		).toBeNull()
		expect((await site().request('/admin')).headers.get('x-cache')).toBeNull()
		expect(
			(await site().request('/terms', { method: 'HEAD' })).headers.get(
				'x-cache',
			),
		).toBe('HIT')
	})

	it('sends reader pages with the stylesheet first and no module preloads, cached or not; the admin keeps its preloads', async () => {
		const headOf = (page: string) => page.slice(0, page.indexOf('</head>'))
		const cookie = await site().adminCookie()
		await site().request('/article/three-topic-rule')
		for (const [page, init, cache] of [
			['/article/three-topic-rule', undefined, 'HIT'],
			['/article/three-topic-rule', { headers: { cookie } }, null],
			['/guest-post', undefined, 'MISS'],
		] as const) {
			const answer = await site().request(page, init)
			expect(answer.headers.get('x-cache')).toBe(cache)
			const body = await answer.text()
			const head = headOf(body)
			expect(head).not.toContain('modulepreload')
			// The first thing the browser fetches is the stylesheet; the script comes from the end of the body:
			// React's client on the guest post, the reader script alone on the article (decision 051).
			expect(head.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0)
			expect(head.indexOf('<link rel="stylesheet"')).toBe(head.indexOf('<link'))
			if (page === '/guest-post')
				expect(body).toMatch(
					/<script[^>]*type="module"[^>]*>[\s\S]*import\("\/assets\/entry\.client-[^"]+\.js"\)/,
				)
			else {
				expect(body).not.toContain('type="module"')
				expect(body).toMatch(
					/<script defer="" (?:nonce="[^"]+" )?src="\/assets\/reader-entry-[\w-]+\.js"><\/script>/,
				)
			}
		}
		const desk = headOf(await html('/admin', { headers: { cookie } }))
		expect(desk).toMatch(
			/<link rel="modulepreload" href="\/assets\/entry\.client-[^"]+\.js"/,
		)
	})
})

describe('the search page', () => {
	it('is kept by its words and page (other parameters ignored); a new matching article is on the next request', async () => {
		const word = `zephyrine${Date.now()}`
		expect(
			(await site().request(`/search?q=${word}`)).headers.get('x-cache'),
		).toBe('MISS')
		expect(
			(await site().request(`/search?q=${word}&utm_source=x`)).headers.get(
				'x-cache',
			),
		).toBe('HIT')
		expect(
			(await site().request(`/search?q=${word}&page=2`)).headers.get('x-cache'),
		).toBe('MISS')
		// The page's text, tags removed: results mark the matched words (<mark>) inside headlines.
		const text = async (path: string) =>
			(await html(path)).replace(/<[^>]*>/g, '')
		expect(await text(`/search?q=${word}`)).not.toContain(`A ${word} piece`)

		const created = await site().admin('POST', '/api/articles', {
			headline: `A ${word} piece`,
			summary: 'Found by the search page on the next request.',
			content:
				"A body long enough for the editor's rule, about being found by a search. ".repeat(
					3,
				),
			author: 'Search Desk',
			category: 'trust-building',
		})
		expect(created.status).toBe(201)
		expect(await text(`/search?q=${word}`)).toContain(`A ${word} piece`)
		// A piece nobody has read yet prints no count in its byline: never "0 views" (issue 21 item 6).
		const { slug } = (await created.json()) as { slug: string }
		const fresh = await text(`/article/${slug}`)
		expect(fresh).toContain(`A ${word} piece`)
		expect(fresh).not.toMatch(/\b0 views?\b/)
		expect(
			await text(`/article/reach-method-five-part-system-for-leaders`),
		).toMatch(/· [\d,]+ views/)
	})
})

describe('invalidation on every write path', () => {
	const id = 'reach-method-five-part-system-for-leaders'

	it('an article edit is on the next request of its page and of the lists showing it, one re-render each', async () => {
		const original = (await (
			await site().request(`/api/articles/${id}`)
		).json()) as Record<string, unknown>
		for (const page of [`/article/${id}`, '/', '/category/personal-branding']) {
			await site().request(page)
			expect((await site().request(page)).headers.get('x-cache')).toBe('HIT')
		}
		const before = {
			article: await renders(`/article/${id}`),
			home: await renders('/'),
		}
		const {
			id: _id,
			views: _v,
			shares: _s,
			linkedinShares: _l,
			twitterShares: _t,
			emailShares: _e,
			copyLinkShares: _c,
			publishedAt: _p,
			...input
		} = original
		const edited = await site().admin('PUT', `/api/articles/${id}`, {
			...input,
			headline: 'The REACH method, revised',
		})
		expect(edited.status).toBe(200)

		expect(await html(`/article/${id}`)).toContain('The REACH method, revised')
		expect(await html('/')).toContain('The REACH method, revised')
		expect(await html('/category/personal-branding')).toContain(
			'The REACH method, revised',
		)
		expect(await renders(`/article/${id}`)).toBe(before.article + 1)
		expect(await renders('/')).toBe(before.home + 1)
	})

	it('50 readers during an edit: none waits for the render, and it happens once', async () => {
		const page = `/article/${id}`
		await site().request(page)
		const before = await renders(page)
		const original = (await (
			await site().request(`/api/articles/${id}`)
		).json()) as Record<string, unknown>
		const {
			id: _id,
			views: _v,
			shares: _s,
			linkedinShares: _l,
			twitterShares: _t,
			emailShares: _e,
			copyLinkShares: _c,
			publishedAt: _p,
			...input
		} = original
		const [edited, ...readers] = await Promise.all([
			site().admin('PUT', `/api/articles/${id}`, {
				...input,
				summary: 'Revised while fifty people were reading.',
			}),
			...Array.from({ length: 50 }, (_, reader) =>
				site().request(page, { reader }),
			),
		])
		expect(edited.status).toBe(200)
		expect(
			readers
				.map(response => response.headers.get('x-cache'))
				.filter(state => state === 'MISS'),
		).toEqual([])
		expect(await html(page)).toContain(
			'Revised while fifty people were reading.',
		)
		expect(await renders(page)).toBe(before + 1)
	})

	it('approving a guest post puts it in Guest Contributions on the next request', async () => {
		await site().request('/')
		const pending = await GuestPost.findOne({ status: 'pending' }).lean()
		expect(pending).not.toBeNull()
		const approved = await site().admin(
			'POST',
			`/api/guest-posts/${pending!._id}/approve`,
		)
		expect(approved.status).toBe(200)
		// Headlines are shown with curly quotes (issue 21, typeset).
		expect(await html('/')).toContain(asHtml(typeset(pending!.headline)))
	})

	it('a promotion change is on the next request of the pages showing promotions', async () => {
		await site().request('/')
		await site().request('/article/three-topic-rule')
		const created = await site().admin('POST', '/api/promotions', {
			title: 'Cache test sponsor',
			description: 'Shown at once.',
			url: 'https://sponsor.example/',
			placement: 'sidebar',
			priority: 10,
			active: true,
		})
		expect(created.status).toBe(201)
		expect(await html('/')).toContain('Cache test sponsor')
		expect(await html('/article/three-topic-rule')).toContain(
			'Cache test sponsor',
		)
		const promotion = (await created.json()) as { id: string }
		expect(
			(await site().admin('DELETE', `/api/promotions/${promotion.id}`)).status,
		).toBe(204)
		expect(await html('/')).not.toContain('Cache test sponsor')
	})

	it('deleting an article removes it at once: its page and the lists showing it', async () => {
		const victim = 'three-topic-rule'
		await site().request(`/article/${victim}`)
		await site().request('/category/personal-branding')
		expect(await html('/category/personal-branding')).toContain(
			`/article/${victim}`,
		)
		expect(
			(await site().admin('DELETE', `/api/articles/${victim}`)).status,
		).toBe(204)
		const gone = await site().request(`/article/${victim}`)
		expect(gone.status).toBe(404)
		expect(await html('/category/personal-branding')).not.toContain(
			`/article/${victim}`,
		)
	})

	it("the archive counts each month's articles and shows its newest headlines; a deletion is counted at once", async () => {
		const victim = 'four-sentence-executive-bio'
		const article = (await (
			await site().request(`/api/articles/${victim}`)
		).json()) as { headline: string; publishedAt: string }
		const month = article.publishedAt.slice(0, 7)
		const countIn = (page: string) => {
			const found = new RegExp(
				`href="/archive/${month}"[^>]*>[^<]+</a> <span[^>]*>· (\\d+) articles?</span>`,
			).exec(page)
			return found ? Number(found[1]) : 0
		}
		const before = await html('/archive')
		const counted = countIn(before)
		expect(counted).toBeGreaterThan(0)
		// The month's count is every public article published in it.
		const listed = await html(`/archive/${month}`)
		expect(listed.match(/<article/g)?.length ?? 0).toBe(Math.min(counted, 24))
		expect(
			(await site().admin('DELETE', `/api/articles/${victim}`)).status,
		).toBe(204)
		const after = await html('/archive')
		expect(countIn(after)).toBe(counted - 1)
		expect(after).not.toContain(`/article/${victim}"`)
	})

	it('a missing address answers 404 with a way on (search, sections, the archive, the most-read stories), never from the cache', async () => {
		for (const attempt of [1, 2]) {
			const missing = await site().request(`/no-such-page-${attempt}`)
			expect(missing.status).toBe(404)
			expect(missing.headers.get('x-cache')).toBeNull()
			const html = await missing.text()
			const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
			expect(main).toContain('404 Page Not Found')
			expect(main).toMatch(/action="\/search" method="get"/)
			expect(main).toContain('Browse the sections')
			expect(main).toContain('href="/category/personal-branding"')
			expect(main).toContain('href="/archive"')
			expect(main).toContain('Most read')
			expect(
				main.match(/href="\/article\/[^"]+"/g)?.length,
			).toBeGreaterThanOrEqual(4)
		}
		// An article that is not there offers the same ways on, the most-read stories among them.
		const gone = await site().request('/article/no-such-article')
		expect(gone.status).toBe(404)
		const goneHtml = await gone.text()
		const goneMain = goneHtml.slice(
			goneHtml.indexOf('<main'),
			goneHtml.indexOf('</main>'),
		)
		expect(goneMain).toContain('Article Not Found')
		expect(goneMain).toMatch(/action="\/search" method="get"/)
		expect(goneMain).toContain('Browse the sections')
		expect(goneMain).toContain('Most read')
		expect(
			goneMain.match(/href="\/article\/[^"]+"/g)?.length,
		).toBeGreaterThanOrEqual(4)
	})

	it('an article taken off the site (back to draft) or given a new address is gone from the cache at once', async () => {
		const id = 'reader-survey-consistency-beats-charisma'
		const original = (await (
			await site().request(`/api/articles/${id}`)
		).json()) as Record<string, unknown>
		const {
			id: _id,
			views: _v,
			shares: _s,
			linkedinShares: _l,
			twitterShares: _t,
			emailShares: _e,
			copyLinkShares: _c,
			publishedAt: _p,
			status: _st,
			...input
		} = original
		for (const page of [`/article/${id}`, '/category/trust-building']) {
			await site().request(page)
			expect((await site().request(page)).headers.get('x-cache')).toBe('HIT')
		}
		// A new address: the old one answers 301 from the next request, the new one the page.
		expect(
			(
				await site().admin('PUT', `/api/articles/${id}`, {
					...input,
					slug: 'consistency-beats-charisma',
				})
			).status,
		).toBe(200)
		const moved = await site().request(`/article/${id}`)
		expect(moved.status).toBe(301)
		expect(moved.headers.get('location')).toBe(
			'/article/consistency-beats-charisma',
		)
		expect(
			(await site().request('/article/consistency-beats-charisma')).status,
		).toBe(200)
		expect(await html('/category/trust-building')).toContain(
			'/article/consistency-beats-charisma',
		)

		// Back to draft: its page and its cards are gone on the next request.
		await site().request('/article/consistency-beats-charisma')
		expect(
			(await site().request('/article/consistency-beats-charisma')).headers.get(
				'x-cache',
			),
		).toBe('HIT')
		expect(
			(
				await site().admin('PUT', `/api/articles/${id}`, {
					...input,
					slug: 'consistency-beats-charisma',
					status: 'draft',
				})
			).status,
		).toBe(200)
		expect(
			(await site().request('/article/consistency-beats-charisma')).status,
		).toBe(404)
		expect((await site().request(`/article/${id}`)).status).toBe(404)
		expect(await html('/category/trust-building')).not.toContain(
			'consistency-beats-charisma',
		)
	})
})

describe('the reader pages of issue 8', () => {
	it("an article given another byline leaves its old author's page and joins the new one's on the next request", async () => {
		const id = 'reach-method-five-part-system-for-leaders'
		const original = (await (
			await site().request(`/api/articles/${id}`)
		).json()) as Record<string, unknown>
		expect(original.author).toBe('Claire Ashby')
		for (const page of ['/author/claire-ashby', '/author/marcus-okafor']) {
			await site().request(page)
			expect((await site().request(page)).headers.get('x-cache')).toBe('HIT')
		}
		expect(await html('/author/claire-ashby')).toContain(`/article/${id}`)
		expect(await html('/author/marcus-okafor')).not.toContain(`/article/${id}`)
		const {
			id: _id,
			views: _v,
			shares: _s,
			linkedinShares: _l,
			twitterShares: _t,
			emailShares: _e,
			copyLinkShares: _c,
			publishedAt: _p,
			...input
		} = original
		expect(
			(
				await site().admin('PUT', `/api/articles/${id}`, {
					...input,
					author: 'Marcus Okafor',
				})
			).status,
		).toBe(200)
		expect(await html('/author/marcus-okafor')).toContain(`/article/${id}`)
		expect(await html('/author/claire-ashby')).not.toContain(`/article/${id}`)
	})

	it("keeps each page of an author's list apart, and a game result once for everyone", async () => {
		await site().request('/author/claire-ashby')
		const paged = await site().request('/author/claire-ashby?before=zzzzzz.zzz')
		expect(paged.status).toBe(200)
		expect(paged.headers.get('x-cache')).toBe('MISS')
		const result = '/game-of-influence/result/012012012012'
		expect((await site().request(result)).status).toBe(200)
		expect(
			(await site().request(result, { reader: 7 })).headers.get('x-cache'),
		).toBe('HIT')
		expect(await renders(result)).toBe(1)
	})
})
