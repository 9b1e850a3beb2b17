import { describe, expect, it } from 'vitest'
import {
	allRoutePatterns,
	expandPattern,
	routePattern,
} from '../helpers/route-paths.ts'

describe('route file names as URL patterns', () => {
	it('reads flat-route names the way @react-router/fs-routes does', () => {
		expect(routePattern('_index.tsx')).toBe('/')
		expect(routePattern('article.$id._index.tsx')).toBe('/article/:id')
		expect(routePattern('api.articles.$id.share-stats.ts')).toBe(
			'/api/articles/:id/share-stats',
		)
		expect(routePattern('rss[.xml].ts')).toBe('/rss.xml')
		expect(routePattern('admin.subscribers[.csv].ts')).toBe(
			'/admin/subscribers.csv',
		)
		expect(routePattern('public-objects.$.ts')).toBe('/public-objects/*')
		expect(routePattern('$.tsx')).toBe('/*')
	})

	it('lists every route, those of app/routes.ts included', () => {
		const patterns = allRoutePatterns()
		for (const expected of [
			'/',
			'/article/:id',
			'/api/articles/search',
			'/sitemap.xml',
			'/privacy',
			'/terms-of-service',
			'/guest-posts',
		]) {
			expect(patterns).toContain(expected)
		}
		expect(patterns.some(pattern => pattern.includes('server'))).toBe(false)
	})

	it('expands parameters into concrete paths', () => {
		expect(
			expandPattern('/article/:id/share/:platform', {
				id: ['a', 'b c'],
				platform: ['linkedin'],
			}),
		).toEqual(['/article/a/share/linkedin', '/article/b%20c/share/linkedin'])
		expect(expandPattern('/public-objects/*', {})).toEqual([
			'/public-objects/x',
		])
		expect(expandPattern('/', {})).toEqual(['/'])
	})
})
