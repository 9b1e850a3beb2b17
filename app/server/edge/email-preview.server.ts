/**
 * A newsletter message shown to the desk as subscribers get it (the digest's and an issue's
 * previews). The message's own styles are inline, so this answer gets a policy of its own: no
 * scripts, styles inline, images from anywhere. The HTML part, or the text part for
 * `?format=text`.
 */
export function emailPreviewResponse(
	request: Request,
	preview: { html: string; text: string },
): Response {
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
