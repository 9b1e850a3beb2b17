/**
 * The dashboard (/admin): the open tab's list, and what its buttons do (each by its `intent`; the
 * admin middleware has already checked the person's role may press it: permissions.server.ts).
 */
import type { BulkConfirmation } from '#app/components/admin/bulk-confirm.tsx'
import { DASHBOARD_TABS, tabOf, type TabId } from '#app/lib/dashboard-tabs.ts'
import { toQueryValues } from '#app/lib/admin-list.ts'
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
import { recordAudit } from '#app/server/admin/audit.server.ts'
import {
	articleHeadlines,
	countAdminLists,
	listArticlesForAdmin,
	listGuestPostsForAdmin,
	listPromotionsForAdmin,
	listSubscribersForAdmin,
	subscriberSources,
} from '#app/server/admin/lists.server.ts'
import { deleteArticle } from '#app/server/articles/editing.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'
import { mayOpen } from '#app/server/edge/admin-middleware.server.ts'
import { formText, readForm } from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	approveGuestPost,
	deleteGuestPost,
	rejectGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { importFromFeeds } from '#app/server/imports/feed-import.server.ts'
import {
	eraseSubscriber,
	setSubscriberActive,
} from '#app/server/newsletter/subscriber-admin.server.ts'
import type { AdminSession } from '#app/server/people/auth.server.ts'
import { allows } from '#app/server/people/permissions.server.ts'
import {
	DomainError,
	invalid,
	notFound,
} from '#app/server/platform/errors.server.ts'
import { deletePromotion } from '#app/server/promotions/promotions.server.ts'
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

/** What the signed-in dashboard shows: the counts, the open tab's list, and what this role may do. */
export async function loadDashboard(url: URL, session: AdminSession) {
	const [counts, list] = await Promise.all([
		countAdminLists(),
		loadTab(tabOf(url), url.searchParams, session.person),
	])
	// The tabs this person's role may open (the middleware refuses the others).
	const tabs = DASHBOARD_TABS.map(tab => tab.id).filter(id =>
		mayOpen(session, `/admin?tab=${id}`),
	)
	// Import, bulk work and deleting are the whole desk's (Editors and Administrators).
	const manage = allows(session.person.role, 'articles')
	return { authenticated: true as const, counts, list, tabs, manage }
}

/** Where to go after a dashboard action: the list it was taken from (filters and page kept). */
function returnPath(form: FormData, fallback: string): string {
	const path = safeRedirectPath(formText(form, 'returnTo'), fallback)
	return path.startsWith('/admin') ? path : fallback
}

/** The import of the SPEC's feeds, as new drafts to review. */
async function importArticles(back: string) {
	const { count, feeds } = await importFromFeeds({
		keywords: [...SPEC_IMPORT.keywords],
		category: SPEC_IMPORT.category,
	})
	const failed = feeds.filter(feed => feed.error).length
	return redirectWithToast(back, {
		title: `Imported ${count} articles`,
		description: `${count === 0 ? 'Nothing new in the import feeds.' : 'New drafts to review.'}${failed ? ` ${failed} ${failed === 1 ? 'feed' : 'feeds'} could not be read: see Import feeds.` : ''}`,
	})
}

/** A bulk action on articles: first the list to confirm, then each article in turn. */
async function bulkArticles(form: FormData, back: string) {
	const intent = 'bulk-articles'
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
			returnTo: back,
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
	return redirectWithToast(back, {
		title: `${done} ${done === 1 ? 'article' : 'articles'} ${BULK_ARTICLE_DONE[operation]}`,
	})
}

/** A refused dashboard action: back to its tab with the reason. */
function failedAction(
	intent: string,
	error: DomainError,
	back: (tab: TabId) => string,
) {
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

export async function dashboardAction(request: Request) {
	const form = await readForm(request)
	const intent = formText(form, 'intent')
	const id = formText(form, 'id')
	const back = (tab: TabId) => returnPath(form, `/admin?tab=${tab}`)
	try {
		switch (intent) {
			case 'import-articles':
				return await importArticles(back('articles'))
			case 'bulk-articles':
				return await bulkArticles(form, back('articles'))
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
		return failedAction(intent, error, back)
	}
}
