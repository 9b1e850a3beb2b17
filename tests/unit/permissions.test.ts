import { describe, expect, it } from 'vitest'
import { allRoutePatterns } from '../helpers/route-paths.ts'
import type { StaffRole } from '#app/content/staff.ts'
import {
	ADMIN_ROUTE_PERMISSIONS,
	allows,
	INVITABLE_ROLES,
	mayInvite,
	OPEN_ADMIN_PATTERNS,
	permissionFor,
	PERMISSIONS,
	type Permission,
} from '#app/server/people/permissions.server.ts'

const may = (role: StaffRole, pathname: string, search = '') =>
	allows(
		role,
		permissionFor({
			method: 'GET',
			pathname,
			searchParams: new URLSearchParams(search),
		}),
	)

describe('the permission table', () => {
	it('gives each role what issue 22 says: Administrators everything, Editors the desk, Authors and Contributors their writing', () => {
		const held = (role: StaffRole) =>
			PERMISSIONS.filter(permission => allows(role, permission))
		expect(held('administrator')).toEqual([...PERMISSIONS])
		// Editors: everything but the publication itself and its people.
		expect(
			PERMISSIONS.filter(permission => !allows('editor', permission)),
		).toEqual<Permission[]>(['site', 'staff'])
		// Editors invite, but only Authors and Contributors (docs/decisions/069).
		expect(INVITABLE_ROLES.editor).toEqual(['author', 'contributor'])
		expect(mayInvite('editor', 'editor')).toBe(false)
		expect(mayInvite('editor', 'administrator')).toBe(false)
		expect(mayInvite('editor', 'contributor')).toBe(true)
		expect(mayInvite('administrator', 'administrator')).toBe(true)
		expect(mayInvite('author', 'contributor')).toBe(false)
		expect(held('author')).toEqual<Permission[]>(['write', 'publish'])
		expect(held('contributor')).toEqual<Permission[]>(['write'])
	})

	it('names every admin page of the route list (a new one is closed to all but Administrators until it is added)', () => {
		const adminPages = allRoutePatterns().filter(
			pattern =>
				pattern.startsWith('/admin') &&
				!(OPEN_ADMIN_PATTERNS as readonly string[]).includes(pattern),
		)
		expect(adminPages.length).toBeGreaterThan(15)
		expect(
			adminPages.filter(pattern => !(pattern in ADMIN_ROUTE_PERMISSIONS)),
		).toEqual([])
		// An address the table does not know: Administrators only.
		expect(may('administrator', '/admin/not-yet-decided')).toBe(true)
		expect(may('editor', '/admin/not-yet-decided')).toBe(false)
	})

	it('reads the dashboard by tab and by button', () => {
		expect(may('contributor', '/admin')).toBe(true)
		expect(may('contributor', '/admin', 'tab=articles')).toBe(true)
		for (const tab of ['guest-posts', 'promotions', 'subscribers']) {
			expect(may('author', '/admin', `tab=${tab}`), tab).toBe(false)
			expect(may('editor', '/admin', `tab=${tab}`), tab).toBe(true)
		}
		const post = (intent: string) =>
			permissionFor({
				method: 'POST',
				pathname: '/admin',
				searchParams: new URLSearchParams(),
				intent,
			})
		expect(post('approve-guest-post')).toBe('guest-posts')
		expect(post('erase-subscriber')).toBe('subscribers')
		expect(post('delete-promotion')).toBe('promotions')
		expect(post('bulk-articles')).toBe('articles')
		expect(post('something-new')).toBe('articles')
		// Any write names its button, whatever its method.
		for (const method of ['PUT', 'PATCH', 'DELETE'])
			expect(
				permissionFor({
					method,
					pathname: '/admin',
					searchParams: new URLSearchParams('tab=articles'),
					intent: 'erase-subscriber',
				}),
			).toBe('subscribers')
		// What the roles of issue 22 may and may not do, spelled out.
		expect(allows('contributor', post('erase-subscriber'))).toBe(false)
		expect(allows('author', post('bulk-articles'))).toBe(false)
		expect(allows('author', post('approve-guest-post'))).toBe(false)
		expect(allows('editor', post('erase-subscriber'))).toBe(true)
		expect(may('editor', '/admin/import')).toBe(false)
		expect(may('editor', '/admin/newsletter')).toBe(true)
		expect(may('author', '/admin/insights')).toBe(false)
		expect(may('contributor', '/admin/sessions')).toBe(true)
	})

	it('matches addresses with or without a trailing slash, and parameters of any value', () => {
		expect(
			permissionFor({
				method: 'GET',
				pathname: '/admin/import/abc/',
				searchParams: new URLSearchParams(),
			}),
		).toBe('site')
		expect(may('editor', '/admin/guest-post/x1')).toBe(true)
		expect(may('author', '/admin/guest-post/x1')).toBe(false)
		expect(may('author', '/admin/article/new')).toBe(true)
		expect(may('editor', '/admin/redirects')).toBe(false)
	})
})
