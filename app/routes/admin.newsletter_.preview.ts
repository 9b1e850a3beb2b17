import { emailPreviewResponse } from '#app/server/edge/email-preview.server.ts'
import { previewDigest } from '#app/server/newsletter/digest-admin.server.ts'

/**
 * The next digest (daily, or `?kind=weekly`) as subscribers would see it if it went out now (HTML, or `?format=text`), for the administrator
 * (the /admin layout's middleware checks the session). The message's own styles are inline, so
 * this answer gets a policy of its own: no scripts, styles inline, images from anywhere.
 */
export async function loader({ request }: { request: Request }) {
	const kind =
		new URL(request.url).searchParams.get('kind') === 'weekly'
			? 'weekly'
			: 'daily'
	return emailPreviewResponse(request, await previewDigest(new Date(), kind))
}
