import { Link } from 'react-router'

export interface BreadcrumbItem {
	label: string
	to?: string
}

/** Home plus items that may link (SPEC §2). The last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
	const all: BreadcrumbItem[] = [{ label: 'Home', to: '/' }, ...items]
	return (
		<nav aria-label="Breadcrumb" className="text-sm text-muted">
			<ol className="flex flex-wrap items-center gap-1">
				{all.map((item, index) => (
					<li
						key={`${item.label}-${index}`}
						className="flex items-center gap-1"
					>
						{index > 0 ? <span aria-hidden="true">›</span> : null}
						{item.to && index < all.length - 1 ? (
							<Link to={item.to} className="hover:text-ink hover:underline">
								{item.label}
							</Link>
						) : (
							<span
								aria-current={index === all.length - 1 ? 'page' : undefined}
								className="line-clamp-1"
							>
								{item.label}
							</span>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}
