import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, data, useNavigation } from 'react-router'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
	TextField,
} from '#app/components/form-field.tsx'
import type { Route } from './+types/admin.article.$id'
import { ArticleRouteError } from '#app/components/admin/record-route-error.tsx'
import { ArticleInsights } from '#app/components/admin/article-insights.tsx'
import { ArticleImageFields } from '#app/components/admin/article-image-fields.tsx'
import {
	PublishingFields,
	SaveFailedAlert,
	SubmitForReviewButton,
} from '#app/components/admin/article-publishing.tsx'
import {
	DraftIndicator,
	RestoredEditNotice,
	useRecoveredDraft,
} from '#app/components/admin/editor-drafts.tsx'
import {
	SeoFields,
	TagsField,
	seoDefaults,
} from '#app/components/admin/seo-fields.tsx'
import {
	MarkdownEditor,
	PreviewButton,
} from '#app/components/admin/markdown-editor.tsx'
import { articleActivity } from '#app/server/insights/activity.server.ts'
import { getShareStats } from '#app/server/insights/shares.server.ts'
import { useToast } from '#app/components/ui/toast.tsx'
import { ARTICLE_CATEGORIES, categoryTitle } from '#app/content/categories.ts'
import { useDraftAutosave } from '#app/lib/use-draft.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'
import { instantToWallTime } from '#app/lib/zoned-time.ts'
import {
	ARTICLE_FIELD_LABELS,
	articleEditorSchema,
} from '#app/schemas/article.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import {
	editorBasics,
	saveArticleFromEditor,
} from '#app/server/edge/article-editor.server.ts'
import { storySendBasics } from '#app/server/edge/story-send-editor.server.ts'
import { StorySend } from '#app/components/admin/story-send.tsx'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const basics = await editorBasics(request, currentPerson(context), params.id)
	if (params.id === 'new') return { article: null, insights: null, ...basics }
	const article = await getArticle(params.id)
	if (!article) throw data({ message: 'Article not found' }, { status: 404 })
	const [activity, shares, story] = await Promise.all([
		articleActivity(article.id),
		getShareStats(article.id),
		storySendBasics(currentPerson(context), basics, article.id),
	])
	return {
		article,
		insights: shares ? { activity, shares, totalViews: article.views } : null,
		...basics,
		story,
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData?.article
				? 'Edit Article | Admin'
				: 'Create New Article | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** The save (and the no-JavaScript preview): docs/decisions/067 for the publish time's zone. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return saveArticleFromEditor(
		request,
		params.id,
		context.get(requestInfoContext),
		currentPerson(context),
	)
}

export default function ArticleEditor({
	loaderData,
	actionData,
	params,
}: Route.ComponentProps) {
	const { article, insights, restored, timeZone, publish, byline } = loaderData
	const stashed = restored && 'values' in restored ? restored.values : undefined
	const isNew = params.id === 'new'
	const hydrated = useHydrated()
	const showToast = useToast()
	const navigation = useNavigation()
	const formRef = useRef<HTMLFormElement>(null)
	const draftStatus = useDraftAutosave(formRef, params.id, hydrated)
	const version = String(article?.version ?? 0)
	const draft = useRecoveredDraft({
		id: params.id,
		version: isNew ? undefined : version,
		skip: stashed !== undefined,
	})
	const failure = navigation.state === 'idle' ? actionData?.failure : undefined

	// A refused save says so (SPEC §8), with the server's message; the form keeps every value.
	useEffect(() => {
		if (failure)
			showToast({
				title: 'Save failed',
				description: failure.message || 'Please try again later.',
				variant: 'destructive',
			})
	}, [failure, showToast])

	const recovered = draft?.values ?? stashed ?? {}
	const text = (name: string) =>
		typeof recovered[name] === 'string' ? recovered[name] : undefined
	const defaults = {
		headline: text('headline') ?? article?.headline ?? '',
		author: text('author') ?? article?.author ?? byline ?? '',
		category: text('category') ?? article?.category ?? '',
		summary: text('summary') ?? article?.summary ?? '',
		content: text('content') ?? article?.content ?? '',
		// An address typed without JavaScript (`imageUrlUrl`) wins over the kept one, as on save.
		imageUrl:
			text('imageUrlUrl') || (text('imageUrl') ?? article?.imageUrl ?? ''),
		imageUrls:
			draft || stashed
				? [recovered.imageUrls ?? []].flat()
				: (article?.imageUrls ?? []),
		imageCredit: text('imageCredit') ?? article?.imageCredit ?? '',
		youtubeUrl: text('youtubeUrl') ?? article?.youtubeUrl ?? '',
		featured:
			draft || stashed
				? recovered.featured === 'on'
				: (article?.featured ?? false),
		breaking:
			draft || stashed
				? recovered.breaking === 'on'
				: (article?.breaking ?? false),
		materialUpdate:
			draft || stashed ? recovered.materialUpdate === 'on' : false,
		// New articles start as drafts; an existing one shows its status.
		status: text('status') ?? article?.status ?? 'draft',
		slug: text('slug') ?? article?.slug ?? '',
		// A draft shows a date only if an editor chose one; empty means "when it is published".
		publishedAt:
			text('publishedAt') ??
			(article && (article.status !== 'draft' || article.publishedAtChosen)
				? instantToWallTime(article.publishedAt, timeZone)
				: ''),
		...seoDefaults(article, draft || stashed ? recovered : null),
	}

	const [form, fields] = useForm({
		id: `article-${params.id}-${draft ? 'draft' : stashed ? 'stash' : 'saved'}`,
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		defaultValue: defaults,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: articleEditorSchema(timeZone) }),
	})

	const [youtube, setYoutube] = useState(defaults.youtubeUrl)
	const videoId = youtubeVideoId(youtube)
	return (
		<div className="mx-auto max-w-3xl">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<Link
					to="/admin?tab=articles"
					className="text-sm font-semibold hover:underline"
				>
					← Back to articles
				</Link>
				{article ? (
					<Link
						to={`/admin/article/${encodeURIComponent(article.id)}/preview`}
						className="text-sm font-semibold hover:underline"
					>
						Preview (saved version) →
					</Link>
				) : null}
				{article ? (
					<Link
						to={`/admin/article/${encodeURIComponent(article.id)}/revisions`}
						className="text-sm font-semibold hover:underline"
					>
						Revisions →
					</Link>
				) : null}
				<DraftIndicator status={draftStatus} hydrated={hydrated} />
			</div>
			<h1 className="mt-4 font-serif text-4xl font-black">
				{isNew ? 'Create New Article' : 'Edit Article'}
			</h1>
			<RestoredEditNotice restored={restored} />

			{failure ? (
				<SaveFailedAlert failure={failure} articleId={params.id} />
			) : null}
			{/* The form's own error is in the "Save failed" alert above; listed once. */}
			<ErrorSummary
				allErrors={form.allErrors}
				labels={ARTICLE_FIELD_LABELS}
				formErrors={false}
			/>

			<Form
				method="post"
				encType="multipart/form-data"
				{...getFormProps(form)}
				ref={formRef}
				key={form.id}
				className="mt-6 flex flex-col gap-5"
			>
				{isNew ? null : (
					<input
						type="hidden"
						name="version"
						value={text('version') ?? version}
					/>
				)}
				<TextField label="Headline" required meta={fields.headline} />
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField label="Author" required meta={fields.author} />
					<Field
						label="Category"
						required
						id={fields.category.id}
						errors={fields.category.errors}
					>
						<select
							{...getSelectProps(fields.category)}
							className={INPUT_CLASS}
						>
							<option value="">Choose a category</option>
							{ARTICLE_CATEGORIES.map(slug => (
								<option key={slug} value={slug}>
									{categoryTitle(slug)}
								</option>
							))}
							{article?.category === 'guest-contributions' ? (
								<option value="guest-contributions">Guest Contributions</option>
							) : null}
						</select>
					</Field>
				</div>
				<TagsField fields={fields} />

				<ArticleImageFields
					fields={fields}
					mainImage={defaults.imageUrl}
					images={defaults.imageUrls}
				/>

				<Field
					label="Summary"
					required
					id={fields.summary.id}
					errors={fields.summary.errors}
				>
					<textarea
						{...getTextareaProps(fields.summary)}
						rows={3}
						className={INPUT_CLASS}
					/>
				</Field>
				<MarkdownEditor
					field={fields.content}
					label="Content"
					required
					preview={
						actionData && 'preview' in actionData
							? actionData.preview.html
							: undefined
					}
					hint="Markdown: '## ' subheadings, '### ' smaller ones, '> ' pull quotes, '- ' bullets, '1. ' numbered lists, **bold**, *italic*, [text](https://link), ![caption](image-url), '***' for a rule. Minimum 100 characters."
				/>

				<TextField
					label="YouTube URL (optional)"
					meta={fields.youtubeUrl}
					type="url"
					placeholder="https://www.youtube.com/watch?v=..."
					onInput={event => setYoutube(event.currentTarget.value)}
				/>
				{hydrated && videoId ? (
					<div className="flex aspect-video max-w-sm items-center justify-center rounded bg-ink text-sm text-white">
						Video {videoId} will be embedded
					</div>
				) : null}

				<fieldset className="flex gap-6">
					<legend className="sr-only">Placement</legend>
					<label className="flex items-center gap-2">
						<input {...getInputProps(fields.featured, { type: 'checkbox' })} />{' '}
						Featured
					</label>
					<label className="flex items-center gap-2">
						<input {...getInputProps(fields.breaking, { type: 'checkbox' })} />{' '}
						Breaking
					</label>
				</fieldset>

				<PublishingFields
					fields={fields}
					timeZone={timeZone}
					slug={article?.slug}
					revisedAt={article?.revisedAt}
					existing={article !== null}
					mayPublish={publish}
				/>
				<SeoFields fields={fields} />

				<div className="flex gap-3">
					<button
						type="submit"
						disabled={navigation.state === 'submitting'}
						className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						{isNew ? 'Create' : 'Update'}
					</button>
					{publish ? null : (
						<SubmitForReviewButton
							awaitingSince={article?.reviewRequestedAt}
							disabled={navigation.state === 'submitting'}
						/>
					)}
					<PreviewButton fieldId={fields.content.id} />
					<Link
						to="/admin?tab=articles"
						className="rounded border border-ink px-5 py-2 font-semibold"
					>
						Cancel
					</Link>
				</div>
				{'story' in loaderData ? (
					<StorySend
						{...loaderData.story}
						disabled={navigation.state === 'submitting'}
					/>
				) : null}
			</Form>
			{insights ? (
				<div className="mt-10">
					<ArticleInsights {...insights} />
				</div>
			) : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ArticleRouteError error={error} />
}
