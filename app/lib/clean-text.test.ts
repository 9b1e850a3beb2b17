import { describe, expect, it } from 'vitest'
import {
	isCleanText,
	uncleanTextMessage,
	uncleanUrlPart,
} from './clean-text.ts'

describe('isCleanText', () => {
	it('takes prose with tabs, line breaks, accents and emoji', () => {
		expect(isCleanText('Line one\r\n\tLine two — café ☕ 👍')).toBe(true)
	})
	it('refuses null bytes, other control characters and lone surrogates', () => {
		for (const bad of [
			'abc\u0000def',
			'\u0007',
			'a\u001Bb',
			'\u007F',
			'\u0085',
			'x\uD800y',
			'\uDC00',
		])
			expect(isCleanText(bad), JSON.stringify(bad)).toBe(false)
	})
})

describe('uncleanUrlPart', () => {
	const at = (path: string) => uncleanUrlPart(new URL(path, 'http://site.test'))
	it('passes ordinary addresses and queries', () => {
		expect(at('/search?q=caf%C3%A9%20brand')).toBeUndefined()
		expect(at('/article/some-id?utm=x%0Ay')).toBeUndefined()
	})
	it('names the query parameter that carries a null byte', () => {
		expect(at('/api/articles/search?q=abc%00def')).toBe(
			'the query parameter “q”',
		)
		expect(at('/search?%00=1')).toBe('a query parameter')
	})
	it('refuses a path that does not decode or decodes to control characters', () => {
		expect(at('/article/%FF')).toBe('the address')
		expect(at('/article/%E0%A4%A')).toBe('the address')
		expect(at('/article/a%01b')).toBe('the address')
	})
	it('refuses a path with a tab or a line break, which prose may carry but an address never does', () => {
		expect(at('/api/line%0D%0ASet-Cookie%3A%20x%3D1')).toBe('the address')
		expect(at('/article/a%0Ab')).toBe('the address')
		expect(at('/category/a%09b')).toBe('the address')
	})
})

describe('uncleanTextMessage', () => {
	it('names a printable field and hides an unprintable one', () => {
		expect(uncleanTextMessage('headline')).toBe(
			'“headline” contains characters we cannot accept (a null byte or another control character).',
		)
		expect(uncleanTextMessage('\u0000')).toMatch(/^A field contains/)
	})
})
