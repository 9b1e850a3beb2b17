/**
 * What the digest and an issue share on the newsletter desk: links to a message's preview (HTML and
 * plain text) and the form that sends it as a test to one address (a plain post, no script needed).
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { TextField } from '#app/components/form-field.tsx'
import { DigestTestSchema } from '#app/schemas/newsletter.ts'

/** "Open the preview" and "Plain-text version" of the message at `href`. */
export function PreviewLinks({ href }: { href: string }) {
	return (
		<p className="mt-3 flex flex-wrap gap-3 text-sm">
			<a
				href={href}
				target="_blank"
				rel="noopener"
				className="rounded bg-ink px-3 py-1.5 font-semibold text-white"
			>
				Open the preview
			</a>
			<a
				href={`${href}${href.includes('?') ? '&' : '?'}format=text`}
				target="_blank"
				rel="noopener"
				className="rounded border border-rule px-3 py-1.5 font-semibold"
			>
				Plain-text version
			</a>
		</p>
	)
}

/** One address, posted to `action` (with `intent` when the page has several buttons). */
export function TestSendForm({
	id,
	action,
	intent,
	lastResult,
}: {
	id: string
	action: string
	intent?: string
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const sending =
		navigation.state !== 'idle' &&
		navigation.formAction === action &&
		(intent === undefined || navigation.formData?.get('intent') === intent)
	const [form, fields] = useForm({
		id,
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: DigestTestSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<>
			{form.errors?.length ? (
				<p role="alert" className="mt-3 text-sm text-accent">
					{form.errors[0]}
				</p>
			) : null}
			<Form
				method="post"
				action={action}
				{...getFormProps(form)}
				className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
			>
				{intent ? <input type="hidden" name="intent" value={intent} /> : null}
				<div className="flex-1">
					<TextField
						label="Send a test to"
						hint="Only this address gets it, marked [Test]; the subscribers' ledger is untouched."
						meta={fields.email}
						type="email"
						autoComplete="email"
					/>
				</div>
				<button
					type="submit"
					disabled={sending}
					className="h-10 rounded bg-accent px-4 text-sm font-semibold text-white disabled:opacity-60"
				>
					{sending ? 'Sending...' : 'Send test'}
				</button>
			</Form>
		</>
	)
}
