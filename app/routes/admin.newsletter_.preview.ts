import { previewDigest } from '#app/server/newsletter/digest-admin.server.ts'

/**
 * The next digest as subscribers would see it if it went out now (HTML, or `?format=text`), for the administrator
 * (the /admin layout's middleware checks the session). The message's own styles are inline, so
 * this answer gets a policy of its own: no scripts, styles inline, images from anywhere.
 */
export async function loader({ request }: { request: Request }) {
	const preview = await previewDigest()
	const text = new URL(request.url).searchParams.get('format') === 'text'
	return new Response(text ? preview.text : preview.html, {
		headers: {
			'Content-Type': text
				? 'text/plain; charset=utf-8'
				: 'text/html; charset=utf-8',
			'Content-Security-Policy':
				"default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
			'Cache-Control': 'private, no-store',
			'X-Robots-Tag': 'noindex',
		},
	})
}
