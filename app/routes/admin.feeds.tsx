import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, useNavigation } from 'react-router'
import type { Route } from './+types/admin.feeds'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { INPUT_CLASS, TextField } from '#app/components/form-field.tsx'
import { ARTICLE_CATEGORIES, categoryTitle } from '#app/content/categories.ts'
import { formatCount } from '#app/lib/format.ts'
import {
	FeedInput,
	ImportFormSchema,
	MAX_FEEDS,
	SPEC_IMPORT,
} from '#app/schemas/import.ts'
import { DomainError, invalid } from '#app/server/platform/errors.server.ts'
import {
	addImportFeed,
	importFromFeeds,
	listImportFeeds,
	removeImportFeed,
	setImportFeedEnabled,
	type FeedView,
} from '#app/server/imports/feed-import.server.ts'
import { formText, readForm } from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

/** The SPEC's import (the dashboard's Import Articles button) sends these. */
const DEFAULT_KEYWORDS = SPEC_IMPORT.keywords.join(', ')

export async function loader() {
	return { feeds: await listImportFeeds() }
}

export function meta() {
	return [
		{ title: 'Import feeds | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readForm(request)
	const intent = formText(form, 'intent')
	try {
		switch (intent) {
			case 'add-feed': {
				const submission = parseWithZod(form, { schema: FeedInput })
				if (submission.status !== 'success')
					return data({ result: submission.reply() }, { status: 400 })
				try {
					const feed = await addImportFeed(submission.value)
					return redirectWithToast('/admin/feeds', {
						title: 'Feed added',
						description: `${feed.title} will be read by the next import.`,
					})
				} catch (error) {
					if (error instanceof DomainError && error.kind !== 'unavailable')
						return data(
							{
								result: submission.reply({
									fieldErrors: { url: [error.message] },
								}),
							},
							{ status: 400 },
						)
					throw error
				}
			}
			case 'import': {
				const parsed = ImportFormSchema.safeParse({
					keywords: formText(form, 'keywords'),
					category: formText(form, 'category'),
				})
				if (!parsed.success)
					throw invalid(parsed.error.issues[0]?.message ?? 'Invalid input')
				const feedId = formText(form, 'feedId') || undefined
				const { count, feeds } = await importFromFeeds(parsed.data, { feedId })
				const failed = feeds.filter(feed => feed.error).length
				return redirectWithToast('/admin/feeds', {
					title: `Imported ${count} articles`,
					description: `${count === 1 ? 'One new draft' : `${count} new drafts`} to review${failed ? `; ${failed} ${failed === 1 ? 'feed' : 'feeds'} could not be read (see below)` : ''}.`,
					variant: failed && count === 0 ? 'destructive' : 'default',
				})
			}
			case 'enable-feed':
			case 'disable-feed':
				await setImportFeedEnabled(
					formText(form, 'id'),
					intent === 'enable-feed',
				)
				return redirectWithToast('/admin/feeds', {
					title:
						intent === 'enable-feed' ? 'Feed switched on' : 'Feed switched off',
				})
			case 'delete-feed':
				await removeImportFeed(formText(form, 'id'))
				return redirectWithToast('/admin/feeds', { title: 'Feed removed' })
			default:
				throw invalid('Unknown action.')
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithToast('/admin/feeds', {
			title: 'Error',
			description: error.message,
			variant: 'destructive',
		})
	}
}

function Report({ feed }: { feed: FeedView }) {
	const report = feed.lastImport
	if (!report)
		return <p className="text-sm text-muted">Not imported from yet.</p>
	const when = new Date(report.at).toLocaleString('en-US', {
		timeZone: 'UTC',
		dateStyle: 'medium',
		timeStyle: 'short',
	})
	return (
		<div className="text-sm">
			<p className="text-muted">
				Last import {when} UTC, keywords: {report.keywords.join(', ')}
			</p>
			{report.error ? (
				<p className="mt-1 font-semibold text-accent">Failed: {report.error}</p>
			) : (
				<dl
					className="mt-1 flex flex-wrap gap-x-4 gap-y-1"
					aria-label={`Last import from ${feed.title}`}
				>
					{(
						[
							['Fetched', report.fetched],
							['Imported', report.imported],
							['Skipped (already imported)', report.duplicates],
							['Skipped (no keyword)', report.unmatched],
							['Failed', report.failed],
						] as const
					).map(([label, value]) => (
						<div key={label} className="flex gap-1">
							<dt>{label}:</dt>
							<dd className="font-semibold tabular-nums">
								{formatCount(value)}
							</dd>
						</div>
					))}
				</dl>
			)}
		</div>
	)
}

function ImportForm({ feedId, label }: { feedId?: string; label: string }) {
	return (
		<Form method="post" className="flex flex-wrap items-end gap-3">
			<input type="hidden" name="intent" value="import" />
			{feedId ? <input type="hidden" name="feedId" value={feedId} /> : null}
			<label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
				Keywords (comma-separated)
				<input
					name="keywords"
					defaultValue={DEFAULT_KEYWORDS}
					required
					maxLength={600}
					className={INPUT_CLASS}
				/>
			</label>
			<label className="flex flex-col gap-1 text-sm font-semibold">
				Category of the drafts
				<select
					name="category"
					defaultValue={SPEC_IMPORT.category}
					className={INPUT_CLASS}
				>
					{ARTICLE_CATEGORIES.map(slug => (
						<option key={slug} value={slug}>
							{categoryTitle(slug)}
						</option>
					))}
				</select>
			</label>
			<button
				type="submit"
				className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
			>
				{label}
			</button>
		</Form>
	)
}

export default function AdminFeedsPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { feeds } = loaderData
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'add-feed',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: FeedInput }),
	})
	return (
		<div className="mx-auto max-w-4xl">
			<h1 className="font-serif text-4xl font-black">Import feeds</h1>
			<p className="mt-2 text-muted">
				Import Articles reads every feed switched on below. Items whose title,
				text or categories match a keyword become <strong>drafts</strong> with a
				link to their source (set as their canonical address); an item is never
				imported twice.
			</p>

			<section
				aria-labelledby="import-now"
				className="mt-6 rounded border border-rule bg-white p-4"
			>
				<h2 id="import-now" className="font-serif text-xl font-bold">
					Import from every feed
				</h2>
				<div className="mt-3">
					<ImportForm label="Import now" />
				</div>
			</section>

			<section aria-labelledby="feed-list" className="mt-8">
				<h2 id="feed-list" className="font-serif text-2xl font-bold">
					Feeds ({feeds.length - 1} of {MAX_FEEDS}, and the built-in list)
				</h2>
				<ul className="mt-4 grid gap-4">
					{feeds.map(feed => (
						<li
							key={feed.id}
							aria-label={feed.title}
							className="rounded border border-rule bg-white p-4"
						>
							<div className="flex flex-wrap items-start justify-between gap-2">
								<div className="min-w-0">
									<h3 className="font-serif text-lg font-bold">
										{feed.title}{' '}
										<span
											className={`rounded px-1.5 align-middle font-sans text-xs font-semibold ${feed.enabled ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-700'}`}
										>
											{feed.enabled ? 'On' : 'Off'}
										</span>
									</h3>
									{feed.url ? (
										<p className="text-sm break-all text-muted">{feed.url}</p>
									) : (
										<p className="text-sm text-muted">
											Eight pieces curated by the Brandline Desk.
										</p>
									)}
								</div>
								{/* ml-auto: wrapped under a long address, the buttons stay on the right, so the
								    Remove question (hung from its button's right edge) stays on screen. */}
								<div className="ml-auto flex flex-wrap gap-2">
									<Form method="post">
										<input type="hidden" name="id" value={feed.id} />
										<button
											type="submit"
											name="intent"
											value={feed.enabled ? 'disable-feed' : 'enable-feed'}
											className="rounded border border-ink px-3 py-1 text-sm font-semibold"
										>
											{feed.enabled ? 'Switch off' : 'Switch on'}
										</button>
									</Form>
									{feed.builtIn ? null : (
										<FeedRemove id={feed.id} title={feed.title} />
									)}
								</div>
							</div>
							<div className="mt-2">
								<Report feed={feed} />
							</div>
							<details className="mt-2">
								<summary className="cursor-pointer text-sm font-semibold">
									Import from this feed only
								</summary>
								<div className="mt-2">
									<ImportForm
										feedId={feed.id}
										label={`Import from ${feed.title}`}
									/>
								</div>
							</details>
						</li>
					))}
				</ul>
			</section>

			<section
				aria-labelledby="add-feed-heading"
				className="mt-8 rounded border border-rule bg-white p-4"
			>
				<h2 id="add-feed-heading" className="font-serif text-xl font-bold">
					Add a feed
				</h2>
				<Form
					method="post"
					{...getFormProps(form)}
					className="mt-3 flex flex-col gap-3"
				>
					<input type="hidden" name="intent" value="add-feed" />
					<TextField label="Name" required meta={fields.title} />
					<TextField
						label="Feed address (RSS or Atom)"
						required
						hint="http or https; addresses on private networks are refused."
						meta={fields.url}
						type="url"
						placeholder="https://example.com/feed.xml"
					/>
					<button
						type="submit"
						className="self-start rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
					>
						Add feed
					</button>
				</Form>
			</section>
		</div>
	)
}

/** Remove with a confirmation step (no JavaScript needed): posts to this page's own action. */
function FeedRemove({ id, title }: { id: string; title: string }) {
	return (
		<ConfirmDelete
			intent="delete-feed"
			id={id}
			label="Remove"
			question={`Remove “${title}” from the import list? Drafts already imported stay.`}
			action="/admin/feeds"
			align="end"
		/>
	)
}
