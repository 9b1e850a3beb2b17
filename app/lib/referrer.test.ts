import { describe, expect, it } from 'vitest'
import { referrerHost } from './referrer.ts'

describe('referrerHost', () => {
	it('keeps only the host of another site, without www', () => {
		expect(
			referrerHost(
				'https://www.linkedin.com/feed/?q=private+search',
				'brandline.example',
			),
		).toBe('linkedin.com')
		expect(
			referrerHost(
				'http://News.Ycombinator.com/item?id=1',
				'brandline.example',
			),
		).toBe('news.ycombinator.com')
	})

	it('is null for this site, for other schemes and for nonsense', () => {
		expect(
			referrerHost(
				'https://www.brandline.example/article/x',
				'brandline.example',
			),
		).toBeNull()
		expect(
			referrerHost('android-app://com.slack', 'brandline.example'),
		).toBeNull()
		expect(referrerHost('not a url', 'brandline.example')).toBeNull()
		expect(referrerHost('', 'brandline.example')).toBeNull()
		expect(referrerHost(null, 'brandline.example')).toBeNull()
		expect(
			referrerHost('https://xn--bcher-kva.example/', 'brandline.example'),
		).toBe('xn--bcher-kva.example')
		expect(referrerHost('https://intranet/', 'brandline.example')).toBeNull()
	})
})
