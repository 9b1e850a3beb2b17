/**
 * Issue 22, items 8 and 9: the staff page's list (who, role, status, last sign-in, recorded at
 * sign-in) and the calendar's articles of a month or week (boundaries included and excluded,
 * drafts left out), through the services and through the production server for each role.
 */
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import { addPerson, signInNewPerson } from '../helpers/staff.ts'
import type { StaffRole } from '#app/content/staff.ts'
import { monthRange, weekRange } from '#app/lib/calendar.ts'
import { calendarArticles } from '#app/server/articles/calendar.server.ts'
import { Article, StaffMember } from '#app/server/models/index.ts'
import { listStaff } from '#app/server/people/staff.server.ts'

const site = testSite('staff_calendar')

/** February 2032 (a leap year), far from the sample content's dates. */
const FEBRUARY = { year: 2032, month: 2 }

async function addArticle(
	id: string,
	publishedAt: string,
	status: 'draft' | 'scheduled' | 'published',
) {
	await Article.create({
		_id: id,
		headline: `Calendar probe ${id}`,
		summary: 'A probe for the editorial calendar.',
		author: 'Desk',
		category: 'personal-branding',
		status,
		publishedAt: new Date(publishedAt),
	})
}

const signInAs = (role: StaffRole, reader: number) =>
	signInNewPerson(site(), role, reader)

async function page(path: string, cookie: string) {
	const response = await site().request(path, { headers: { cookie } })
	return { status: response.status, html: await response.text() }
}

describe('the calendar’s articles', () => {
	it('holds a month from its first instant to the last, scheduled and published, without drafts', async () => {
		await addArticle('cal-before', '2032-01-31T23:59:59.999Z', 'published')
		await addArticle('cal-first', '2032-02-01T00:00:00.000Z', 'published')
		await addArticle('cal-draft', '2032-02-10T09:00:00.000Z', 'draft')
		await addArticle('cal-booked', '2032-02-10T09:00:00.000Z', 'scheduled')
		await addArticle('cal-leap', '2032-02-29T23:59:59.999Z', 'scheduled')
		await addArticle('cal-after', '2032-03-01T00:00:00.000Z', 'scheduled')

		const { articles, truncated } = await calendarArticles(monthRange(FEBRUARY))
		expect(truncated).toBe(false)
		expect(articles.map(article => [article.id, article.status])).toEqual([
			['cal-first', 'published'],
			['cal-booked', 'scheduled'],
			['cal-leap', 'scheduled'],
		])
		expect(articles[0]).toEqual({
			id: 'cal-first',
			headline: 'Calendar probe cal-first',
			status: 'published',
			publishedAt: new Date('2032-02-01T00:00:00.000Z'),
		})
		// The ISO week 2032-W09 runs Monday 23 to Sunday 29 February; W10 starts 1 March.
		const week9 = await calendarArticles(weekRange({ year: 2032, week: 9 }))
		expect(week9.articles.map(article => article.id)).toEqual(['cal-leap'])
		const week10 = await calendarArticles(weekRange({ year: 2032, week: 10 }))
		expect(week10.articles.map(article => article.id)).toEqual(['cal-after'])
	})

	it('shows every role allowed the articles list the same month, each article linking to its editor', async () => {
		for (const [index, role] of (
			['administrator', 'editor', 'author', 'contributor'] as const
		).entries()) {
			const { cookie } = await signInAs(role, 60 + index)
			const { status, html } = await page(
				'/admin/calendar?month=2032-02',
				cookie,
			)
			expect(status, role).toBe(200)
			expect(html).toContain('February 2032')
			expect(html).toContain('href="/admin/article/cal-first"')
			expect(html).toContain('href="/admin/article/cal-leap"')
			expect(html).not.toContain('cal-draft')
			expect(html).not.toContain('cal-before')
			expect(html).toContain('href="/admin/calendar?month=2032-03"')
			expect(html).toContain('href="/admin/calendar?week=2032-W09"')
		}
	})

	it('reads a week, and treats a month or week that does not exist as the current month', async () => {
		const { cookie } = await signInAs('author', 70)
		const week = await page('/admin/calendar?week=2032-W09', cookie)
		expect(week.status).toBe(200)
		expect(week.html).toContain('Feb 23 – 29, 2032')
		expect(week.html).toContain('href="/admin/article/cal-leap"')
		expect(week.html).not.toContain('cal-first')
		const now = new Date()
		const current = now.toLocaleDateString('en-US', {
			month: 'long',
			year: 'numeric',
			timeZone: 'UTC',
		})
		for (const query of ['month=2032-13', 'week=2031-W53', 'month[$gt]=1']) {
			const bad = await page(`/admin/calendar?${query}`, cookie)
			expect(bad.status, query).toBe(200)
			expect(bad.html, query).toContain(current)
		}
	})
})

describe('the staff page', () => {
	it('lists people by role with their status and last sign-in, which a sign-in records', async () => {
		const suspended = await addPerson({
			role: 'editor',
			name: 'Suspended Sam',
			status: 'suspended',
		})
		const removed = await addPerson({
			role: 'author',
			name: 'Removed Rae',
			status: 'removed',
		})
		const before = Date.now()
		const { person: admin, cookie } = await signInAs('administrator', 80)
		const record = await StaffMember.findById(admin._id).lean()
		expect(record?.lastSignInAt?.getTime()).toBeGreaterThanOrEqual(
			before - 1000,
		)

		const people = await listStaff()
		const ids = people.map(person => person.id)
		expect(ids).toContain(suspended._id)
		expect(ids).not.toContain(removed._id)
		const roles = people.map(person => person.role)
		expect(roles).toEqual(
			[...roles].sort(
				(a, b) =>
					['administrator', 'editor', 'author', 'contributor'].indexOf(a) -
					['administrator', 'editor', 'author', 'contributor'].indexOf(b),
			),
		)
		expect(people.find(person => person.id === suspended._id)).toMatchObject({
			status: 'suspended',
			lastSignInAt: null,
		})

		const { status, html } = await page('/admin/staff', cookie)
		expect(status).toBe(200)
		expect(html).toContain(admin.email)
		expect(html).toContain('Suspended Sam')
		expect(html).toMatch(/>Suspended<\/span>/)
		expect(html).toContain('Never')
		expect(html).not.toContain('Removed Rae')
		expect(html).toContain('href="/admin/staff"')
		expect(html).toContain('href="/admin/calendar"')
	})

	it('is refused to Authors and Contributors, whose navigation does not offer it; Editors open it to invite, without the buttons that act on people', async () => {
		for (const [index, role] of (
			['author', 'contributor'] as const
		).entries()) {
			const { cookie } = await signInAs(role, 90 + index)
			expect((await page('/admin/staff', cookie)).status, role).toBe(403)
			const calendar = await page('/admin/calendar', cookie)
			expect(calendar.html, role).not.toContain('href="/admin/staff"')
			expect(calendar.html, role).toContain('href="/admin/calendar"')
		}
		const { cookie } = await signInAs('editor', 95)
		const staff = await page('/admin/staff', cookie)
		expect(staff.status).toBe(200)
		expect(staff.html).toContain('Send invitation')
		// Only the roles an Editor may invite are offered, and nobody can be suspended from here.
		expect(staff.html).toContain('<option value="contributor"')
		expect(staff.html).not.toContain('<option value="editor"')
		expect(staff.html).not.toContain('>Suspend<')
		expect(staff.html).toContain('href="/admin/staff"')
	})
})
