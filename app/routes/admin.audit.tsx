import { Link } from 'react-router'
import type { Route } from './+types/admin.audit'
import {
	EmptyList,
	FilterDay,
	FilterSelect,
	ListFilters,
	ListTable,
	Pagination,
} from '#app/components/admin/list-controls.tsx'
import {
	AUDIT_ACTION_LABELS,
	AUDIT_ACTIONS,
	AUDIT_KEEP_DAYS,
	type AuditAction,
} from '#app/content/audit.ts'
import { toQueryValues } from '#app/lib/admin-list.ts'
import { zonedDayStart } from '#app/lib/zoned-time.ts'
import { DAY_MS } from '#app/lib/utc-day.ts'
import { AuditListQuery, readListQuery } from '#app/schemas/admin-lists.ts'
import { listAudit } from '#app/server/admin/audit.server.ts'
import { listStaff } from '#app/server/people/staff.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { DeskTime } from '#app/components/admin/desk-time.tsx'

const PATH = '/admin/audit'

/** The actions whose subject is an article the editor can open. */
const ARTICLE_ACTIONS: readonly AuditAction[] = [
	'article-created',
	'article-published',
	'article-scheduled',
	'article-unpublished',
	'revision-restored',
]

/** The day after `YYYY-MM-DD`, as the same kind of text. */
const nextDay = (day: string) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)

/** Who did what (Administrators only: docs/decisions/064 and 070). */
export async function loader({ request }: Route.LoaderArgs) {
	const query = readListQuery(AuditListQuery, new URL(request.url).searchParams)
	// The days of the filter are the publication's (docs/decisions/067).
	const { timeZone } = await getSettings()
	const [entries, staff] = await Promise.all([
		listAudit({
			q: query.q,
			actorId: query.person,
			action: query.action,
			from: query.from ? zonedDayStart(query.from, timeZone) : undefined,
			until: query.to
				? new Date(zonedDayStart(nextDay(query.to), timeZone).getTime() - 1)
				: undefined,
			page: query.page,
		}),
		listStaff(),
	])
	return {
		query: toQueryValues(query),
		filtered: Boolean(
			query.q || query.person || query.action || query.from || query.to,
		),
		people: staff.map(person => [person.id, person.name] as const),
		entries: {
			...entries,
			items: entries.items.map(entry => ({
				id: entry.id,
				at: entry.at.toISOString(),
				who: entry.actorName,
				hasAccount: Boolean(entry.actorId),
				what: AUDIT_ACTION_LABELS[entry.action],
				subject: entry.subjectLabel ?? '',
				href:
					entry.subjectId && ARTICLE_ACTIONS.includes(entry.action)
						? `/admin/article/${encodeURIComponent(entry.subjectId)}`
						: null,
				detail: entry.detail ?? '',
				ip: entry.ip,
			})),
		},
	}
}

export function meta() {
	return [
		{ title: 'Audit log | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { query, entries, people, filtered } = loaderData
	return (
		<div className="max-w-6xl">
			<h1 className="font-serif text-4xl font-black">Audit log</h1>
			<p className="mt-2 max-w-3xl text-muted">
				Who did what on this desk, when, and from which address: sign-ins,
				publishing, deletions, restores, changes to people and settings,
				erasures and newsletter sends. Entries cannot be edited or removed from
				here, and each is kept for {AUDIT_KEEP_DAYS} days. Times and the days of
				the filter are in the publication’s time zone.
			</p>
			<ListFilters
				path={PATH}
				label="Filter the audit log"
				search={query.q ?? ''}
				searchLabel="Search what was changed"
			>
				<FilterSelect
					name="person"
					label="Person"
					value={query.person}
					anyLabel="Anyone"
					options={people}
				/>
				<FilterSelect
					name="action"
					label="Action"
					value={query.action}
					anyLabel="Any action"
					options={AUDIT_ACTIONS.map(
						action => [action, AUDIT_ACTION_LABELS[action]] as const,
					)}
				/>
				<FilterDay name="from" label="From" value={query.from} />
				<FilterDay name="to" label="To" value={query.to} />
			</ListFilters>
			{entries.total === 0 ? (
				<EmptyList
					filtered={filtered}
					noun="entries"
					empty="Nothing recorded yet"
				/>
			) : (
				<>
					<ListTable
						label="Audit log entries"
						caption="Audit log, newest first"
						headings={['When', 'Who', 'What', 'On', 'Detail', 'From']}
					>
						{entries.items.map(entry => (
							<tr key={entry.id} className="border-b border-rule align-top">
								<td className="px-3 py-2 whitespace-nowrap">
									<DeskTime at={entry.at} />
								</td>
								<td className="px-3 py-2 break-all">
									{entry.who}
									{entry.hasAccount ? null : (
										<span className="block text-xs text-muted">
											no signed-in account
										</span>
									)}
								</td>
								<td className="px-3 py-2 font-semibold">{entry.what}</td>
								<td className="px-3 py-2 break-all">
									{entry.href ? (
										<Link to={entry.href} className="text-accent underline">
											{entry.subject || 'the article'}
										</Link>
									) : (
										entry.subject
									)}
								</td>
								<td className="px-3 py-2">{entry.detail}</td>
								<td className="px-3 py-2 font-mono text-xs">
									{entry.ip || '—'}
								</td>
							</tr>
						))}
					</ListTable>
					<Pagination
						path={PATH}
						query={query}
						paged={entries}
						noun="entries"
					/>
				</>
			)}
		</div>
	)
}
