import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

/** The desk's pages; the layout's loader says which the signed-in person's role may open. */
export const ADMIN_LINKS = [
	{ to: '/admin', label: 'Dashboard', end: true },
	{ to: '/admin/calendar', label: 'Calendar', end: false },
	{ to: '/admin/promotions', label: 'Promotions', end: false },
	{ to: '/admin/feeds', label: 'Import feeds', end: false },
	{ to: '/admin/newsletter', label: 'Newsletter', end: false },
	{ to: '/admin/insights', label: 'Insights', end: false },
	{ to: '/admin/import', label: 'Import', end: false },
	{ to: '/admin/redirects', label: 'Redirects', end: false },
	{ to: '/admin/export', label: 'Export', end: false },
	{ to: '/admin/staff', label: 'Staff', end: false },
	{ to: '/admin/settings', label: 'Settings', end: false },
	{ to: '/admin/audit', label: 'Audit log', end: false },
] as const

/**
 * The admin's own compact chrome, in place of the public masthead: one bar with the desk's name,
 * its pages and the public site one click away. `signedIn` hides the desk's links on the sign-in;
 * `links` names the ones the person's role may open (all of them when left out).
 */
export function AdminChrome({
	siteName,
	signedIn,
	links,
	children,
}: {
	siteName: string
	signedIn: boolean
	links?: readonly string[]
	children: ReactNode
}) {
	return (
		<>
			<header className="border-b border-ink bg-ink text-white">
				<div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
					<p className="font-serif text-lg font-black">
						{siteName}{' '}
						<span className="font-sans text-xs font-semibold tracking-widest text-white/70 uppercase">
							Admin
						</span>
					</p>
					<nav
						aria-label="Admin"
						className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold"
					>
						{signedIn
							? ADMIN_LINKS.filter(
									link => !links || links.includes(link.to),
								).map(link => (
									<NavLink
										key={link.to}
										to={link.to}
										end={link.end}
										className={({ isActive }) =>
											isActive
												? 'underline underline-offset-4'
												: 'text-white/80 hover:text-white'
										}
									>
										{link.label}
									</NavLink>
								))
							: null}
						<a
							href="/"
							className="rounded border border-white/60 px-2 py-0.5 hover:bg-white hover:text-ink"
						>
							View site ↗
						</a>
					</nav>
				</div>
			</header>
			<main
				id="main"
				tabIndex={-1}
				className="mx-auto max-w-6xl px-4 py-6 focus:outline-none"
			>
				{children}
			</main>
		</>
	)
}
