import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, data, useNavigation } from 'react-router'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import type { Route } from './+types/guest-post'
import { HoneypotField } from '#app/components/honeypot.tsx'
import { ImageUpload, MultiImageUpload } from '#app/components/image-upload.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import {
	GUEST_POST_CATEGORIES,
	categoryTitle,
} from '#app/content/categories.ts'
import { GUEST_GUIDELINES } from '#app/content/guest-guidelines.ts'
import { SITE } from '#app/content/site.ts'
import { breadcrumbLd, faqLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { GuestPostFormSchema } from '#app/schemas/guest-post.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { submitGuestPost } from '#app/server/guest-posts/guest-posts.server.ts'
import { isSpam } from '#app/server/edge/honeypot.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	readMultipartForm,
	type MultipartForm,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	formRefusal,
	parseImageForm,
} from '#app/server/media/uploads.server.ts'

type ActionData =
	| { submitted: true }
	| { submitted: false; result: SubmissionResult<string[]>; message?: string }

export async function loader() {
	return { supportEmail: (await getSettings()).contactEmail }
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: 'Submit a Guest Post',
		description:
			'Clients and guests of Leading Voices: share one problem you solved, in 500 words or fewer, with 25,000+ professionals.',
		keywords:
			'guest post, contribute, executive writing, personal branding magazine, Leading Voices',
		path: '/guest-post',
		jsonLd: [
			faqLd([
				{
					question: 'How long is review?',
					answer: 'Our editors review each piece within 3-5 business days.',
				},
				{
					question: 'How long can a guest post be?',
					answer: 'At most 500 words, written as a problem and its solution.',
				},
				{
					question: 'When is an approved post published?',
					answer: 'Within 1-2 weeks of approval.',
				},
			]),
			breadcrumbLd(site, [
				{ name: 'Submit a Guest Post', path: '/guest-post' },
			]),
		],
	})
}

/**
 * In the order that costs least (issue 6): the rate limit, then the text fields, and only then
 * are images decoded and stored. A refused form stores nothing and keeps what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const { clientIp, log } = context.get(requestInfoContext)
	const limit = await consumeRateLimit('guestPost', clientIp).then(
		() => undefined,
		(error: unknown) => {
			if (error instanceof DomainError) return error
			throw error
		},
	)
	let multipart: MultipartForm
	try {
		// When refused, the body is still read (its files dropped) to give the typed text back.
		multipart = await readMultipartForm(
			request,
			limit ? { maxFileBytes: 0 } : {},
		)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return refused(undefined, limit ?? error)
	}
	if (limit) return refused(multipart.form, limit)
	if (await isSpam(multipart.form))
		return { submitted: true } satisfies ActionData

	const parsed = await parseImageForm(multipart, GuestPostFormSchema, {
		image: 'imageUrl',
		images: 'imageUrls',
		alt: 'imageAlt',
	})
	if (!parsed.ok)
		return data<ActionData>(
			{ submitted: false, result: parsed.result },
			{ status: parsed.status },
		)
	const post = await submitGuestPost(parsed.value)
	log.info({ guestPostId: post.id }, 'guest post submitted')
	return { submitted: true } satisfies ActionData
}

/** A submission refused as a whole (too many attempts, too large): the message, as a toast and above the form. */
function refused(form: FormData | undefined, error: DomainError) {
	const { status, result } = formRefusal(form, GuestPostFormSchema, error)
	return data<ActionData>(
		{ submitted: false, result, message: error.message },
		{ status },
	)
}

export default function GuestPostPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { supportEmail } = loaderData
	return (
		<div className="mx-auto max-w-5xl">
			<h1 className="font-serif text-4xl font-black tracking-tight uppercase">
				Submit a Guest Post
			</h1>
			<p className="mt-4 max-w-3xl text-lg">
				Are you a current or recent client of {SITE.show} or its host? Share
				what you have learned with our readers. Use the form below, or email
				your contribution with the subject <strong>GUEST CONTRIBUTION</strong>{' '}
				to{' '}
				<a
					href={`mailto:${supportEmail}?subject=GUEST%20CONTRIBUTION`}
					className="font-semibold text-accent underline"
				>
					{supportEmail}
				</a>
				, including a headshot, a call-to-action link and a post of at most 500
				words written as a problem and its solution.
			</p>

			<div className="mt-10 grid gap-10 lg:grid-cols-[1fr_320px]">
				{/* The form posts to #submission, so the answer page starts here, at the panel or at the form's errors (no JavaScript needed). */}
				<div id={SUBMISSION_ANCHOR} className="scroll-mt-4">
					{actionData?.submitted ? (
						<SubmissionReceived />
					) : (
						<GuestPostForm actionData={actionData} />
					)}
				</div>
				<aside className="flex flex-col gap-8 text-sm">
					<section aria-labelledby="guidelines-heading">
						<h2
							id="guidelines-heading"
							className="font-serif text-2xl font-bold"
						>
							Editorial Guidelines
						</h2>
						<h3 className="mt-4 font-semibold tracking-wide uppercase">
							What We're Looking For
						</h3>
						<ul className="mt-2 space-y-2">
							{GUEST_GUIDELINES.lookingFor.map(item => (
								<li key={item.title}>
									<span className="font-semibold">{item.title}.</span>{' '}
									<span className="text-muted">{item.detail}</span>
								</li>
							))}
						</ul>
						<h3 className="mt-6 font-semibold tracking-wide uppercase">
							Submission Process
						</h3>
						<ol className="mt-2 list-decimal space-y-1 pl-5">
							{GUEST_GUIDELINES.process.map(step => (
								<li key={step}>{step}</li>
							))}
						</ol>
					</section>
					<section
						aria-labelledby="benefits-heading"
						className="rounded bg-night p-5 text-white"
					>
						<h2 id="benefits-heading" className="font-serif text-xl font-bold">
							Publication Benefits
						</h2>
						<ul className="mt-3 space-y-2">
							{GUEST_GUIDELINES.benefits.map(benefit => (
								<li key={benefit.title}>
									<span className="font-semibold">{benefit.title}:</span>{' '}
									<span className="text-white/80">{benefit.detail}</span>
								</li>
							))}
						</ul>
					</section>
				</aside>
			</div>
		</div>
	)
}

const SUBMISSION_ANCHOR = 'submission'

function SubmissionReceived() {
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

function GuestPostForm({ actionData }: { actionData: ActionData | undefined }) {
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
			<Field
				label="Author bio (optional, up to 50 words)"
				id={fields.authorBio.id}
				errors={fields.authorBio.errors}
			>
				<textarea
					{...getTextareaProps(fields.authorBio)}
					rows={3}
					className={INPUT_CLASS}
				/>
			</Field>
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

type FieldMeta = ReturnType<typeof useForm<Record<string, unknown>>>[1][string]

function TextField({
	label,
	required,
	meta,
	type = 'text',
	...rest
}: {
	label: string
	required?: boolean
	meta: FieldMeta
	type?: 'text' | 'email'
	autoComplete?: string
	placeholder?: string
}) {
	return (
		<Field label={label} required={required} id={meta.id} errors={meta.errors}>
			<input
				{...getInputProps(meta, { type })}
				{...rest}
				className={INPUT_CLASS}
			/>
		</Field>
	)
}
