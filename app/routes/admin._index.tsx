import { useEffect } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import { clearDraft } from '#app/lib/use-draft.ts'
import type { Route } from './+types/admin._index'
import { AdminLogin } from '#app/components/admin/admin-login.tsx'
import { ArticleTable } from '#app/components/admin/article-table.tsx'
import {
	BulkConfirm,
	type BulkConfirmation,
} from '#app/components/admin/bulk-confirm.tsx'
import { GuestPostList } from '#app/components/admin/guest-post-list.tsx'
import {
	FilterSelect,
	ListFilters,
	Pagination,
} from '#app/components/admin/list-controls.tsx'
import { PromotionList } from '#app/components/admin/promotion-list.tsx'
import { SubscriberTable } from '#app/components/admin/subscriber-table.tsx'
import { GUEST_POST_STATUSES } from '#app/content/guest-post-status.ts'
import { listHref } from '#app/lib/admin-list.ts'
import { DASHBOARD_TABS, type TabId } from '#app/lib/dashboard-tabs.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { adminSessionContext } from '#app/server/edge/admin-middleware.server.ts'
import {
	dashboardAction,
	loadDashboard,
} from '#app/server/edge/dashboard.server.ts'

export async function loader({ url, context }: Route.LoaderArgs) {
	// Without a session the admin middleware lets only this sign-in view through.
	const session = context.get(adminSessionContext)
	if (!session) {
		// After signing in, go where the visitor was heading (a deep link, or this tab).
		// `stash`: an editor's form sent after the session ended was kept (docs/decisions/044).
		return {
			authenticated: false as const,
			redirectTo: safeRedirectPath(
				url.searchParams.get('redirectTo'),
				`${url.pathname}${url.search}`,
			),
			keptEdit: url.searchParams.has('stash'),
		}
	}
	return loadDashboard(url, session)
}

export function meta() {
	return [
		{ title: 'Admin | Brandline' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export async function action({ request }: Route.ActionArgs) {
	return dashboardAction(request)
}

export default function AdminPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	if (!loaderData.authenticated)
		return (
			<AdminLogin
				redirectTo={loaderData.redirectTo}
				keptEdit={loaderData.keptEdit}
			/>
		)
	return (
		<AdminDashboard
			{...loaderData}
			confirmation={
				actionData && 'confirmation' in actionData
					? actionData.confirmation
					: null
			}
		/>
	)
}

type DashboardProps = Extract<
	Route.ComponentProps['loaderData'],
	{ authenticated: true }
> & { confirmation: BulkConfirmation | null }

function AdminDashboard({
	counts,
	list,
	tabs,
	manage,
	confirmation,
}: DashboardProps) {
	const tabCounts: Record<TabId, number> = {
		articles: counts.articles,
		'guest-posts': counts.guestPosts,
		promotions: counts.promotions,
		subscribers: counts.subscribers,
	}
	const keep = { tab: list.tab }
	// After a save went through, the editor's browser draft of that article has served its purpose.
	const [searchParams] = useSearchParams()
	const saved = searchParams.get('saved')
	useEffect(() => {
		if (saved) clearDraft(saved)
	}, [saved])
	return (
		<div>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="font-serif text-4xl font-black">Content Management</h1>
				<div className="flex flex-wrap gap-2">
					<Form method="post" action="/admin/sign-out">
						<button
							type="submit"
							className="rounded border border-ink px-3 py-1.5 text-sm font-semibold"
						>
							Logout
						</button>
					</Form>
					<Link
						to="/admin/sessions"
						className="rounded border border-rule px-3 py-1.5 text-sm font-semibold"
					>
						Your sessions
					</Link>
					<Link
						to="/admin/profile"
						className="rounded border border-rule px-3 py-1.5 text-sm font-semibold"
					>
						Your profile
					</Link>
					<Form method="post" action="/admin/sign-out-everywhere">
						<button
							type="submit"
							className="rounded border border-accent px-3 py-1.5 text-sm font-semibold text-accent"
							title="Ends every admin session, on every device"
						>
							Sign out everywhere
						</button>
					</Form>
				</div>
			</div>
			<nav
				aria-label="Admin sections"
				className="mt-6 flex flex-wrap gap-2 border-b border-rule"
			>
				{DASHBOARD_TABS.filter(candidate => tabs.includes(candidate.id)).map(
					candidate => (
						<Link
							key={candidate.id}
							to={`/admin?tab=${candidate.id}`}
							aria-current={candidate.id === list.tab ? 'page' : undefined}
							className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${candidate.id === list.tab ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-ink'}`}
						>
							{candidate.label} ({tabCounts[candidate.id]})
						</Link>
					),
				)}
				{/* A page of its own (charts over 7/30/90 days), reached from the same row of sections. */}
				<Link
					to="/admin/insights"
					className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-muted hover:text-ink"
				>
					Insights
				</Link>
			</nav>
			<div className="mt-6">
				{list.tab === 'articles' ? (
					<section aria-labelledby="manage-articles">
						<div className="flex flex-wrap items-center justify-between gap-3">
							<h2
								id="manage-articles"
								className="font-serif text-2xl font-bold"
							>
								Manage Articles
							</h2>
							<div className="flex gap-2">
								{manage ? (
									<Form method="post" action="/admin?index">
										<button
											type="submit"
											name="intent"
											value="import-articles"
											className="rounded border border-ink px-3 py-1.5 text-sm font-semibold"
										>
											Import Articles
										</button>
									</Form>
								) : null}
								<Link
									to="/admin/article/new"
									className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white"
								>
									New Article
								</Link>
							</div>
						</div>
						{confirmation ? (
							<BulkConfirm confirmation={confirmation} noun="article" />
						) : null}
						<ArticleTable
							articles={list.articles}
							manage={manage}
							keep={keep}
							query={list.query}
						/>
					</section>
				) : null}
				{list.tab === 'guest-posts' ? (
					<section aria-labelledby="manage-guest-posts">
						<h2
							id="manage-guest-posts"
							className="font-serif text-2xl font-bold"
						>
							Guest Posts
						</h2>
						<ListFilters
							path="/admin"
							keep={keep}
							label="Filter guest posts"
							search={list.query.q ?? ''}
							searchLabel="Search headline, author or e-mail"
						>
							<FilterSelect
								name="status"
								label="Status"
								value={list.query.status}
								anyLabel="Any status"
								options={GUEST_POST_STATUSES.map(
									status =>
										[
											status,
											status[0]!.toUpperCase() + status.slice(1),
										] as const,
								)}
							/>
						</ListFilters>
						<GuestPostList
							guestPosts={list.guestPosts.items}
							returnTo={listHref(
								'/admin',
								{ ...keep, ...list.query },
								{ page: list.query.page },
							)}
							filtered={Boolean(list.query.q || list.query.status)}
						/>
						{list.guestPosts.total > 0 ? (
							<Pagination
								path="/admin"
								query={{ ...keep, ...list.query }}
								paged={list.guestPosts}
								noun="guest posts"
							/>
						) : null}
					</section>
				) : null}
				{list.tab === 'promotions' ? (
					<PromotionList
						promotions={list.promotions}
						heading="Manage Promotions"
						path="/admin"
						keep={keep}
						query={list.query}
					/>
				) : null}
				{list.tab === 'subscribers' ? (
					<SubscriberTable
						subscribers={list.subscribers}
						sources={list.sources}
						keep={keep}
						query={list.query}
					/>
				) : null}
			</div>
		</div>
	)
}
