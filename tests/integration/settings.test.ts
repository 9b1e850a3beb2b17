/**
 * Issue 22 item 7, the settings page (docs/decisions/066): a publication that never saved shows
 * its environment's defaults; an Administrator's save changes the cached pages, the feed and the
 * e-mails' sender at once; bad input is refused with each field's message and changes nothing;
 * saves made from the same version race and exactly one wins, the others keeping what was typed;
 * other roles are refused.
 */
import { describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import { testSite } from '../helpers/site.ts'
import { signInNewPerson } from '../helpers/staff.ts'
import {
	guestPostEmail,
	useEmailTransport,
} from '#app/server/platform/email.server.ts'
import { PublicationSettings } from '#app/server/models/index.ts'
import {
	forgetSettings,
	getSettings,
	sendPublicationEmail,
} from '#app/server/site/settings.server.ts'

const site = testSite('settings', {
	SITE_NAME: 'Brandline Env',
	CONTACT_EMAIL: 'desk@env.example',
	SOCIAL_X_URL: 'https://x.com/brandline_env',
	NEWSLETTER_DIGEST_HOUR: '6',
	NEWSLETTER_TIME_ZONE: 'Europe/Paris',
})

/** What the form sends when every field is valid. */
const VALID = {
	siteName: 'The Byline Weekly',
	description: 'Notes on reputation, audiences and the craft of being known.',
	logoUrl: '',
	socialLinkedin: 'https://www.linkedin.com/company/byline-weekly',
	socialX: '',
	socialYoutube: '',
	socialInstagram: 'https://www.instagram.com/bylineweekly',
	socialFacebook: '',
	contactEmail: 'letters@byline.example',
	senderName: 'The Byline Weekly, daily',
	senderEmail: 'daily@byline.example',
	digestHour: '8',
	timeZone: 'America/New_York',
}

function form(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	return body
}

async function save(
	cookie: string,
	fields: Record<string, string>,
	reader = 9,
) {
	const response = await site().request('/admin/settings', {
		method: 'POST',
		reader,
		headers: { cookie },
		body: form(fields),
	})
	return { status: response.status, html: await response.text() }
}

async function text(path: string, reader = 20) {
	const response = await site().request(path, { reader })
	return response.text()
}

const storedVersions = () => PublicationSettings.countDocuments({})

describe('the settings page', () => {
	it('shows the deployment’s defaults until the first save', async () => {
		const home = await text('/')
		expect(home).toContain('Brandline Env')
		expect(home).toContain('https://x.com/brandline_env')
		const cookie = await site().adminCookie()
		const response = await site().request('/admin/settings', {
			headers: { cookie },
		})
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('Never saved here')
		expect(html).toContain('value="Brandline Env"')
		expect(html).toContain('value="desk@env.example"')
		expect(html).toMatch(/<option value="Europe\/Paris" selected/)
		expect(html).toMatch(/<option value="6" selected/)
	})

	it('refuses bad input with each field’s message and stores nothing', async () => {
		const cookie = await site().adminCookie()
		const before = await storedVersions()
		const { status, html } = await save(cookie, {
			...VALID,
			version: '0',
			siteName: '   ',
			socialX: 'http://x.com/insecure',
			contactEmail: 'not an address',
			senderName: 'Evil <root@example.com>',
			digestHour: '24',
			timeZone: 'Mars/Olympus_Mons',
		})
		expect(status).toBe(400)
		for (const message of [
			'Publication name is required',
			'X must be a full https:// address',
			'Contact address must be an e-mail address',
			'Sender name cannot contain &lt;, &gt;, &quot; or line breaks',
			'Digest hour must be an hour from 0 to 23',
			'Choose a time zone from the list, such as Europe/London',
		])
			expect(html).toContain(message)
		// What was typed comes back in the form.
		expect(html).toContain('value="not an address"')
		expect(await storedVersions()).toBe(before)
		expect(await text('/')).toContain('Brandline Env')
	})

	it('changes the cached pages, the feed and the sender at once', async () => {
		// The home page is cached before the save.
		expect(await text('/', 21)).toContain('Brandline Env')
		const cookie = await site().adminCookie()
		const { status } = await save(cookie, { ...VALID, version: '0' })
		expect(status).toBe(302)

		const home = await text('/', 22)
		expect(home).toContain('The Byline Weekly')
		expect(home).not.toContain('Brandline Env')
		expect(home).toContain(VALID.description)
		expect(home).toContain(VALID.socialInstagram)
		expect(home).not.toContain('https://x.com/brandline_env')
		expect(await text('/about')).toContain(VALID.contactEmail)
		const feed = await text('/rss.xml')
		expect(feed).toContain('<title>The Byline Weekly</title>')
		expect(feed).toContain(VALID.description)

		const stored = await PublicationSettings.find({}).lean()
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({
			version: 1,
			timeZone: 'America/New_York',
			digestHour: 8,
			socialX: '',
		})
		expect(stored[0]!.savedByName).toBeTruthy()

		// The sender of what the publication mails, through a real SMTP server.
		const sink: MailSink = await startMailSink()
		useEmailTransport(sink.transport())
		try {
			forgetSettings()
			expect((await getSettings()).version).toBe(1)
			const sent = await sendPublicationEmail(publication =>
				guestPostEmail(
					'received',
					{
						authorName: 'Ada',
						email: 'ada@example.com',
						headline: 'On being findable',
					},
					publication,
				),
			)
			expect(sent).toBe(true)
			const [message] = sink.messages
			expect(message!.from).toBe('daily@byline.example')
			expect(message!.headers.from).toBe(
				'"The Byline Weekly, daily" <daily@byline.example>',
			)
			expect(message!.text).toContain('The The Byline Weekly editors')
			expect(message!.text).toContain('letters@byline.example')
		} finally {
			useEmailTransport(undefined)
			await sink.close()
		}
	})

	it('lets exactly one of several saves from the same version win; the others keep their text', async () => {
		const cookie = await site().adminCookie()
		const version = String(await storedVersions())
		const results = await Promise.all(
			Array.from({ length: 6 }, (_, index) =>
				save(cookie, {
					...VALID,
					version,
					siteName: `Race entrant ${index}`,
				}),
			),
		)
		const statuses = results.map(result => result.status).sort()
		expect(statuses).toEqual([302, 409, 409, 409, 409, 409])
		for (const refused of results.filter(result => result.status === 409)) {
			expect(refused.html).toContain('saved elsewhere')
			expect(refused.html).toMatch(/value="Race entrant \d"/)
		}
		expect(await storedVersions()).toBe(Number(version) + 1)
		const winner = results.findIndex(result => result.status === 302)
		expect(await text('/', 23)).toContain(`Race entrant ${winner}`)

		// A save from a form opened before that one (a second tab) is refused too.
		const stale = await save(cookie, { ...VALID, version })
		expect(stale.status).toBe(409)
		expect(await storedVersions()).toBe(Number(version) + 1)
	})

	it('after a refused stale save, the form carries the version in force and saving again works', async () => {
		const cookie = await site().adminCookie()
		const opened = String(await storedVersions())
		// Another tab saves first.
		expect((await save(cookie, { ...VALID, version: opened })).status).toBe(302)
		const inForce = await storedVersions()
		const typed = {
			...VALID,
			siteName: 'Typed in the slow tab',
			version: opened,
		}
		const refused = await save(cookie, typed)
		expect(refused.status).toBe(409)
		expect(refused.html).toContain('value="Typed in the slow tab"')
		const carried = /name="version" value="(\d+)"/.exec(refused.html)?.[1]
		expect(carried).toBe(String(inForce))
		// The same form sent again (what the browser posts after reading the message) is saved.
		const again = await save(cookie, { ...typed, version: carried! })
		expect(again.status).toBe(302)
		expect(await storedVersions()).toBe(inForce + 1)
		expect(await text('/', 24)).toContain('Typed in the slow tab')
	})

	it('is refused to every role but Administrators', async () => {
		for (const [index, role] of (
			['editor', 'author', 'contributor'] as const
		).entries()) {
			const { cookie } = await signInNewPerson(site(), role, 40 + index)
			const page = await site().request('/admin/settings', {
				reader: 40 + index,
				headers: { cookie },
			})
			expect(page.status, role).toBe(403)
			const before = await storedVersions()
			const posted = await save(
				cookie,
				{ ...VALID, version: String(before) },
				40 + index,
			)
			expect(posted.status, role).toBe(403)
			expect(await storedVersions()).toBe(before)
		}
		const anonymous = await site().request('/admin/settings')
		expect([302, 303]).toContain(anonymous.status)
	})
})
