import { Form, Link } from 'react-router'
import { ConfirmDelete } from './confirm-delete.tsx'
import { DeskTime } from './desk-time.tsx'
import {
	EmptyList,
	FilterSelect,
	ListFilters,
	Pagination,
} from './list-controls.tsx'
import { SubscriberStatusBadge } from './subscriber-status.tsx'
import { listHref, type Paged, type QueryValues } from '#app/lib/admin-list.ts'
import {
	SUBSCRIBER_STATUS_LABELS,
	SUBSCRIBER_STATUSES,
} from '#app/content/newsletter.ts'
import type { SubscriberRow } from '#app/server/admin/lists.server.ts'

/**
 * The Subscribers tab (SPEC §2's table): search by e-mail, filter by status and source (a GET
 * form), pages with the true total, Deactivate or Reactivate per row, and Erase (every record of
 * the address, after a confirmation). Export CSV downloads what the filter shows.
 */
export function SubscriberTable({
	subscribers,
	sources,
	keep,
	query,
}: {
	subscribers: Paged<SubscriberRow>
	sources: string[]
	keep: QueryValues
	query: QueryValues
}) {
	const path = '/admin'
	const returnTo = listHref(path, { ...keep, ...query }, { page: query.page })
	const filtered = Boolean(query.q || query.status || query.source)
	const exportHref = listHref('/admin/subscribers.csv', {
		q: query.q,
		status: query.status,
		source: query.source,
	})
	return (
		<section aria-labelledby="subscribers-heading">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="subscribers-heading" className="font-serif text-2xl font-bold">
					Newsletter Subscribers
				</h2>
				<Link
					to="/admin/newsletter"
					className="text-sm font-semibold underline"
				>
					Daily digest: preview, test and history
				</Link>
				<Link
					to="/admin/subscribers/import"
					className="text-sm font-semibold underline"
				>
					Import subscribers (CSV)
				</Link>
				{subscribers.total > 0 ? (
					<a
						href={exportHref}
						download
						className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white"
					>
						Export CSV
					</a>
				) : (
					<button
						type="button"
						disabled
						className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white opacity-50"
					>
						Export CSV
					</button>
				)}
			</div>
			<ListFilters
				path={path}
				keep={keep}
				label="Filter subscribers"
				search={query.q ?? ''}
				searchLabel="Search e-mail"
			>
				<FilterSelect
					name="status"
					label="Status"
					value={query.status}
					anyLabel="Any status"
					options={SUBSCRIBER_STATUSES.map(
						status => [status, SUBSCRIBER_STATUS_LABELS[status]] as const,
					)}
				/>
				<FilterSelect
					name="source"
					label="Source"
					value={query.source}
					anyLabel="Any source"
					options={sources.map(source => [source, source] as const)}
				/>
			</ListFilters>
			{subscribers.total === 0 ? (
				<EmptyList
					filtered={filtered}
					noun="subscribers"
					empty="No Subscribers Yet"
				/>
			) : (
				<>
					<div
						className="mt-4 overflow-x-auto"
						role="region"
						aria-label="Subscribers table"
						tabIndex={0}
					>
						<table className="w-full min-w-[720px] border-collapse bg-white text-left text-sm">
							<caption className="sr-only">Subscribers</caption>
							<thead>
								<tr className="border-b-2 border-ink">
									{[
										'Email',
										'Date',
										'Source',
										'Content',
										'Status',
										'Actions',
									].map(heading => (
										<th key={heading} scope="col" className="px-3 py-2">
											{heading}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{subscribers.items.map(subscriber => (
									<tr key={subscriber.id} className="border-b border-rule">
										<td className="px-3 py-2 break-all">{subscriber.email}</td>
										<td className="px-3 py-2">
											{subscriber.subscribedAt ? (
												<DeskTime at={subscriber.subscribedAt} />
											) : (
												'N/A'
											)}
										</td>
										<td className="px-3 py-2">{subscriber.source}</td>
										<td className="px-3 py-2">{subscriber.contentType}</td>
										<td className="px-3 py-2">
											<SubscriberStatusBadge subscriber={subscriber} />
										</td>
										<td className="px-3 py-2">
											<div className="flex flex-wrap gap-2">
												<Form method="post" action="/admin?index">
													<input
														type="hidden"
														name="id"
														value={subscriber.id}
													/>
													<input
														type="hidden"
														name="returnTo"
														value={returnTo}
													/>
													{subscriber.status === 'inactive' ? (
														<button
															type="submit"
															name="intent"
															value="reactivate-subscriber"
															aria-label={`Reactivate ${subscriber.email}`}
															className="rounded border border-ink px-3 py-1 text-sm font-semibold"
														>
															Reactivate
														</button>
													) : (
														<button
															type="submit"
															name="intent"
															value="deactivate-subscriber"
															aria-label={`Deactivate ${subscriber.email}`}
															className="rounded border border-ink px-3 py-1 text-sm font-semibold"
														>
															Deactivate
														</button>
													)}
												</Form>
												<ConfirmDelete
													intent="erase-subscriber"
													id={subscriber.id}
													returnTo={returnTo}
													label="Erase"
													align="end"
													question={`Erase ${subscriber.email} and every record of this address? It cannot be undone.`}
												/>
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<Pagination
						path={path}
						query={{ ...keep, ...query }}
						paged={subscribers}
						noun="subscribers"
					/>
				</>
			)}
		</section>
	)
}
