import {
	test as base,
	expect,
	type Page,
	type Response,
} from '@playwright/test'

/**
 * Reader pages load their scripts after the first paint (decision 049): `load` can come before
 * the page is interactive. With JavaScript on, a page opened by `goto` or `reload` is handed to
 * the test once its enhancements are in place (`<html data-enhanced>`, set by the root layout
 * once React has hydrated, or by the reader script on pages without React, decision 051), so a
 * journey tests the enhanced page it means to, not the plain HTML under it. Pages without our
 * scripts (feeds, JSON, files) are handed over as they are. `waitForEnhancement` is the same wait,
 * for a page reached another way (a click, a redirect after sign-in).
 */
export async function waitForEnhancement(page: Page): Promise<void> {
	await page
		.waitForFunction(
			() => document.documentElement.dataset.enhanced === 'true',
			undefined,
			{ timeout: 15_000 },
		)
		.catch((error: unknown) => {
			throw new Error(
				`${page.url()} never enhanced (no <html data-enhanced> in 15 s): a script failed or was blocked`,
				{ cause: error },
			)
		})
}

async function untilHydrated(
	page: Page,
	response: Response | null,
): Promise<Response | null> {
	if (
		!response ||
		!(response.headers()['content-type'] ?? '').startsWith('text/html')
	)
		return response
	const hasClient = await page
		.evaluate(
			() =>
				document.querySelector(
					'script[type="module"], script[src^="/assets/"]',
				) !== null,
		)
		.catch(() => false)
	if (hasClient) await waitForEnhancement(page)
	return response
}

type GotoOptions = Parameters<Page['goto']>[1]
type ReloadOptions = Parameters<Page['reload']>[0]

/**
 * Every journey fails if the page breaks its Content-Security-Policy or throws: a script the
 * policy blocks is a feature that silently does not work for readers.
 */
export const test = base.extend<{ pageProblems: void }>({
	page: async ({ page, javaScriptEnabled }, provide) => {
		if (javaScriptEnabled !== false) {
			const goto = page.goto.bind(page)
			const reload = page.reload.bind(page)
			// A test that asks for an earlier moment ("commit", "domcontentloaded") gets it.
			const waits = (options?: GotoOptions | ReloadOptions) =>
				options?.waitUntil === undefined ||
				options.waitUntil === 'load' ||
				options.waitUntil === 'networkidle'
			const handOver = async (
				options: GotoOptions | ReloadOptions,
				response: Response | null,
			) => (waits(options) ? untilHydrated(page, response) : response)
			page.goto = async (url: string, options?: GotoOptions) =>
				handOver(options, await goto(url, options))
			page.reload = async (options?: ReloadOptions) =>
				handOver(options, await reload(options))
		}
		await provide(page)
	},
	pageProblems: [
		async ({ page }, use) => {
			const problems: string[] = []
			page.on('console', message => {
				if (
					message.type() === 'error' &&
					/Content Security Policy|Refused to (execute|evaluate|load)/i.test(
						message.text(),
					)
				)
					problems.push(message.text())
			})
			page.on('pageerror', error => problems.push(`Uncaught: ${error.message}`))
			await use()
			expect(problems, 'CSP violations or uncaught errors on the page').toEqual(
				[],
			)
		},
		{ auto: true },
	],
})

export { expect }
export type { Page } from '@playwright/test'
