import { Link } from 'react-router'
import type { Route } from './+types/admin.subscribers.import_.$id'
import {
	ImportCount,
	ImportProgress,
	importRefreshMeta,
} from '#app/components/admin/import-parts.tsx'
import { formatCount } from '#app/lib/format.ts'
import { SubscriberImportRefusal } from '#app/server/models/index.ts'
import {
	continueSubscriberImport,
	getSubscriberImport,
	importFinished,
} from '#app/server/newsletter/subscriber-import.server.ts'

/** Refused rows shown on the page; the downloadable report has them all. */
const SHOWN_REFUSALS = 50

/**
 * An import's status (docs/decisions/075), read from its run record, so any instance shows it.
 * While it runs the page reloads itself (a meta refresh, which works without JavaScript) and
 * takes the work up if the instance doing it died.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const run = await getSubscriberImport(params.id)
	const finished = importFinished(run)
	if (!finished) continueSubscriberImport(run._id)
	const refusals = await SubscriberImportRefusal.find({ run: run._id })
		.sort({ run: 1, row: 1 })
		.limit(SHOWN_REFUSALS)
		.lean<Array<{ row: number; email: string; reason: string }>>()
	return {
		id: run._id,
		fileName: run.fileName,
		fileBytes: run.fileBytes,
		readBytes: run.state === 'done' ? run.fileBytes : run.checkpointBytes,
		state: run.state,
		finished,
		error: run.error ?? null,
		counts: run.counts,
		refusals: refusals.map(({ row, email, reason }) => ({
			row,
			email,
			reason,
		})),
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{ title: 'Subscriber import | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
		...importRefreshMeta(Boolean(loaderData && !loaderData.finished)),
	]
}

const HEADINGS = {
	queued: 'Subscriber import: waiting to start',
	running: 'Subscriber import: in progress',
	done: 'Subscriber import: done',
	failed: 'Subscriber import: failed',
} as const

export default function AdminSubscriberImportRunPage({
	loaderData,
}: Route.ComponentProps) {
	const { counts, finished, state, refusals } = loaderData
	const percent = Math.floor(
		(100 * loaderData.readBytes) / Math.max(1, loaderData.fileBytes),
	)
	return (
		<div className="mx-auto max-w-4xl">
			<p className="text-sm">
				<Link to="/admin/subscribers/import" className="underline">
					← Import another file
				</Link>{' '}
				·{' '}
				<Link to="/admin?tab=subscribers" className="underline">
					Subscribers
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">{HEADINGS[state]}</h1>
			<p className="mt-2 break-words text-muted">{loaderData.fileName}</p>
			<ImportProgress
				label={`Read ${percent}% of the file`}
				value={loaderData.readBytes}
				max={loaderData.fileBytes}
				running={!finished}
				href={`/admin/subscribers/import/${loaderData.id}`}
			/>
			{loaderData.error ? (
				<p role="alert" className="mt-4 text-accent">
					{loaderData.error}
				</p>
			) : null}
			<section aria-labelledby="counts-heading" className="mt-6">
				<h2 id="counts-heading" className="font-serif text-2xl font-bold">
					Rows
				</h2>
				<dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
					<ImportCount label="Read" value={counts.rows} />
					<ImportCount label="Added" value={counts.added} />
					<ImportCount label="Already on the list" value={counts.existing} />
					<ImportCount label="Refused" value={counts.refused} />
				</dl>
				<p className="mt-2 text-sm text-muted">
					An address already on the list keeps its status there (an unsubscribed
					one stays unsubscribed).
				</p>
			</section>
			<RefusedRows
				id={loaderData.id}
				refused={counts.refused}
				refusals={refusals}
				finished={finished}
			/>
		</div>
	)
}

function RefusedRows({
	id,
	refused,
	refusals,
	finished,
}: {
	id: string
	refused: number
	refusals: Array<{ row: number; email: string; reason: string }>
	finished: boolean
}) {
	if (refused === 0) return null
	return (
		<section aria-labelledby="refused-heading" className="mt-6">
			<h2 id="refused-heading" className="font-serif text-2xl font-bold">
				Refused rows
			</h2>
			<p className="mt-1 text-sm">
				<a
					href={`/admin/subscribers/import/${id}/refused.csv`}
					download
					className="font-semibold underline"
				>
					Download the refused rows (CSV)
				</a>
				{finished ? '' : ' (so far)'}
				{refused > refusals.length
					? ` · the first ${formatCount(refusals.length)} are shown here`
					: ''}
			</p>
			<table className="mt-3 w-full text-left text-sm">
				<thead>
					<tr className="border-b border-rule">
						<th scope="col" className="py-2 pr-3">
							Line
						</th>
						<th scope="col" className="py-2 pr-3">
							E-mail
						</th>
						<th scope="col" className="py-2">
							Reason
						</th>
					</tr>
				</thead>
				<tbody>
					{refusals.map(refusal => (
						<tr key={refusal.row} className="border-b border-rule">
							<td className="py-2 pr-3">{refusal.row}</td>
							<td className="py-2 pr-3 break-all">{refusal.email}</td>
							<td className="py-2">{refusal.reason}</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
