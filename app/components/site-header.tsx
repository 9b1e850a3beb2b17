import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { NAV_CATEGORIES, SITE } from '#app/content/site.ts'
import { formatLongDate } from '#app/lib/format.ts'
import { SearchForm } from './search-form.tsx'

interface SiteHeaderProps {
	siteName: string
	contactEmail?: string
	today?: string
}

export function SiteHeader({ siteName, contactEmail, today }: SiteHeaderProps) {
	return (
		<header className="border-b border-rule bg-white">
			<div className="border-b border-rule text-xs text-muted">
				<div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
					<p>
						{today ? (
							<time dateTime={today}>{formatLongDate(today)}</time>
						) : null}
						<span className="mx-2" aria-hidden="true">
							·
						</span>
						<span>{SITE.location}</span>
					</p>
					<nav aria-label="Utility" className="flex items-center gap-4">
						<a
							href="#subscribe"
							className="font-semibold tracking-wide text-accent uppercase"
						>
							Subscribe
						</a>
						{contactEmail ? (
							<a href={`mailto:${contactEmail}`}>Contact</a>
						) : null}
						<Link to="/admin/promotions">Edit Ads</Link>
					</nav>
				</div>
			</div>
			<div className="relative mx-auto max-w-6xl px-4 pt-6 pb-5 text-center">
				<Link
					to="/"
					className="font-serif text-5xl font-black tracking-tight sm:text-6xl"
				>
					{siteName}
				</Link>
				<p className="mt-2 font-serif text-base text-muted italic">
					{SITE.tagline}
				</p>
				{/* On wide screens the search sits beside the masthead, so the sections fit on one line. */}
				<div className="absolute top-1/2 right-4 hidden -translate-y-1/2 lg:block">
					<SearchForm />
				</div>
			</div>
			<div className="border-t-4 border-double border-ink">
				<div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between lg:justify-center">
					<MobileMenu />
					<MainNav className="hidden flex-wrap gap-x-5 gap-y-1 md:flex lg:gap-x-10" />
					<div className="hidden md:block lg:hidden">
						<SearchForm />
					</div>
				</div>
			</div>
		</header>
	)
}

/**
 * The phone's menu: a disclosure, so it opens without JavaScript (where every link loads a new page
 * with the menu closed). With JavaScript, navigating (a section link, a search result) closes it
 * and puts focus back on its button, where the reader opened it.
 */
function MobileMenu() {
	const menu = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	useEffect(() => {
		const element = menu.current
		if (!element?.open) return
		element.open = false
		element.querySelector('summary')?.focus()
	}, [location.key])
	return (
		<details ref={menu} className="group md:hidden">
			<summary className="cursor-pointer list-none font-semibold tracking-wide uppercase">
				Menu
			</summary>
			<MainNav className="mt-3 flex flex-col gap-2" />
			<SearchForm className="mt-3" />
		</details>
	)
}

function MainNav({ className }: { className: string }) {
	return (
		<nav aria-label="Sections">
			<ul
				className={`${className} text-[0.8125rem] font-semibold tracking-[0.08em] whitespace-nowrap uppercase`}
			>
				{NAV_CATEGORIES.map(category => (
					<li key={category.slug}>
						<NavLink
							to={`/category/${category.slug}`}
							className={({ isActive }) =>
								`inline-block py-1 ${isActive ? 'text-accent' : 'hover:text-accent'}`
							}
						>
							{category.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
