import type { SampleSubscriber } from './types.ts'

/** A handful of newsletter and guide sign-ups; example addresses only. */
export const sampleSubscribers: SampleSubscriber[] = [
	{
		email: 'm.adeyemi@example.com',
		hoursAgo: 3,
		source: 'homepage-sidebar',
		contentType: 'newsletter',
		active: true,
	},
	{
		email: 'sofia.lindgren@example.org',
		hoursAgo: 40,
		source: 'content-upgrade',
		contentType: 'pdf-guide',
		active: true,
	},
	{
		email: 'j.thornton@example.com',
		hoursAgo: 310,
		source: 'direct',
		contentType: 'newsletter',
		active: true,
	},
	{
		email: 'kenji.watanabe@example.org',
		hoursAgo: 880,
		source: 'content-upgrade',
		contentType: 'pdf-guide',
		active: true,
	},
	{
		email: 'alex.moreau@example.com',
		hoursAgo: 1600,
		source: 'homepage-sidebar',
		contentType: 'newsletter',
		active: false,
	},
]
