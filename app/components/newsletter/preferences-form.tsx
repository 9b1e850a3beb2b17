import {
	getCollectionProps,
	getFormProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { ALL_CATEGORIES, CATEGORY_INFO } from '#app/content/categories.ts'
import {
	NEWSLETTER_MODES,
	NEWSLETTER_MODE_INFO,
	NEWSLETTER_NAME,
	WEEKLY_NAME,
	type NewsletterMode,
} from '#app/content/newsletter.ts'
import { NewsletterPreferencesSchema } from '#app/schemas/newsletter-preferences.ts'

const BUTTON =
	'rounded bg-accent px-4 py-2 font-semibold text-on-accent disabled:opacity-60'
export const QUIET_BUTTON =
	'rounded border border-rule bg-surface px-4 py-2 font-semibold text-ink'

/** One button posting an intent to the page (pause, resume, leave, come back): no script needed. */
export function IntentButton({
	intent,
	label,
	quiet = false,
}: {
	intent: string
	label: string
	quiet?: boolean
}) {
	return (
		<Form method="post" className="mt-3">
			<input type="hidden" name="intent" value={intent} />
			<button type="submit" className={quiet ? QUIET_BUTTON : BUTTON}>
				{label}
			</button>
		</Form>
	)
}

/**
 * What the reader receives and their topics (decision record 068). A plain POST without
 * JavaScript; with it, Conform checks the choice before sending and shows the server's errors.
 */
export function PreferencesForm({
	receives,
	topics,
	schedule,
	lastResult,
}: {
	receives: NewsletterMode
	topics: string[]
	/** When each digest goes out, in words (decision record 084). */
	schedule: { daily: string; weekly: string }
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'newsletter-preferences',
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		defaultValue: { intent: 'save', receives, topics },
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: NewsletterPreferencesSchema }),
		shouldValidate: 'onSubmit',
	})
	const formErrors = form.errors ?? []
	return (
		<Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
			<input type="hidden" name="intent" value="save" />
			<fieldset aria-describedby={fields.receives.errorId}>
				<legend className="font-serif text-xl font-bold">
					What you receive
				</legend>
				<p id="newsletter-digests-hint" className="mt-1 text-sm">
					{NEWSLETTER_NAME} arrives {schedule.daily} with the stories published
					since the last one. {WEEKLY_NAME} arrives {schedule.weekly} with the
					week&rsquo;s most-read and newest stories. Take either, or both:
					nothing already sent to you is repeated.
				</p>
				<div className="mt-3 space-y-3">
					{getCollectionProps(fields.receives, {
						type: 'radio',
						options: NEWSLETTER_MODES,
					}).map(({ key, ...props }) => {
						const mode = props.value as NewsletterMode
						return (
							<div key={key} className="flex items-start gap-3">
								<input
									{...props}
									className="mt-1.5 size-4 shrink-0"
									aria-describedby={`${props.id}-hint`}
								/>
								<label htmlFor={props.id} className="min-w-0">
									<span className="block font-semibold text-ink">
										{NEWSLETTER_MODE_INFO[mode].label}
									</span>
									<span id={`${props.id}-hint`} className="block text-sm">
										{NEWSLETTER_MODE_INFO[mode].hint}
									</span>
								</label>
							</div>
						)
					})}
				</div>
				{fields.receives.errors?.length ? (
					<p id={fields.receives.errorId} className="mt-2 text-sm text-accent">
						{fields.receives.errors[0]}
					</p>
				) : null}
			</fieldset>
			<fieldset aria-describedby="newsletter-topics-hint">
				<legend className="font-serif text-xl font-bold">Topics</legend>
				<p id="newsletter-topics-hint" className="mt-1 text-sm">
					Choose the sections you want to hear about. Choose none and you get
					every section.
				</p>
				<div className="mt-3 grid gap-2 sm:grid-cols-2">
					{getCollectionProps(fields.topics, {
						type: 'checkbox',
						options: [...ALL_CATEGORIES],
					}).map(({ key, ...props }) => (
						<div key={key} className="flex items-center gap-3">
							<input {...props} className="size-4 shrink-0" />
							<label htmlFor={props.id} className="text-ink">
								{CATEGORY_INFO[props.value as keyof typeof CATEGORY_INFO].title}
							</label>
						</div>
					))}
				</div>
				{fields.topics.errors?.length ? (
					<p className="mt-2 text-sm text-accent">{fields.topics.errors[0]}</p>
				) : null}
			</fieldset>
			{formErrors.length > 0 ? (
				<p id={form.errorId} role="alert" className="text-sm text-accent">
					{formErrors[0]}
				</p>
			) : null}
			<button
				type="submit"
				className={BUTTON}
				disabled={navigation.state === 'submitting'}
			>
				Save preferences
			</button>
		</Form>
	)
}
