/**
 * The contributor's guest-post form (/guest-post), and the panel that replaces it once a
 * submission went through. It posts multipart to #submission, so it works without JavaScript.
 */
import {
	getFormProps,
	getInputProps,
	getTextareaProps,
	useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Field, INPUT_CLASS, TextField } from '#app/components/form-field.tsx'
import { BioField, CategoryField } from '#app/components/guest-post-fields.tsx'
import { HoneypotField } from '#app/components/honeypot.tsx'
import { ImageUpload, MultiImageUpload } from '#app/components/image-upload.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { GuestPostFormSchema } from '#app/schemas/guest-post.ts'
import type { GuestPostActionData } from '#app/server/edge/guest-post-submission.server.ts'

/** The form posts to #submission, so the answer page starts at the panel or at the form's errors. */
export const SUBMISSION_ANCHOR = 'submission'

export function SubmissionReceived() {
	const showToast = useToast()
	const shown = useRef(false)
	const panel = useRef<HTMLElement>(null)
	useEffect(() => {
		if (shown.current) return
		shown.current = true
		showToast({
			title: 'Guest post submitted!',
			description:
				"Thank you for your submission. We'll review it within 3-5 business days.",
		})
	}, [showToast])
	useEffect(() => {
		// After the page has settled (scroll restoration runs too): the panel in view, focus on it.
		const frame = requestAnimationFrame(() => {
			panel.current?.scrollIntoView({ block: 'start' })
			panel.current?.focus({ preventScroll: true })
		})
		return () => cancelAnimationFrame(frame)
	}, [])
	return (
		<section
			ref={panel}
			tabIndex={-1}
			role="status"
			aria-labelledby="received-heading"
			className="scroll-mt-4 rounded border-2 border-ink bg-surface p-8 text-center"
		>
			<h2 id="received-heading" className="font-serif text-3xl font-black">
				Submission Received!
			</h2>
			<p className="mt-3 text-muted">
				Thank you. Our editors will review your article within 3-5 business
				days, and you will receive an email notification once it has been
				reviewed.
			</p>
			<Link
				to="/guest-post"
				reloadDocument
				className="mt-6 inline-block rounded bg-ink px-5 py-2 font-semibold text-paper"
			>
				Submit Another Article
			</Link>
		</section>
	)
}

export function GuestPostForm({
	actionData,
}: {
	actionData: GuestPostActionData | undefined
}) {
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const showToast = useToast()
	const submitting = navigation.state === 'submitting'
	const failed = actionData && !actionData.submitted ? actionData : undefined
	const [form, fields] = useForm({
		id: 'guest-post',
		lastResult: navigation.state === 'idle' ? failed?.result : undefined,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: GuestPostFormSchema }),
	})
	const [characters, setCharacters] = useState(0)

	useEffect(() => {
		if (failed?.message)
			showToast({
				title: 'Submission failed',
				description: failed.message,
				variant: 'destructive',
			})
	}, [failed, showToast])

	return (
		<Form
			method="post"
			action={`/guest-post#${SUBMISSION_ANCHOR}`}
			encType="multipart/form-data"
			{...getFormProps(form)}
			className="flex flex-col gap-5"
		>
			<HoneypotField />
			{form.errors?.length ? (
				<p
					role="alert"
					className="rounded border border-accent bg-accent/10 p-3 text-sm text-accent"
				>
					{form.errors[0]}
				</p>
			) : null}
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField
					label="Author name"
					required
					meta={fields.authorName}
					autoComplete="name"
				/>
				<TextField
					label="Email"
					required
					meta={fields.email}
					type="email"
					autoComplete="email"
				/>
				<TextField
					label="Company"
					meta={fields.company}
					autoComplete="organization"
				/>
				<TextField
					label="Social handle"
					meta={fields.socialHandle}
					placeholder="@yourname or profile link"
				/>
			</div>
			<CategoryField meta={fields.category} />
			<TextField label="Headline" required meta={fields.headline} />
			<Field
				label="Content"
				required
				id={fields.content.id}
				errors={fields.content.errors}
				hint={`Minimum 500 characters required. Write the problem, then the solution; 500 words at most. Light markdown: '## ' subheadings, '- ' bullets, **bold**, *italic*, [links](https://...).${hydrated ? ` ${characters} characters.` : ''}`}
			>
				<textarea
					{...getTextareaProps(fields.content)}
					rows={15}
					onInput={event => setCharacters(event.currentTarget.value.length)}
					className={INPUT_CLASS}
				/>
			</Field>
			<BioField
				label="Author bio (optional, up to 50 words)"
				meta={fields.authorBio}
			/>
			<ImageUpload
				name="imageUrl"
				label="Main image (optional)"
				error={fields.imageUrl.errors?.[0]}
				alt={{
					name: fields.imageAlt.name,
					required: true,
					defaultValue:
						typeof fields.imageAlt.initialValue === 'string'
							? fields.imageAlt.initialValue
							: undefined,
					error: fields.imageAlt.errors?.[0],
				}}
			/>
			<MultiImageUpload
				name="imageUrls"
				label="Additional images (optional)"
				error={fields.imageUrls.errors?.[0]}
			/>
			<div>
				<label className="flex items-start gap-2">
					<input
						{...getInputProps(fields.agreeTerms, { type: 'checkbox' })}
						className="mt-1"
					/>
					<span>
						I agree to the{' '}
						<Link to="/terms" className="underline">
							terms
						</Link>
						: the piece is my own, at most 500 words, and Brandline may edit it
						for publication.
						<span aria-hidden="true"> *</span>
					</span>
				</label>
				{fields.agreeTerms.errors?.length ? (
					<p
						id={fields.agreeTerms.errorId}
						className="mt-1 text-sm text-accent"
					>
						{fields.agreeTerms.errors[0]}
					</p>
				) : null}
			</div>
			<button
				type="submit"
				disabled={submitting}
				className="self-start rounded bg-accent px-6 py-3 font-semibold tracking-wide text-on-accent uppercase disabled:opacity-60"
			>
				{submitting ? 'SUBMITTING...' : 'SUBMIT ARTICLE'}
			</button>
		</Form>
	)
}
