import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.article.$id_.revisions'
import { ArticleRouteError } from '#app/components/admin/record-route-error.tsx'
import {
	TextDiffLegend,
	TextDiffView,
} from '#app/components/admin/text-diff-view.tsx'
import { diffText } from '#app/lib/text-diff.ts'
import { RestoreRevisionSchema } from '#app/schemas/article-revision.ts'
import {
	getRevision,
	listRevisions,
} from '#app/server/articles/revisions.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import { restoreArticleRevision } from '#app/server/articles/restore-revision.server.ts'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import {
	readForm,
	readPageForm,
	statusOf,
} from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { requireArticleRights } from '#app/server/edge/article-access.server.ts'
import { DeskTime } from '#app/components/admin/desk-time.tsx'

/**
 * /admin/article/{id}/revisions: the article's saved revisions, newest first; one of them (the
 * `?revision=` chosen, else the one before the latest save) compared word by word with the current
 * text, and restored with a POST (a save like the editor's, so it is a revision too). Admin only
 * (the /admin layout's middleware), never cached.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	await requireArticleRights(currentPerson(context), params.id, 'view')
	const article = await getArticle(params.id)
	if (!article) throw data({ message: 'Article not found' }, { status: 404 })
	const revisions = await listRevisions(article.id)
	const asked = new URL(request.url).searchParams.get('revision')
	const chosenId = asked ?? (revisions[1] ?? revisions[0])?.id
	const chosen = chosenId ? await getRevision(article.id, chosenId) : null
	if (asked && !chosen)
		throw data({ message: 'Revision not found' }, { status: 404 })
	const comparison = chosen
		? {
				revision: { id: chosen.id, savedAt: chosen.savedAt, by: chosen.by },
				headline: diffText(chosen.headline, article.headline),
				summary: diffText(chosen.summary, article.summary),
				content: diffText(chosen.content, article.content),
			}
		: null
	return {
		article: {
			id: article.id,
			headline: article.headline,
			version: article.version ?? 0,
		},
		revisions,
		comparison,
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData
				? `Revisions: ${loaderData.article.headline} | Admin`
				: 'Article not found | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request, params, context }: Route.ActionArgs) {
	await requireArticleRights(currentPerson(context), params.id)
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data({ message: refused.message }, { status: refused.status })
	const submission = parseWithZod(form, { schema: RestoreRevisionSchema })
	if (submission.status !== 'success')
		return data(
			{
				message:
					Object.values(submission.error ?? {}).flat()[0] ??
					'Choose a revision to restore',
			},
			{ status: 400 },
		)
	const { revision, version } = submission.value
	const back = `/admin/article/${encodeURIComponent(params.id)}/revisions`
	try {
		const restored = await restoreArticleRevision(params.id, revision, version)
		if (!restored)
			return data(
				{ message: 'This revision or its article no longer exists.' },
				{ status: 404 },
			)
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) {
			context
				.get(requestInfoContext)
				.log.error({ err: error }, 'revision restore failed')
			return data(
				{
					message:
						'The server could not restore the revision. Nothing was changed: try again in a moment.',
				},
				{ status: 500 },
			)
		}
		// A save from another tab since this page was opened: say so, and show the page as it is now.
		return data(
			{
				message:
					failure.kind === 'conflict'
						? 'The article was saved elsewhere since this page was opened, so nothing was restored. The list below is up to date now: check the comparison and restore again.'
						: failure.message,
			},
			{ status: statusOf(failure) },
		)
	}
	return redirectWithToast(back, {
		title: 'Revision restored',
		description: 'Its headline, summary and text are the current version now.',
	})
}

export default function ArticleRevisions({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { article, revisions, comparison } = loaderData
	const navigation = useNavigation()
	const editor = `/admin/article/${encodeURIComponent(article.id)}`
	const unchanged =
		comparison &&
		!comparison.headline.changed &&
		!comparison.summary.changed &&
		!comparison.content.changed
	const failure = navigation.state === 'idle' ? actionData?.message : undefined
	return (
		<div className="mx-auto max-w-5xl">
			<Link to={editor} className="text-sm font-semibold hover:underline">
				← Back to the editor
			</Link>
			<h1 className="mt-4 font-serif text-4xl font-black">Revisions</h1>
			<p className="mt-1 text-muted">{article.headline}</p>
			{failure ? (
				<div
					role="alert"
					className="mt-6 rounded border-2 border-accent bg-red-50 p-4 text-sm"
				>
					<p className="font-semibold">Restore failed</p>
					<p className="mt-1">{failure}</p>
				</div>
			) : null}

			{revisions.length === 0 ? (
				<p className="mt-8">
					No revisions yet: the next save keeps the first one.
				</p>
			) : (
				<div className="mt-8 grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
					<nav aria-label="Revisions">
						<ol className="flex flex-col gap-1 text-sm">
							{revisions.map((revision, index) => {
								const current = comparison?.revision.id === revision.id
								return (
									<li key={revision.id}>
										<Link
											to={`?revision=${encodeURIComponent(revision.id)}`}
											aria-current={current ? 'true' : undefined}
											className={`block rounded border px-3 py-2 ${current ? 'border-ink bg-white font-semibold' : 'border-transparent hover:border-rule'}`}
										>
											<DeskTime at={revision.savedAt} />
											<span className="block text-xs text-muted">
												{revision.by === 'original'
													? 'Text from before revisions'
													: `by ${revision.by}`}
												{revision.restoredFrom ? ' · a restore' : ''}
												{index === 0 ? ' · latest save' : ''}
											</span>
										</Link>
									</li>
								)
							})}
						</ol>
					</nav>

					{comparison ? (
						<section
							aria-labelledby="comparison-title"
							className="flex min-w-0 flex-col gap-4"
						>
							<h2
								id="comparison-title"
								className="font-serif text-2xl font-bold"
							>
								Revision of <DeskTime at={comparison.revision.savedAt} />
							</h2>
							{unchanged ? (
								<p>
									This revision&apos;s headline, summary and text are the
									current ones.
								</p>
							) : (
								<>
									<TextDiffLegend />
									<Form method="post">
										<input
											type="hidden"
											name="revision"
											value={comparison.revision.id}
										/>
										<input
											type="hidden"
											name="version"
											value={article.version}
										/>
										<button
											type="submit"
											disabled={navigation.state === 'submitting'}
											className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
										>
											Restore this revision
										</button>
									</Form>
								</>
							)}
							<h3 className="font-semibold">Headline</h3>
							<TextDiffView
								diff={comparison.headline}
								className="font-serif text-xl"
							/>
							<h3 className="font-semibold">Summary</h3>
							<TextDiffView diff={comparison.summary} />
							<h3 className="font-semibold">Text</h3>
							{comparison.content.byLine ? (
								<p className="text-sm text-muted">
									The texts differ too much to compare word by word: whole lines
									are marked.
								</p>
							) : null}
							<TextDiffView
								diff={comparison.content}
								className="font-mono text-sm"
							/>
						</section>
					) : null}
				</div>
			)}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ArticleRouteError error={error} missing="Revision not found" />
}
