import { Form, Link } from 'react-router'
import { DeskTime } from './desk-time.tsx'
import { ConfirmDelete } from './confirm-delete.tsx'
import {
	EmptyList,
	FilterCheckbox,
	FilterSelect,
	ListFilters,
	Pagination,
} from './list-controls.tsx'
import {
	ARTICLE_STATUS_LABELS,
	ARTICLE_STATUSES,
	type ArticleStatus,
} from '#app/content/article-status.ts'
import { ALL_CATEGORIES, categoryTitle } from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { formatCount } from '#app/lib/format.ts'
import { listHref, type Paged, type QueryValues } from '#app/lib/admin-list.ts'
import {
	ARTICLE_SORT_LABELS,
	ARTICLE_SORTS,
	BULK_ARTICLE_OPERATIONS,
	BULK_ARTICLE_VERBS,
} from '#app/schemas/admin-lists.ts'
import type { ArticleRow } from '#app/server/admin/lists.server.ts'

export const BULK_FORM_ID = 'bulk-articles'

const STATUS_CLASSES: Record<ArticleStatus, string> = {
	draft: 'bg-stone-200 text-stone-800',
	scheduled: 'bg-amber-100 text-amber-900',
	published: 'bg-green-100 text-green-900',
}

/**
 * The Articles tab: search, filters and order in the address (a GET form), a table with a check
 * box per row for bulk work (the boxes belong to one POST form by their `form` attribute, so each
 * row can keep its own delete form), and pages with the true total. Bulk work and deleting are
 * shown only to those who `manage` the desk (Authors and Contributors edit their own articles).
 */
export function ArticleTable({
	articles,
	manage,
	keep,
	query,
}: {
	articles: Paged<ArticleRow>
	manage: boolean
	keep: QueryValues
	query: QueryValues
}) {
	const path = '/admin'
	const returnTo = listHref(path, { ...keep, ...query }, { page: query.page })
	const filtered = Boolean(
		query.q ||
		query.status ||
		query.category ||
		query.featured ||
		query.breaking,
	)
	return (
		<>
			<ListFilters
				path={path}
				keep={keep}
				label="Filter articles"
				search={query.q ?? ''}
				searchLabel="Search headlines"
			>
				<FilterSelect
					name="status"
					label="Status"
					value={query.status}
					anyLabel="Any status"
					options={ARTICLE_STATUSES.map(
						status => [status, ARTICLE_STATUS_LABELS[status]] as const,
					)}
				/>
				<FilterSelect
					name="category"
					label="Category"
					value={query.category}
					anyLabel="Any category"
					options={ALL_CATEGORIES.map(
						slug => [slug, categoryTitle(slug)] as const,
					)}
				/>
				<FilterSelect
					name="sort"
					label="Order"
					value={query.sort === 'newest' ? undefined : query.sort}
					anyLabel={ARTICLE_SORT_LABELS.newest}
					options={ARTICLE_SORTS.filter(sort => sort !== 'newest').map(
						sort => [sort, ARTICLE_SORT_LABELS[sort]] as const,
					)}
				/>
				<FilterCheckbox
					name="featured"
					label="Featured"
					checked={query.featured === '1'}
				/>
				<FilterCheckbox
					name="breaking"
					label="Breaking"
					checked={query.breaking === '1'}
				/>
			</ListFilters>
			{articles.total === 0 ? (
				<EmptyList filtered={filtered} noun="articles" empty="No Articles" />
			) : (
				<>
					{manage ? (
						<Form
							method="post"
							action={`/admin?index`}
							id={BULK_FORM_ID}
							className="mt-4 flex flex-wrap items-center gap-2 text-sm"
						>
							<input type="hidden" name="intent" value="bulk-articles" />
							<input type="hidden" name="returnTo" value={returnTo} />
							<label className="font-semibold" htmlFor="bulk-operation">
								With the selected articles:
							</label>
							<select
								id="bulk-operation"
								name="operation"
								className="rounded border border-rule bg-white px-2 py-1.5"
							>
								{BULK_ARTICLE_OPERATIONS.map(operation => (
									<option key={operation} value={operation}>
										{BULK_ARTICLE_VERBS[operation]}
									</option>
								))}
							</select>
							<button
								type="submit"
								className="rounded border border-ink px-3 py-1.5 font-semibold"
							>
								Apply to selected
							</button>
						</Form>
					) : null}
					<div
						className="mt-2 overflow-x-auto"
						role="region"
						aria-label="Articles table"
						tabIndex={0}
					>
						<table className="w-full min-w-[720px] border-collapse bg-white text-left text-sm">
							<caption className="sr-only">Articles</caption>
							<thead>
								<tr className="border-b-2 border-ink">
									{manage ? (
										<th scope="col" className="w-8 px-2 py-2">
											<span className="sr-only">Select</span>
										</th>
									) : null}
									{[
										'Headline',
										'Status',
										'Category',
										'Author',
										'Date',
										'Views',
										'Shares',
										'Actions',
									].map(heading => (
										<th
											key={heading}
											scope="col"
											className={`px-2 py-2 ${heading === 'Views' || heading === 'Shares' ? 'text-right' : ''}`}
										>
											{heading}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{articles.items.map(article => (
									<tr
										key={article.id}
										className="border-b border-rule align-top"
									>
										{manage ? (
											<td className="px-2 py-2">
												<input
													type="checkbox"
													name="ids"
													value={article.id}
													form={BULK_FORM_ID}
													aria-label={`Select “${article.headline}”`}
												/>
											</td>
										) : null}
										<th scope="row" className="px-2 py-2 font-semibold">
											<Link
												to={`/admin/article/${article.id}`}
												className="hover:underline"
											>
												{article.headline}
											</Link>
											<span className="mt-1 flex gap-1 text-xs font-semibold uppercase">
												{article.featured ? (
													<span className="rounded bg-ink px-1.5 text-white">
														Featured
													</span>
												) : null}
												{article.breaking ? (
													<span className="rounded bg-accent px-1.5 text-white">
														Breaking
													</span>
												) : null}
											</span>
										</th>
										<td className="px-2 py-2">
											<span
												className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASSES[article.status]}`}
											>
												{ARTICLE_STATUS_LABELS[article.status]}
											</span>
											{article.awaitingReview ? (
												<span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-900">
													Awaiting review
												</span>
											) : null}
										</td>
										<td className="px-2 py-2">
											{categoryTitle(article.category)}
										</td>
										<td className="px-2 py-2">{article.author}</td>
										<td className="px-2 py-2">
											<DeskTime at={article.publishedAt} />
										</td>
										<td className="px-2 py-2 text-right tabular-nums">
											{formatCount(article.views)}
										</td>
										<td className="px-2 py-2 text-right tabular-nums">
											{formatCount(article.shares)}
										</td>
										<td className="px-2 py-2">
											<div className="flex flex-wrap gap-1.5">
												<Link
													to={`/admin/article/${article.id}`}
													className="rounded border border-ink px-2 py-0.5 font-semibold"
												>
													Edit
												</Link>
												<a
													href={`/admin/article/${article.id}/preview`}
													className="rounded border border-rule px-2 py-0.5 font-semibold"
													aria-label={`Preview “${article.headline}”`}
												>
													Preview
												</a>
												{article.status === 'published' ? (
													<a
														href={articlePath(article)}
														className="rounded border border-rule px-2 py-0.5 font-semibold"
														aria-label={`View “${article.headline}” on the site`}
													>
														View
													</a>
												) : null}
												{manage ? (
													<ConfirmDelete
														intent="delete-article"
														id={article.id}
														returnTo={returnTo}
														question="Are you sure you want to delete this article?"
														align="end"
													/>
												) : null}
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
						paged={articles}
						noun="articles"
					/>
				</>
			)}
		</>
	)
}
