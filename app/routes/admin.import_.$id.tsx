import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.import_.$id'
import { ARTICLE_CATEGORIES, CATEGORY_INFO } from '#app/content/categories.ts'
import {
	ImportCount,
	ImportProgress,
	importRefreshMeta,
} from '#app/components/admin/import-parts.tsx'
import { formatCount } from '#app/lib/format.ts'
import {
	formText,
	readForm,
	readPageForm,
} from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	continueImport,
	getImportRun,
	queueImport,
} from '#app/server/imports/import-run.server.ts'
import type { CategoryChoice } from '#app/server/imports/import-plan.server.ts'
import type { ImportReport } from '#app/server/models/index.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'

const CATEGORY_FIELD = 'category:'

const HEADINGS = {
	previewed: 'preview',
	importing: 'in progress',
	imported: 'done',
	failed: 'failed',
} as const

/** How the page names each source, its version and the terms a mapping reads. */
const SOURCES = {
	ghost: { name: 'Ghost', version: 'Ghost', term: 'tag', column: 'Ghost tag' },
	wordpress: {
		name: 'WordPress',
		version: 'WordPress WXR',
		term: 'WordPress category',
		column: 'WordPress category',
	},
} as const

/**
 * The preview, then (once confirmed) the import's progress and its report, read from the run
 * record so any instance shows them (docs/decisions/076). While it runs the page reloads itself
 * (a meta refresh, no script needed) and takes the work up if the instance doing it died.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const run = await getImportRun(params.id)
	if (run.state === 'importing') continueImport(run._id)
	return {
		id: run._id,
		source: run.source,
		fileName: run.fileName,
		siteUrl: run.siteUrl,
		state: run.state,
		preview: run.preview,
		report: run.report ?? null,
		progress: run.progress ?? { done: 0, total: 0 },
		error: run.error ?? null,
		categoryMap: run.categoryMap ?? {},
		defaultCategory: run.defaultCategory ?? ARTICLE_CATEGORIES[0],
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	const source = loaderData
		? SOURCES[loaderData.source].name
		: 'Ghost or WordPress'
	return [
		{ title: `Import from ${source} | Admin` },
		{ name: 'robots', content: 'noindex, nofollow' },
		...importRefreshMeta(loaderData?.state === 'importing'),
	]
}

const isCategory = (
	value: string,
): value is CategoryChoice['defaultCategory'] =>
	(ARTICLE_CATEGORIES as readonly string[]).includes(value)

/** The editor's mapping: one select a tag (`category:{tag slug}`), and the category for the rest. */
function choiceFrom(form: FormData): CategoryChoice | string {
	const defaultCategory = formText(form, 'defaultCategory')
	if (!isCategory(defaultCategory))
		return 'Choose the category for posts whose tags map to none.'
	const categoryMap: Record<string, string> = {}
	for (const [name, value] of form) {
		if (!name.startsWith(CATEGORY_FIELD) || typeof value !== 'string') continue
		if (value === '') continue
		if (!isCategory(value)) return `“${value}” is not a category.`
		categoryMap[name.slice(CATEGORY_FIELD.length)] = value
	}
	return { categoryMap, defaultCategory }
}

export async function action({ request, params }: Route.ActionArgs) {
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data({ error: refused.message }, { status: refused.status })
	const choice = choiceFrom(form)
	if (typeof choice === 'string')
		return data({ error: choice }, { status: 400 })
	try {
		const queued = await queueImport(params.id, choice)
		continueImport(params.id)
		return redirectWithToast(`/admin/import/${params.id}`, {
			title: queued ? 'Import started' : 'The import is already under way',
			description: 'This page shows its progress, then its report.',
		})
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		return data({ error: error.message }, { status: 400 })
	}
}

function CategorySelect({
	name,
	label,
	value,
	allowNone,
}: {
	name: string
	label: string
	value?: string
	allowNone: boolean
}) {
	return (
		<select
			name={name}
			aria-label={label}
			defaultValue={value ?? ''}
			className="rounded border border-rule px-2 py-1 text-sm"
		>
			{allowNone ? <option value="">No category (tag only)</option> : null}
			{ARTICLE_CATEGORIES.map(category => (
				<option key={category} value={category}>
					{CATEGORY_INFO[category].title}
				</option>
			))}
		</select>
	)
}

function ReportView({ report }: { report: ImportReport }) {
	return (
		<section aria-labelledby="report-heading" className="mt-8">
			<h2 id="report-heading" className="font-serif text-2xl font-bold">
				Report
			</h2>
			<dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
				<ImportCount label="Imported" value={report.imported} />
				<ImportCount label="Updated" value={report.updated} />
				<ImportCount
					label="Skipped"
					value={report.totals?.skipped ?? report.skipped.length}
				/>
				<ImportCount
					label="Images not copied"
					value={report.totals?.failedImages ?? report.failedImages.length}
				/>
			</dl>
			<p className="mt-3 text-sm">
				Old addresses: {formatCount(report.redirects.added)} redirects added,{' '}
				{formatCount(report.redirects.updated)} updated,{' '}
				{formatCount(report.redirects.kept)} kept as an editor set them,{' '}
				{formatCount(report.redirects.refused)} refused. See{' '}
				<Link to="/admin/redirects" className="underline">
					Redirects
				</Link>
				.
			</p>
			{report.shortcodes ? (
				<p className="mt-2 text-sm">
					WordPress shortcodes: {formatCount(report.shortcodes.converted)} made
					into figures, galleries and links,{' '}
					{formatCount(report.shortcodes.unwrapped)} unwrapped (their text
					kept), {formatCount(report.shortcodes.removed)} removed (forms, ads
					and others that mean nothing here). Each post’s are in the notes.
				</p>
			) : null}
			<ReasonList
				heading="Skipped"
				rows={report.skipped.map(row => [row.title, row.reason])}
			/>
			<ReasonList
				heading="Images that could not be copied (left out; in a body they became links)"
				rows={report.failedImages.map(row => [row.title, row.url])}
			/>
			<ReasonList
				heading="Notes"
				rows={report.notes.map(row => [row.title, row.note])}
			/>
		</section>
	)
}

function ReasonList({
	heading,
	rows,
}: {
	heading: string
	rows: Array<[string, string]>
}) {
	if (rows.length === 0) return null
	return (
		<details className="mt-4 rounded border border-rule bg-white p-3" open>
			<summary className="font-semibold">
				{heading} ({formatCount(rows.length)})
			</summary>
			<ul className="mt-2 list-disc pl-5 text-sm">
				{rows.map(([title, reason], index) => (
					<li key={index} className="break-words">
						<span className="font-semibold">{title}</span>: {reason}
					</li>
				))}
			</ul>
		</details>
	)
}

export default function AdminImportRunPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { preview, report, state, progress } = loaderData
	const source = SOURCES[loaderData.source]
	const busy = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-4xl">
			<p className="text-sm">
				<Link to="/admin/import" className="underline">
					← Import another file
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">
				{source.name} import: {HEADINGS[state]}
			</h1>
			<p className="mt-2 break-words text-muted">
				{loaderData.fileName} · {source.version} {preview.version} · images from{' '}
				{loaderData.siteUrl}
			</p>
			{state === 'importing' ? (
				<ImportProgress
					label={`Imported ${formatCount(progress.done)} of ${formatCount(progress.total)} posts and pages`}
					value={progress.done}
					max={progress.total}
					running
					href={`/admin/import/${loaderData.id}`}
				/>
			) : null}
			{loaderData.error ? (
				<p role="alert" className="mt-4 text-accent">
					{loaderData.error}
				</p>
			) : null}
			{report && state === 'imported' ? <ReportView report={report} /> : null}
			<section aria-labelledby="preview-heading" className="mt-8">
				<h2 id="preview-heading" className="font-serif text-2xl font-bold">
					What the file holds
				</h2>
				<dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
					<ImportCount label="Posts" value={preview.counts.posts} />
					<ImportCount label="Pages" value={preview.counts.pages} />
					<ImportCount label="Published" value={preview.counts.published} />
					<ImportCount label="Drafts" value={preview.counts.drafts} />
					<ImportCount label="Scheduled" value={preview.counts.scheduled} />
					<ImportCount label="Left out" value={preview.counts.skipped} />
				</dl>
				{preview.updates ? (
					<p className="mt-3 text-sm">
						{formatCount(preview.updates)} of these came in with an earlier
						import and will be updated, not added again.
					</p>
				) : null}
				{preview.warnings.map(warning => (
					<p key={warning} className="mt-2 text-sm text-accent">
						{warning}
					</p>
				))}
				<ReasonList
					heading="Addresses already taken (the import uses the one shown)"
					rows={preview.conflicts.map(row => [
						row.title,
						`/${row.slug} becomes /article/${row.resolved}`,
					])}
				/>
				<ReasonList
					heading="Left out"
					rows={preview.skipped.map(row => [row.title, row.reason])}
				/>
			</section>
			{state === 'importing' || state === 'failed' ? null : (
				<MappingForm
					loaderData={loaderData}
					busy={busy}
					error={actionData?.error}
				/>
			)}
		</div>
	)
}

function MappingForm({
	loaderData,
	busy,
	error,
}: {
	loaderData: Route.ComponentProps['loaderData']
	busy: boolean
	error?: string
}) {
	const { preview, categoryMap, state } = loaderData
	const source = SOURCES[loaderData.source]
	return (
		<Form
			method="post"
			action={`/admin/import/${loaderData.id}`}
			className="mt-8 rounded border border-rule bg-white p-4"
		>
			<h2 className="font-serif text-2xl font-bold">Categories</h2>
			<p className="mt-1 text-sm text-muted">
				A post goes in the category of its first {source.term} that has one;
				every one stays a tag.
			</p>
			{preview.tags.length ? (
				<table className="mt-3 w-full text-left text-sm">
					<thead>
						<tr className="border-b border-rule">
							<th scope="col" className="py-2 pr-3">
								{source.column}
							</th>
							<th scope="col" className="py-2 pr-3">
								Posts
							</th>
							<th scope="col" className="py-2">
								Category
							</th>
						</tr>
					</thead>
					<tbody>
						{preview.tags.map(tag => (
							<tr key={tag.slug} className="border-b border-rule">
								<td className="py-2 pr-3 break-all">{tag.name}</td>
								<td className="py-2 pr-3">{formatCount(tag.posts)}</td>
								<td className="py-2">
									<CategorySelect
										name={`${CATEGORY_FIELD}${tag.slug}`}
										label={`Category for the ${source.term} ${tag.name}`}
										value={categoryMap[tag.slug]}
										allowNone
									/>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			) : null}
			<label className="mt-4 flex flex-wrap items-center gap-2 text-sm font-semibold">
				Posts whose {source.term === 'tag' ? 'tags' : 'categories'} map to no
				category go in
				<CategorySelect
					name="defaultCategory"
					label="Category for the other posts"
					value={loaderData.defaultCategory}
					allowNone={false}
				/>
			</label>
			{error ? (
				<p role="alert" className="mt-3 text-sm text-accent">
					{error}
				</p>
			) : null}
			<button
				type="submit"
				disabled={busy}
				className="mt-4 rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
			>
				{busy
					? 'Starting…'
					: state === 'imported'
						? 'Import again (updates)'
						: 'Confirm and import'}
			</button>
		</Form>
	)
}
