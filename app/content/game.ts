/**
 * The Game of Influence (our own edition, played at /game-of-influence/play when no external game
 * is configured): twelve situations a leader meets while building a public reputation. Each
 * belongs to one step of the REACH method (app/content/pages/method.ts) and offers three
 * responses worth 0 to 3 points; app/lib/game.ts turns the answers into a score from 0 to 100 and
 * a breakdown by step. Docs: docs/decisions/046-game-of-influence.md.
 */
export const GAME_STEPS = ['R', 'E', 'A', 'C', 'H'] as const
export type GameStep = (typeof GAME_STEPS)[number]

export interface GameOption {
	text: string
	/** 0 (works against you) to 3 (what the method recommends). */
	points: 0 | 1 | 2 | 3
	/** Why, shown with the result. */
	why: string
}

export interface GameScenario {
	step: GameStep
	title: string
	situation: string
	options: readonly [GameOption, GameOption, GameOption]
}

export const GAME_MAX_POINTS_PER_SCENARIO = 3

export const gameScenarios: readonly GameScenario[] = [
	{
		step: 'R',
		title: 'The quiet supporters',
		situation:
			'You have decided to become more visible on LinkedIn. Before your first post, you look at who already follows you: former colleagues, two clients, a handful of people from an industry association.',
		options: [
			{
				text: 'Write to five of them first: ask what they would want to hear from you, and thank the two clients for their trust.',
				points: 3,
				why: 'The people who already trust you are your first audience and your best amplifiers. Asking them what is useful turns followers into participants.',
			},
			{
				text: 'Post a polished announcement that you will be sharing your thinking regularly from now on.',
				points: 1,
				why: 'Announcing is harmless but abstract: nobody knows yet why they should care, and the people closest to you are addressed as a crowd.',
			},
			{
				text: 'Ignore the existing network and focus on hashtags that reach new people quickly.',
				points: 0,
				why: 'Reach without relationships rarely converts. Strangers find you through the people who vouch for you.',
			},
		],
	},
	{
		step: 'R',
		title: "The journalist's deadline",
		situation:
			"A trade journalist you have never met emails at 4 pm: she needs a two-line comment on a competitor's layoffs for a story that closes at 6 pm.",
		options: [
			{
				text: 'Decline to discuss the competitor, but offer a useful comment on what the trend means for the sector, within the hour, and offer to be a source again.',
				points: 3,
				why: "You help her meet the deadline without trading on someone else's bad news, and you start a relationship with a reporter who will call again.",
			},
			{
				text: "Send a sharp quote about the competitor's mismanagement; it will certainly get printed.",
				points: 0,
				why: "It may get printed, but it reads as opportunism, and your peers and the competitor's staff will remember it.",
			},
			{
				text: 'Reply tomorrow that you were travelling but would love to help next time.',
				points: 1,
				why: 'Polite, but the moment has passed. Journalists remember who helped on deadline.',
			},
		],
	},
	{
		step: 'R',
		title: "A former employee's launch",
		situation:
			'Someone who left your team last year launches her own consultancy and posts about it. The post is getting little attention.',
		options: [
			{
				text: 'Like it and move on; you do not want to seem to take credit for her success.',
				points: 1,
				why: 'Respectful, but a like is the smallest signal you can send. A specific endorsement costs you little and means a lot.',
			},
			{
				text: 'Comment with a concrete example of her work and recommend her to two people who need exactly that.',
				points: 3,
				why: 'Generosity in public is one of the strongest trust signals a leader can send, and alumni become lifelong advocates.',
			},
			{
				text: 'Say nothing: she is now technically a competitor.',
				points: 0,
				why: 'Treating alumni as rivals shrinks your network and tells your current team how you will talk about them one day.',
			},
		],
	},
	{
		step: 'E',
		title: 'The sharp reply',
		situation:
			'A well-known critic replies to your post on remote work, calling your view naive and quoting one sentence out of context.',
		options: [
			{
				text: 'Delete the post; it is not worth the trouble.',
				points: 0,
				why: 'Deleting signals that your views do not survive contact with disagreement, and the screenshots remain.',
			},
			{
				text: 'Reply once, calmly: acknowledge the fair part of the criticism, restate your point with one piece of evidence, and invite a conversation.',
				points: 3,
				why: 'Readers judge you by how you handle disagreement. One calm, specific reply wins the onlookers, even if it does not convince the critic.',
			},
			{
				text: 'Reply point by point through the evening until the critic stops.',
				points: 1,
				why: 'Engaging is right; an evening-long thread is not. The longer the exchange, the more it looks like a fight rather than a view.',
			},
		],
	},
	{
		step: 'E',
		title: 'Three busy months',
		situation:
			'A product launch will take most of your time for the next quarter. You have been posting twice a week for six months.',
		options: [
			{
				text: 'Stop posting until things calm down and come back with a bang.',
				points: 0,
				why: 'Silence resets the familiarity you built. Audiences reward rhythm more than volume.',
			},
			{
				text: 'Keep posting twice a week by handing your account to the agency.',
				points: 1,
				why: 'The rhythm stays, but readers notice when the voice changes, and a ghost-run account is a trust risk if it says something you would not.',
			},
			{
				text: 'Drop to one short post a week, often about what the launch is teaching you, and say so openly.',
				points: 3,
				why: 'A sustainable rhythm in your own voice keeps the relationship alive, and the launch itself becomes honest material.',
			},
		],
	},
	{
		step: 'A',
		title: 'An invitation to a podcast',
		situation:
			'A niche podcast with 3,000 listeners, all of them operations leaders in your industry, invites you as a guest.',
		options: [
			{
				text: 'Accept, prepare three specific stories, and share the episode with a note on what you learned from the questions.',
				points: 3,
				why: 'A small, exact audience beats a large vague one. Preparation turns one appearance into material you can reuse for months.',
			},
			{
				text: 'Decline politely; you are waiting for a show with at least 50,000 listeners.',
				points: 0,
				why: 'Big stages are usually reached through small ones. Hosts of large shows listen to niche ones to find guests.',
			},
			{
				text: 'Accept, but improvise: it is only a small show.',
				points: 1,
				why: 'Showing up is good; an unprepared appearance is a missed chance with exactly the people you want to reach.',
			},
		],
	},
	{
		step: 'A',
		title: 'The follower numbers',
		situation:
			'Your follower count has stalled at 4,200 for two months. A growth service offers 10,000 new followers for a small monthly fee.',
		options: [
			{
				text: 'Buy them: social proof attracts real followers.',
				points: 0,
				why: 'Bought followers do not read, comment or buy, they dilute your engagement, and they are easy to spot. The cost is your credibility.',
			},
			{
				text: 'Look at who engages most, and co-host a session or article with two peers whose audiences you would like to reach.',
				points: 3,
				why: 'Partnerships borrow trust from people your future audience already follows, and bring readers who stay.',
			},
			{
				text: "Post more often, at the times the platform's tips recommend.",
				points: 1,
				why: 'Timing helps at the margin, but more of the same rarely breaks a plateau. New audiences come through new doors.',
			},
		],
	},
	{
		step: 'C',
		title: 'What to write about',
		situation:
			'You want to publish a monthly article. Your team suggests topics: AI trends, leadership quotes, or the hard lessons of your last failed project.',
		options: [
			{
				text: 'AI trends: everyone is searching for them.',
				points: 1,
				why: 'Trending topics bring traffic but also a thousand competitors. Unless you add first-hand experience, you are one more summary.',
			},
			{
				text: 'The lessons of the failed project, with numbers and what you would do differently.',
				points: 3,
				why: 'Specific, first-hand experience is what nobody else can write. Honest lessons build more trust than success stories.',
			},
			{
				text: 'A weekly leadership quote with a nice image: easy to produce.',
				points: 0,
				why: 'Borrowed wisdom is easy to scroll past and says nothing about how you think.',
			},
		],
	},
	{
		step: 'C',
		title: 'The keynote recording',
		situation:
			'You gave a 40-minute keynote that went well. The organiser sends you the recording.',
		options: [
			{
				text: 'Post the full video with a thank-you to the organisers.',
				points: 1,
				why: 'Worth doing, but few people watch 40 minutes. The best ideas stay buried.',
			},
			{
				text: 'Turn it into a month of pieces: three short clips, one article on the question the audience asked most, and a checklist.',
				points: 3,
				why: 'Repurposing with something new in each piece multiplies the value of one good talk and meets readers in the formats they use.',
			},
			{
				text: 'Keep it private; your slides are your intellectual property.',
				points: 0,
				why: 'Ideas spread only when shared. The value you protect is far smaller than the visibility you give up.',
			},
		],
	},
	{
		step: 'C',
		title: 'The sponsored post',
		situation:
			'A software vendor you genuinely use offers to pay you to post a positive review of its product.',
		options: [
			{
				text: 'Accept and post it without mentioning the payment: you like the product anyway.',
				points: 0,
				why: 'Undisclosed paid endorsements break advertising rules in many countries and, once discovered, every past recommendation is in doubt.',
			},
			{
				text: 'Decline the payment and, if you still want to, write your own honest review, including what the product does badly.',
				points: 3,
				why: 'An unpaid, balanced review is the most credible content you can publish about a product, and your audience can tell.',
			},
			{
				text: 'Accept and disclose it clearly at the top of the post.',
				points: 2,
				why: 'Disclosure keeps you honest and within the rules; the post will simply carry less weight than an independent view.',
			},
		],
	},
	{
		step: 'H',
		title: 'The gap',
		situation:
			'Your posts talk about empowering teams. In your engagement survey, your own team says decisions are made top-down with little explanation.',
		options: [
			{
				text: 'Keep posting: the public message and internal management are separate things.',
				points: 0,
				why: 'They are not separate for long. Employees read your posts, and the gap between message and practice is what erodes trust fastest.',
			},
			{
				text: 'Pause the topic, change one concrete practice with your team, and write about it only once it has worked.',
				points: 3,
				why: 'A brand is credible when what you say online matches how you lead. Fix the practice first; the story follows.',
			},
			{
				text: 'Post about the survey results immediately to show transparency.',
				points: 1,
				why: "Transparency is good, but announcing before acting turns your team's feedback into content about you.",
			},
		],
	},
	{
		step: 'H',
		title: 'The year in review',
		situation:
			'A year into your visibility effort, your board asks what it has been worth.',
		options: [
			{
				text: 'Show the follower growth and the most-liked posts.',
				points: 1,
				why: 'Vanity metrics are easy to show but hard to value. Boards want to know what changed for the business.',
			},
			{
				text: 'List the concrete outcomes it led to (hires, partnerships, inbound clients, invitations), what did not work, and the plan for next year.',
				points: 3,
				why: 'Harvesting means naming the results and reviewing the whole: it keeps the effort honest and funded.',
			},
			{
				text: 'Explain that brand building cannot be measured.',
				points: 0,
				why: 'Much of it can. Refusing to measure makes the work look like vanity, and it will be the first thing cut.',
			},
		],
	},
]

/** Advice per step, by how the reader did in it (from the REACH method's own descriptions). */
export const gameAdvice: Record<
	GameStep,
	{ low: string; mid: string; high: string }
> = {
	R: {
		low: 'Start with the people who already know your work. This week, write to five of them: thank them, ask what would be useful to hear from you, and help one of them publicly.',
		mid: 'Your relationships are a real asset. Make them visible: credit people by name, answer reporters on deadline, and keep in touch with former colleagues.',
		high: 'You invest in relationships before asking for attention. Keep it up, and introduce the people who trust you to one another: that is how networks become communities.',
	},
	E: {
		low: 'Pick one point of view you can defend and a rhythm you can keep for a year, even one post a week. Answer disagreement once, calmly, with evidence.',
		mid: 'You show up; now make it steadier. Plan your busy periods so the rhythm survives them, and keep replies short and specific.',
		high: 'Your engagement is consistent and composed. Use it to start conversations, not only to join them: ask the questions your peers avoid.',
	},
	A: {
		low: "Growth comes through other people's doors. Say yes to small, exact audiences, prepare for them properly, and never buy reach.",
		mid: 'You reach beyond your network at times. Choose two partners whose audiences you respect and create something together this quarter.',
		high: 'You grow deliberately. Measure who you reach, not how many, and keep using small stages to test ideas before the big ones.',
	},
	C: {
		low: 'Write what only you can write: a decision you made, a number you know, a lesson that cost you something. Skip borrowed quotes and trend summaries.',
		mid: 'Your content has substance. Get more from each piece: turn one talk or article into several formats, each adding something new.',
		high: 'Your content is specific and honest. Keep disclosing interests plainly and keep publishing your failures alongside your successes.',
	},
	H: {
		low: 'Check that what you say matches how you lead, starting with your own team, and agree now on which outcomes your visibility should bring.',
		mid: 'You connect your brand to results. Review it as a whole twice a year: what you say, how you lead, and what it has brought in.',
		high: 'Your public voice and your leadership tell the same story, and you can show what it is worth. Pass on what you have learned.',
	},
}
