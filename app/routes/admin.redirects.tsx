import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.redirects'
import {
	CsvUpload,
	RedirectForm,
} from '#app/components/admin/redirect-forms.tsx'
import { RedirectTable } from '#app/components/admin/redirect-table.tsx'
import { INPUT_CLASS } from '#app/components/form-field.tsx'
import { formatCount } from '#app/lib/format.ts'
import { REDIRECTS_PAGE as PATH } from '#app/lib/redirects-page.ts'
import {
	loadRedirectsPage,
	redirectsAction,
} from '#app/server/edge/redirects-page.server.ts'

export async function loader({ url }: Route.LoaderArgs) {
	return loadRedirectsPage(url)
}

export function meta() {
	return [
		{ title: 'Redirects | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request }: Route.ActionArgs) {
	return redirectsAction(request)
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
					lastResult={actionData?.result}
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
