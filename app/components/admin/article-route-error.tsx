import { Link, isRouteErrorResponse } from 'react-router'

/**
 * What the article editor, its preview and its revisions show when their loader refused: the
 * refusal's own message for a 403 (someone else's article, docs/decisions/073), else that the
 * article (or revision) is not there.
 */
export function ArticleRouteError({
	error,
	missing = 'Article not found',
}: {
	error: unknown
	missing?: string
}) {
	const refused = isRouteErrorResponse(error) && error.status === 403
	const message =
		refused &&
		typeof (error.data as { message?: unknown } | null)?.message === 'string'
			? (error.data as { message: string }).message
			: null
	return (
		<section className="mx-auto max-w-xl py-16 text-center">
			<h1 className="font-serif text-3xl font-bold">
				{refused ? 'Not your article' : missing}
			</h1>
			{message ? <p className="mt-4 text-muted">{message}</p> : null}
			<Link to="/admin?tab=articles" className="mt-6 inline-block underline">
				Back to articles
			</Link>
		</section>
	)
}
