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
} from '#app/components/form-field.tsx'
import type { Route } from './+types/admin.article.$id'
import { ArticleInsights } from '#app/components/admin/article-insights.tsx'
import { MaterialUpdateField } from '#app/components/admin/material-update-field.tsx'
import {
	DraftIndicator,
	RestoredEditNotice,
	useRecoveredDraft,
} from '#app/components/admin/editor-drafts.tsx'
import {
	MainImageTextFields,
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
import { ImageUpload, MultiImageUpload } from '#app/components/image-upload.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import {
	ARTICLE_STATUSES,
	ARTICLE_STATUS_LABELS,
} from '#app/content/article-status.ts'
import { ARTICLE_CATEGORIES, categoryTitle } from '#app/content/categories.ts'
import { publishTimeInputValue } from '#app/lib/publication.ts'
import { useDraftAutosave } from '#app/lib/use-draft.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'
import { ARTICLE_FIELD_LABELS, ArticleSchema } from '#app/schemas/article.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import {
	discardStashedEdits,
	restoredEdit,
} from '#app/server/edge/edit-stash-requests.server.ts'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import { statusOf } from '#app/server/edge/http.server.ts'
import {
	isPreviewIntent,
	previewEditorForm,
} from '#app/server/edge/markdown-preview.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	parseImageForm,
	readEditorImageForm,
} from '#app/server/media/uploads.server.ts'

export async function loader({ params, request }: Route.LoaderArgs) {
	// Values sent when the session had expired, back after the sign-in (docs/decisions/044).
	const restored = await restoredEdit(request)
	if (params.id === 'new') return { article: null, insights: null, restored }
	const article = await getArticle(params.id)
	if (!article) throw data({ message: 'Article not found' }, { status: 404 })
	const [activity, shares] = await Promise.all([
		articleActivity(article.id),
		getShareStats(article.id),
	])
	return {
		article,
		insights: shares ? { activity, shares, totalViews: article.views } : null,
		restored,
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

/**
 * Images may arrive as uploads (no JavaScript: file inputs) or as paths the upload widget set;
 * the text is checked first, and files are decoded and stored only when it passes.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const read = await readEditorImageForm(
		request,
		context.get(requestInfoContext).clientIp,
		ArticleSchema,
	)
	if (read.refused)
		return data(
			{ result: read.refused.result, failure: failureOf(read.refused.result) },
			{ status: read.refused.status },
		)
	// The Preview button (without JavaScript): the form comes back rendered, nothing is saved.
	if (isPreviewIntent(read.multipart.form))
		return {
			...(await previewEditorForm(read.multipart, ArticleSchema, {
				image: 'imageUrl',
				images: 'imageUrls',
			})),
			failure: undefined,
		}
	const parsed = await parseImageForm(read.multipart, ArticleSchema, {
		image: 'imageUrl',
		images: 'imageUrls',
	})
	if (!parsed.ok)
		return data(
			{ result: parsed.result, failure: failureOf(parsed.result) },
			{ status: parsed.status },
		)
	// Whatever goes wrong from here, the editor comes back with every value and says why (never the error page).
	const refuse = (
		status: number,
		message: string,
		fieldErrors: Record<string, string[]> = { '': [message] },
		otherVersion?: string,
	) =>
		data(
			{
				result: parseWithZod(read.multipart.form, {
					schema: ArticleSchema,
				}).reply({ fieldErrors }),
				failure: { message, otherVersion },
			},
			{ status },
		)
	try {
		if (params.id === 'new') {
			await createArticle(parsed.value)
			await discardStashedEdits(request)
			return redirectWithToast('/admin?tab=articles&saved=new', {
				title: 'Article created!',
				description: 'Your changes have been saved.',
			})
		}
		if (!(await updateArticle(params.id, parsed.value)))
			return refuse(
				404,
				'This article no longer exists (it was deleted meanwhile). Copy your text before leaving this page.',
			)
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) {
			context
				.get(requestInfoContext)
				.log.error({ err: error }, 'article save failed')
			return refuse(
				500,
				'The server could not save the article. Nothing was changed; your text is still here: try again in a moment.',
			)
		}
		const fieldErrors = (failure.details?.errors as
			Record<string, string[]> | undefined) ?? { '': [failure.message] }
		const otherVersion =
			typeof failure.details?.otherVersion === 'string'
				? failure.details.otherVersion
				: undefined
		return refuse(statusOf(failure), failure.message, fieldErrors, otherVersion)
	}
	await discardStashedEdits(request)
	return redirectWithToast(
		`/admin?tab=articles&saved=${encodeURIComponent(params.id)}`,
		{ title: 'Article updated!', description: 'Your changes have been saved.' },
	)
}

/** The message of a refused form: its first error (the error summary lists them all by field). */
function failureOf(result: {
	error?: Record<string, string[] | null> | null
}): { message: string; otherVersion?: string } {
	const first = Object.values(result.error ?? {}).find(
		errors => errors && errors.length > 0,
	)?.[0]
	return { message: first ?? 'Please fix the fields listed above.' }
}

export default function ArticleEditor({
	loaderData,
	actionData,
	params,
}: Route.ComponentProps) {
	const { article, insights, restored } = loaderData
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
		author: text('author') ?? article?.author ?? '',
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
				? publishTimeInputValue(article.publishedAt)
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
			parseWithZod(formData, { schema: ArticleSchema }),
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
				<div
					role="alert"
					className="mt-6 rounded border-2 border-accent bg-red-50 p-4 text-sm"
				>
					<p className="font-semibold">Save failed</p>
					<p className="mt-1">{failure.message}</p>
					{failure.otherVersion ? (
						<p className="mt-2">
							<a
								href={failure.otherVersion}
								target="_blank"
								rel="noreferrer"
								className="font-semibold underline"
							>
								Open the saved version
							</a>{' '}
							(in a new tab), or{' '}
							<Link
								to={`/admin/article/${encodeURIComponent(params.id)}`}
								reloadDocument
								className="font-semibold underline"
							>
								reload the editor with it
							</Link>{' '}
							(your text here is replaced).
						</p>
					) : null}
				</div>
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
				<Field
					label="Headline"
					required
					id={fields.headline.id}
					errors={fields.headline.errors}
				>
					<input
						{...getInputProps(fields.headline, { type: 'text' })}
						className={INPUT_CLASS}
					/>
				</Field>
				<div className="grid gap-5 sm:grid-cols-2">
					<Field
						label="Author"
						required
						id={fields.author.id}
						errors={fields.author.errors}
					>
						<input
							{...getInputProps(fields.author, { type: 'text' })}
							className={INPUT_CLASS}
						/>
					</Field>
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

				<ImageUpload
					name="imageUrl"
					label="Main image"
					defaultValue={
						(typeof fields.imageUrl.initialValue === 'string' &&
							fields.imageUrl.initialValue) ||
						defaults.imageUrl ||
						undefined
					}
					error={fields.imageUrl.errors?.[0]}
				/>
				<Field
					label="Image credit"
					id={fields.imageCredit.id}
					errors={fields.imageCredit.errors}
				>
					<input
						{...getInputProps(fields.imageCredit, { type: 'text' })}
						placeholder="e.g. Brandline studio"
						className={INPUT_CLASS}
					/>
				</Field>
				<MainImageTextFields fields={fields} />
				<details className="rounded border border-rule bg-white p-3 text-sm">
					<summary className="cursor-pointer font-semibold">
						Image guidelines
					</summary>
					<ul className="mt-2 list-disc pl-5 text-muted">
						<li>Hero image 1200×800 px; article images 600×400 px.</li>
						<li>
							WebP at quality 82–85 keeps pages fast; JPG, PNG and GIF also work
							(max 5MB).
						</li>
						<li>
							Use images you have the rights to, and credit the photographer.
						</li>
					</ul>
				</details>
				<MultiImageUpload
					name="imageUrls"
					label="Additional images"
					defaultValue={
						fields.imageUrls.initialValue === undefined
							? defaults.imageUrls
							: [fields.imageUrls.initialValue]
									.flat()
									.filter(url => url !== undefined)
					}
					error={fields.imageUrls.errors?.[0]}
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

				<Field
					label="YouTube URL (optional)"
					id={fields.youtubeUrl.id}
					errors={fields.youtubeUrl.errors}
				>
					<input
						{...getInputProps(fields.youtubeUrl, { type: 'url' })}
						placeholder="https://www.youtube.com/watch?v=..."
						onInput={event => setYoutube(event.currentTarget.value)}
						className={INPUT_CLASS}
					/>
				</Field>
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

				<fieldset className="grid gap-5 rounded border border-rule bg-white p-4 sm:grid-cols-2">
					<legend className="px-1 text-sm font-semibold">Publishing</legend>
					<Field
						label="Status"
						id={fields.status.id}
						errors={fields.status.errors}
					>
						<select {...getSelectProps(fields.status)} className={INPUT_CLASS}>
							{ARTICLE_STATUSES.map(status => (
								<option key={status} value={status}>
									{ARTICLE_STATUS_LABELS[status]}
								</option>
							))}
						</select>
					</Field>
					<Field
						label="Publish date (UTC)"
						id={fields.publishedAt.id}
						errors={fields.publishedAt.errors}
						hint="Empty: the moment it is published. A past date back-dates it; a future one schedules it."
					>
						<input
							{...getInputProps(fields.publishedAt, { type: 'datetime-local' })}
							step={1}
							className={INPUT_CLASS}
						/>
					</Field>
					<Field
						label="Address"
						id={fields.slug.id}
						errors={fields.slug.errors}
						hint={`/article/${article?.slug ?? '…'}. Lower-case words joined by hyphens. Empty: made from the headline. Changing the address of a published article keeps the old one working (it redirects).`}
					>
						<input
							{...getInputProps(fields.slug, { type: 'text' })}
							placeholder="made from the headline"
							autoCapitalize="none"
							spellCheck={false}
							className={INPUT_CLASS}
						/>
					</Field>
					{article ? (
						<MaterialUpdateField
							input={getInputProps(fields.materialUpdate, { type: 'checkbox' })}
							revisedAt={article.revisedAt}
						/>
					) : null}
				</fieldset>
				<SeoFields fields={fields} />

				<div className="flex gap-3">
					<button
						type="submit"
						disabled={navigation.state === 'submitting'}
						className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						{isNew ? 'Create' : 'Update'}
					</button>
					<PreviewButton fieldId={fields.content.id} />
					<Link
						to="/admin?tab=articles"
						className="rounded border border-ink px-5 py-2 font-semibold"
					>
						Cancel
					</Link>
				</div>
			</Form>
			{insights ? (
				<div className="mt-10">
					<ArticleInsights {...insights} />
				</div>
			) : null}
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<section className="mx-auto max-w-xl py-16 text-center">
			<h1 className="font-serif text-3xl font-bold">Article not found</h1>
			<Link to="/admin?tab=articles" className="mt-6 inline-block underline">
				Back to articles
			</Link>
		</section>
	)
}
