import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.redirects'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { formatCount } from '#app/lib/format.ts'
import {
	REDIRECT_CSV_MAX_BYTES,
	REDIRECT_CSV_MAX_ROWS,
	RedirectSchema,
	type CsvLineError,
} from '#app/schemas/redirect.ts'
import {
	formText,
	readForm,
	readMultipartForm,
	readPageForm,
} from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	DomainError,
	invalid,
	tooLarge,
} from '#app/server/platform/errors.server.ts'
import {
	getRedirect,
	importRedirectsCsv,
	listRedirects,
	removeRedirect,
	saveRedirect,
} from '#app/server/site/redirects.server.ts'

const PATH = '/admin/redirects'
const CSV_LIMIT_MB = REDIRECT_CSV_MAX_BYTES / 1024 / 1024

export async function loader({ url }: Route.LoaderArgs) {
	const q = url.searchParams.get('q')?.slice(0, 200) ?? ''
	const after = url.searchParams.get('after') ?? undefined
	const edit = url.searchParams.get('edit')
	const [list, editing] = await Promise.all([
		listRedirects({ q, after }),
		edit ? getRedirect(edit) : null,
	])
	return { ...list, q, after: after ?? null, editing }
}

export function meta() {
	return [
		{ title: 'Redirects | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** The CSV file of a multipart form, as text (a refusal when it is missing or too large). */
async function readCsvUpload(request: Request): Promise<string> {
	const { form, oversized } = await readMultipartForm(request, {
		maxBytes: REDIRECT_CSV_MAX_BYTES + 64 * 1024,
		maxFiles: 1,
		maxFileBytes: REDIRECT_CSV_MAX_BYTES,
	}).catch((error: unknown) => {
		if (error instanceof DomainError && error.kind === 'too-large')
			throw tooLarge(`The CSV file is too large (at most ${CSV_LIMIT_MB} MB).`)
		throw error
	})
	if (oversized.length)
		throw tooLarge(`The CSV file is too large (at most ${CSV_LIMIT_MB} MB).`)
	const file = form.get('csv')
	if (!(file instanceof File) || file.size === 0)
		throw invalid('Choose a CSV file of from,to pairs to upload.')
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(
			await file.arrayBuffer(),
		)
	} catch {
		throw invalid('The CSV file is not UTF-8 text.')
	}
}

async function uploadCsv(request: Request) {
	try {
		const { added, updated } = await importRedirectsCsv(
			await readCsvUpload(request),
		)
		return redirectWithToast(PATH, {
			title: 'Redirects saved',
			description: `${formatCount(added)} added, ${formatCount(updated)} changed.`,
		})
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		const lines = (error.details?.lines as CsvLineError[] | undefined) ?? []
		return data(
			{ csv: { message: error.message, lines }, result: undefined },
			{ status: error.kind === 'too-large' ? 413 : 400 },
		)
	}
}

async function saveFromForm(form: FormData) {
	const submission = parseWithZod(form, { schema: RedirectSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply(), csv: undefined }, { status: 400 })
	try {
		const saved = await saveRedirect(submission.value)
		return redirectWithToast(PATH, {
			title: submission.value.replacing ? 'Redirect changed' : 'Redirect added',
			description: `${saved.from} now answers 301 to ${saved.to}.`,
		})
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		const errors = (error.details?.errors as Record<string, string[]>) ?? {
			'': [error.message],
		}
		return data(
			{ result: submission.reply({ fieldErrors: errors }), csv: undefined },
			{ status: error.kind === 'conflict' ? 409 : 400 },
		)
	}
}

export async function action({ request }: Route.ActionArgs) {
	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? ''))
		return uploadCsv(request)
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ result: refused.reply, csv: undefined },
			{ status: refused.status },
		)
	const intent = formText(form, 'intent')
	if (intent === 'delete-redirect') {
		const removed = await removeRedirect(formText(form, 'id'))
		return redirectWithToast(PATH, {
			title: removed ? 'Redirect removed' : 'Already removed',
			description: removed
				? `${formText(form, 'id')} no longer redirects.`
				: undefined,
		})
	}
	return saveFromForm(form)
}

function RedirectForm({
	editing,
	lastResult,
}: {
	editing: { from: string; to: string } | null
	lastResult: Route.ComponentProps['actionData']
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: editing ? `edit-${editing.from}` : 'add-redirect',
		lastResult: navigation.state === 'idle' ? lastResult?.result : undefined,
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

function CsvUpload({
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

export default function AdminRedirectsPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { redirects, next, total, q, editing } = loaderData
	const listPath = (params: Record<string, string>) =>
		`${PATH}?${new URLSearchParams({ ...(q ? { q } : {}), ...params })}`
	return (
		<div className="mx-auto max-w-5xl">
			<h1 className="font-serif text-4xl font-black">Redirects</h1>
			<p className="mt-2 text-muted">
				An old address listed here answers with a permanent redirect (301) to
				its new one, before any page of the site. Imports add the old addresses
				of the posts they bring in. A redirect that would lead back to itself is
				refused.
			</p>

			<section
				aria-labelledby="redirect-form-heading"
				className="mt-6 rounded border border-rule bg-white p-4"
			>
				<h2 id="redirect-form-heading" className="font-serif text-xl font-bold">
					{editing
						? `Edit the redirect from ${editing.from}`
						: 'Add a redirect'}
				</h2>
				<RedirectForm
					key={editing?.from ?? 'new'}
					editing={editing}
					lastResult={actionData}
				/>
			</section>

			<CsvUpload csv={actionData?.csv} />

			<section aria-labelledby="redirect-list-heading" className="mt-8">
				<h2
					id="redirect-list-heading"
					className="font-serif text-2xl font-bold"
				>
					{q
						? `${formatCount(total)} redirects matching “${q}”`
						: `${formatCount(total)} redirects`}
				</h2>
				<Form method="get" action={PATH} className="mt-3 flex gap-2">
					<label className="sr-only" htmlFor="redirect-search">
						Find a redirect
					</label>
					<input
						id="redirect-search"
						name="q"
						type="search"
						defaultValue={q}
						placeholder="Part of an old or new address"
						className={`${INPUT_CLASS} max-w-md`}
					/>
					<button
						type="submit"
						className="rounded border border-ink px-4 py-2 text-sm font-semibold"
					>
						Find
					</button>
				</Form>
				<RedirectTable redirects={redirects} listPath={listPath} />
				{next ? (
					<p className="mt-4">
						<Link
							to={listPath({ after: next })}
							className="font-semibold underline"
						>
							Next {formatCount(Math.min(50, total))} redirects →
						</Link>
					</p>
				) : null}
			</section>
		</div>
	)
}

function RedirectTable({
	redirects,
	listPath,
}: {
	redirects: Route.ComponentProps['loaderData']['redirects']
	listPath: (params: Record<string, string>) => string
}) {
	if (redirects.length === 0)
		return <p className="mt-4 text-muted">No redirects here yet.</p>
	return (
		<div className="mt-4 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<thead>
					<tr className="border-b border-rule">
						<th scope="col" className="py-2 pr-3">
							Old address
						</th>
						<th scope="col" className="py-2 pr-3">
							New address
						</th>
						<th scope="col" className="py-2 pr-3">
							Made by
						</th>
						<th scope="col" className="py-2">
							<span className="sr-only">Actions</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{redirects.map(redirect => (
						<tr key={redirect.from} className="border-b border-rule align-top">
							<td className="py-2 pr-3 break-all">{redirect.from}</td>
							<td className="py-2 pr-3 break-all">{redirect.to}</td>
							<td className="py-2 pr-3">{ORIGIN_LABELS[redirect.origin]}</td>
							<td className="py-2">
								<div className="flex gap-2">
									<Link
										to={listPath({ edit: redirect.from })}
										aria-label={`Edit the redirect from ${redirect.from}`}
										className="rounded border border-ink px-3 py-1 text-sm font-semibold"
									>
										Edit
									</Link>
									<ConfirmDelete
										intent="delete-redirect"
										id={redirect.from}
										label="Remove"
										question={`Remove the redirect from ${redirect.from}? That address will answer 404 again.`}
										action={PATH}
										align="end"
									/>
								</div>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

const ORIGIN_LABELS = {
	editor: 'An editor',
	csv: 'CSV upload',
	import: 'Import',
} as const
