import type { APIRequestContext } from '@playwright/test'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, waitForEnhancement } from './fixtures.ts'
import { signInApi } from './mail.ts'

/** The numbers of one chart's CSV, by its first column. */
async function csvCounts(
	request: APIRequestContext,
	chart: string,
): Promise<Record<string, number>> {
	const response = await request.get(
		`/admin/insights.csv?chart=${chart}&days=7`,
	)
	expect(response.status()).toBe(200)
	const [, ...rows] = (await response.text()).trim().split(/\r?\n/)
	return Object.fromEntries(
		rows
			.map(row => row.split(','))
			.map(([label, count]) => [label!, Number(count)]),
	)
}

test.describe('insights', () => {
	test('the charts count the shares the test makes, on a page readable without JavaScript', async ({
		page,
		request,
	}, testInfo) => {
		await signInApi(request)
		const before = await csvCounts(request, 'shares')
		// Every request comes from one address, and a share counts once per address, article and
		// platform in 30 minutes: each project (and retry) shares an article of its own.
		const articles = (await (await request.get('/api/articles')).json()) as {
			id: string
		}[]
		const run =
			testInfo.config.projects.findIndex(
				project => project.name === testInfo.project.name,
			) +
			testInfo.retry * testInfo.config.projects.length
		const article = articles[run % articles.length]!.id
		for (const [platform, recorded] of [
			['linkedin', true],
			['linkedin', false],
			['email', true],
		] as const) {
			const response = await request.post('/api/analytics/share', {
				data: { articleId: article, platform, category: 'personal-branding' },
			})
			expect(response.status(), testInfo.title).toBe(recorded ? 201 : 200)
			expect(await response.json()).toEqual({ recorded })
		}
		const after = await csvCounts(request, 'shares')
		expect((after.LinkedIn ?? 0) - (before.LinkedIn ?? 0)).toBe(1)
		expect((after['E-mail'] ?? 0) - (before['E-mail'] ?? 0)).toBe(1)

		await page.goto('/admin?redirectTo=/admin/insights%3Fdays%3D7')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Insights', level: 1 }),
		).toBeVisible()
		await expect(
			page.getByRole('img', { name: 'Shares by platform' }),
		).toBeVisible()
		await expect(
			page.getByRole('img', { name: /^Subscriber growth/ }),
		).toBeVisible()
		const shares = page
			.getByRole('figure')
			.filter({ hasText: 'Shares by platform' })
		await shares.getByText('Show the numbers').click()
		await expect(
			shares.getByRole('row', { name: `LinkedIn ${after.LinkedIn}` }),
		).toBeVisible()
		await expect(
			shares.getByRole('link', { name: 'Download CSV' }),
		).toHaveAttribute('href', '/admin/insights.csv?chart=shares&days=7')
	})

	test("Reading and Top articles count the views the test's readers make; Do Not Track counts nothing", async ({
		page,
		request,
		playwright,
	}, testInfo) => {
		await signInApi(request)
		// One article per project, so the two projects' readers do not add to each other's count.
		const [article, headline] =
			testInfo.project.name === 'js'
				? [
						'reach-method-five-part-system-for-leaders',
						'The REACH Method: A Five-Part System for Leaders Who Want to Be Known for Something',
					]
				: [
						'should-you-comment-on-the-news',
						'Should You Comment on the News? A Five-Question Test for Leaders',
					]
		const views = async () =>
			(await csvCounts(request, 'top-views'))[headline] ?? 0
		const before = await views()
		// Four readers (distinct browsers), one of them reloading, one sending Do Not Track.
		const send = async (n: number, headers: Record<string, string> = {}) => {
			const reader = await playwright.request.newContext({
				baseURL: testInfo.project.use.baseURL,
				userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 reader-${testInfo.project.name}-${n}-${Date.now()}`,
				extraHTTPHeaders: headers,
			})
			const answer = await reader.post('/api/analytics/view', {
				form: { article, referrer: 'https://www.linkedin.com/feed/' },
			})
			const counted = ((await answer.json()) as { counted: boolean }).counted
			await reader.dispose()
			return counted
		}
		expect(
			await Promise.all([send(1), send(2), send(3), send(4, { DNT: '1' })]),
		).toEqual([true, true, true, false])
		await expect.poll(views, { timeout: 30_000 }).toBe(before + 3)

		await page.goto('/admin?redirectTo=/admin/insights%3Fdays%3D7')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(page.getByRole('img', { name: /^Reading/ })).toBeVisible()
		const top = page
			.getByRole('figure')
			.filter({ hasText: 'Top articles by views' })
		await top.getByText('Show the numbers').click()
		await expect(top.getByRole('row', { name: headline })).toContainText(
			String(before + 3),
		)
		// Every bar's label is drawn whole inside the chart, the long headline's included.
		const chart = top.locator('svg')
		const frame = (await chart.boundingBox())!
		const edges = await chart.locator('text').evaluateAll(nodes =>
			nodes.map(node => {
				const { left, right } = node.getBoundingClientRect()
				return { text: node.textContent ?? '', left, right }
			}),
		)
		expect(edges.map(edge => edge.text)).toContainEqual(
			expect.stringContaining(headline.slice(0, 40)),
		)
		for (const edge of edges) {
			expect(edge.left, edge.text).toBeGreaterThanOrEqual(frame.x - 0.5)
			expect(edge.right, edge.text).toBeLessThanOrEqual(
				frame.x + frame.width + 0.5,
			)
		}

		// The article's own figures on its edit page: the views and where they came from (a host name only).
		await page.goto(`/admin/article/${article}`)
		const insights = page.getByRole('region', { name: 'Insights' })
		await expect(insights).toContainText('linkedin.com')
		await expect(insights).not.toContainText('/feed/')
	})

	test("with JavaScript a line chart follows the pointer and the arrow keys: the day's values, as in its table", async ({
		page,
	}, testInfo) => {
		test.skip(
			testInfo.project.name !== 'js',
			'the tooltip is the JavaScript layer; without it each mark has its native title',
		)
		await page.goto('/admin?redirectTo=/admin/insights%3Fdays%3D7')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await waitForEnhancement(page)
		const chart = page.getByRole('group', {
			name: /^Reading: use the left and right arrow keys/,
		})
		const figure = page.getByRole('figure').filter({ has: chart })
		await figure.getByText('Show the numbers').click()
		const rows = figure.getByRole('row')
		const rowOf = async (index: number) =>
			((await rows.nth(index + 1).allInnerTexts())[0] ?? '').split(/\s+/)

		// The last day under the pointer: at the right edge of the plot.
		const svg = chart.locator('svg')
		const box = (await svg.boundingBox())!
		await page.mouse.move(box.x + box.width - 14, box.y + box.height / 2)
		const tooltip = page.getByRole('tooltip')
		const [lastDate, lastViews, lastEngaged] = await rowOf(6)
		await expect(tooltip).toContainText(lastDate!)
		await expect(tooltip).toContainText(`Views: ${lastViews}`)
		await expect(tooltip).toContainText(`Engaged reads: ${lastEngaged}`)
		await page.mouse.move(0, 0)
		await expect(tooltip).toHaveCount(0)

		// The keyboard: Home is the first day, the right arrow the next; the same text is announced.
		await chart.focus()
		await page.keyboard.press('Home')
		const [firstDate, firstViews] = await rowOf(0)
		await expect(tooltip).toContainText(firstDate!)
		await expect(tooltip).toContainText(`Views: ${firstViews}`)
		await page.keyboard.press('ArrowRight')
		const [secondDate] = await rowOf(1)
		await expect(tooltip).toContainText(secondDate!)
		await expect(figure.locator('[aria-live="polite"]')).toContainText(
			`${secondDate}:`,
		)
		await page.keyboard.press('Escape')
		await expect(tooltip).toHaveCount(0)
	})

	test('needs the admin session', async ({ request }) => {
		expect(
			(await request.get('/admin/insights', { maxRedirects: 0 })).status(),
		).toBe(302)
		expect(
			(
				await request.get('/admin/insights.csv?chart=shares', {
					maxRedirects: 0,
				})
			).status(),
		).toBe(302)
	})
})
