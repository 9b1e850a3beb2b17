import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import {
	listHref,
	pageRange,
	type Paged,
	type QueryValues,
} from '#app/lib/admin-list.ts'

const CONTROL = 'rounded border border-rule bg-white px-2 py-1.5 text-sm'

/**
 * The search and filters of an admin list: a GET form, so the list's state lives in its address
 * (bookmarkable, back-button friendly, no JavaScript needed). `keep` are query values that belong
 * to the page rather than to the list (the dashboard's tab).
 */
export function ListFilters({
	path,
	keep = {},
	label,
	search,
	searchLabel,
	children,
}: {
	path: string
	keep?: QueryValues
	label: string
	search: string
	searchLabel: string
	children?: ReactNode
}) {
	const kept = Object.entries(keep).filter((entry): entry is [string, string] =>
		Boolean(entry[1]),
	)
	// Keyed by the address: the controls are uncontrolled (defaultValue), so a navigation (Clear, a
	// link to another filter) must draw them afresh with the values of the new address.
	const { search: address } = useLocation()
	return (
		<Form
			key={address}
			method="get"
			action={path}
			role="search"
			aria-label={label}
			className="mt-4 flex flex-wrap items-end gap-3 rounded border border-rule bg-white p-3"
		>
			{kept.map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-semibold">
				{searchLabel}
				<input
					type="search"
					name="q"
					defaultValue={search}
					maxLength={100}
					className={CONTROL}
				/>
			</label>
			{children}
			<div className="flex gap-2">
				<button
					type="submit"
					className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white"
				>
					Apply
				</button>
				<Link
					to={listHref(path, keep)}
					className="rounded border border-rule px-3 py-1.5 text-sm font-semibold"
				>
					Clear
				</Link>
			</div>
		</Form>
	)
}

/** A select of a list's filter: "any" (empty) and the choices. */
export function FilterSelect({
	name,
	label,
	value,
	anyLabel,
	options,
}: {
	name: string
	label: string
	value?: string
	anyLabel: string
	options: readonly (readonly [string, string])[]
}) {
	return (
		<label className="flex flex-col gap-1 text-xs font-semibold">
			{label}
			<select name={name} defaultValue={value ?? ''} className={CONTROL}>
				<option value="">{anyLabel}</option>
				{options.map(([optionValue, optionLabel]) => (
					<option key={optionValue} value={optionValue}>
						{optionLabel}
					</option>
				))}
			</select>
		</label>
	)
}

/** A checkbox filter: the list shows only records with the flag when it is ticked. */
export function FilterCheckbox({
	name,
	label,
	checked,
}: {
	name: string
	label: string
	checked: boolean
}) {
	return (
		<label className="flex items-center gap-1.5 self-center pt-4 text-sm font-semibold">
			<input type="checkbox" name={name} value="1" defaultChecked={checked} />
			{label}
		</label>
	)
}

/** An empty list: SPEC's empty state (`empty`), or "No {noun} match" when a search or filter left nothing. */
export function EmptyList({
	filtered,
	noun,
	empty,
}: {
	filtered: boolean
	noun: string
	empty: string
}) {
	return (
		<p className="py-12 text-center font-serif text-2xl font-bold">
			{filtered ? `No ${noun} match` : empty}
		</p>
	)
}

/** "26–50 of 137" and links to the previous and next pages (the total is the true count). */
export function Pagination({
	path,
	query,
	paged,
	noun,
}: {
	path: string
	query: QueryValues
	paged: Paged<unknown>
	noun: string
}) {
	const { page, pageCount } = paged
	return (
		<nav
			aria-label={`Pages of ${noun}`}
			className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
		>
			<p aria-live="polite">
				{pageRange(paged)} {noun}
				{pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
			</p>
			{pageCount > 1 ? (
				<div className="flex gap-2">
					{page > 1 ? (
						<Link
							rel="prev"
							to={listHref(path, query, { page: String(page - 1) })}
							className="rounded border border-ink px-3 py-1 font-semibold"
						>
							← Previous
						</Link>
					) : null}
					{page < pageCount ? (
						<Link
							rel="next"
							to={listHref(path, query, { page: String(page + 1) })}
							className="rounded border border-ink px-3 py-1 font-semibold"
						>
							Next →
						</Link>
					) : null}
				</div>
			) : null}
		</nav>
	)
}

/** A day filter (a date input, YYYY-MM-DD): the list shows records from or until that day. */
export function FilterDay({
	name,
	label,
	value,
}: {
	name: string
	label: string
	value?: string
}) {
	return (
		<label className="flex flex-col gap-1 text-xs font-semibold">
			{label}
			<input type="date" name={name} defaultValue={value} className={CONTROL} />
		</label>
	)
}

/**
 * A list's table: scrolls sideways in its own focusable region on a narrow screen (the page
 * never does), with a caption for screen readers and one heading a column.
 */
export function ListTable({
	label,
	caption,
	headings,
	children,
}: {
	label: string
	caption: string
	headings: readonly string[]
	children: ReactNode
}) {
	return (
		<div
			className="mt-4 overflow-x-auto"
			role="region"
			aria-label={label}
			tabIndex={0}
		>
			<table className="w-full min-w-[720px] border-collapse bg-white text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr className="border-b-2 border-ink">
						{headings.map(heading => (
							<th key={heading} scope="col" className="px-3 py-2">
								{heading}
							</th>
						))}
					</tr>
				</thead>
				<tbody>{children}</tbody>
			</table>
		</div>
	)
}
