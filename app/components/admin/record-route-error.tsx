import { routeErrorMessage } from '#app/lib/route-error.ts'
import { Link, isRouteErrorResponse } from 'react-router'

/**
 * What an editor's page (an article, its preview and revisions, a promotion, a guest post) shows
 * when its loader or action threw: for a 403, the refusal's own words (someone else's article,
 * docs/decisions/073); for a 404, that the record is not there; else that something went wrong.
 * Each says it in its own words and leads back to its list.
 */
export function RecordRouteError({
	error,
	missing,
	missingText,
	refused = 'Not allowed',
	failedText,
	back,
}: {
	error: unknown
	/** The heading when the record is not there. */
	missing: string
	missingText?: string
	/** The heading of a refusal. */
	refused?: string
	/** What went wrong otherwise (no heading of its own: 'Something went wrong'). */
	failedText: string
	back: { to: string; label: string }
}) {
	const status = isRouteErrorResponse(error) ? error.status : 500
	const said = routeErrorMessage(error)
	const [title, text] =
		status === 403
			? [refused, said]
			: status === 404
				? [missing, missingText]
				: ['Something went wrong', failedText]
	return (
		<section className="mx-auto max-w-xl py-16 text-center">
			<h1 className="font-serif text-3xl font-bold">{title}</h1>
			{text ? <p className="mt-4 text-muted">{text}</p> : null}
			<Link to={back.to} className="mt-6 inline-block underline">
				{back.label}
			</Link>
		</section>
	)
}

const ARTICLES = { to: '/admin?tab=articles', label: 'Back to articles' }

/** The article editor's, its preview's and its revisions' (`missing`: 'Revision not found'). */
export function ArticleRouteError({
	error,
	missing = 'Article not found',
}: {
	error: unknown
	missing?: string
}) {
	return (
		<RecordRouteError
			error={error}
			missing={missing}
			refused="Not your article"
			failedText="The article could not be loaded or saved. Please try again in a moment."
			back={ARTICLES}
		/>
	)
}
