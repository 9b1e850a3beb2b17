/** The admin's list of redirects: each with who made it, an Edit link and a Remove button. */
import { Link } from 'react-router'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { REDIRECTS_PAGE as PATH } from '#app/lib/redirects-page.ts'
import type { RedirectView } from '#app/server/site/redirects.server.ts'

const ORIGIN_LABELS = {
	editor: 'An editor',
	csv: 'CSV upload',
	import: 'Import',
} as const

export function RedirectTable({
	redirects,
	listPath,
}: {
	redirects: RedirectView[]
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
