import type { Route } from './+types/sitemaps.$name'
import { getEnv } from '#app/server/platform/env.server.ts'
import { renderSitemap } from '#app/server/articles/feeds.server.ts'

/** /sitemaps/pages.xml and /sitemaps/articles-{n}.xml, listed by /sitemap.xml. */
export async function loader({ params }: Route.LoaderArgs) {
	const name = params.name.endsWith('.xml')
		? params.name.slice(0, -'.xml'.length)
		: null
	const xml = name ? await renderSitemap(getEnv().PUBLIC_URL, name) : null
	if (xml === null) throw new Response('Not found', { status: 404 })
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	})
}
