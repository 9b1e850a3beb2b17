import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_PATH_SEGMENTS, isSitePath } from '#app/lib/redirect-paths.ts'
import { allRoutePatterns } from '../helpers/route-paths.ts'

describe('the addresses a redirect may not take over', () => {
	it('include the first segment of every route and every public file', () => {
		const firstSegments = allRoutePatterns()
			.map(pattern => pattern.split('/')[1] ?? '')
			.filter(segment => segment !== '' && segment !== '*')
		const publicFiles = readdirSync(
			path.resolve(import.meta.dirname, '../../public'),
		)
		const missing = [...firstSegments, ...publicFiles].filter(
			segment => !SITE_PATH_SEGMENTS.has(segment),
		)
		expect(missing).toEqual([])
		expect(isSitePath('/rss.xml')).toBe(true)
		expect(isSitePath('/old-post')).toBe(false)
	})
})
