import { editorProfile } from '#app/content/pages/author.ts'
import type { AuthorProfile } from '#app/content/pages/types.ts'

/**
 * The people behind the sample content's bylines: the editor (the SPEC's fixed author page), the
 * staff writers, the reading-list desk and two published guest contributors. All fictional; their
 * profile links point at example domains.
 */
export const sampleAuthors: AuthorProfile[] = [
	editorProfile,
	{
		slug: 'daniel-whitcombe',
		name: 'Daniel Whitcombe',
		title: 'News Editor',
		kind: 'staff',
		shortBio:
			"Daniel Whitcombe runs Brandline's news desk, covering the platforms, surveys and policy changes that decide who gets heard. He spent a decade reporting on media businesses before joining the magazine.",
		bio: [
			"Daniel Whitcombe is Brandline's news editor. He covers the changes that quietly reshape how leaders reach people: feed algorithms, newsletter platforms, disclosure rules and the research behind them, and he runs the magazine's annual reader survey on trust.",
			'Before Brandline, Daniel reported on media and technology companies for a business wire service for ten years, where he learned to read a product announcement for what it leaves out. He insists that every trend piece name its numbers and where they came from.',
		].join('\n\n'),
		expertise: [
			'Platform and algorithm changes',
			'Reader research and surveys',
			'Media business',
		],
		credentials: [
			{
				label: 'News editor, Brandline',
				detail:
					'Leads the news desk and the annual reader survey on trust signals.',
			},
			{
				label: 'Business reporter',
				detail:
					'Ten years covering media and technology companies for a business wire service.',
			},
		],
		publications: ['Business wire service', 'Media trade press'],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/daniel-whitcombe',
			},
			{ label: 'X', url: 'https://x.example.com/dwhitcombe' },
		],
	},
	{
		slug: 'hannah-lindqvist',
		name: 'Hannah Lindqvist',
		title: 'Interviews Editor',
		kind: 'staff',
		shortBio:
			"Hannah Lindqvist edits Brandline's interviews, talking to ghostwriters, psychologists, speechwriters and founders about how public reputations are really made.",
		bio: [
			"Hannah Lindqvist is Brandline's interviews editor. Her conversations with the people behind the scenes of public life (ghostwriters, speechwriters, organisational psychologists, producers) are among the magazine's most read pieces.",
			'She previously produced a long-running radio programme on work and leadership and still edits every interview for the rhythm of speech as much as for its content. She is based in Stockholm and London.',
		].join('\n\n'),
		expertise: [
			'Long-form interviews',
			'Executive communication',
			'Introverted leadership',
		],
		credentials: [
			{
				label: 'Interviews editor, Brandline',
				detail: 'Commissions and edits the Expert Interviews section.',
			},
			{
				label: 'Radio producer',
				detail:
					'Produced a weekly programme on work and leadership for eight years.',
			},
		],
		publications: ['Public radio', 'Leadership podcasts'],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/hannah-lindqvist',
			},
		],
	},
	{
		slug: 'marcus-okafor',
		name: 'Marcus Okafor',
		title: 'Senior Writer, Audience Growth',
		kind: 'staff',
		shortBio:
			'Marcus Okafor writes about newsletters, repurposing and the unglamorous systems behind audiences that last. He grew a B2B newsletter from nothing to 40,000 readers before joining Brandline.',
		bio: [
			"Marcus Okafor is Brandline's senior writer on audience growth. He writes the magazine's practical guides to newsletters, referral programmes and turning one good idea into a month of useful pieces.",
			'Before joining Brandline he built and ran the newsletter of a business-software company, growing it from zero to 40,000 subscribers without paid acquisition, and he still publishes a small newsletter of his own to test what he recommends.',
		].join('\n\n'),
		expertise: ['Newsletters', 'Content repurposing', 'Audience analytics'],
		credentials: [
			{
				label: 'Senior writer, Brandline',
				detail: "Writes the Audience Growth section's guides and explainers.",
			},
			{
				label: 'Newsletter editor',
				detail:
					'Grew a B2B newsletter to 40,000 subscribers without paid acquisition.',
			},
		],
		publications: ['Marketing trade press', 'Creator economy newsletters'],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/marcus-okafor',
			},
			{ label: 'Newsletter', url: 'https://marcusokafor.example.com' },
		],
	},
	{
		slug: 'priya-raman',
		name: 'Priya Raman',
		title: 'Contributing Editor, Trust and Reputation',
		kind: 'staff',
		shortBio:
			'Priya Raman advises chief executives on reputation in their first year and in their worst week. At Brandline she writes about trust, apologies and the discipline of consistency.',
		bio: [
			'Priya Raman is a contributing editor at Brandline, writing about trust, reputation and the first year in a top job. She has advised chief executives and founders through leadership transitions, public mistakes and the long, dull work of becoming reliable in public.',
			'She began her career in a corporate communications team during a product recall and says it taught her the only rule she still follows: say what happened, what you are doing about it and when people will hear from you next.',
		].join('\n\n'),
		expertise: ['CEO transitions', 'Crisis communication', 'Trust building'],
		credentials: [
			{
				label: 'Reputation adviser',
				detail:
					'Advises chief executives and founders on public profile during transitions.',
			},
			{
				label: 'Corporate communications',
				detail:
					'Led communications teams through a product recall and a merger.',
			},
		],
		publications: [
			'Boardroom Notes podcast',
			'Executive-education guest lectures',
		],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/priya-raman',
			},
		],
	},
	{
		slug: 'tomas-ferreira',
		name: 'Tomás Ferreira',
		title: 'Senior Writer, Influence Strategies',
		kind: 'staff',
		shortBio:
			'Tomás Ferreira writes about influence without authority: borrowed stages, coalitions and how to disagree in public without burning bridges. He was a speechwriter and policy adviser before journalism.',
		bio: [
			"Tomás Ferreira covers influence strategies for Brandline: how leaders use other people's platforms, build coalitions for unpopular ideas and take contrarian positions responsibly.",
			'He spent seven years as a speechwriter and policy adviser, drafting remarks for ministers and chief executives, and now applies the same question to every piece he writes: what should the reader be able to do differently on Monday?',
		].join('\n\n'),
		expertise: ['Speaking and panels', 'Coalition building', 'Positioning'],
		credentials: [
			{
				label: 'Senior writer, Brandline',
				detail: 'Writes the Influence Strategies section.',
			},
			{
				label: 'Speechwriter',
				detail:
					'Seven years drafting speeches for public officials and chief executives.',
			},
		],
		publications: ['Policy journals', 'Northgate Business Review'],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/tomas-ferreira',
			},
			{ label: 'X', url: 'https://x.example.com/tferreira' },
		],
	},
	{
		slug: 'brandline-desk',
		name: 'Brandline Desk',
		title: "The editors' reading list",
		kind: 'staff',
		shortBio:
			"Brandline Desk is the byline of the editors' reading list: short, sourced summaries of the best outside writing on personal branding and influence, chosen and checked by the Brandline team.",
		expertise: ['Curated reading', 'Research summaries'],
		credentials: [],
		publications: [],
		links: [],
	},
	{
		slug: 'rebecca-osei',
		name: 'Rebecca Osei',
		title:
			'Guest contributor; chief operating officer of an engineering consultancy',
		kind: 'contributor',
		shortBio:
			'Rebecca Osei is chief operating officer of an engineering consultancy of around 300 people and a recent guest on Leading Voices.',
		expertise: ['Expert visibility programmes', 'Professional services'],
		credentials: [],
		publications: [],
		links: [
			{
				label: 'LinkedIn',
				url: 'https://www.linkedin.example.com/in/rebecca-osei',
			},
		],
	},
	{
		slug: 'james-harrow',
		name: 'James Harrow',
		title: 'Guest contributor; fractional chief marketing officer',
		kind: 'contributor',
		shortBio:
			'James Harrow is a fractional chief marketing officer who works with venture-backed software companies.',
		expertise: ['Founder-led marketing', 'Editorial operations'],
		credentials: [],
		publications: [],
		links: [{ label: 'Website', url: 'https://jamesharrow.example.com' }],
	},
]
