import { routeErrorMessage } from '#app/lib/route-error.ts'
import { NotFound } from '#app/components/not-found.tsx'
import { HoneypotProvider } from 'remix-utils/honeypot/react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	data,
	isRouteErrorResponse,
	useMatches,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { useNonce } from '#app/components/nonce.tsx'
import { HydrationMark } from '#app/lib/use-hydrated.ts'
import { THEME_SCRIPT } from '#app/lib/theme.ts'
import { pageSays, type PageHandle } from '#app/lib/page-handle.ts'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import stylesheet from '#app/styles/app.css?url'
// The reader script, bundled on its own (a self-contained classic script): see decision 051.
import readerScript from '#app/enhance/reader-entry.ts?worker&url'
import sansFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import serifFont from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url'
import { FlashToast } from '#app/components/flash-toast.tsx'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings, socialLinksOf } from '#app/server/site/settings.server.ts'
import { answerFailures } from '#app/server/edge/failure-middleware.server.ts'
import { honeypotInputProps } from '#app/server/edge/honeypot.server.ts'
import { getToast } from '#app/server/edge/toast.server.ts'

/** Every route: a database outage answers 503 at once; failures get their status; the API answers JSON. */
export const middleware = [answerFailures]

export const links: Route.LinksFunction = () => [
	// The two faces every page sets text in, fetched with the stylesheet rather than after it.
	{
		rel: 'preload',
		href: serifFont,
		as: 'font',
		type: 'font/woff2',
		crossOrigin: 'anonymous',
	},
	{
		rel: 'preload',
		href: sansFont,
		as: 'font',
		type: 'font/woff2',
		crossOrigin: 'anonymous',
	},
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{
		rel: 'alternate',
		type: 'application/rss+xml',
		title: 'Brandline',
		href: '/rss.xml',
	},
]

export async function loader({ request }: Route.LoaderArgs) {
	const env = getEnv()
	const settings = await getSettings()
	const { toast, headers } = await getToast(request)
	return data(
		{
			siteName: settings.siteName,
			description: settings.description,
			logoUrl: settings.logoUrl,
			contactEmail: settings.contactEmail,
			publicUrl: env.PUBLIC_URL,
			socialLinks: socialLinksOf(settings),
			today: new Date().toISOString(),
			toast,
			plausibleDomain: env.ANALYTICS_PLAUSIBLE_DOMAIN ?? null,
			honeypot: await honeypotInputProps(),
		},
		{ headers: headers ?? undefined },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const loaderData = useRouteLoaderData<typeof loader>('root')
	const siteName = loaderData?.siteName ?? 'Brandline'
	const matches = useMatches()
	const pageHasSignup = pageSays(matches, 'hasSignup', true)
	// The admin (routes/admin.tsx) brings its own compact chrome instead of the public masthead.
	const adminChrome = pageSays(matches, 'chrome', 'admin')
	// A reading page (the page's own route says `hydrate: false`, decision 051) is sent with the
	// small reader script instead of the React client. Decided on the server, for the document: once
	// React runs in a tab (it came in on another page), it renders every page it navigates to itself.
	const withoutReact =
		import.meta.env.SSR &&
		(matches.at(-1)?.handle as PageHandle | undefined)?.hydrate === false
	return (
		// The head script may set data-theme before React hydrates: not a mismatch to report.
		<html
			lang="en"
			data-desk={adminChrome ? '' : undefined}
			suppressHydrationWarning
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				{/* The reader's stored theme, applied before the first paint (lib/theme.ts). */}
				<script
					nonce={nonce}
					dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }}
				/>
				<Meta />
				{/* With a precedence React sends the stylesheet ahead of the module preloads it hoists, so
            the first paint waits for the CSS only, never behind the scripts. */}
				<link rel="stylesheet" href={stylesheet} precedence="default" />
				<Links />
				{loaderData?.plausibleDomain ? (
					// Cookieless page-view analytics, only when configured; allowed by this request's nonce.
					<script
						defer
						nonce={nonce}
						data-domain={loaderData.plausibleDomain}
						src="https://plausible.io/js/script.js"
					/>
				) : null}
			</head>
			<body className="min-h-screen bg-paper font-sans text-ink antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-night focus:px-4 focus:py-3 focus:font-semibold focus:text-white print:hidden"
				>
					Skip to content
				</a>
				<HoneypotProvider {...loaderData?.honeypot}>
					{adminChrome ? (
						children
					) : (
						<>
							<SiteHeader
								siteName={siteName}
								description={loaderData?.description}
								logoUrl={loaderData?.logoUrl}
								contactEmail={loaderData?.contactEmail}
								today={loaderData?.today}
							/>
							<main
								id="main"
								tabIndex={-1}
								className="mx-auto max-w-6xl px-4 pt-3 pb-8 focus:outline-none sm:pt-6 lg:pt-8"
							>
								{children}
							</main>
							<SiteFooter
								siteName={siteName}
								contactEmail={loaderData?.contactEmail}
								socialLinks={loaderData?.socialLinks ?? []}
							>
								{/* The header's Subscribe link lands here unless the page has its own sign-up block
								    (then this one is left out: one sign-up a page). */}
								{pageHasSignup ? null : (
									<NewsletterForm source="footer" id="subscribe" dark />
								)}
							</SiteFooter>
						</>
					)}
					<FlashToast toast={loaderData?.toast ?? null} />
					<ToastRegion />
				</HoneypotProvider>
				{withoutReact ? (
					// Built as a classic script; the dev server serves it as a module (with Vite's imports).
					<script
						defer
						nonce={nonce}
						type={import.meta.env.DEV ? 'module' : undefined}
						src={readerScript}
					/>
				) : (
					<>
						<HydrationMark />
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				)}
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

/** What the error page says for a status; the generic apology for the rest. */
const ERROR_PAGES: Record<number, { title: string; message: string }> = {
	400: {
		title: 'We could not read that request',
		message:
			'Something in the address or the form was not valid. Please check it and try again.',
	},
	413: {
		title: 'That was too large',
		message:
			'What was sent is larger than we accept. Please send less and try again.',
	},
	503: {
		title: 'Back in a moment',
		message:
			'Brandline is briefly unavailable while we reconnect. Please try again in a minute.',
	},
	429: {
		title: 'Too many attempts',
		message: 'Please wait a little before trying again.',
	},
}
const SOMETHING_WENT_WRONG = {
	title: 'Something went wrong',
	message: 'We could not show this page. Please try again in a moment.',
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// A missing page offers a way on (search, the sections, the archive).
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
	const page =
		(isRouteErrorResponse(error) && ERROR_PAGES[error.status]) ||
		SOMETHING_WENT_WRONG
	// A refusal of what was sent says what was wrong with it (our own words, from the domain error).
	const detail =
		isRouteErrorResponse(error) && error.status >= 400 && error.status < 500
			? routeErrorMessage(error)
			: undefined
	const { title } = page
	const message = detail ?? page.message
	return (
		<section className="mx-auto max-w-xl py-16 text-center">
			<title>{title}</title>
			<h1 className="font-serif text-4xl font-bold">{title}</h1>
			<p className="mt-4 text-muted">{message}</p>
			<a
				href="/"
				className="mt-8 inline-block border-b-2 border-accent font-semibold"
			>
				Back to the front page
			</a>
		</section>
	)
}
