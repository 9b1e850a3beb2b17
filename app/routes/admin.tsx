import { routeErrorMessage } from '#app/lib/route-error.ts'
import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/admin'
import {
	ADMIN_LINKS,
	AdminChrome,
} from '#app/components/admin/admin-chrome.tsx'
import {
	adminSessionContext,
	adminPages,
	mayOpen,
} from '#app/server/edge/admin-middleware.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

/** Every page and action under /admin: the session is checked once, here (see adminPages). */
export const middleware: Route.MiddlewareFunction[] = [adminPages]

/** The root layout reads this and leaves out the public masthead and footer: the admin has its own chrome. */
export const handle = { chrome: 'admin' }

export async function loader({ context }: Route.LoaderArgs) {
	const session = context.get(adminSessionContext)
	return {
		signedIn: session !== null,
		/** Every time the desk shows or reads is in this zone (docs/decisions/067). */
		timeZone: session ? (await getSettings()).timeZone : 'UTC',
		links: session
			? ADMIN_LINKS.map(link => link.to).filter(to => mayOpen(session, to))
			: [],
	}
}

function useSiteName(): string {
	return (
		useRouteLoaderData<{ siteName: string }>('root')?.siteName ?? 'Brandline'
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminChrome
			siteName={useSiteName()}
			signedIn={loaderData.signedIn}
			links={loaderData.links}
		>
			<Outlet />
		</AdminChrome>
	)
}

/** An admin page that failed still shows the admin's chrome (and no stack trace). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const status = isRouteErrorResponse(error) ? error.status : 500
	const said = routeErrorMessage(error)
	const [heading, text] =
		status === 404
			? ['404 Page Not Found', 'There is no such admin page.']
			: status === 403
				? ['Not for your role', said ?? 'Your role does not allow this.']
				: [
						'Something went wrong',
						'We could not show this page. Please try again in a moment.',
					]
	return (
		<AdminChrome siteName={useSiteName()} signedIn={false}>
			<section className="mx-auto max-w-xl py-16 text-center">
				<h1 className="font-serif text-3xl font-bold">{heading}</h1>
				<p className="mt-4 text-muted">{text}</p>
				<a
					href="/admin"
					className="mt-8 inline-block border-b-2 border-accent font-semibold"
				>
					Back to the dashboard
				</a>
			</section>
		</AdminChrome>
	)
}
