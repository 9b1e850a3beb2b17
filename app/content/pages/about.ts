import type { AboutPage } from './types.ts'

/** The About page: mission, coverage, figures, credentials and reader testimonials. */
export const aboutPage: AboutPage = {
	headline: 'Helping the people who lead be known for the right things',
	mission: [
		'Brandline exists because reputation now travels faster than any press release. Executives, founders and creators are judged on what they publish, how they show up in conversation and whether their audience trusts them, yet most of the advice available is either generic social-media tips or expensive consulting. We sit in between: a magazine that treats personal branding as a serious leadership discipline and explains it in practical, testable steps.',
		'Every piece we publish is meant to be used. Our editors ask contributors for specifics: what they tried, what it cost in time, what changed, and what they would do differently. We would rather report an honest modest result than an impressive claim that readers cannot repeat.',
		"The magazine is edited by [Claire Ashby](/author/claire-ashby), who also hosts the publisher's TV show Leading Voices. The show and the magazine feed each other: conversations on air become in-depth articles, and the questions readers send us shape who we invite next.",
	].join('\n\n'),
	whatWeCover: [
		'We write for CEOs and founders building a public profile alongside a company, for senior executives stepping into more visible roles, for entrepreneurs whose personal reputation is their main sales channel, and for content creators turning an audience into a business.',
		'Our coverage is organised around the **REACH method**, the five-step framework we use to structure our reporting. Each step has two readings: **Relationship, Engagement, Audience, Content, Holistic**, describing what you build, and **Recognize, Establish, Amplify, Connect, Harvest**, describing the order in which you do it.',
		'- **Personal Branding:** defining a clear point of view and expressing it consistently, from a LinkedIn headline to a keynote.',
		'- **Audience Growth:** newsletters, social platforms, podcasts and speaking, with the numbers behind what actually works.',
		'- **Trust Building:** credibility, transparency and handling criticism or a reputational setback.',
		'- **Influence Strategies:** turning attention into opportunities, partnerships and decisions that go your way.',
		'- **Expert Interviews:** long-form conversations with leaders, including guests from Leading Voices.',
		'- **Guest Contributions:** short, practical pieces written by current and recent clients of Leading Voices, each built around one problem and one solution.',
	].join('\n\n'),
	statistics: [
		{ label: 'Circulation', value: '25,000+' },
		{ label: 'Monthly reach', value: '150,000+' },
		{ label: 'Professionals', value: '25,000+' },
		{ label: 'Publishing', value: 'Since 2019' },
		{ label: 'Newsletter issues published', value: '280+' },
	],
	credentials: [
		{
			label: 'Led by a working editor',
			detail:
				'Editor-in-chief Claire Ashby has spent more than fifteen years in business journalism and corporate communications, including a decade editing for business readers.',
		},
		{
			label: 'Home of Leading Voices',
			detail:
				'The magazine is published alongside the TV show Leading Voices, which has recorded well over a hundred conversations with executives, founders and creators.',
		},
		{
			label: 'Editing for practitioners',
			detail:
				'Articles are commissioned and edited by a small team with backgrounds in newsroom reporting, communications strategy and audience development.',
		},
		{
			label: 'A published method',
			detail:
				'The REACH method gives readers a consistent framework and gives our editors a checklist for what every practical article should cover.',
		},
		{
			label: 'Clear editorial standards',
			detail:
				'Guest posts are reviewed and edited before publication, and any sponsored or partner content is clearly labelled as such.',
		},
	],
	publications: [
		'Regional business radio',
		"The Founder's Ledger (newsletter)",
		'Boardroom Notes podcast',
		'Industry conference keynotes on executive communication',
		'University executive-education guest lectures',
		'Northgate Business Review',
	],
	testimonials: [
		{
			name: 'Daniel Okafor',
			title: 'Co-founder and CEO',
			company: 'Fernwell Logistics',
			content:
				"I used to post when I had a product launch and wondered why nobody engaged. Brandline's pieces on the Relationship and Engagement steps changed how I spend twenty minutes a day on LinkedIn. Six months in, two of our biggest customer conversations started in my comments.",
			rating: 5,
		},
		{
			name: 'Priya Raman',
			title: 'Chief Marketing Officer',
			company: 'Halcyon Health Analytics',
			content:
				'I share Brandline articles with our executive team before any of them speak at a conference. The advice is specific, it respects how little time senior people have, and it never pretends a personal brand can be built in a week.',
			rating: 5,
		},
		{
			name: 'Marcus Lindqvist',
			title: 'Independent creator and educator',
			company: "The Maker's Desk",
			content:
				'The audience growth coverage is the most useful I have found, especially the newsletter teardowns with real numbers. I would like more pieces aimed at solo creators rather than executives, but what is there has paid for the time I spend reading it many times over.',
			rating: 4,
		},
	],
}
