import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
	LOGO_URL_MESSAGE,
	SettingsFormSchema,
	timeZoneChoices,
} from './settings.ts'

const VALID = {
	siteName: 'The Byline Weekly',
	description: 'Notes on reputation.',
	contactEmail: 'letters@byline.example',
	senderName: 'The Byline Weekly',
	senderEmail: 'daily@byline.example',
	digestHour: '7',
	timeZone: 'Europe/London',
	version: '3',
}

function submit(fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return parseWithZod(form, { schema: SettingsFormSchema })
}

describe('the settings form', () => {
	it('stores empty optional fields as none', () => {
		const submission = submit({ ...VALID, socialX: '', logoUrl: '' })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toMatchObject({
			logoUrl: '',
			socialX: '',
			socialLinkedin: '',
			digestHour: 7,
			version: 3,
		})
	})

	it('names what is wrong with each field', () => {
		const submission = submit({
			...VALID,
			socialX: 'http://x.com/plain',
			logoUrl: 'javascript:alert(1)',
			digestHour: '24',
			timeZone: 'Europe/Atlantis',
			senderName: 'News\r\nBcc: everyone@example.com',
		})
		expect(submission.status).toBe('error')
		if (submission.status !== 'error') return
		expect(submission.error).toMatchObject({
			socialX: ['X must be a full https:// address'],
			logoUrl: [LOGO_URL_MESSAGE],
			digestHour: ['Digest hour must be an hour from 0 to 23'],
			timeZone: ['Choose a time zone from the list, such as Europe/London'],
			senderName: ['Sender name cannot contain <, >, " or line breaks'],
		})
	})

	it('keeps the publication name out of reach of header injection (it goes into List-Id)', () => {
		for (const siteName of [
			'Byline <script>',
			'Byline "Weekly"',
			'Byline\nBcc: all@example.com',
			'Byline\r\nX: y',
			'Byline > Weekly',
		]) {
			const submission = submit({ ...VALID, siteName })
			expect(submission.status, siteName).toBe('error')
			expect(submission.reply().error?.siteName).toEqual([
				'Publication name cannot contain <, >, " or line breaks',
			])
		}
		expect(submit({ ...VALID, siteName: "Byline's Weekly & Co." }).status).toBe(
			'success',
		)
	})

	it('takes a logo only from an https address or a path on this site', () => {
		for (const logoUrl of [
			'http://cdn.example.com/logo.png',
			'//evil.example/logo.png',
			'data:image/png;base64,AAAA',
			'javascript:alert(1)',
			'logo.png',
			'https:///nohost.png',
		])
			expect(
				submit({ ...VALID, logoUrl }).reply().error?.logoUrl,
				logoUrl,
			).toEqual([LOGO_URL_MESSAGE])
		for (const logoUrl of [
			'https://cdn.example.com/logo.png',
			'/public-objects/uploads/2026/11/abc.webp',
			'/logo.svg',
		])
			expect(submit({ ...VALID, logoUrl }).status, logoUrl).toBe('success')
	})

	it('offers UTC first, then every IANA zone of the runtime', () => {
		const zones = timeZoneChoices()
		expect(zones[0]).toBe('UTC')
		expect(zones).toContain('America/New_York')
		expect(new Set(zones).size).toBe(zones.length)
	})
})
