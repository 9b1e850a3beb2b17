/**
 * The guest-post review page's edit mode: the form, filled with the values restored after a
 * sign-in, else the browser draft, else the post; it posts multipart so a main image may be a file.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { Form, useNavigation, useSearchParams } from 'react-router'
import {
	DraftIndicator,
	RestoredEditNotice,
	useRecoveredDraft,
} from '#app/components/admin/editor-drafts.tsx'
import {
	MarkdownEditor,
	PreviewButton,
} from '#app/components/admin/markdown-editor.tsx'
import { ErrorSummary, TextField } from '#app/components/form-field.tsx'
import { BioField, CategoryField } from '#app/components/guest-post-fields.tsx'
import { ImageUpload } from '#app/components/image-upload.tsx'
import {
	GUEST_POST_EDIT_FORM_ID,
	guestPostReviewPath,
} from '#app/lib/guest-post-review.ts'
import { useDraftAutosave, type StoredDraft } from '#app/lib/use-draft.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import {
	GUEST_POST_FIELD_LABELS,
	GuestPostEditSchema,
} from '#app/schemas/guest-post.ts'
import type { RestoredGuestPostEdit } from '#app/server/edge/guest-post-review.server.ts'
import type { MarkdownPreview } from '#app/server/edge/markdown-preview.server.ts'
import type { GuestPostView } from '#app/server/guest-posts/guest-posts.server.ts'

export interface EditGuestPostProps {
	post: GuestPostView
	/** When the post was last saved: the browser draft is recovered only if made from it. */
	revision: string
	restored: RestoredGuestPostEdit
	lastResult?: SubmissionResult<string[]>
	/** The content as the site renders it, after the Preview button (no JavaScript). */
	preview?: MarkdownPreview
}

/** The edit form, showing the values restored after a sign-in, else the browser draft, else the post. */
export function EditGuestPost(props: EditGuestPostProps) {
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
		id: GUEST_POST_EDIT_FORM_ID,
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
				action={`${guestPostReviewPath(post.id)}?mode=edit${stash ? `&stash=${encodeURIComponent(stash)}` : ''}`}
				encType="multipart/form-data"
				aria-label="Edit guest post"
				{...getFormProps(form)}
				ref={formRef}
				className="mt-6 flex flex-col gap-5"
			>
				<input type="hidden" name="intent" value="save" />
				<input type="hidden" name="version" value={revision} />
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField
						label="Author name"
						required
						meta={fields.authorName}
						autoComplete="off"
					/>
					<TextField
						label="Email"
						required
						meta={fields.email}
						type="email"
						autoComplete="off"
					/>
					<TextField label="Company" meta={fields.company} />
					<TextField label="Social handle" meta={fields.socialHandle} />
				</div>
				<CategoryField meta={fields.category} />
				<TextField label="Headline" required meta={fields.headline} />
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
				<BioField
					label="Author bio"
					hint="Optional, at most 50 words."
					meta={fields.authorBio}
				/>
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
