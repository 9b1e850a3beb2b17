import type { SamplePromotion } from './types.ts'

/**
 * One live sidebar promotion, one scheduled for later and one switched off; one each for the home
 * page band, the Audience Growth category page and the footer of Audience Growth articles.
 */
export const samplePromotions: SamplePromotion[] = [
	{
		key: 'leading-voices-show',
		title: 'Leading Voices with Claire Ashby',
		description:
			'Weekly conversations with the executives, founders and creators building reputations that last. New episodes every Thursday.',
		url: 'https://example.com/leading-voices',
		buttonText: 'Watch the show',
		placement: 'sidebar',
		priority: 5,
		active: true,
		startsInHours: -720,
		clicks: 1342,
		impressions: 48_906,
	},
	{
		key: 'reach-masterclass',
		title: 'The REACH Masterclass',
		description:
			'A four-week live programme for executives who want a public profile that builds trust, not just reach. Small cohorts, weekly feedback on your own content.',
		url: 'https://example.com/masterclass/reach',
		buttonText: 'Learn More',
		placement: 'sidebar',
		priority: 4,
		active: true,
		startsInHours: 240,
		endsInHours: 960,
		clicks: 0,
	},
	{
		key: 'executive-bio-workbook',
		title: 'Free Workbook: The Four-Sentence Executive Bio',
		description:
			'Write a bio that works on a conference programme, a podcast page and a board paper. Templates, examples and a ten-minute checklist.',
		url: 'https://example.com/guides/executive-bio',
		buttonText: 'Download the guide',
		placement: 'article-footer',
		targetCategory: 'personal-branding',
		priority: 3,
		active: false,
		startsInHours: -1500,
		endsInHours: -200,
		clicks: 418,
		impressions: 21_377,
	},
	{
		key: 'brandline-briefing-live',
		title: 'Brandline Briefing Live: Trust in Public',
		description:
			'An evening with three chief executives on what they say in public, what they never say, and how they decide. Recorded for Leading Voices before a small audience.',
		url: 'https://example.com/events/briefing-live',
		buttonText: 'Reserve a seat',
		placement: 'homepage',
		priority: 6,
		active: true,
		startsInHours: -48,
		endsInHours: 720,
		clicks: 87,
		impressions: 6_412,
	},
	{
		key: 'newsletter-growth-audit',
		title: 'The Newsletter Growth Audit',
		description:
			'Send us your last five issues and subscriber numbers; an editor returns a written audit of your promise, your welcome sequence and your referral loop within ten days.',
		url: 'https://example.com/services/newsletter-audit',
		buttonText: 'Book an audit',
		placement: 'category',
		targetCategory: 'audience-growth',
		priority: 5,
		active: true,
		startsInHours: -120,
		clicks: 31,
		impressions: 2_950,
	},
	{
		key: 'audience-workbook',
		title: 'Free Workbook: Your First 1,000 Readers',
		description:
			'Twelve exercises for finding, reaching and keeping the readers who matter to your work. Printable, with worked examples.',
		url: 'https://example.com/guides/first-1000-readers',
		buttonText: 'Download the workbook',
		placement: 'article-footer',
		targetCategory: 'audience-growth',
		priority: 4,
		active: true,
		startsInHours: -200,
		clicks: 12,
		impressions: 1_180,
	},
]
