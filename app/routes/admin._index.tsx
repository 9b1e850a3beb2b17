import { useEffect } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import { clearDraft } from '#app/lib/use-draft.ts'
import type { Route } from './+types/admin._index'
import { recordAudit } from '#app/server/admin/audit.server.ts'
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
import { listHref, toQueryValues } from '#app/lib/admin-list.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { SPEC_IMPORT } from '#app/schemas/import.ts'
import {
	ArticleListQuery,
	BULK_ARTICLE_DONE,
	BULK_ARTICLE_VERBS,
	BulkArticlesInput,
	GuestPostListQuery,
	PromotionListQuery,
	SubscriberListQuery,
	readListQuery,
} from '#app/schemas/admin-lists.ts'
import { deleteArticle } from '#app/server/articles/editing.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'
import {
	adminSessionContext,
	mayOpen,
} from '#app/server/edge/admin-middleware.server.ts'
import type { AdminSession } from '#app/server/people/auth.server.ts'
import { allows } from '#app/server/people/permissions.server.ts'
import {
	articleHeadlines,
	countAdminLists,
	listArticlesForAdmin,
	listGuestPostsForAdmin,
	listPromotionsForAdmin,
	listSubscribersForAdmin,
	subscriberSources,
} from '#app/server/admin/lists.server.ts'
import { importFromFeeds } from '#app/server/imports/feed-import.server.ts'
import {
	approveGuestPost,
	deleteGuestPost,
	rejectGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	DomainError,
	invalid,
	notFound,
} from '#app/server/platform/errors.server.ts'
import { formText, readForm } from '#app/server/edge/http.server.ts'
import { deletePromotion } from '#app/server/promotions/promotions.server.ts'
import {
	eraseSubscriber,
	setSubscriberActive,
} from '#app/server/newsletter/subscriber-admin.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

const TABS = [
	{ id: 'articles', label: 'Articles' },
	{ id: 'guest-posts', label: 'Guest Posts' },
	{ id: 'promotions', label: 'Promotions' },
	{ id: 'subscribers', label: 'Subscribers' },
] as const
type TabId = (typeof TABS)[number]['id']

function tabOf(url: URL): TabId {
	const tab = url.searchParams.get('tab')
	return TABS.some(candidate => candidate.id === tab)
		? (tab as TabId)
		: 'articles'
}

/** The open tab's list: only that one is read, one page of it. */
async function loadTab(
	tab: TabId,
	params: URLSearchParams,
	person: AdminSession['person'],
) {
	switch (tab) {
		case 'articles': {
			const query = readListQuery(ArticleListQuery, params)
			// Authors and Contributors work on their own articles only (docs/decisions/073).
			const ownerId = allows(person.role, 'articles') ? undefined : person.id
			return {
				tab,
				query: toQueryValues(query),
				articles: await listArticlesForAdmin(query, { ownerId }),
			}
		}
		case 'guest-posts': {
			const query = readListQuery(GuestPostListQuery, params)
			return {
				tab,
				query: toQueryValues(query),
				guestPosts: await listGuestPostsForAdmin(query),
			}
		}
		case 'promotions': {
			const query = readListQuery(PromotionListQuery, params)
			return {
				tab,
				query: toQueryValues(query),
				promotions: await listPromotionsForAdmin(query),
			}
		}
		case 'subscribers': {
			const query = readListQuery(SubscriberListQuery, params)
			const [subscribers, sources] = await Promise.all([
				listSubscribersForAdmin(query),
				subscriberSources(),
			])
			return { tab, query: toQueryValues(query), subscribers, sources }
		}
	}
}

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
	const [counts, list] = await Promise.all([
		countAdminLists(),
		loadTab(tabOf(url), url.searchParams, session.person),
	])
	// The tabs this person's role may open (the middleware refuses the others).
	const tabs = TABS.map(tab => tab.id).filter(id =>
		mayOpen(session, `/admin?tab=${id}`),
	)
	return { authenticated: true as const, counts, list, tabs }
}

export function meta() {
	return [
		{ title: 'Admin | Brandline' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** Where to go after a dashboard action: the list it was taken from (filters and page kept). */
function returnPath(form: FormData, fallback: string): string {
	const path = safeRedirectPath(formText(form, 'returnTo'), fallback)
	return path.startsWith('/admin') ? path : fallback
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readForm(request)
	const intent = formText(form, 'intent')
	const id = formText(form, 'id')
	const back = (tab: TabId) => returnPath(form, `/admin?tab=${tab}`)
	try {
		switch (intent) {
			case 'import-articles': {
				const { count, feeds } = await importFromFeeds({
					keywords: [...SPEC_IMPORT.keywords],
					category: SPEC_IMPORT.category,
				})
				const failed = feeds.filter(feed => feed.error).length
				return redirectWithToast(back('articles'), {
					title: `Imported ${count} articles`,
					description: `${count === 0 ? 'Nothing new in the import feeds.' : 'New drafts to review.'}${failed ? ` ${failed} ${failed === 1 ? 'feed' : 'feeds'} could not be read: see Import feeds.` : ''}`,
				})
			}
			case 'bulk-articles': {
				const parsed = BulkArticlesInput.safeParse({
					operation: formText(form, 'operation'),
					ids: form.getAll('ids').filter(value => typeof value === 'string'),
					confirmed: formText(form, 'confirmed'),
				})
				if (!parsed.success)
					throw invalid(parsed.error.issues[0]?.message ?? 'Invalid input')
				const { operation, ids, confirmed } = parsed.data
				const items = await articleHeadlines(ids)
				if (items.length === 0)
					throw notFound('None of the selected articles exists any more.')
				const verb = BULK_ARTICLE_VERBS[operation]
				if (!confirmed) {
					const confirmation: BulkConfirmation = {
						intent,
						operation,
						verb,
						items,
						returnTo: back('articles'),
					}
					return { confirmation }
				}
				// One at a time through the article service, which tells the page cache what each changed.
				const apply = {
					publish: publishArticle,
					unpublish: unpublishArticle,
					delete: deleteArticle,
				}[operation]
				let done = 0
				for (const item of items) if (await apply(item.id)) done += 1
				await recordAudit({
					action: 'bulk-action',
					detail: `${verb}: ${done} of ${items.length} articles`,
				})
				return redirectWithToast(back('articles'), {
					title: `${done} ${done === 1 ? 'article' : 'articles'} ${BULK_ARTICLE_DONE[operation]}`,
				})
			}
			case 'delete-article':
				if (!(await deleteArticle(id))) throw notFound('Article not found.')
				return redirectWithToast(back('articles'), { title: 'Article deleted' })
			case 'delete-promotion':
				if (!(await deletePromotion(id))) throw notFound('Promotion not found.')
				return redirectWithToast(back('promotions'), {
					title: 'Promotion deleted',
				})
			case 'delete-guest-post':
				if (!(await deleteGuestPost(id)))
					throw notFound('Guest post not found.')
				return redirectWithToast(back('guest-posts'), {
					title: 'Guest post deleted',
				})
			case 'approve-guest-post':
				await approveGuestPost(id)
				return redirectWithToast(back('guest-posts'), {
					title: 'Guest post approved!',
					description:
						'The article will now appear in the Guest Contributions section.',
				})
			case 'reject-guest-post':
				await rejectGuestPost(id)
				return redirectWithToast(back('guest-posts'), {
					title: 'Guest post rejected',
					description: 'The submission has been rejected.',
				})
			case 'deactivate-subscriber': {
				const { email } = await setSubscriberActive(id, false)
				return redirectWithToast(back('subscribers'), {
					title: 'Subscriber deactivated',
					description: `${email} gets no more newsletters.`,
				})
			}
			case 'reactivate-subscriber': {
				const { email } = await setSubscriberActive(id, true)
				return redirectWithToast(back('subscribers'), {
					title: 'Subscriber reactivated',
					description: `${email} is on the list again.`,
				})
			}
			case 'erase-subscriber': {
				const { email } = await eraseSubscriber(id)
				return redirectWithToast(back('subscribers'), {
					title: 'Subscriber erased',
					description: `Every record of ${email} has been deleted.`,
				})
			}
			default:
				throw invalid('Unknown action.')
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		const failed =
			intent === 'approve-guest-post'
				? 'Failed to approve guest post'
				: intent === 'reject-guest-post'
					? 'Failed to reject guest post'
					: error.message
		const tab: TabId = intent.includes('guest-post')
			? 'guest-posts'
			: intent.includes('promotion')
				? 'promotions'
				: intent.includes('subscriber')
					? 'subscribers'
					: 'articles'
		return redirectWithToast(back(tab), {
			title: 'Error',
			description:
				failed === error.message ? failed : `${failed}: ${error.message}`,
			variant: 'destructive',
		})
	}
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

function AdminDashboard({ counts, list, tabs, confirmation }: DashboardProps) {
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
				{TABS.filter(candidate => tabs.includes(candidate.id)).map(
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
