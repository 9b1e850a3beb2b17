import sharp from 'sharp'
import { expect, test } from './fixtures.ts'

test.describe('feeds and crawlers', () => {
	test('RSS lists the newest articles with links to them', async ({
		request,
	}) => {
		const response = await request.get('/rss.xml')
		expect(response.headers()['content-type']).toContain('application/rss+xml')
		const xml = await response.text()
		expect(xml).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/,
		)
		const items = xml.match(/<item>/g) ?? []
		expect(items.length).toBeGreaterThanOrEqual(20)
		expect(xml).toMatch(
			/<link>http:\/\/127\.0\.0\.1:\d+\/article\/[\w-]+<\/link>/,
		)
		expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/)
	})

	test('each category has its own feed, linked from its page; an unknown category has none', async ({
		page,
		request,
	}) => {
		await page.goto('/category/trust-building')
		const alternate = page.locator(
			'head link[rel="alternate"][type="application/rss+xml"][href="/category/trust-building/rss.xml"]',
		)
		await expect(alternate).toHaveAttribute('title', /Trust Building/)
		const response = await request.get('/category/trust-building/rss.xml')
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toContain('application/rss+xml')
		const xml = await response.text()
		expect(xml).toContain('<title>Trust Building | Brandline</title>')
		expect(xml).toMatch(
			/<atom:link href="http:\/\/127\.0\.0\.1:\d+\/category\/trust-building\/rss\.xml" rel="self"/,
		)
		const categories = [...xml.matchAll(/<category>([^<]*)<\/category>/g)].map(
			match => match[1],
		)
		expect(categories.length).toBeGreaterThan(0)
		expect(new Set(categories)).toEqual(new Set(['Trust Building']))
		// The site-wide feed has the other sections too.
		expect(await (await request.get('/rss.xml')).text()).toContain(
			'<category>Audience Growth</category>',
		)
		expect(
			(await request.get('/category/no-such-section/rss.xml')).status(),
		).toBe(404)
	})

	test('the sitemap index leads to pages, categories and articles; robots keep out of admin', async ({
		request,
	}) => {
		// A sitemap index of child sitemaps of at most 5,000 URLs each.
		const index = await (await request.get('/sitemap.xml')).text()
		expect(index).toContain('<sitemapindex')
		const children = [
			...index.matchAll(
				/<loc>http:\/\/127\.0\.0\.1:\d+(\/sitemaps\/[\w-]+\.xml)<\/loc>/g,
			),
		].map(match => match[1]!)
		expect(children).toEqual(
			expect.arrayContaining([
				'/sitemaps/pages.xml',
				'/sitemaps/articles-1.xml',
			]),
		)
		let sitemap = ''
		for (const child of children)
			sitemap += await (await request.get(child)).text()
		for (const path of [
			'/about',
			'/archive',
			'/category/trust-building',
			'/article/reach-method-five-part-system-for-leaders',
		])
			expect(sitemap).toContain(`${path}</loc>`)
		const robots = await (await request.get('/robots.txt')).text()
		expect(robots).toContain('Disallow: /admin')
		expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
	})

	test('the default social image is a 1200x630 PNG', async ({ request }) => {
		const response = await request.get('/api/og-image')
		expect(response.headers()['content-type']).toBe('image/png')
		expect(await sharp(await response.body()).metadata()).toMatchObject({
			format: 'png',
			width: 1200,
			height: 630,
		})
	})
})
