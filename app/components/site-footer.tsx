import { Link } from 'react-router'
import { NAV_CATEGORIES, SITE, type SocialLink } from '#app/content/site.ts'

export function SiteFooter({
	siteName,
	contactEmail,
	socialLinks,
	children,
}: {
	siteName: string
	contactEmail?: string
	socialLinks: SocialLink[]
	children?: React.ReactNode
}) {
	return (
		<footer className="mt-16 border-t border-rule bg-night text-sm text-white/80">
			<div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-4">
				<section>
					<h2 className="font-serif text-xl font-bold text-white">
						{siteName}
					</h2>
					<p className="mt-2">
						An independent magazine on personal branding, audience growth and
						influence for executives, founders and creators. Read by{' '}
						{SITE.claims.professionals} professionals, with a monthly reach of{' '}
						{SITE.claims.monthlyReach}.
					</p>
				</section>
				<nav aria-label="Footer sections">
					<h2 className="font-semibold tracking-wide text-white uppercase">
						Sections
					</h2>
					<ul className="mt-2 space-y-1">
						{NAV_CATEGORIES.map(category => (
							<li key={category.slug}>
								<Link
									to={`/category/${category.slug}`}
									className="hover:text-white"
								>
									{category.label}
								</Link>
							</li>
						))}
						<li>
							<Link to="/archive" className="hover:text-white">
								Archive
							</Link>
						</li>
						<li>
							<Link to="/authors" className="hover:text-white">
								Authors
							</Link>
						</li>
						<li>
							<Link to="/guest-post" className="hover:text-white">
								Submit a guest post
							</Link>
						</li>
					</ul>
				</nav>
				<section>
					<h2 className="font-semibold tracking-wide text-white uppercase">
						Editorial
					</h2>
					{contactEmail ? (
						<p className="mt-2">
							<a
								href={`mailto:${contactEmail}`}
								className="underline hover:text-white"
							>
								{contactEmail}
							</a>
						</p>
					) : null}
					<ul className="mt-2 space-y-1">
						<li>
							<Link to="/about" className="hover:text-white">
								About
							</Link>
						</li>
						<li>
							<Link to="/privacy" className="hover:text-white">
								Privacy
							</Link>
						</li>
						<li>
							<Link to="/terms" className="hover:text-white">
								Terms
							</Link>
						</li>
					</ul>
					{socialLinks.length > 0 ? (
						<nav aria-label="Follow us" className="mt-4">
							<h2 className="font-semibold tracking-wide text-white uppercase">
								Follow us
							</h2>
							<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
								{socialLinks.map(link => (
									<li key={link.label}>
										<a
											href={link.url}
											rel="me noopener"
											className="underline hover:text-white"
										>
											{link.label}
										</a>
									</li>
								))}
							</ul>
						</nav>
					) : null}
				</section>
				{children}
			</div>
			<p className="border-t border-white/10 py-4 text-center text-xs">
				© {new Date().getFullYear()} {siteName}. All rights reserved.
			</p>
		</footer>
	)
}
