import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/admin'
import { AdminChrome } from '#app/components/admin/admin-chrome.tsx'
import {
	adminSessionContext,
	adminPages,
} from '#app/server/edge/admin-middleware.server.ts'

/** Every page and action under /admin: the session is checked once, here (see adminPages). */
export const middleware: Route.MiddlewareFunction[] = [adminPages]

/** The root layout reads this and leaves out the public masthead and footer: the admin has its own chrome. */
export const handle = { chrome: 'admin' }

export function loader({ context }: Route.LoaderArgs) {
	return { signedIn: context.get(adminSessionContext) !== null }
}

function useSiteName(): string {
	return (
		useRouteLoaderData<{ siteName: string }>('root')?.siteName ?? 'Brandline'
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminChrome siteName={useSiteName()} signedIn={loaderData.signedIn}>
			<Outlet />
		</AdminChrome>
	)
}

/** An admin page that failed still shows the admin's chrome (and no stack trace). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<AdminChrome siteName={useSiteName()} signedIn={false}>
			<section className="mx-auto max-w-xl py-16 text-center">
				<h1 className="font-serif text-3xl font-bold">
					{notFound ? '404 Page Not Found' : 'Something went wrong'}
				</h1>
				<p className="mt-4 text-muted">
					{notFound
						? 'There is no such admin page.'
						: 'We could not show this page. Please try again in a moment.'}
				</p>
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
