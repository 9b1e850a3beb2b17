import { Link } from 'react-router'
import { tagsOf } from '#app/lib/tags.ts'

/** An article's tags as links to their pages (/tag/{slug}); nothing when it has none. */
export function ArticleTags({
	article,
}: {
	article: { tags?: string[]; tagNames?: string[] }
}) {
	const tags = tagsOf(article)
	if (tags.length === 0) return null
	return (
		<nav aria-label="Tags" className="mt-8">
			<ul className="flex flex-wrap gap-2 text-sm">
				{tags.map(tag => (
					<li key={tag.slug}>
						<Link
							to={`/tag/${tag.slug}`}
							rel="tag"
							className="inline-block rounded-full border border-rule px-3 py-1 font-semibold text-ink hover:border-ink hover:underline"
						>
							#{tag.name}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
