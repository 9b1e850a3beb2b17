import {
	getFormProps,
	getInputProps,
	getTextareaProps,
	useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.profile'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
	TextField,
} from '#app/components/form-field.tsx'
import { STAFF_ROLE_LABELS } from '#app/content/staff.ts'
import { ImageUpload } from '#app/components/image-upload.tsx'
import {
	PROFILE_LIMITS,
	PROFILE_LINK_FIELDS,
	ProfileFormSchema,
} from '#app/schemas/profile.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { readAndParseImageForm } from '#app/server/edge/image-form.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { formRefusal } from '#app/server/media/uploads.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	findProfile,
	linkFieldsOf,
	saveProfile,
} from '#app/server/people/profiles.server.ts'

const LABELS: Record<string, string> = {
	name: 'Name',
	role: 'Title',
	shortBio: 'Short bio',
	bio: 'Bio',
	photoUrl: 'Portrait',
	photoAlt: 'Portrait description',
	...Object.fromEntries(
		PROFILE_LINK_FIELDS.map(({ field, label }) => [field, label]),
	),
}

/**
 * The signed-in person's own byline profile (docs/decisions/078). Before their first save there is
 * none (a page view changes nothing): the form starts from their name and role.
 */
export async function loader({ context }: Route.LoaderArgs) {
	const person = currentPerson(context)
	const author = await findProfile(person.id)
	return {
		profile: {
			slug: author?._id ?? null,
			name: author?.name ?? person.name,
			role: author?.role ?? STAFF_ROLE_LABELS[person.role],
			shortBio: author?.shortBio ?? `${person.name} writes for the magazine.`,
			bio: author?.bio ?? '',
			photoUrl: author?.photoUrl ?? '',
			photoAlt: author?.photoAlt ?? '',
			...(author ? linkFieldsOf(author) : linkFieldsOf({ links: [] })),
		},
	}
}

export function meta() {
	return [
		{ title: 'Your profile | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** The portrait may arrive as an upload (no JavaScript) or as a path the upload widget set. */
export async function action({ request, context }: Route.ActionArgs) {
	const submitted = await readAndParseImageForm(
		request,
		context.get(requestInfoContext).clientIp,
		ProfileFormSchema,
		{ image: 'photoUrl' },
	)
	if (submitted.ok !== true)
		return data({ result: submitted.result }, { status: submitted.status })
	try {
		const saved = await saveProfile(currentPerson(context), submitted.value)
		return redirectWithToast('/admin/profile', {
			title: 'Profile saved',
			description: `Your author page, /author/${saved._id}, shows it now.`,
		})
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		const refused = formRefusal(
			submitted.multipart.form,
			ProfileFormSchema,
			error,
		)
		return data({ result: refused.result }, { status: refused.status })
	}
}

export default function Profile({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { profile } = loaderData
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'profile',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		defaultValue: profile,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: ProfileFormSchema }),
	})
	const photoUrl =
		typeof fields.photoUrl.initialValue === 'string' &&
		fields.photoUrl.initialValue
			? fields.photoUrl.initialValue
			: undefined

	return (
		<div className="max-w-3xl">
			<h1 className="font-serif text-4xl font-black">Your profile</h1>
			{profile.slug ? (
				<p className="mt-2 text-muted">
					Your byline links to your author page,{' '}
					<Link
						to={`/author/${profile.slug}`}
						className="text-accent underline"
					>
						/author/{profile.slug}
					</Link>
					, which shows what you write here. New articles you write carry your
					name.
				</p>
			) : (
				<p className="mt-2 text-muted">
					Save your profile to give your byline an author page that shows what
					you write here. New articles you write carry your name.
				</p>
			)}
			<ErrorSummary allErrors={form.allErrors} labels={LABELS} />
			<Form
				method="post"
				encType="multipart/form-data"
				{...getFormProps(form)}
				className="mt-6 flex flex-col gap-8"
			>
				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">Byline</legend>
					<div className="grid gap-5 sm:grid-cols-2">
						<TextField
							label="Name"
							required
							hint="As your byline prints it; your articles follow a change."
							meta={fields.name}
						/>
						<TextField
							label="Title"
							required
							hint="e.g. Senior Editor, Politics"
							meta={fields.role}
						/>
					</div>
					<Field
						label="Short bio"
						required
						id={fields.shortBio.id}
						errors={fields.shortBio.errors}
						hint={`One or two sentences for cards and search results. Up to ${PROFILE_LIMITS.shortBio} characters.`}
					>
						<textarea
							{...getTextareaProps(fields.shortBio)}
							rows={2}
							className={INPUT_CLASS}
						/>
					</Field>
					<Field
						label="Bio"
						id={fields.bio.id}
						errors={fields.bio.errors}
						hint="Markdown; your author page shows it in full."
					>
						<textarea
							{...getTextareaProps(fields.bio)}
							rows={6}
							className={INPUT_CLASS}
						/>
					</Field>
				</fieldset>
				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">
						Portrait
					</legend>
					<ImageUpload
						name="photoUrl"
						label="Portrait"
						defaultValue={photoUrl}
						error={fields.photoUrl.errors?.[0]}
					/>
					<TextField
						label="Portrait description"
						hint="For readers who cannot see it, e.g. “Jane at her desk”."
						meta={fields.photoAlt}
					/>
				</fieldset>
				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">Links</legend>
					<p className="-mt-2 text-sm text-muted">
						Full https:// addresses; your author page links to those filled in.
					</p>
					<div className="grid gap-5 sm:grid-cols-2">
						{PROFILE_LINK_FIELDS.map(({ field, label }) => (
							<Field
								key={field}
								label={label}
								id={fields[field].id}
								errors={fields[field].errors}
							>
								<input
									{...getInputProps(fields[field], { type: 'url' })}
									placeholder="https://"
									className={INPUT_CLASS}
								/>
							</Field>
						))}
					</div>
				</fieldset>
				<div>
					<button
						type="submit"
						disabled={navigation.state === 'submitting'}
						className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						Save profile
					</button>
				</div>
			</Form>
		</div>
	)
}
