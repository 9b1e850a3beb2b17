import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.settings'
import { WEEKDAY_NAMES } from '#app/lib/digest-schedule.ts'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
	TextField,
} from '#app/components/form-field.tsx'
import { ImageUpload } from '#app/components/image-upload.tsx'
import {
	SETTINGS_FIELD_LABELS,
	SETTINGS_LIMITS,
	SOCIAL_FIELDS,
	SettingsFormSchema,
	timeZoneChoices,
} from '#app/schemas/settings.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { readAndParseImageForm } from '#app/server/edge/image-form.server.ts'
import { formRefusal } from '#app/server/media/uploads.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	getSettings,
	getStoredSettings,
	saveSettings,
} from '#app/server/site/settings.server.ts'

/** The publication's settings (Administrators only, by the permission table: docs/decisions/066). */
export async function loader({ context }: Route.LoaderArgs) {
	const settings = await getSettings()
	return {
		settings,
		timeZones: timeZoneChoices(),
		isOwner: currentPerson(context).owner,
	}
}

export function meta() {
	return [
		{ title: 'Settings | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

/** The logo may arrive as an upload (no JavaScript) or as a path the upload widget set. */
export async function action({ request, context }: Route.ActionArgs) {
	const submitted = await readAndParseImageForm(
		request,
		context.get(requestInfoContext).clientIp,
		SettingsFormSchema,
		{ image: 'logoUrl' },
	)
	if (submitted.ok !== true)
		return data({ result: submitted.result }, { status: submitted.status })
	try {
		await saveSettings(submitted.value, currentPerson(context))
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		// Refused (another save came first): the form keeps what was typed and now carries the
		// version in force, so the next save is checked against that one, not refused again.
		const form = submitted.multipart.form
		form.set('version', String((await getStoredSettings()).version))
		const refused = formRefusal(form, SettingsFormSchema, error)
		return data(
			{ result: refused.result, version: Number(form.get('version')) },
			{ status: refused.status },
		)
	}
	return redirectWithToast('/admin/settings', {
		title: 'Settings saved',
		description: 'Every page shows them within a few seconds.',
	})
}

export default function Settings({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { settings, timeZones, isOwner } = loaderData
	const navigation = useNavigation()
	const actionVersion =
		actionData &&
		'version' in actionData &&
		typeof actionData.version === 'number'
			? actionData.version
			: settings.version
	const [form, fields] = useForm({
		id: `settings-${settings.version}`,
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		defaultValue: {
			siteName: settings.siteName,
			description: settings.description,
			logoUrl: settings.logoUrl,
			...settings.social,
			contactEmail: settings.contactEmail,
			senderName: settings.senderName,
			senderEmail: settings.senderEmail,
			digestHour: String(settings.digestHour),
			weeklyDay: String(settings.weeklyDay),
			weeklyHour: String(settings.weeklyHour),
			timeZone: settings.timeZone,
			requireAdminTwoFactor: settings.requireAdminTwoFactor ? 'on' : '',
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: SettingsFormSchema }),
	})
	const logoUrl =
		typeof fields.logoUrl.initialValue === 'string' &&
		fields.logoUrl.initialValue
			? fields.logoUrl.initialValue
			: undefined
	const formError = form.errors?.[0]

	return (
		<div className="max-w-3xl">
			<h1 className="font-serif text-4xl font-black">Settings</h1>
			<p className="mt-2 text-muted">
				How the publication presents itself to readers and subscribers, and the
				time zone the desk enters and shows times in. A save reaches every page
				within a few seconds.
			</p>
			<p className="mt-2 text-sm text-muted">
				{settings.version === 0
					? 'Never saved here: these are the deployment’s defaults.'
					: `Last saved by ${settings.savedByName ?? 'an Administrator'}.`}
			</p>

			{formError ? (
				<p
					role="alert"
					className="mt-6 rounded border border-accent p-3 text-sm text-accent"
				>
					{formError}
				</p>
			) : null}
			<ErrorSummary
				allErrors={form.allErrors}
				labels={SETTINGS_FIELD_LABELS}
				formErrors={false}
			/>

			<Form
				method="post"
				encType="multipart/form-data"
				{...getFormProps(form)}
				key={form.id}
				className="mt-6 flex flex-col gap-8"
			>
				{/* After a refused save, the version in force (the action's), so saving again works. */}
				<input type="hidden" name="version" value={String(actionVersion)} />
				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">
						Publication
					</legend>
					<TextField
						label="Publication name"
						required
						hint={`Shown in the masthead, page titles, feeds and e-mails. Up to ${SETTINGS_LIMITS.name} characters.`}
						meta={fields.siteName}
					/>
					<Field
						label="Description"
						required
						id={fields.description.id}
						errors={fields.description.errors}
						hint={`The line under the masthead, and the home page’s and feed’s description. Up to ${SETTINGS_LIMITS.description} characters.`}
					>
						<textarea
							{...getTextareaProps(fields.description)}
							rows={2}
							className={INPUT_CLASS}
						/>
					</Field>
					<ImageUpload
						name="logoUrl"
						label="Logo"
						defaultValue={logoUrl}
						error={fields.logoUrl.errors?.[0]}
					/>
					<TextField
						label="Contact address"
						required
						hint="Where readers and guest writers write to; shown on the site."
						meta={fields.contactEmail}
						type="email"
					/>
				</fieldset>

				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">
						Social profiles
					</legend>
					<p className="-mt-2 text-sm text-muted">
						Full https:// addresses; the footer links to those filled in.
					</p>
					<div className="grid gap-5 sm:grid-cols-2">
						{SOCIAL_FIELDS.map(({ field, label }) => (
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

				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">
						Newsletter and time
					</legend>
					<div className="grid gap-5 sm:grid-cols-2">
						<TextField label="Sender name" required meta={fields.senderName} />
						<TextField
							label="Sender address"
							required
							hint="Your mail relay must accept it as a sender."
							meta={fields.senderEmail}
							type="email"
						/>
						<Field
							label="Time zone"
							required
							id={fields.timeZone.id}
							errors={fields.timeZone.errors}
							hint="Publish and promotion dates are entered in this zone, and the lists, the calendar and revisions show times in it (Insights counts its days in UTC, and says so). Saved times do not move when it changes."
						>
							<select
								{...getSelectProps(fields.timeZone)}
								className={INPUT_CLASS}
							>
								{timeZones.map(zone => (
									<option key={zone} value={zone}>
										{zone.replaceAll('_', ' ')}
									</option>
								))}
							</select>
						</Field>
						<HourField
							label="Digest hour"
							meta={fields.digestHour}
							hint="The daily digest goes out at this hour of the time zone."
						/>
						<Field
							label="Weekly digest day"
							required
							id={fields.weeklyDay.id}
							errors={fields.weeklyDay.errors}
							hint="The weekly digest (the week's most-read and newest stories, for readers who chose it) goes out on this day of the time zone."
						>
							<select
								{...getSelectProps(fields.weeklyDay)}
								className={INPUT_CLASS}
							>
								{WEEKDAY_NAMES.map((name, day) => (
									<option key={name} value={String(day)}>
										{name}
									</option>
								))}
							</select>
						</Field>
						<HourField
							label="Weekly digest hour"
							meta={fields.weeklyHour}
							hint="The hour of that day it goes out, in the time zone."
						/>
					</div>
				</fieldset>

				<fieldset className="flex flex-col gap-5">
					<legend className="mb-3 font-serif text-2xl font-bold">
						Sign-in
					</legend>
					<label className="flex items-start gap-2">
						<input
							{...getInputProps(fields.requireAdminTwoFactor, {
								type: 'checkbox',
							})}
							disabled={!isOwner}
							className="mt-1"
						/>
						<span>
							Require two-factor sign-in for Administrators
							<span className="block text-sm text-muted">
								An Administrator without it sets it up right after their
								password, before anything else; one already signed in can open
								nothing but the two-factor page until they do.
								{isOwner ? '' : ' Only the owner changes this.'}
							</span>
						</span>
					</label>
				</fieldset>

				<div>
					<button
						type="submit"
						disabled={navigation.state === 'submitting'}
						className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						Save settings
					</button>
				</div>
			</Form>
		</div>
	)
}

/** A digest's hour: the 24 hours of a day in the time zone. */
function HourField<Shape extends Record<string, unknown>>({
	label,
	meta,
	hint,
}: {
	label: string
	meta: FieldMetadata<unknown, Shape>
	hint: string
}) {
	return (
		<Field label={label} required id={meta.id} errors={meta.errors} hint={hint}>
			<select {...getSelectProps(meta)} className={INPUT_CLASS}>
				{Array.from({ length: 24 }, (_, hour) => (
					<option key={hour} value={String(hour)}>
						{`${String(hour).padStart(2, '0')}:00`}
					</option>
				))}
			</select>
		</Field>
	)
}
