import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect.ts'

describe('safeRedirectPath', () => {
	it('keeps paths on this site', () => {
		expect(safeRedirectPath('/about')).toBe('/about')
		expect(safeRedirectPath('/search?q=trust#results')).toBe(
			'/search?q=trust#results',
		)
	})
	it('percent-encodes what a Location header cannot carry', () => {
		expect(safeRedirectPath('/search?q=ĀŁ✓')).toBe(
			'/search?q=%C4%80%C5%81%E2%9C%93',
		)
		expect(safeRedirectPath('/caf\u00e9')).toBe('/caf%C3%A9')
	})
	it.each([
		'https://evil.example/',
		'//evil.example',
		'/\\evil.example',
		'/\t/evil.example',
		'javascript:alert(1)',
		'about',
		'/a\nLocation: x',
		'/a\u0000b',
		'/a\uD800',
		'/../admin',
		'',
		null,
		42,
	])('falls back for %j', value => {
		expect(safeRedirectPath(value)).toBe('/')
		expect(safeRedirectPath(value, '/newsletter')).toBe('/newsletter')
	})
})
