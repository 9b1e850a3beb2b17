import { useEffect } from 'react'
import { watchArticleView } from '#app/enhance/reading.ts'

/**
 * The article's view and time on page, reported by the browser (enhance/reading.ts): reading the
 * page itself counts nothing. The reader script finds the article by `data-view-beacon` on pages
 * without React; without JavaScript, the <noscript> image counts the view.
 */
export function ViewBeacon({ articleId }: { articleId: string }) {
	useEffect(() => watchArticleView(articleId), [articleId])
	return (
		<div data-view-beacon={articleId}>
			<noscript>
				<img
					src={`/api/analytics/view.gif?article=${encodeURIComponent(articleId)}`}
					alt=""
					width={1}
					height={1}
					className="absolute h-px w-px opacity-0"
				/>
			</noscript>
		</div>
	)
}
