import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { SettingsFormSchema, timeZoneChoices } from './settings.ts'

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
			logoUrl: ['Please enter a valid image URL'],
			digestHour: ['Digest hour must be an hour from 0 to 23'],
			timeZone: ['Choose a time zone from the list, such as Europe/London'],
			senderName: ['Sender name cannot contain <, >, " or line breaks'],
		})
	})

	it('offers UTC first, then every IANA zone of the runtime', () => {
		const zones = timeZoneChoices()
		expect(zones[0]).toBe('UTC')
		expect(zones).toContain('America/New_York')
		expect(new Set(zones).size).toBe(zones.length)
	})
})
