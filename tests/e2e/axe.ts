import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules the quality bars hold every page to: WCAG 2.2 levels A and AA (and the 2.0/2.1 ones). */
const WCAG_22_AA = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
]

/** axe-core's audit of the page as it is now, against WCAG 2.2 A and AA. */
export function auditWcag22(page: Page) {
	return new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
}
