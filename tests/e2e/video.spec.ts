import { expect, test } from './fixtures.ts'

/**
 * Issue 21 item 7 (decision 080): an article's video is a click-to-load poster. Nothing comes from
 * YouTube before the reader asks: without JavaScript the poster is a plain link to the video on
 * YouTube; with it a click plays the video here, in the privacy-enhanced player, which the CSP's
 * frame-src is the only frame source for. YouTube is the outside internet: the browser's requests
 * to it are answered here (and counted), never sent.
 */

// The REACH piece carries a video; seeded without a stored thumbnail, so its poster is drawn.
const ARTICLE = '/article/reach-method-five-part-system-for-leaders'
const YOUTUBE =
	/^https:\/\/([\w-]+\.)?(youtube(-nocookie)?\.com|ytimg\.com|youtu\.be)\//

test.describe('the video facade', () => {
	test('is a poster within the measure, loading nothing from YouTube before a click', async ({
		page,
	}) => {
		const toYouTube: string[] = []
		await page.route(YOUTUBE, route => {
			toYouTube.push(route.request().url())
			return route.fulfill({ contentType: 'text/html', body: 'YouTube' })
		})
		await page.setViewportSize({ width: 1280, height: 800 })
		const response = await page.goto(ARTICLE)
		const video = page.locator('[data-video]')
		await expect(video).toBeVisible()
		const link = video.getByRole('link', { name: /Video · Play on YouTube/ })
		await expect(link).toHaveAttribute(
			'href',
			/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
		)
		await expect(link).toContainText(
			(await page.getByRole('heading', { level: 1 }).textContent())!,
		)
		// No thumbnail was stored for this piece: a drawn poster, no image that could break.
		await expect(video.locator('.video-poster-drawn')).toBeVisible()
		await expect(video.locator('img')).toHaveCount(0)
		await expect(page.locator('iframe')).toHaveCount(0)

		// In the article's measure, not the full width under the hero.
		const box = (await video.boundingBox())!
		const body = (await page.locator('.article-body').boundingBox())!
		expect(box.width).toBeLessThanOrEqual(body.width + 1)
		expect(box.width).toBeLessThanOrEqual(641)

		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		expect(toYouTube).toEqual([])

		// The page's policy: frames from the privacy-enhanced player only, images from our own origin.
		const policy = response!.headers()['content-security-policy'] ?? ''
		const frameSrc = /frame-src ([^;]*)/.exec(policy)?.[1]
		expect(frameSrc?.split(' ')).toContain('https://www.youtube-nocookie.com')
		expect(frameSrc).not.toMatch(/www\.youtube\.com|\*/)
		expect(/img-src ([^;]*)/.exec(policy)?.[1]).not.toMatch(/ytimg|youtube/)
	})

	test('plays the video in place with JavaScript, and is the link to YouTube without', async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.route(YOUTUBE, route =>
			route.fulfill({
				contentType: 'text/html',
				body: '<title>YouTube</title><p>the player</p>',
			}),
		)
		await page.goto(ARTICLE)
		const link = page.locator('[data-video] a[data-video-embed]')
		const watch = (await link.getAttribute('href'))!
		await link.click()
		if (!javaScriptEnabled) {
			await expect(page).toHaveURL(watch)
			return
		}
		const frame = page.locator('[data-video] iframe')
		await expect(frame).toHaveAttribute(
			'src',
			/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
		)
		await expect(frame).toHaveAttribute('allow', /autoplay/)
		await expect(link).toBeHidden()
		expect(page.url()).toContain(ARTICLE)
		// The policy lets the player's frame load (a blocked frame would be Chromium's error page).
		await expect(
			page.frameLocator('[data-video] iframe').getByText('the player'),
		).toBeVisible()
	})
})
