/**
 * Issue 22's role matrix: for every role and every admin page, action and admin call of the JSON
 * API (read from the route list, so a new route is covered the day it is added), the production
 * server allows or refuses the request as the permission table says.
 */
import { describe, expect, it } from 'vitest'
import { allRoutePatterns } from '../helpers/route-paths.ts'
import { testSite } from '../helpers/site.ts'
import { signInNewPerson } from '../helpers/staff.ts'
import { STAFF_ROLES, type StaffRole } from '#app/content/staff.ts'
import {
	allows,
	OPEN_ADMIN_PATTERNS,
	permissionFor,
} from '#app/server/people/permissions.server.ts'

const site = testSite('role_matrix')

/** The dashboard's buttons (its action's `intent`s). */
const DASHBOARD_INTENTS = [
	'bulk-articles',
	'delete-article',
	'delete-promotion',
	'delete-guest-post',
	'approve-guest-post',
	'reject-guest-post',
	'deactivate-subscriber',
	'reactivate-subscriber',
	'erase-subscriber',
]
const DASHBOARD_TABS = ['articles', 'guest-posts', 'promotions', 'subscribers']
/** The staff page's buttons (docs/decisions/069). */
const STAFF_INTENTS = [
	'invite',
	'revoke-invitation',
	'change-role',
	'suspend',
	'reinstate',
	'remove',
]

/**
 * Writes that reach the outside internet (the curated feed imports) are checked for refusals
 * only: where allowed, they would fetch the real feeds.
 */
const REACHES_OUT = new Set(['POST /api/articles/import-curated'])

/** A pattern with its parameters filled in: ids nobody has (a 404 is an allowed answer). */
function addressOf(pattern: string): string {
	return pattern
		.replace(':decision', 'approve')
		.replace(/:\w+/g, 'matrix-probe')
}

interface Probe {
	method: string
	path: string
	intent?: string
}

function probesFor(pattern: string): Probe[] {
	const path = addressOf(pattern)
	if (pattern === '/admin')
		return [
			...DASHBOARD_TABS.map(tab => ({
				method: 'GET',
				path: `/admin?tab=${tab}`,
			})),
			...DASHBOARD_INTENTS.map(intent => ({ method: 'POST', path, intent })),
		]
	if (pattern === '/admin/staff')
		return [
			{ method: 'GET', path },
			...STAFF_INTENTS.map(intent => ({ method: 'POST', path, intent })),
		]
	return [
		{ method: 'GET', path },
		{ method: 'POST', path },
	]
}

const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

async function send(probe: Probe, cookie?: string): Promise<Response> {
	const api = probe.path.startsWith('/api/')
	const response = await site().request(probe.path, {
		method: probe.method,
		headers: {
			...(cookie ? { cookie } : {}),
			...(probe.method === 'GET'
				? {}
				: api
					? { 'content-type': 'application/json' }
					: { 'content-type': 'application/x-www-form-urlencoded' }),
		},
		body:
			probe.method === 'GET'
				? undefined
				: api
					? '{}'
					: new URLSearchParams({
							intent: probe.intent ?? 'matrix-probe',
							id: 'matrix-probe',
						}).toString(),
	})
	// Only the status matters here: the body is dropped unread (the full-site export would take
	// its whole length to read; this also has its server stop, as for a cancelled download).
	await response.body?.cancel()
	return response
}

function expected(role: StaffRole, probe: Probe): boolean {
	const url = new URL(probe.path, 'http://site.invalid')
	return allows(
		role,
		permissionFor({
			method: probe.method,
			pathname: url.pathname,
			searchParams: url.searchParams,
			intent: probe.intent,
		}),
	)
}

describe('the role matrix', () => {
	it('allows or refuses every admin page, action and admin API call for each role as the permission table says', async () => {
		const patterns = allRoutePatterns()
		// Ending one's sessions goes last: the probes after it would find the session gone.
		const pages = patterns
			.filter(
				pattern =>
					pattern.startsWith('/admin') &&
					!(OPEN_ADMIN_PATTERNS as readonly string[]).includes(pattern),
			)
			.sort(
				(a, b) =>
					Number(a === '/admin/sign-out-everywhere') -
					Number(b === '/admin/sign-out-everywhere'),
			)
		const pageProbes = pages.flatMap(probesFor)
		// The API's admin calls: those refused with 401 without a session.
		const apiProbes: Probe[] = []
		for (const pattern of patterns.filter(p => p.startsWith('/api/'))) {
			const path = addressOf(pattern)
			for (const method of API_METHODS)
				for (const query of method === 'GET' ? ['', '?status=any'] : ['']) {
					const probe = { method, path: path + query }
					if ((await send(probe)).status === 401) apiProbes.push(probe)
				}
		}
		expect(apiProbes.length).toBeGreaterThan(10)

		const rows: string[] = []
		const wrong: string[] = []
		for (const [index, role] of STAFF_ROLES.entries()) {
			const { cookie } = await signInNewPerson(site(), role, 100 + index)
			let allowed = 0
			// First, since the probes below end with ending this person's sessions: admin pages answer
			// reading and forms only. A form sent as PUT, PATCH or DELETE (which React Router would hand
			// to the action too) is refused whatever the role and the button.
			for (const pattern of pages)
				for (const method of ['PUT', 'PATCH', 'DELETE']) {
					const probe = {
						method,
						path: addressOf(pattern),
						intent: 'erase-subscriber',
					}
					const { status } = await send(probe, cookie)
					if (status !== 405)
						wrong.push(
							`${role}: ${method} ${probe.path} answered ${status}, expected 405`,
						)
				}
			for (const probe of [...apiProbes, ...pageProbes]) {
				const name = `${probe.method} ${probe.path}${probe.intent ? ` (${probe.intent})` : ''}`
				const should = expected(role, probe)
				if (should && REACHES_OUT.has(`${probe.method} ${probe.path}`)) continue
				const response = await send(probe, cookie)
				const { status } = response
				// Sent to the sign-in: the session was not honoured, which is neither answer.
				const toSignIn =
					status === 401 ||
					(response.headers.get('location') ?? '').includes('redirectTo=')
				if (should ? status === 403 || toSignIn : status !== 403)
					wrong.push(
						`${role}: ${name} answered ${status}, expected ${should ? 'allowed' : '403'}`,
					)
				if (should) allowed += 1
			}
			rows.push(
				`${role}: ${allowed} allowed of ${apiProbes.length + pageProbes.length}`,
			)
		}
		console.log(`Role matrix:\n  ${rows.join('\n  ')}`)
		expect(wrong).toEqual([])
		// Several hundred requests, one at a time (a session ends only after the others): more than
		// the default 30 s on a busy 2-core runner. A limit on waiting, not a timed assertion.
	}, 300_000)
})
