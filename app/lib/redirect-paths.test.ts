import { describe, expect, it } from 'vitest'
import {
	followRedirects,
	parseRedirectFrom,
	parseRedirectTo,
	redirectKeysFor,
} from './redirect-paths.ts'

const key = (input: string) => {
	const parsed = parseRedirectFrom(input)
	return parsed.ok ? parsed.key : `refused: ${parsed.message}`
}

describe('old addresses as keys', () => {
	it('decodes, lower-cases and drops trailing slashes, so an editor and a browser meet', () => {
		expect(key('/2019/04/02/Old-Post/')).toBe('/2019/04/02/old-post')
		expect(key('https://old.example/2019/04/02/old-post/')).toBe(
			'/2019/04/02/old-post',
		)
		// WordPress writes a non-latin slug percent-encoded in lower case; a browser sends upper case.
		expect(key('/%e5%93%81%e7%89%8c/')).toBe('/品牌')
		expect(redirectKeysFor('/%E5%93%81%E7%89%8C/', '')).toEqual(['/品牌'])
		expect(key('/double//slashes//')).toBe('/double/slashes')
		expect(key('//other.example/x')).toMatch(/^refused: Start the old address/)
	})

	it('keeps the query, sorted, and lets / have a redirect only with one', () => {
		expect(key('/?p=12')).toBe('/?p=12')
		expect(key('/index.php?b=2&a=1')).toBe('/index.php?a=1&b=2')
		expect(key('/')).toMatch(/^refused: \/ is a page of this site/)
	})

	it('refuses the pages this site serves, and what is not an address', () => {
		for (const page of ['/about/', '/article/x', '/admin', '/api/articles'])
			expect(key(page)).toMatch(/is a page of this site/)
		expect(key('old-post')).toMatch(/^refused: Start the old address with \//)
		expect(key('/%E0%A4%A')).toMatch(/characters that cannot be used/)
		expect(key('/a\u0000b')).toMatch(/^refused/)
		expect(key('')).toBe('refused: Enter the old address')
	})

	it('finds a request by its query first, then by its path alone', () => {
		expect(redirectKeysFor('/old-post/', '?utm_source=x')).toEqual([
			'/old-post?utm_source=x',
			'/old-post',
		])
		expect(redirectKeysFor('/', '?p=12')).toEqual(['/?p=12'])
		expect(redirectKeysFor('/about', '')).toEqual([])
	})
})

describe('new addresses', () => {
	it('takes a path of this site or an http(s) address, nothing else', () => {
		expect(parseRedirectTo('/article/a')).toEqual({
			ok: true,
			to: '/article/a',
		})
		expect(parseRedirectTo('https://x.example/a b')).toMatchObject({
			ok: false,
		})
		expect(parseRedirectTo('javascript:alert(1)')).toMatchObject({ ok: false })
		expect(parseRedirectTo('//evil.example/')).toMatchObject({ ok: false })
		expect(parseRedirectTo('https://x.example/a')).toEqual({
			ok: true,
			to: 'https://x.example/a',
		})
	})
})

describe('following a chain', () => {
	it('goes to the end of a chain and finds a loop', async () => {
		const table = new Map([
			['/a', '/b/'],
			['/b', '/c?x=1'],
			['/c?x=1', '/article/end'],
			['/loop-1', '/loop-2'],
			['/loop-2', '/LOOP-1/'],
		])
		expect(await followRedirects('/a', k => table.get(k))).toEqual({
			chain: ['/a', '/b', '/c?x=1'],
			to: '/article/end',
			loops: false,
		})
		expect(await followRedirects('/loop-1', k => table.get(k))).toMatchObject({
			chain: ['/loop-1', '/loop-2', '/loop-1'],
			loops: true,
		})
	})
})
