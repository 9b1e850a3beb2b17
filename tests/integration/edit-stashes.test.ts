import pino from 'pino'
import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
	SITE_ADMIN_EMAIL,
	SITE_ADMIN_PASSWORD,
	testSite,
} from '../helpers/site.ts'
import { stashEditForSignIn } from '#app/server/edge/edit-stash-requests.server.ts'
import {
	EDIT_STASH_MAX_AGE_MS,
	EDIT_STASH_MAX_BYTES,
	discardEditStash,
	readEditStash,
	stashEdit,
} from '#app/server/admin/edit-stashes.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { EditStash, GuestPost } from '#app/server/models/index.ts'

/**
 * An editor's form sent after the admin session expired is kept on the server and comes back
 * after the sign-in, without JavaScript (issue 9, docs/decisions/044). Driven through the
 * production server: the admin middleware, the sign-in and the editors' loaders and actions.
 */
const site = testSite('edit_stashes')

const BODY =
	'Kept while the administrator signs in again: not one word of this may be lost on the way. '.repeat(
		2,
	)

/** The Cookie header value a browser sends back for a Set-Cookie. */
function cookieOf(response: Response): string {
	const set = response.headers.get('set-cookie')
	if (!set) throw new Error(`no cookie set (status ${response.status})`)
	return set.split(';')[0]!
}

async function draftArticle(
	headline: string,
): Promise<{ id: string; version: number }> {
	const response = await site().admin('POST', '/api/articles', {
		headline,
		summary: 'A summary.',
		content: BODY,
		author: 'Priya Raman',
		category: 'trust-building',
		featured: false,
		breaking: false,
		status: 'draft',
	})
	expect(response.status).toBe(201)
	const article = (await response.json()) as { id: string; version?: number }
	return { id: article.id, version: article.version ?? 0 }
}

function articleForm(fields: Record<string, string>): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries({
		summary: 'A summary.',
		content: BODY,
		author: 'Priya Raman',
		category: 'trust-building',
		status: 'draft',
		...fields,
	}))
		form.append(name, value)
	return form
}

function post(
	path: string,
	body: FormData,
	cookie?: string,
	headers: Record<string, string> = {},
): Promise<Response> {
	return site().request(path, {
		method: 'POST',
		body,
		headers: { ...(cookie ? { cookie } : {}), ...headers },
	})
}

function get(path: string, cookie?: string): Promise<Response> {
	return site().request(path, { headers: cookie ? { cookie } : {} })
}

/** Signs in through the form, as a browser would after the redirect; returns where it leads and the session cookie. */
async function signIn(
	redirectTo: string,
	cookie?: string,
): Promise<{ location: string; session: string }> {
	const response = await site().request('/admin/sign-in', {
		method: 'POST',
		body: new URLSearchParams({
			email: SITE_ADMIN_EMAIL,
			password: SITE_ADMIN_PASSWORD,
			redirectTo,
		}),
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			...(cookie ? { cookie } : {}),
		},
		reader: 90,
	})
	expect(response.status).toBe(302)
	return {
		location: response.headers.get('location')!,
		session: cookieOf(response),
	}
}

/** A browser whose admin session ended on the server (signed out elsewhere, or idle): it still sends its signed session cookie. */
async function endedSession(): Promise<string> {
	const { session } = await signIn('/admin')
	const out = await site().request('/admin/sign-out', {
		method: 'POST',
		headers: { cookie: session },
	})
	expect(out.status).toBe(302)
	return session
}

describe("an editor's form sent after the session expired", () => {
	it('is stashed (text only), the sign-in leads back to the editor with it, and the save goes through and discards it', async () => {
		const article = await draftArticle(`Stash source ${Date.now()}`)
		const unsaved = `Typed while the session expired ${Date.now()}`
		const form = articleForm({
			headline: unsaved,
			version: String(article.version),
		})
		form.append(
			'imageUrlFile',
			new File([new Uint8Array(2048).fill(7)], 'photo.jpg', {
				type: 'image/jpeg',
			}),
		)
		// Image addresses are text: typed without JavaScript (main image), kept from the list (additional ones).
		form.append('imageUrlUrl', 'https://images.example.com/typed-main.jpg')
		for (const kept of [
			'https://images.example.com/kept-1.jpg',
			'https://images.example.com/kept-2.jpg',
		])
			form.append('imageUrls', kept)

		const sent = await post(
			`/admin/article/${article.id}`,
			form,
			await endedSession(),
		)
		expect(sent.status).toBe(302)
		const signInPage = new URL(sent.headers.get('location')!, site().url)
		expect(signInPage.pathname).toBe('/admin')
		const stashId = signInPage.searchParams.get('stash')!
		expect(stashId).toMatch(/^[\w-]{32}$/)
		const redirectTo = signInPage.searchParams.get('redirectTo')!
		expect(redirectTo).toBe(`/admin/article/${article.id}?stash=${stashId}`)
		const owner = cookieOf(sent)
		expect(sent.headers.get('set-cookie')).toMatch(/HttpOnly/i)

		const stored = await EditStash.findById(stashId).lean()
		expect(stored?.path).toBe(`/admin/article/${article.id}`)
		expect(stored?.fields).toContainEqual({ name: 'headline', value: unsaved })
		expect(stored?.fields.some(field => field.name === 'imageUrlFile')).toBe(
			false,
		)

		// The sign-in page says the changes wait; signing in goes back to the editor.
		expect(
			await (await get(signInPage.pathname + signInPage.search, owner)).text(),
		).toContain('Your changes are kept')
		const { location, session } = await signIn(redirectTo, owner)
		expect(location).toBe(redirectTo)

		const editor = await get(location, `${session}; ${owner}`)
		expect(editor.status).toBe(200)
		const html = await editor.text()
		expect(html).toContain(
			'Your unsaved changes were restored; review and save.',
		)
		expect(html).toContain(unsaved)
		for (const image of ['typed-main.jpg', 'kept-1.jpg', 'kept-2.jpg'])
			expect(html).toContain(`https://images.example.com/${image}`)

		// Only with a session, and only in the browser that sent it.
		const withoutSession = await get(location, owner)
		expect(withoutSession.status).toBe(302)
		expect(withoutSession.headers.get('location')).toMatch(
			/^\/admin\?redirectTo=/,
		)
		const elsewhere = await (await get(location, session)).text()
		expect(elsewhere).not.toContain(unsaved)
		expect(elsewhere).toContain('could not be found any more')

		// The admin saves as usual: stored, and the stash is gone.
		const saved = await post(
			location,
			articleForm({ headline: unsaved, version: String(article.version) }),
			`${session}; ${owner}`,
		)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('location')).toBe(
			`/admin?tab=articles&saved=${article.id}`,
		)
		expect(await EditStash.findById(stashId).lean()).toBeNull()
		const reloaded = (await (
			await site().admin('GET', `/api/articles/${article.id}?status=any`)
		).json()) as { headline: string }
		expect(reloaded.headline).toBe(unsaved)
	})

	it('the guest-post edit form is stashed and leads back to edit mode; approve and reject are not stashed', async () => {
		const guest = await GuestPost.create({
			authorName: 'Ada Guest',
			email: 'ada@example.com',
			category: 'trust-building',
			headline: "A guest's first draft",
			content: BODY,
			agreeTerms: true,
		})
		const form = new FormData()
		for (const [name, value] of Object.entries({
			intent: 'save',
			authorName: 'Ada Guest',
			email: 'ada@example.com',
			category: 'trust-building',
			headline: 'A guest headline kept',
			content: BODY,
		}))
			form.append(name, value)

		const ended = await endedSession()
		const sent = await post(
			`/admin/guest-post/${guest._id}?mode=edit`,
			form,
			ended,
		)
		const signInPage = new URL(sent.headers.get('location')!, site().url)
		const stashId = signInPage.searchParams.get('stash')!
		expect(signInPage.searchParams.get('redirectTo')).toBe(
			`/admin/guest-post/${guest._id}?mode=edit&stash=${stashId}`,
		)

		const { location, session } = await signIn(
			signInPage.searchParams.get('redirectTo')!,
			cookieOf(sent),
		)
		const html = await (
			await get(location, `${session}; ${cookieOf(sent)}`)
		).text()
		expect(html).toContain(
			'Your unsaved changes were restored; review and save.',
		)
		expect(html).toContain('A guest headline kept')

		const approve = new FormData()
		approve.append('intent', 'approve')
		const before = await EditStash.countDocuments()
		const approved = await post(
			`/admin/guest-post/${guest._id}`,
			approve,
			ended,
		)
		expect(approved.status).toBe(302)
		expect(approved.headers.get('location')).toBe(
			`/admin?redirectTo=${encodeURIComponent(`/admin/guest-post/${guest._id}`)}`,
		)
		expect(await EditStash.countDocuments()).toBe(before)
		expect((await GuestPost.findById(guest._id).lean())?.status).toBe('pending')
	})

	it('a form over the stash limit is not kept: the usual way to the sign-in', async () => {
		const article = await draftArticle(`Too large ${Date.now()}`)
		const before = await EditStash.countDocuments()
		const sent = await post(
			`/admin/article/${article.id}`,
			articleForm({
				headline: 'Huge',
				content: 'x'.repeat(EDIT_STASH_MAX_BYTES + 1),
			}),
			await endedSession(),
		)
		expect(sent.status).toBe(302)
		expect(sent.headers.get('location')).toBe(
			`/admin?redirectTo=${encodeURIComponent(`/admin/article/${article.id}`)}`,
		)
		expect(await EditStash.countDocuments()).toBe(before)
	})

	it('a browser that never signed in here keeps nothing: strangers cannot fill the collection', async () => {
		const article = await draftArticle(`Stranger ${Date.now()}`)
		const before = await EditStash.countDocuments()
		const sent = await post(
			`/admin/article/${article.id}`,
			articleForm({ headline: "Stranger's text" }),
		)
		expect(sent.status).toBe(302)
		expect(sent.headers.get('location')).toBe(
			`/admin?redirectTo=${encodeURIComponent(`/admin/article/${article.id}`)}`,
		)
		// A session cookie the site did not sign does not count either.
		const forged = await post(
			`/admin/article/${article.id}`,
			articleForm({ headline: 'Forged cookie' }),
			`bl_admin=${'a'.repeat(43)}`,
		)
		expect(forged.headers.get('location')).toBe(
			`/admin?redirectTo=${encodeURIComponent(`/admin/article/${article.id}`)}`,
		)
		expect(await EditStash.countDocuments()).toBe(before)
	})

	it('a write from another site is still refused before anything is kept (CSRF defence intact)', async () => {
		const article = await draftArticle(`Cross-site ${Date.now()}`)
		const before = await EditStash.countDocuments()
		const sent = await post(
			`/admin/article/${article.id}`,
			articleForm({ headline: 'Forged' }),
			await endedSession(),
			{ origin: 'https://attacker.example' },
		)
		expect(sent.status).toBe(403)
		expect(await EditStash.countDocuments()).toBe(before)
	})
})

describe('edit stashes (service)', () => {
	const fields = [{ name: 'headline', value: 'Kept' }]

	it('a stash older than 24 hours is refused on read and swept; a fresh one stays', async () => {
		const old = await stashEdit(
			{ path: '/admin/article/old', ownerDigest: 'owner', fields },
			new Date(Date.now() - EDIT_STASH_MAX_AGE_MS - 60_000),
		)
		const fresh = await stashEdit({
			path: '/admin/article/fresh',
			ownerDigest: 'owner',
			fields,
		})
		expect(await readEditStash(old, '/admin/article/old', 'owner')).toBeNull()
		expect(await readEditStash(fresh, '/admin/article/fresh', 'owner')).toEqual(
			{ headline: 'Kept' },
		)

		expect(
			(await sweepExpiredRecords(undefined, ['editStashes'])).editStashes,
		).toBeGreaterThanOrEqual(1)
		expect(await EditStash.findById(old).lean()).toBeNull()
		expect(await EditStash.findById(fresh).lean()).not.toBeNull()
	})

	it('only the editor it was sent to, and the browser that sent it, read it back; a repeated field comes back as a list', async () => {
		const id = await stashEdit({
			path: '/admin/article/a',
			ownerDigest: 'mine',
			fields: [
				...fields,
				{ name: 'imageUrls', value: '/public-objects/a.webp' },
				{ name: 'imageUrls', value: '/public-objects/b.webp' },
			],
		})
		expect(await readEditStash(id, '/admin/article/b', 'mine')).toBeNull()
		expect(await readEditStash(id, '/admin/article/a', 'theirs')).toBeNull()
		expect(
			await readEditStash('not-an-id', '/admin/article/a', 'mine'),
		).toBeNull()
		expect(await readEditStash(id, '/admin/article/a', 'mine')).toEqual({
			headline: 'Kept',
			imageUrls: ['/public-objects/a.webp', '/public-objects/b.webp'],
		})
		expect(await discardEditStash(id, '/admin/article/b')).toBe(0)
		expect(await discardEditStash(id, '/admin/article/a')).toBe(1)
		expect(await readEditStash(id, '/admin/article/a', 'mine')).toBeNull()
	})

	it('a form over the limit is refused as too large', async () => {
		const error = await stashEdit({
			path: '/admin/article/big',
			ownerDigest: 'owner',
			fields: [
				{ name: 'content', value: 'é'.repeat(EDIT_STASH_MAX_BYTES / 2 + 1) },
			],
		}).catch((failure: unknown) => failure)
		expect(isDomainError(error, 'too-large')).toBe(true)
	})

	it('stashing is rate limited per client: past the limit the form goes the usual way to the sign-in', async () => {
		const log = pino({ level: 'silent' })
		// The cookie of a browser that signed in here once (a session token the site signed).
		const signedCookie = (
			await createCookie('bl_admin', {
				secrets: [getEnv().SESSION_SECRET],
			}).serialize('a'.repeat(43))
		).split(';')[0]!
		const attempt = () => {
			const form = new FormData()
			form.append('headline', 'Again')
			return stashEditForSignIn(
				new Request('http://localhost/admin/article/limited', {
					method: 'POST',
					body: form,
					headers: { cookie: signedCookie },
				}),
				{ clientIp: '198.51.100.77', log },
			)
		}
		const outcomes: (Response | null)[] = []
		for (let n = 0; n < 21; n += 1) outcomes.push(await attempt())
		expect(
			outcomes.slice(0, 20).every(outcome => outcome?.status === 302),
		).toBe(true)
		expect(outcomes[20]).toBeNull()
	})
})
