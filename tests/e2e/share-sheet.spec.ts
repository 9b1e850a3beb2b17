import { expect, test } from './fixtures.ts'

/**
 * Issue 21 item 8: on a phone the share menu is a sheet with a heading, a close button and a scrim
 * (a tap on the scrim closes it, with or without JavaScript; the close button and Escape need
 * JavaScript). Escape closes the phone's menu too; on wide screens the share popover is scrolled
 * into view when it opens.
 */

const ARTICLE = '/article/reach-method-five-part-system-for-leaders'
const PHONE = { width: 390, height: 844 }

test.describe('the share sheet on a phone', () => {
	test('has a heading over a scrim, and a tap on the scrim closes it', async ({
		page,
	}) => {
		await page.setViewportSize(PHONE)
		await page.goto(ARTICLE)
		const share = page.locator('details[data-sheet]').first()
		await share.locator('summary').click()
		await expect(share.locator('.popover-panel')).toBeVisible()
		await expect(
			share.getByRole('heading', { name: 'Share this article' }),
		).toBeVisible()
		await expect(share.getByRole('link', { name: /LinkedIn/ })).toBeVisible()
		// The scrim covers the screen under the sheet, dimming the page.
		const scrim = await share.locator('summary').evaluate(summary => {
			const style = getComputedStyle(summary, '::before')
			return {
				position: style.position,
				background: style.backgroundColor,
			}
		})
		expect(scrim.position).toBe('fixed')
		expect(scrim.background).toMatch(/^rgba\(0, 0, 0, 0\.5\)$/)
		const panel = (await share.locator('.popover-panel').boundingBox())!
		expect(panel.y + panel.height).toBeLessThanOrEqual(PHONE.height)
		// A tap above the sheet lands on the scrim and closes it.
		await page.mouse.click(PHONE.width / 2, 40)
		await expect(share).not.toHaveAttribute('open')
		await expect(share.locator('.popover-panel')).toBeHidden()
	})

	test('closes with its close button and with Escape (JavaScript)', async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.setViewportSize(PHONE)
		await page.goto(ARTICLE)
		const share = page.locator('details[data-sheet]').first()
		const close = share.getByRole('button', { name: 'Close' })
		if (!javaScriptEnabled) {
			// Without JavaScript it could not close anything: it is not offered (the scrim closes the sheet).
			await share.locator('summary').click()
			await expect(close).toBeHidden()
			return
		}
		await share.locator('summary').click()
		await expect(close).toBeVisible()
		await close.click()
		await expect(share).not.toHaveAttribute('open')
		await expect(share.locator('summary')).toBeFocused()

		await share.locator('summary').click()
		await expect(share.locator('.popover-panel')).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(share).not.toHaveAttribute('open')
		await expect(share.locator('summary')).toBeFocused()
	})

	test("Escape closes the phone's menu (JavaScript)", async ({
		page,
		javaScriptEnabled,
	}) => {
		test.skip(!javaScriptEnabled, 'Escape is a script of the menu')
		await page.setViewportSize(PHONE)
		await page.goto(ARTICLE)
		const menu = page
			.locator('details[data-popover]')
			.filter({ has: page.locator('summary', { hasText: 'Menu' }) })
		await menu.locator('summary').click()
		await expect(menu).toHaveAttribute('open')
		await expect(
			menu.getByRole('navigation', { name: 'More from Brandline' }),
		).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(menu).not.toHaveAttribute('open')
		await expect(menu.locator('summary')).toBeFocused()
	})
})

test('the share popover is scrolled into view when it opens (JavaScript)', async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(!javaScriptEnabled, 'scrolling it into view is a script')
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto(ARTICLE)
	const share = page.locator('details[data-sheet]').first()
	const summary = share.locator('summary')
	// The button at the very bottom of the window: the panel under it would start off screen.
	await summary.evaluate(element =>
		window.scrollBy(
			0,
			element.getBoundingClientRect().bottom - window.innerHeight + 2,
		),
	)
	await summary.click()
	const panel = share.locator('.popover-panel')
	await expect(panel).toBeVisible()
	await expect
		.poll(async () => {
			const box = (await panel.boundingBox())!
			return box.y >= 0 && box.y + box.height <= 800
		})
		.toBe(true)
	// Not a phone's sheet: no scrim on wide screens.
	expect(
		await summary.evaluate(
			element => getComputedStyle(element, '::before').content,
		),
	).toBe('none')
})
