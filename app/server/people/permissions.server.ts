/**
 * Who may do what in the back office: one table (docs/decisions/064). Each admin page, action and
 * admin call of the JSON API needs one permission; each role holds a set of them. The admin
 * middleware (app/server/edge/admin-middleware.server.ts) asks `permissionFor` what a request
 * needs and `allows` whether the signed-in person's role has it, for pages, actions and the API
 * alike. An admin address missing from the table needs `staff` (Administrators only): a new page
 * is closed until someone decides who may use it.
 */
import { matchPath } from 'react-router'
import {
	STAFF_ROLE_LABELS,
	STAFF_ROLES,
	type StaffRole,
} from '#app/content/staff.ts'

export const PERMISSIONS = [
	/** The dashboard, and writing articles: new ones, the editor, preview, revisions. */
	'write',
	/** Publishing and scheduling (an Author their own; a Contributor submits for review instead). */
	'publish',
	/** Every article, whoever wrote it: bulk actions, deleting, the JSON API, feeds and curated imports. */
	'articles',
	'guest-posts',
	'promotions',
	'newsletter',
	'subscribers',
	'insights',
	/** The publication itself: archive import and export, redirects, settings and (to come) the audit log. */
	'site',
	/** People: suspending, reinstating and removing them, and inviting any role. */
	'staff',
	/** The staff page and its invitations, for the roles `INVITABLE_ROLES` lets the person invite. */
	'invite',
] as const

export type Permission = (typeof PERMISSIONS)[number]

const EVERYTHING: readonly Permission[] = PERMISSIONS

/** The roles of issue 22: what each may do. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
	administrator: EVERYTHING,
	/** The whole desk, but not the publication itself nor its people. */
	editor: EVERYTHING.filter(
		permission => permission !== 'site' && permission !== 'staff',
	),
	author: ['write', 'publish'],
	contributor: ['write'],
}

export function allows(role: StaffRole, permission: Permission): boolean {
	return ROLE_PERMISSIONS[role].includes(permission)
}

/**
 * What one person may do with one article (docs/decisions/073). The whole desk (`articles`) works
 * on every article; an Author or a Contributor sees and works on those they created (`ownerId`;
 * null: a new one). Publishing and scheduling needs `publish` as well: a Contributor saves drafts
 * and submits them for review, and may no longer change one once it left draft.
 */
export function articleRights(
	person: { id: string; role: StaffRole },
	article: { ownerId?: string; status: string } | null,
): { view: boolean; edit: boolean; publish: boolean } {
	const view =
		allows(person.role, 'articles') ||
		article === null ||
		article.ownerId === person.id
	const publish = view && allows(person.role, 'publish')
	return {
		view,
		edit: view && (publish || article === null || article.status === 'draft'),
		publish,
	}
}

/** Whom each role may invite (and whose invitations it may revoke): docs/decisions/069. */
export const INVITABLE_ROLES: Record<StaffRole, readonly StaffRole[]> = {
	administrator: STAFF_ROLES,
	editor: ['author', 'contributor'],
	author: [],
	contributor: [],
}

export function mayInvite(role: StaffRole, invited: StaffRole): boolean {
	return allows(role, 'invite') && INVITABLE_ROLES[role].includes(invited)
}

/**
 * Admin pages anyone may open, signed in or not: signing in and out, accepting an invitation,
 * and resetting a forgotten password. The middleware asks nothing more of them.
 */
export const OPEN_ADMIN_PATTERNS = [
	'/admin/sign-in',
	'/admin/sign-out',
	'/admin/invitation/:token',
	'/admin/forgot-password',
	'/admin/reset-password/:token',
] as const

export function isOpenAdminPath(pathname: string): boolean {
	const path = pathname.toLowerCase().replace(/\/+$/, '')
	return OPEN_ADMIN_PATTERNS.some(pattern =>
		matchPath({ path: pattern, end: true }, path),
	)
}

/** Pages whose writes are read by their button (`intent`), like the dashboard. */
export const BY_BUTTON_PATTERNS = ['/admin', '/admin/staff'] as const

/** The staff page's buttons: inviting and revoking invitations, or acting on people. */
function staffIntent(intent: string): Permission {
	return intent === 'invite' || intent === 'revoke-invitation'
		? 'invite'
		: 'staff'
}

/** A request as the table reads it. `intent` is the dashboard form's button, for its writes. */
export interface AdminRequest {
	method: string
	pathname: string
	searchParams: URLSearchParams
	intent?: string
}

type Need = Permission | ((request: AdminRequest) => Permission)

/** The dashboard's tabs: each list needs what its actions need. */
const DASHBOARD_TABS: Record<string, Permission> = {
	articles: 'write',
	'guest-posts': 'guest-posts',
	promotions: 'promotions',
	subscribers: 'subscribers',
}

/** The dashboard's buttons (`intent`), by what they act on. */
function dashboardIntent(intent: string): Permission {
	if (intent.includes('guest-post')) return 'guest-posts'
	if (intent.includes('promotion')) return 'promotions'
	if (intent.includes('subscriber')) return 'subscribers'
	// import-articles, bulk-articles, delete-article and anything unknown (which the action refuses).
	return 'articles'
}

/** The API's admin calls read drafts or change articles: the whole desk's business. */
const ARTICLES_API: Need = 'articles'

/**
 * Every admin address, by React Router pattern. The sign-in and sign-out pages are open to all
 * (the middleware never asks about them); everything else under /admin is here.
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Need>> = {
	// Reading a list needs what its tab shows; any write, whatever its method, what its button does.
	'/admin': request =>
		request.method === 'GET'
			? (DASHBOARD_TABS[request.searchParams.get('tab') ?? 'articles'] ??
				'write')
			: dashboardIntent(request.intent ?? ''),
	'/admin/article/:id': 'write',
	'/admin/article/:id/preview': 'write',
	'/admin/article/:id/revisions': 'write',
	'/admin/markdown-preview': 'write',
	'/admin/sign-out-everywhere': 'write',
	'/admin/sessions': 'write',
	// Each person's own two-factor sign-in, like their own sessions.
	'/admin/two-factor': 'write',
	// Each person's own byline profile (docs/decisions/078).
	'/admin/profile': 'write',
	// What is booked and what went live: the same articles the dashboard's list shows every role.
	'/admin/calendar': 'write',
	'/admin/feeds': 'articles',
	'/admin/guest-post/:id': 'guest-posts',
	'/admin/promotions': 'promotions',
	'/admin/promotion/:id': 'promotions',
	'/admin/newsletter': 'newsletter',
	'/admin/newsletter/preview': 'newsletter',
	'/admin/newsletter/send-now': 'newsletter',
	// Editors' issues (docs/decisions/079): composing (`new`), editing, sending, cancelling.
	'/admin/newsletter/:id': 'newsletter',
	'/admin/newsletter/:id/preview': 'newsletter',
	// How a send did (docs/decisions/083): whoever may use the newsletter page.
	'/admin/newsletter/sends/:send': 'newsletter',
	'/admin/newsletter/sends/:send/figures.csv': 'newsletter',
	'/admin/subscribers.csv': 'subscribers',
	'/admin/subscribers/import': 'subscribers',
	'/admin/subscribers/import/:id': 'subscribers',
	'/admin/subscribers/import/:id/refused.csv': 'subscribers',
	'/admin/insights': 'insights',
	'/admin/insights.csv': 'insights',
	'/admin/import': 'site',
	'/admin/import/:id': 'site',
	'/admin/redirects': 'site',
	// The full-site export holds every subscriber and person: the publication's owners only.
	'/admin/export': 'site',
	'/admin/export.zip': 'site',
	'/admin/export.ghost.json': 'site',
	// Editors see it to invite Authors and Contributors; acting on people is Administrators'.
	'/admin/staff': request =>
		request.method === 'GET' ? 'invite' : staffIntent(request.intent ?? ''),
	'/admin/settings': 'site',
	// Who did what: the publication's owners only (docs/decisions/070).
	'/admin/audit': 'site',
	// The JSON API's admin calls (SPEC §7), for a session whose role allows them.
	'/api/articles': ARTICLES_API,
	'/api/articles/:id': ARTICLES_API,
	'/api/articles/import-curated': ARTICLES_API,
	'/api/guest-posts': 'guest-posts',
	'/api/guest-posts/:id': 'guest-posts',
	'/api/guest-posts/:id/:decision': 'guest-posts',
	'/api/promotions': 'promotions',
	'/api/promotions/:id': 'promotions',
	'/api/newsletter/subscribers': 'subscribers',
}

const PATTERNS = Object.keys(ADMIN_ROUTE_PERMISSIONS)

/** What this admin request needs; `staff` (Administrators only) for an address the table lacks. */
export function permissionFor(request: AdminRequest): Permission {
	const pathname = request.pathname.replace(/\/+$/, '') || '/'
	const pattern = PATTERNS.find(candidate =>
		matchPath({ path: candidate, end: true }, pathname),
	)
	const need = pattern ? ADMIN_ROUTE_PERMISSIONS[pattern]! : 'staff'
	return typeof need === 'function' ? need(request) : need
}

/** What a refusal says: the role, and who can help. */
export function refusalMessage(role: StaffRole): string {
	return `Your role (${STAFF_ROLE_LABELS[role]}) does not allow this. An Administrator can change what you may do.`
}
