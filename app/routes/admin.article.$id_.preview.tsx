import { Link, data } from 'react-router'
import type { Route } from './+types/admin.article.$id_.preview'
import { ArticleRouteError } from '#app/components/admin/record-route-error.tsx'
import { DeskTime } from '#app/components/admin/desk-time.tsx'
import { ArticleView } from '#app/components/article-view.tsx'
import { ARTICLE_STATUS_LABELS } from '#app/content/article-status.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { articlePageData } from '#app/server/articles/page.server.ts'
import { getArticleForReading } from '#app/server/articles/reading.server.ts'
import { isPublicArticle } from '#app/server/articles/public.server.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { requireArticleRights } from '#app/server/edge/article-access.server.ts'

/**
 * /admin/article/{id}/preview: an article of any status exactly as readers will see it (the article
 * page's own component and the body's stored HTML, rendered at save), for the admin only (the
 * /admin layout's middleware), never indexed or cached, and counting no view.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	await requireArticleRights(currentPerson(context), params.id, 'view')
	const found = await getArticleForReading(params.id, 'any')
	if (!found) throw data({ message: 'Article not found' }, { status: 404 })
	return {
		...(await articlePageData(found)),
		live: isPublicArticle(found.article),
	}
}

export function headers() {
	return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData
				? `Preview: ${loaderData.article.headline} | Admin`
				: 'Article not found | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
	const { article, live } = loaderData
	return (
		<>
			<div
				role="note"
				aria-label="Preview"
				className="mx-auto mb-6 flex max-w-6xl flex-wrap items-center justify-between gap-3 rounded border-2 border-dashed border-accent bg-white px-4 py-3"
			>
				<p>
					<strong className="mr-2 rounded bg-accent px-2 py-0.5 text-sm font-black tracking-widest text-white uppercase">
						Preview
					</strong>
					{ARTICLE_STATUS_LABELS[article.status]}
					{article.status === 'scheduled' ? (
						<>
							{' '}
							· goes live <DeskTime at={article.publishedAt} />
						</>
					) : null}
					{live ? (
						<>
							{' '}
							· live at{' '}
							<Link to={articlePath(article)} className="underline">
								{articlePath(article)}
							</Link>
						</>
					) : (
						' · readers cannot see it yet'
					)}
				</p>
				<Link
					to={`/admin/article/${encodeURIComponent(article.id)}`}
					className="rounded border border-ink px-3 py-1 text-sm font-semibold"
				>
					Back to the editor
				</Link>
			</div>
			<ArticleView {...loaderData} preview />
		</>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ArticleRouteError error={error} />
}
