import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import {
	Form,
	Link,
	data,
	isRouteErrorResponse,
	useNavigation,
	useSearchParams,
} from 'react-router'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
} from '#app/components/form-field.tsx'
import {
	MarkdownEditor,
	PreviewButton,
} from '#app/components/admin/markdown-editor.tsx'
import type { Route } from './+types/admin.guest-post.$id'
import {
	DraftIndicator,
	RestoredEditNotice,
	useRecoveredDraft,
} from '#app/components/admin/editor-drafts.tsx'
import { ImageUpload } from '#app/components/image-upload.tsx'
import { RichText } from '#app/components/rich-text.tsx'
import {
	GUEST_POST_CATEGORIES,
	categoryTitle,
} from '#app/content/categories.ts'
import { formatCount, formatLongDate } from '#app/lib/format.ts'
import { useDraftAutosave, type StoredDraft } from '#app/lib/use-draft.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { countWords } from '#app/lib/reading-time.ts'
import {
	GUEST_POST_FIELD_LABELS,
	GuestPostEditSchema,
} from '#app/schemas/guest-post.ts'
import {
	approveGuestPost,
	getGuestPostForReview,
	rejectGuestPost,
	updateGuestPost,
	type GuestPostView,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	discardStashedEdits,
	restoredEdit,
} from '#app/server/edge/edit-stash-requests.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { formText } from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	isPreviewIntent,
	previewEditorForm,
	type MarkdownPreview,
} from '#app/server/edge/markdown-preview.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	parseImageForm,
	readEditorImageForm,
} from '#app/server/media/uploads.server.ts'

/** A main image may arrive as a file when JavaScript is off (5MB plus the text fields). */
const DASHBOARD = '/admin?tab=guest-posts'
const EDIT_FORM_ID = 'guest-post-edit'

function reviewPath(id: string): string {
	return `/admin/guest-post/${encodeURIComponent(id)}`
}

/** Preview or edit mode lives in the URL (`?mode=edit`), so both work without JavaScript. */
export async function loader({ params, url, request }: Route.LoaderArgs) {
	const found = await getGuestPostForReview(params.id)
	if (!found) throw data({ message: 'Guest post not found' }, { status: 404 })
	const { post, html, revision } = found
	const editing = url.searchParams.get('mode') === 'edit'
	// Values sent when the session had expired, back after the sign-in (docs/decisions/044).
	const restored = editing ? await restoredEdit(request) : null
	return {
		post,
		editing,
		html: editing ? '' : html,
		wordCount: countWords(post.content),
		revision,
		restored,
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData
				? `Review: ${loaderData.post.headline} | Admin`
				: 'Guest Post Not Found | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** Intents: approve and reject (preview mode), save (the edit form). */
export async function action({ request, params, context }: Route.ActionArgs) {
	const read = await readEditorImageForm(
		request,
		context.get(requestInfoContext).clientIp,
		GuestPostEditSchema,
	)
	if (read.refused)
		return data(
			{ result: read.refused.result },
			{ status: read.refused.status },
		)
	// The Preview button (without JavaScript): the form comes back rendered, nothing is saved.
	if (isPreviewIntent(read.multipart.form))
		return previewEditorForm(
			read.multipart,
			GuestPostEditSchema,
			{ image: 'imageUrl' },
			{ externalImagesAsLinks: true },
		)
	const intent = formText(read.multipart.form, 'intent')

	if (intent === 'approve' || intent === 'reject') {
		try {
			if (intent === 'approve') {
				await approveGuestPost(params.id)
				return redirectWithToast(DASHBOARD, {
					title: 'Guest post approved!',
					description:
						'The article will now appear in the Guest Contributions section.',
				})
			}
			await rejectGuestPost(params.id)
			return redirectWithToast(DASHBOARD, {
				title: 'Guest post rejected',
				description: 'The submission has been rejected.',
			})
		} catch (error) {
			if (!(error instanceof DomainError)) throw error
			return redirectWithToast(reviewPath(params.id), {
				title: 'Error',
				description: `Failed to ${intent} guest post: ${error.message}`,
				variant: 'destructive',
			})
		}
	}
	if (intent !== 'save')
		throw data({ message: 'Unknown action.' }, { status: 400 })

	const parsed = await parseImageForm(read.multipart, GuestPostEditSchema, {
		image: 'imageUrl',
	})
	if (!parsed.ok)
		return data({ result: parsed.result }, { status: parsed.status })
	try {
		await updateGuestPost(params.id, parsed.value)
		await discardStashedEdits(request)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithToast(DASHBOARD, {
			title: 'Error',
			description: `Failed to update guest post: ${error.message}`,
			variant: 'destructive',
		})
	}
	return redirectWithToast(reviewPath(params.id), {
		title: 'Guest post updated!',
		description: 'Changes have been saved successfully.',
	})
}

export default function GuestPostReview({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { post, editing, html, wordCount, revision, restored } = loaderData
	return (
		<div>
			<ReviewBanner post={post} editing={editing} />
			{editing ? (
				<EditGuestPost
					post={post}
					revision={revision}
					restored={restored}
					lastResult={actionData?.result}
					preview={
						actionData && 'preview' in actionData
							? actionData.preview
							: undefined
					}
				/>
			) : (
				<PreviewGuestPost post={post} html={html} wordCount={wordCount} />
			)}
		</div>
	)
}

const STATUS_CLASSES = {
	pending: 'bg-amber-100 text-amber-900',
	approved: 'bg-green-100 text-green-900',
	rejected: 'bg-red-100 text-red-900',
} as const
const BUTTON = 'rounded border border-ink px-3 py-1.5 text-sm font-semibold'

function ReviewBanner({
	post,
	editing,
}: {
	post: GuestPostView
	editing: boolean
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const path = reviewPath(post.id)
	return (
		<div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 rounded border border-rule bg-white p-3 shadow-sm">
			<div className="flex flex-wrap items-center gap-3 text-sm">
				<span
					className={`rounded px-2 py-0.5 text-xs font-bold tracking-widest text-white ${editing ? 'bg-accent' : 'bg-ink'}`}
				>
					{editing ? 'EDIT MODE' : 'PREVIEW'}
				</span>
				<span
					className={`rounded px-2 py-0.5 text-xs font-semibold uppercase ${STATUS_CLASSES[post.status]}`}
				>
					{post.status}
				</span>
				<span className="text-muted">
					Submitted{' '}
					<time dateTime={post.submittedAt}>
						{formatLongDate(post.submittedAt)}
					</time>
				</span>
			</div>
			<div className="flex flex-wrap items-center gap-2">
				<Link to={DASHBOARD} className={BUTTON}>
					Back
				</Link>
				{editing ? (
					<>
						<button
							type="submit"
							form={EDIT_FORM_ID}
							disabled={busy}
							className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
						>
							Save Changes
						</button>
						<Link to={path} className={BUTTON}>
							Cancel
						</Link>
					</>
				) : (
					<>
						<Link to={`${path}?mode=edit`} className={BUTTON}>
							Edit
						</Link>
						{post.status === 'pending' ? (
							<>
								<Form method="post" action={path}>
									<button
										type="submit"
										name="intent"
										value="approve"
										disabled={busy}
										className="rounded bg-green-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
									>
										Approve
									</button>
								</Form>
								<Form method="post" action={path}>
									<button
										type="submit"
										name="intent"
										value="reject"
										disabled={busy}
										className="rounded bg-accent px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
									>
										Reject
									</button>
								</Form>
							</>
						) : null}
					</>
				)}
			</div>
		</div>
	)
}

function PreviewGuestPost({
	post,
	html,
	wordCount,
}: {
	post: GuestPostView
	html: string
	wordCount: number
}) {
	const details: [string, React.ReactNode][] = [
		['Author', post.authorName],
		[
			'Email',
			<a href={`mailto:${post.email}`} className="underline">
				{post.email}
			</a>,
		],
		['Company', post.company ?? '—'],
		['Social handle', post.socialHandle ?? '—'],
		['Category', categoryTitle(post.category)],
		[
			'Submitted',
			<time dateTime={post.submittedAt}>
				{formatLongDate(post.submittedAt)}
			</time>,
		],
		['Status', <span className="capitalize">{post.status}</span>],
		['Word count', formatCount(wordCount)],
	]
	return (
		<div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
			<article className="min-w-0">
				<p className="text-xs font-semibold tracking-wide text-accent uppercase">
					{categoryTitle(post.category)}
				</p>
				<h1 className="mt-2 font-serif text-4xl leading-tight font-black">
					{post.headline}
				</h1>
				<p className="mt-3 text-sm text-muted">
					By <span className="font-semibold text-ink">{post.authorName}</span>
					{post.company ? `, ${post.company}` : null}
				</p>
				{post.imageUrl ? (
					<ReviewImage
						src={post.imageUrl}
						label="Main image"
						className="mt-6 max-h-[500px] w-full rounded object-cover"
					/>
				) : null}
				<RichText html={html} className="mt-8" />
			</article>

			<aside
				aria-labelledby="submission-details"
				className="self-start rounded border border-rule bg-white p-4 text-sm"
			>
				<h2 id="submission-details" className="font-serif text-lg font-bold">
					Submission details
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
					{details.map(([term, value]) => (
						<div key={term} className="contents">
							<dt className="font-semibold">{term}</dt>
							<dd className="break-words text-muted">{value}</dd>
						</div>
					))}
				</dl>
				<h3 className="mt-4 font-semibold">Author bio</h3>
				<p className="mt-1 text-muted">{post.authorBio ?? 'No bio given.'}</p>
				{post.imageUrls && post.imageUrls.length > 0 ? (
					<>
						<h3 className="mt-4 font-semibold">Additional images</h3>
						<div className="mt-2 grid grid-cols-2 gap-2">
							{post.imageUrls.map((src, index) => (
								<ReviewImage
									key={src}
									src={src}
									label={`Image ${index + 1}`}
									className="max-h-[400px] w-full rounded border border-rule object-cover"
								/>
							))}
						</div>
					</>
				) : null}
			</aside>
		</div>
	)
}

interface EditGuestPostProps {
	post: GuestPostView
	/** When the post was last saved: the browser draft is recovered only if made from it. */
	revision: string
	restored: Route.ComponentProps['loaderData']['restored']
	lastResult?: SubmissionResult<string[]>
	/** The content as the site renders it, after the Preview button (no JavaScript). */
	preview?: MarkdownPreview
}

/** The edit form, showing the values restored after a sign-in, else the browser draft, else the post. */
function EditGuestPost(props: EditGuestPostProps) {
	const stashed =
		props.restored && 'values' in props.restored
			? props.restored.values
			: undefined
	const draft = useRecoveredDraft({
		id: props.post.id,
		kind: 'guest-post',
		version: props.revision,
		skip: stashed !== undefined,
	})
	return (
		<GuestPostEditForm
			key={draft ? 'draft' : 'saved'}
			{...props}
			recovered={draft?.values ?? stashed}
		/>
	)
}

function GuestPostEditForm({
	post,
	revision,
	restored,
	recovered = {},
	lastResult,
	preview,
}: EditGuestPostProps & { recovered?: StoredDraft['values'] }) {
	const hydrated = useHydrated()
	const navigation = useNavigation()
	// A save of restored values names their stash, so it is discarded once the save went through.
	const stash = useSearchParams()[0].get('stash')
	const formRef = useRef<HTMLFormElement>(null)
	const draftStatus = useDraftAutosave(formRef, post.id, hydrated, 'guest-post')
	const text = (name: string) =>
		typeof recovered[name] === 'string' ? recovered[name] : undefined
	const [form, fields] = useForm({
		id: EDIT_FORM_ID,
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		defaultValue: {
			authorName: text('authorName') ?? post.authorName,
			email: text('email') ?? post.email,
			company: text('company') ?? post.company ?? '',
			socialHandle: text('socialHandle') ?? post.socialHandle ?? '',
			category: text('category') ?? post.category,
			headline: text('headline') ?? post.headline,
			content: text('content') ?? post.content,
			authorBio: text('authorBio') ?? post.authorBio ?? '',
			imageUrl:
				text('imageUrlUrl') || (text('imageUrl') ?? post.imageUrl ?? ''),
			imageAlt: text('imageAlt') ?? post.imageAlt ?? '',
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: GuestPostEditSchema }),
	})
	const initialImage =
		typeof fields.imageUrl.initialValue === 'string' &&
		fields.imageUrl.initialValue
			? fields.imageUrl.initialValue
			: undefined
	return (
		<div className="mx-auto mt-6 max-w-3xl">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="font-serif text-4xl font-black">Edit Guest Post</h1>
				<DraftIndicator status={draftStatus} hydrated={hydrated} />
			</div>
			<RestoredEditNotice restored={restored} />
			<ErrorSummary
				allErrors={form.allErrors}
				labels={GUEST_POST_FIELD_LABELS}
			/>

			<Form
				method="post"
				action={`${reviewPath(post.id)}?mode=edit${stash ? `&stash=${encodeURIComponent(stash)}` : ''}`}
				encType="multipart/form-data"
				aria-label="Edit guest post"
				{...getFormProps(form)}
				ref={formRef}
				className="mt-6 flex flex-col gap-5"
			>
				<input type="hidden" name="intent" value="save" />
				<input type="hidden" name="version" value={revision} />
				<div className="grid gap-5 sm:grid-cols-2">
					<Field
						label="Author name"
						required
						id={fields.authorName.id}
						errors={fields.authorName.errors}
					>
						<input
							{...getInputProps(fields.authorName, { type: 'text' })}
							autoComplete="off"
							className={INPUT_CLASS}
						/>
					</Field>
					<Field
						label="Email"
						required
						id={fields.email.id}
						errors={fields.email.errors}
					>
						<input
							{...getInputProps(fields.email, { type: 'email' })}
							autoComplete="off"
							className={INPUT_CLASS}
						/>
					</Field>
					<Field
						label="Company"
						id={fields.company.id}
						errors={fields.company.errors}
					>
						<input
							{...getInputProps(fields.company, { type: 'text' })}
							className={INPUT_CLASS}
						/>
					</Field>
					<Field
						label="Social handle"
						id={fields.socialHandle.id}
						errors={fields.socialHandle.errors}
					>
						<input
							{...getInputProps(fields.socialHandle, { type: 'text' })}
							className={INPUT_CLASS}
						/>
					</Field>
				</div>
				<Field
					label="Category"
					required
					id={fields.category.id}
					errors={fields.category.errors}
				>
					<select {...getSelectProps(fields.category)} className={INPUT_CLASS}>
						<option value="">Choose a category</option>
						{GUEST_POST_CATEGORIES.map(slug => (
							<option key={slug} value={slug}>
								{categoryTitle(slug)}
							</option>
						))}
					</select>
				</Field>
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
				<MarkdownEditor
					field={fields.content}
					label="Content"
					required
					preview={preview?.html}
					externalImagesAsLinks
					hint="Markdown: '## ' subheadings, '> ' pull quotes, '- ' bullets, **bold**, *italic*, [text](https://link). Minimum 100 characters."
				/>
				<PreviewButton
					fieldId={fields.content.id}
					className="self-start rounded border border-ink px-3 py-1.5 text-sm font-semibold"
				/>
				<Field
					label="Author bio"
					id={fields.authorBio.id}
					errors={fields.authorBio.errors}
					hint="Optional, at most 50 words."
				>
					<textarea
						{...getTextareaProps(fields.authorBio)}
						rows={3}
						className={INPUT_CLASS}
					/>
				</Field>
				<ImageUpload
					name="imageUrl"
					label="Main image"
					defaultValue={initialImage}
					error={fields.imageUrl.errors?.[0]}
					alt={{
						name: fields.imageAlt.name,
						defaultValue:
							typeof fields.imageAlt.initialValue === 'string'
								? fields.imageAlt.initialValue
								: undefined,
						error: fields.imageAlt.errors?.[0],
					}}
				/>
			</Form>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<section className="mx-auto max-w-xl py-16 text-center">
			<h1 className="font-serif text-3xl font-bold">
				{notFound ? 'Guest Post Not Found' : 'Something went wrong'}
			</h1>
			<p className="mt-4 text-muted">
				{notFound
					? 'This submission does not exist or has been removed.'
					: 'We could not show this guest post. Please try again in a moment.'}
			</p>
			<Link to={DASHBOARD} className="mt-6 inline-block underline">
				Back to guest posts
			</Link>
		</section>
	)
}

/**
 * A contributor's image on the review page: ours (stored) is shown; one on another site is only a
 * link, so reviewing loads nothing from the contributor's servers (it is copied in at approval).
 */
function ReviewImage({
	src,
	label,
	className,
}: {
	src: string
	label: string
	className: string
}) {
	if (src.startsWith('/public-objects/')) {
		return (
			<a href={src} target="_blank" rel="noopener noreferrer">
				<img
					src={src}
					alt={label}
					loading="lazy"
					decoding="async"
					className={className}
				/>
			</a>
		)
	}
	return (
		<a
			href={src}
			target="_blank"
			rel="noopener noreferrer nofollow"
			className="block break-all text-accent underline"
		>
			{label} (external): {src}
		</a>
	)
}
