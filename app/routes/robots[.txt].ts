import { getEnv } from '#app/server/platform/env.server.ts'

/** /robots.txt: everything but the admin area and the API; where the sitemap is. */
export function loader() {
	const body = [
		'User-agent: *',
		'Disallow: /admin',
		'Disallow: /api/',
		'Disallow: /promotions/',
		'Allow: /',
		'',
		`Sitemap: ${getEnv().PUBLIC_URL}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=86400',
		},
	})
}
