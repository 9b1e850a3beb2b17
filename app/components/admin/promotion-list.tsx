import { Link } from 'react-router'
import { ConfirmDelete } from './confirm-delete.tsx'
import { DeskTime } from './desk-time.tsx'
import { PromotionStats } from './promotion-stats.tsx'
import {
	EmptyList,
	FilterSelect,
	ListFilters,
	Pagination,
} from './list-controls.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import { listHref, type Paged, type QueryValues } from '#app/lib/admin-list.ts'
import {
	PROMOTION_STATUS_LABELS,
	PROMOTION_STATUSES,
	type PromotionStatus,
} from '#app/lib/promotion-status.ts'
import { PROMOTION_PLACEMENT_VALUES } from '#app/schemas/promotion.ts'
import type { PromotionRow } from '#app/server/admin/lists.server.ts'

const STATUS_CLASSES: Record<PromotionStatus, string> = {
	live: 'bg-green-100 text-green-900',
	scheduled: 'bg-sky-100 text-sky-900',
	ended: 'bg-gray-200 text-gray-700',
	inactive: 'bg-gray-200 text-gray-700',
}

/**
 * The administrator's promotions, on the dashboard's tab and on /admin/promotions: searched,
 * filtered by status (computed from the active flag and the schedule) and placement, one page at
 * a time. `path` and `keep` say where the list lives (the tab keeps `tab=promotions`).
 */
export function PromotionList({
	promotions,
	heading,
	path,
	keep = {},
	query,
}: {
	promotions: Paged<PromotionRow>
	heading: string
	path: string
	keep?: QueryValues
	query: QueryValues
}) {
	const returnTo = listHref(path, { ...keep, ...query }, { page: query.page })
	const filtered = Boolean(query.q || query.status || query.placement)
	return (
		<section aria-labelledby="manage-promotions">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="manage-promotions" className="font-serif text-2xl font-bold">
					{heading}
				</h2>
				<Link
					to="/admin/promotion/new"
					className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white"
				>
					New Promotion
				</Link>
			</div>
			<ListFilters
				path={path}
				keep={keep}
				label="Filter promotions"
				search={query.q ?? ''}
				searchLabel="Search promotions"
			>
				<FilterSelect
					name="status"
					label="Status"
					value={query.status}
					anyLabel="Any status"
					options={PROMOTION_STATUSES.map(
						status => [status, PROMOTION_STATUS_LABELS[status]] as const,
					)}
				/>
				<FilterSelect
					name="placement"
					label="Placement"
					value={query.placement}
					anyLabel="Any placement"
					options={PROMOTION_PLACEMENT_VALUES.map(
						placement => [placement, placement] as const,
					)}
				/>
			</ListFilters>
			{promotions.total === 0 ? (
				<EmptyList
					filtered={filtered}
					noun="promotions"
					empty="No Promotions"
				/>
			) : (
				<>
					<ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
						{promotions.items.map(promotion => (
							<li
								key={promotion.id}
								className="rounded border border-rule bg-white p-4"
							>
								<div className="flex items-start justify-between gap-2">
									<h3 className="min-w-0 font-serif text-lg font-bold wrap-anywhere">
										{promotion.title}
									</h3>
									<span className="flex shrink-0 gap-1">
										<span
											className={`rounded px-2 py-0.5 text-xs font-semibold ${promotion.active ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-700'}`}
										>
											{promotion.active ? 'Active' : 'Inactive'}
										</span>
										{promotion.status !== 'inactive' ? (
											<span
												className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[promotion.status]}`}
												title="From the active flag and the schedule"
											>
												{PROMOTION_STATUS_LABELS[promotion.status]}
											</span>
										) : null}
									</span>
								</div>
								<p className="mt-1 text-sm text-muted">
									{promotion.description}
								</p>
								<dl className="mt-2 grid grid-cols-2 gap-x-4 text-xs text-muted">
									<dt>Placement</dt>
									<dd>{promotion.placement}</dd>
									<dt>Target category</dt>
									<dd>
										{promotion.targetCategory
											? categoryTitle(promotion.targetCategory)
											: 'All'}
									</dd>
									<dt>Priority</dt>
									<dd>{promotion.priority}</dd>
									<dt>Schedule</dt>
									<dd>
										{promotion.startDate ? (
											<DeskTime at={promotion.startDate} />
										) : (
											'Any time'
										)}{' '}
										–{' '}
										{promotion.endDate ? (
											<DeskTime at={promotion.endDate} />
										) : (
											'no end'
										)}
									</dd>
									<PromotionStats promotion={promotion} />
									<dt>Created</dt>
									<dd>
										<DeskTime at={promotion.createdAt} />
									</dd>
								</dl>
								<div className="mt-3 flex gap-2">
									<Link
										to={`/admin/promotion/${promotion.id}`}
										className="rounded border border-ink px-3 py-1 text-sm font-semibold"
									>
										Edit
									</Link>
									<ConfirmDelete
										intent="delete-promotion"
										id={promotion.id}
										returnTo={returnTo}
										question="Are you sure you want to delete this promotion?"
									/>
								</div>
							</li>
						))}
					</ul>
					<Pagination
						path={path}
						query={{ ...keep, ...query }}
						paged={promotions}
						noun="promotions"
					/>
				</>
			)}
		</section>
	)
}
