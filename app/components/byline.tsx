import { Link } from 'react-router'

/** An author's name, linking to their profile when they have one (app/server/people/authors.server.ts). */
export function Byline({
	name,
	author,
	className,
}: {
	name: string
	author: { slug: string } | null | undefined
	className?: string
}) {
	if (!author) return <span className={className}>{name}</span>
	return (
		<Link to={`/author/${author.slug}`} rel="author" className={className}>
			{name}
		</Link>
	)
}
