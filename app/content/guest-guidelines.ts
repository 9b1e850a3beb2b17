/** The guest post page's editorial copy (SPEC §2 "Guest post submission page"). */
export const GUEST_GUIDELINES = {
	lookingFor: [
		{
			title: 'Lifestyle and quality of life',
			detail:
				'How leaders protect their energy, time and relationships while building in public.',
		},
		{
			title: 'Problem and solution',
			detail:
				'One real problem you faced, and what you did about it. Specific beats general.',
		},
		{
			title: 'Subject-matter expertise',
			detail: 'Write about what you know better than most of our readers.',
		},
		{
			title: 'TV guests welcome',
			detail:
				'Clients and guests of Leading Voices are encouraged to expand on their interview.',
		},
		{
			title: 'Authentic, not a sales pitch',
			detail: 'Teach something useful. Promotional pieces are declined.',
		},
		{
			title: '500 words at most',
			detail: 'Short and complete. Editors may trim for length and clarity.',
		},
		{
			title: 'Citations and links',
			detail: 'Link to your sources and to anything you quote.',
		},
		{
			title: 'Personal branding is ours',
			detail:
				'Personal-branding topics are reserved for in-house content; pick another angle.',
		},
	],
	process: [
		'Submit the form on this page.',
		'Email the support address asking for approval, with a short bio.',
		'Our editors review each piece within 3-5 business days.',
		'We may suggest edits before publishing.',
		'Approved articles are published within 1-2 weeks.',
		'You are notified by email at each stage.',
	],
	benefits: [
		{
			title: 'Exposure',
			detail: 'Reach 25,000+ professionals who read Brandline.',
		},
		{
			title: 'Authority',
			detail: 'A published byline your clients and peers can find.',
		},
		{
			title: 'Network',
			detail: 'Join the community around Leading Voices and its guests.',
		},
	],
} as const
