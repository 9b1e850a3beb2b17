import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/admin.subscribers.import'
import { Field } from '#app/components/form-field.tsx'
import { UploadFormEnd } from '#app/components/admin/import-parts.tsx'
import {
	IMPORT_COLUMNS,
	IMPORT_CONSENT_FIELD,
	IMPORT_FILE_FIELD,
	SUBSCRIBER_IMPORT_MAX_BYTES,
} from '#app/content/subscriber-import.ts'
import { SubscriberImportSchema } from '#app/schemas/newsletter.ts'
import { readFileUpload } from '#app/server/edge/file-upload.server.ts'
import {
	continueSubscriberImport,
	startSubscriberImport,
} from '#app/server/newsletter/subscriber-import.server.ts'

const PATH = '/admin/subscribers/import'
const LIMIT_MB = SUBSCRIBER_IMPORT_MAX_BYTES / 1024 / 1024
const TOO_LARGE = `The file is too large (at most ${LIMIT_MB} MB). Split the list in two files and import each.`

export function meta() {
	return [
		{ title: 'Import subscribers | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

const formError = (message: string, status: number) =>
	data(
		{ result: { status: 'error' as const, error: { '': [message] } } },
		{ status },
	)

export async function action({ request }: Route.ActionArgs) {
	const upload = await readFileUpload(request, {
		maxBytes: SUBSCRIBER_IMPORT_MAX_BYTES,
		tooLargeMessage: TOO_LARGE,
	})
	if (upload.refused)
		return formError(upload.refused.message, upload.refused.status)
	const { form } = upload
	const submission = parseWithZod(form, { schema: SubscriberImportSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply() }, { status: 400 })
	const file = form.get(IMPORT_FILE_FIELD)
	if (!(file instanceof File) || file.size === 0)
		return formError('Choose the CSV file of subscribers.', 400)
	const id = await startSubscriberImport({
		fileName: file.name,
		bytes: new Uint8Array(await file.arrayBuffer()),
	})
	continueSubscriberImport(id)
	return redirect(`${PATH}/${id}`, 303)
}

export default function AdminSubscriberImportPage({
	actionData,
}: Route.ComponentProps) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'subscriber-import',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: SubscriberImportSchema }),
	})
	const busy = navigation.state === 'submitting'
	const consent = fields[IMPORT_CONSENT_FIELD]
	return (
		<div className="mx-auto max-w-3xl">
			<p className="text-sm">
				<Link to="/admin?tab=subscribers" className="underline">
					← Subscribers
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">
				Import subscribers
			</h1>
			<p className="mt-2 text-muted">
				Bring a list from another service (Ghost, Substack, Beehiiv, Mailchimp…)
				as a CSV file whose first row names the columns. Every row is checked on
				its own: the good ones are added, the others are listed with the reason,
				in a report you can download. An address already on our list is left as
				it is, so importing the same file twice adds nothing the second time,
				and nobody who unsubscribed here is subscribed again. Imported
				subscribers receive the newsletter from the next send, without a
				confirmation e-mail: you vouch that they agreed to it.
			</p>
			<h2 className="mt-6 font-serif text-2xl font-bold">The columns</h2>
			<p className="mt-1 text-sm text-muted">
				Names are matched whatever their case; other columns are ignored.
			</p>
			<dl className="mt-3 grid gap-2 text-sm">
				{IMPORT_COLUMNS.map(column => (
					<div key={column.key}>
						<dt className="font-semibold">{column.label}</dt>
						<dd className="text-muted">{column.meaning}</dd>
					</div>
				))}
			</dl>
			<Form
				method="post"
				action={PATH}
				encType="multipart/form-data"
				{...getFormProps(form)}
				className="mt-6 grid gap-4 rounded border border-rule bg-white p-4"
			>
				<Field
					label="CSV file"
					required
					id="subscriber-file"
					hint={`UTF-8, comma-separated, at most ${LIMIT_MB} MB`}
				>
					<input
						id="subscriber-file"
						name={IMPORT_FILE_FIELD}
						type="file"
						accept=".csv,text/csv"
						required
						className="text-sm"
					/>
				</Field>
				<label className="flex items-start gap-2 text-sm">
					<input
						type="checkbox"
						name={consent.name}
						id={consent.id}
						required
						aria-invalid={consent.errors ? true : undefined}
						aria-describedby={
							consent.errors ? `${consent.id}-error` : undefined
						}
						className="mt-1"
					/>
					<span>
						The people in this file agreed to receive our newsletter (at the
						service they come from, or here).
					</span>
				</label>
				{consent.errors ? (
					<p id={`${consent.id}-error`} className="text-sm text-accent">
						{consent.errors[0]}
					</p>
				) : null}
				<UploadFormEnd
					error={form.errors?.[0]}
					busy={busy}
					label="Upload and import"
					busyLabel="Uploading…"
				/>
			</Form>
		</div>
	)
}
