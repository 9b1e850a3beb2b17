import { redirect } from 'react-router'
import type { Route } from './+types/moved'

/** Addresses the site has also been linked under (SPEC §2) point permanently to the real pages. */
const MOVED: Record<string, string> = {
	'/privacy-policy': '/privacy',
	'/terms-of-service': '/terms',
	'/guest-posts': '/guest-post',
}

export function loader({ url }: Route.LoaderArgs) {
	const { pathname, search } = url
	const target = MOVED[pathname.replace(/\/+$/, '')]
	if (!target) throw new Response('Not Found', { status: 404 })
	return redirect(target + search, 301)
}
