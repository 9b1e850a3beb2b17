import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/admin.import'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { UploadFormEnd } from '#app/components/admin/import-parts.tsx'
import { IMPORT_MAX_BYTES, ImportUploadSchema } from '#app/schemas/import.ts'
import { readFileUpload } from '#app/server/edge/file-upload.server.ts'
import { startImport } from '#app/server/imports/import-run.server.ts'
import { DomainError, invalid } from '#app/server/platform/errors.server.ts'

const PATH = '/admin/import'
const LIMIT_MB = IMPORT_MAX_BYTES / 1024 / 1024
const TOO_LARGE = `The export is too large (at most ${LIMIT_MB} MB). Export without images: they are copied from the old site.`

export function meta() {
	return [
		{ title: 'Import from Ghost or WordPress | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request }: Route.ActionArgs) {
	const upload = await readFileUpload(request, {
		maxBytes: IMPORT_MAX_BYTES,
		tooLargeMessage: TOO_LARGE,
	})
	if (upload.refused)
		return data(
			{
				result: {
					status: 'error' as const,
					error: { '': [upload.refused.message] },
				},
			},
			{ status: upload.refused.status },
		)
	const { form } = upload
	const submission = parseWithZod(form, { schema: ImportUploadSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply() }, { status: 400 })
	const file = form.get('export')
	try {
		if (!(file instanceof File) || file.size === 0)
			throw invalid('Choose the file Ghost or WordPress exported.')
		const id = await startImport({
			fileName: file.name,
			bytes: new Uint8Array(await file.arrayBuffer()),
			siteUrl: submission.value.siteUrl,
		})
		return redirect(`${PATH}/${id}`, 303)
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		return data(
			{
				result: submission.reply({ formErrors: [error.message] }),
			},
			{ status: error.kind === 'too-large' ? 413 : 400 },
		)
	}
}

export default function AdminImportPage({ actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'import-upload',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: ImportUploadSchema }),
	})
	const busy = navigation.state === 'submitting'
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="font-serif text-4xl font-black">
				Import from Ghost or WordPress
			</h1>
			<p className="mt-2 text-muted">
				Bring an archive here in two steps. First upload the export: the JSON
				file from Ghost’s Settings → Advanced → Import/Export, or the XML file
				from WordPress’s Tools → Export (“All content”). Nothing is written yet:
				you see what would come in, which category each tag or WordPress
				category becomes and which addresses are already taken. Then confirm.
				Posts and pages become articles with their status, dates, tags, images
				and SEO fields (Yoast’s included); WordPress shortcodes become figures,
				galleries and links, or are removed and counted. Old addresses answer
				with a permanent redirect to the new ones. Importing the same file again
				updates those articles, it never adds them twice.
			</p>
			<Form
				method="post"
				action={PATH}
				encType="multipart/form-data"
				{...getFormProps(form)}
				className="mt-6 grid gap-4 rounded border border-rule bg-white p-4"
			>
				<Field
					label="Export file"
					required
					id="import-file"
					hint={`Ghost 5 or 6 (JSON) or WordPress (WXR), at most ${LIMIT_MB} MB`}
				>
					<input
						id="import-file"
						name="export"
						type="file"
						accept=".json,.xml,application/json,application/xml,text/xml"
						required
						className="text-sm"
					/>
				</Field>
				<Field
					label="The old site’s address"
					required
					id={fields.siteUrl.id}
					errors={fields.siteUrl.errors}
					hint="Images are copied from there into our storage, such as https://blog.example.com"
				>
					<input
						{...getInputProps(fields.siteUrl, { type: 'url' })}
						className={INPUT_CLASS}
						placeholder="https://blog.example.com"
					/>
				</Field>
				<UploadFormEnd
					error={form.errors?.[0]}
					busy={busy}
					label="Upload and preview"
					busyLabel="Reading the export…"
				/>
			</Form>
		</div>
	)
}
