import { useEffect } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { NAV_CATEGORIES, SITE } from '#app/content/site.ts'
import { enhancePopover } from '#app/enhance/popover.ts'
import { enhanceThemeToggle } from '#app/enhance/theme.ts'
import { formatLongDate, formatMastheadDate } from '#app/lib/format.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'
import { SearchForm } from './search-form.tsx'

interface SiteHeaderProps {
	siteName: string
	/** The publication's description (settings); the standing tagline when not given. */
	description?: string
	/** The publication's logo (settings), shown beside the name when set. */
	logoUrl?: string
	contactEmail?: string
	today?: string
}

/** Pages every reader may want that are not sections: in the phone menu and the footer. */
export const READER_PAGES = [
	{ to: '/archive', label: 'Archive' },
	{ to: '/authors', label: 'Authors' },
	{ to: '/newsletter', label: 'Newsletter' },
	{ to: '/about', label: 'About' },
] as const

/**
 * The masthead (docs/design/README.md, "Chrome"): a thin utility line, the nameplate, and one row
 * of sections at every width (scrolling sideways on phones). On a 390 × 844 phone the three take
 * under 20% of the screen before the page's content.
 */
export function SiteHeader({
	siteName,
	description,
	logoUrl,
	contactEmail,
	today,
}: SiteHeaderProps) {
	return (
		<header className="relative border-b border-rule bg-paper print:hidden">
			<div className="border-b border-rule text-xs text-muted">
				<div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1 sm:py-1.5">
					<p className="min-w-0 truncate">
						{today ? (
							<time dateTime={today}>
								<span className="sm:hidden">{formatMastheadDate(today)}</span>
								<span className="hidden sm:inline">
									{formatLongDate(today)}
								</span>
							</time>
						) : null}
						<span className="hidden sm:inline">
							<span className="mx-2" aria-hidden="true">
								·
							</span>
							{SITE.location}
						</span>
					</p>
					<nav
						aria-label="Utility"
						className="flex shrink-0 items-center gap-3 sm:gap-4"
					>
						<a
							href="#subscribe"
							className="font-semibold tracking-wide text-accent uppercase"
						>
							Subscribe
						</a>
						{contactEmail ? (
							<a href={`mailto:${contactEmail}`} className="hover:text-ink">
								Contact
							</a>
						) : null}
						<Link to="/admin/promotions" className="hover:text-ink">
							Edit Ads
						</Link>
						<ThemeToggle />
					</nav>
				</div>
			</div>
			<div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-3 px-4 py-2 sm:py-3 lg:py-4">
				<div>
					<PhoneMenu />
				</div>
				<div className="text-center">
					<Link
						to="/"
						className="font-serif text-[2rem] leading-none font-black tracking-tight sm:text-5xl lg:text-[3.5rem]"
					>
						{logoUrl ? (
							<img
								src={logoUrl}
								alt=""
								className="mr-2 inline-block h-[0.9em] w-auto align-baseline"
							/>
						) : null}
						{siteName}
					</Link>
					<p className="mt-1.5 hidden font-serif text-sm text-muted italic sm:block lg:text-base">
						{description ?? SITE.tagline}
					</p>
				</div>
				<div className="hidden justify-self-end lg:block">
					<SearchForm />
				</div>
			</div>
			<div className="border-t-4 border-double border-ink">
				<MainNav />
			</div>
		</header>
	)
}

/** Sun and moon: the dark theme on or off (aria-pressed), shown only with JavaScript. */
function ThemeToggle() {
	const button = useEnhancement<HTMLButtonElement>(enhanceThemeToggle)
	return (
		<button
			ref={button}
			type="button"
			hidden
			data-theme-toggle=""
			aria-pressed="false"
			className="-my-1 flex h-6 w-6 items-center justify-center rounded-full hover:text-ink"
		>
			<span className="sr-only">Dark theme</span>
			<svg
				aria-hidden="true"
				viewBox="0 0 20 20"
				className="h-4 w-4 fill-current"
			>
				<path d="M10 2a8 8 0 1 0 0 16V2Z" />
				<circle
					cx="10"
					cy="10"
					r="7.25"
					fill="none"
					stroke="currentColor"
					strokeWidth="1.5"
				/>
			</svg>
		</button>
	)
}

/**
 * The menu below 1024 px: search and the reader pages. A disclosure, so it opens without
 * JavaScript; with it (enhance/popover.ts) Escape or a click outside closes it, and navigating
 * (a link, a search result) closes it and puts focus back on its button.
 */
function PhoneMenu() {
	const menu = useEnhancement<HTMLDetailsElement>(enhancePopover)
	const location = useLocation()
	useEffect(() => {
		const element = menu.current
		if (!element?.open) return
		element.removeAttribute('open')
		element.querySelector('summary')?.focus()
	}, [location.key, menu])
	return (
		<details ref={menu} data-popover="" className="lg:hidden">
			<summary className="inline-flex cursor-pointer list-none items-center gap-2 py-2 text-xs font-semibold tracking-[0.12em] uppercase">
				<svg
					aria-hidden="true"
					viewBox="0 0 16 12"
					className="h-3 w-4 stroke-current"
				>
					<path d="M0 1h16M0 6h16M0 11h16" strokeWidth="1.5" />
				</svg>
				Menu
			</summary>
			<div className="absolute inset-x-0 top-full z-30 border-b border-rule bg-surface shadow-lg">
				<div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
					<SearchForm className="w-full" wide />
					<nav aria-label="More from Brandline">
						<ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm font-semibold">
							{READER_PAGES.map(page => (
								<li key={page.to}>
									<Link to={page.to} className="inline-block py-1">
										{page.label}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				</div>
			</div>
		</details>
	)
}

/** One row of sections: centred where it fits, a sideways scroller on phones (never wrapping). */
function MainNav() {
	return (
		<nav aria-label="Sections" className="mx-auto max-w-6xl">
			<ul className="flex scroll-px-4 [scrollbar-width:none] gap-x-5 overflow-x-auto px-4 py-2 text-[0.8125rem] font-semibold whitespace-nowrap md:justify-center md:gap-x-7 lg:gap-x-10 lg:py-2.5 lg:text-sm">
				{NAV_CATEGORIES.map(category => (
					<li key={category.slug}>
						<NavLink
							to={`/category/${category.slug}`}
							className={({ isActive }) =>
								`inline-block py-0.5 ${isActive ? 'text-accent' : 'hover:text-accent'}`
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
