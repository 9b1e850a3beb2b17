import type { AuthorProfile } from './types.ts'

/** The editor's profile: the SPEC's fixed author page (/author/claire-ashby), seeded with the other authors. */
export const editorProfile: AuthorProfile = {
	slug: 'claire-ashby',
	name: 'Claire Ashby',
	title: 'Editor-in-Chief and host of Leading Voices',
	kind: 'staff',
	shortBio:
		'Claire Ashby is the editor-in-chief of Brandline and host of the TV show Leading Voices. A former business reporter and communications director, she writes about how executives, founders and creators build reputations that last.',
	bio: [
		"Claire Ashby is the editor-in-chief of Brandline and the host of Leading Voices, the publisher's TV show on leadership, reputation and influence. She sets the magazine's editorial direction, edits its long-form interviews and developed the REACH method that structures its coverage.",
		"Claire began her career as a business reporter on a regional daily newspaper, covering local companies, start-ups and the executives who ran them. She went on to edit a trade publication for the professional-services sector, where she learned how much a leader's public voice could shape a firm's reputation, and how often it was left to chance.",
		'She then spent six years on the other side of the table as head of communications for a mid-sized technology company, preparing its founders for interviews, keynotes and their first serious attempts at writing on LinkedIn. The gap she saw there, between leaders who wanted to be visible and the thin, generic advice available to them, led her to help launch Brandline in 2019.',
		'On Leading Voices, Claire interviews CEOs, founders and creators about the decisions behind their public profiles, including the ones that did not work. She is known for asking guests for numbers and specifics rather than slogans. She divides her time between New York and London.',
	].join('\n\n'),
	credentials: [
		{
			label: 'Editor-in-chief, Brandline',
			detail:
				'Has led the magazine since its launch in 2019, overseeing its sections, newsletter and guest contributions programme.',
		},
		{
			label: 'Host, Leading Voices',
			detail:
				"Presents the publisher's TV show, interviewing executives, founders and creators about reputation and influence.",
		},
		{
			label: 'Former head of communications',
			detail:
				'Spent six years running communications and executive positioning for a mid-sized technology company.',
		},
		{
			label: 'Business journalist',
			detail:
				'Reported on companies and their leaders for a regional daily newspaper before editing a professional-services trade title.',
		},
		{
			label: 'Creator of the REACH method',
			detail:
				"Developed the five-step framework (Relationship, Engagement, Audience, Content, Holistic) used across Brandline's coverage.",
		},
	],
	publications: [
		'Regional business radio',
		'Boardroom Notes podcast',
		"The Founder's Ledger (newsletter)",
		'Northgate Business Review',
		'Professional-services trade press',
		'Executive-education guest lectures',
	],
	expertise: [
		'Executive personal branding',
		'Thought leadership and LinkedIn writing',
		'Media interviews and on-camera presence',
		'Newsletter and audience growth',
		'Trust and reputation management',
		'The REACH method',
	],
	links: [
		{
			label: 'LinkedIn',
			url: 'https://www.linkedin.example.com/in/claire-ashby',
		},
		{ label: 'X', url: 'https://x.example.com/claireashby' },
		{ label: 'Leading Voices', url: 'https://leadingvoices.example.com' },
		{ label: 'Website', url: 'https://claireashby.example.com' },
	],
}
