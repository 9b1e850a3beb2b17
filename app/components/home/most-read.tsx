import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { MostReadList } from '#app/components/most-read.tsx'

/** Most Read on the front page: the section rule and heading over the numbered list. */
export function MostRead({
	articles,
	headingLevel = 'h2',
}: {
	articles: ArticleSummary[]
	headingLevel?: 'h2' | 'h3'
}) {
	if (articles.length === 0) return null
	const Heading = headingLevel
	return (
		<section aria-labelledby="most-read-heading">
			<Heading
				id="most-read-heading"
				className="border-b-2 border-ink pb-1.5 font-serif text-xl font-bold"
			>
				Most Read
			</Heading>
			<MostReadList articles={articles} />
		</section>
	)
}
