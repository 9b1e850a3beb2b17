/**
 * The admin's redirects page forms: one redirect (added or edited; the old address is the key),
 * and the CSV upload with every wrong line listed.
 */
import {
	getFormProps,
	getInputProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { formatCount } from '#app/lib/format.ts'
import {
	REDIRECTS_PAGE as PATH,
	REDIRECT_CSV_LIMIT_MB as CSV_LIMIT_MB,
} from '#app/lib/redirects-page.ts'
import {
	REDIRECT_CSV_MAX_ROWS,
	RedirectSchema,
	type CsvLineError,
} from '#app/schemas/redirect.ts'

export function RedirectForm({
	editing,
	lastResult,
}: {
	editing: { from: string; to: string } | null
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: editing ? `edit-${editing.from}` : 'add-redirect',
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		defaultValue: editing ?? undefined,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: RedirectSchema }),
	})
	return (
		<Form
			method="post"
			action={PATH}
			{...getFormProps(form)}
			className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start"
		>
			{editing ? (
				<input type="hidden" name="replacing" value={editing.from} />
			) : null}
			<Field
				label="Old address"
				required
				id={fields.from.id}
				errors={fields.from.errors}
				hint="A path such as /2019/04/02/old-post/ or /?p=123, or the old site's full address"
			>
				<input
					{...getInputProps(fields.from, { type: 'text' })}
					className={INPUT_CLASS}
					placeholder="/2019/04/02/old-post/"
				/>
			</Field>
			<Field
				label="New address"
				required
				id={fields.to.id}
				errors={fields.to.errors}
				hint="A page of this site, such as /article/why-trust-compounds, or https://…"
			>
				<input
					{...getInputProps(fields.to, { type: 'text' })}
					className={INPUT_CLASS}
					placeholder="/article/why-trust-compounds"
				/>
			</Field>
			<div className="flex gap-2 md:mt-6">
				<button
					type="submit"
					className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
				>
					{editing ? 'Save redirect' : 'Add redirect'}
				</button>
				{editing ? (
					<Link
						to={PATH}
						className="rounded border border-ink px-4 py-2 text-sm font-semibold"
					>
						Cancel
					</Link>
				) : null}
			</div>
			{form.errors?.length ? (
				<p role="alert" className="text-sm text-accent md:col-span-3">
					{form.errors[0]}
				</p>
			) : null}
		</Form>
	)
}

export function CsvUpload({
	csv,
}: {
	csv?: { message: string; lines: CsvLineError[] }
}) {
	return (
		<section
			aria-labelledby="csv-heading"
			className="mt-6 rounded border border-rule bg-white p-4"
		>
			<h2 id="csv-heading" className="font-serif text-xl font-bold">
				Upload a CSV of redirects
			</h2>
			<p className="mt-1 text-sm text-muted">
				One <code>from,to</code> pair a line (a first line <code>from,to</code>{' '}
				is read as a header), up to {formatCount(REDIRECT_CSV_MAX_ROWS)} lines
				and {CSV_LIMIT_MB} MB. All or nothing: if one line is wrong, nothing is
				saved and every wrong line is listed. An old address already in the
				table takes the new address.
			</p>
			<Form
				method="post"
				action={PATH}
				encType="multipart/form-data"
				className="mt-3 flex flex-wrap items-end gap-3"
			>
				<label className="flex flex-col gap-1 text-sm font-semibold">
					CSV file
					<input
						type="file"
						name="csv"
						accept=".csv,text/csv"
						required
						className="text-sm"
					/>
				</label>
				<button
					type="submit"
					className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
				>
					Upload CSV
				</button>
			</Form>
			{csv ? (
				<div role="alert" className="mt-3 text-sm text-accent">
					<p className="font-semibold">{csv.message}</p>
					{csv.lines.length > 1 ? (
						<ul className="mt-1 list-disc pl-5">
							{csv.lines.map(line => (
								<li key={line.line}>
									Line {line.line}: {line.message}
								</li>
							))}
						</ul>
					) : null}
				</div>
			) : null}
		</section>
	)
}
