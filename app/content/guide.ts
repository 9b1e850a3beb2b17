/**
 * Content for the free PDF guide "5 CEO Personal Branding Mistakes (and how to fix each one)".
 * Rendered to public/downloads/5-ceo-personal-branding-mistakes.pdf by scripts/build-guide.ts.
 *
 * Text may use *asterisks* for italics (titles such as *Leading Voices*); nothing else is parsed.
 *
 * Plain, self-contained data (no imports) so the build script can load it directly with Node's
 * type stripping. Keep the text within the Windows-1252 character set (straight or curly quotes,
 * en/em dashes are fine): the PDF uses the standard 14 fonts, which cannot draw other glyphs.
 */

/** The five parts of Brandline's REACH method. */
export type ReachPillar =
	'Relationship' | 'Engagement' | 'Audience' | 'Content' | 'Holistic'

export interface GuideExample {
	/** What the mistake typically looks like in a real post. */
	before: string
	/** The same idea, fixed. */
	after: string
}

export interface GuideMistake {
	number: number
	title: string
	/** The part of the REACH method this mistake undermines. */
	pillar: ReachPillar
	symptom: string
	whyItHurts: string
	fix: string
	example: GuideExample
	checklist: string[]
}

export interface Guide {
	title: string
	subtitle: string
	author: string
	authorRole: string
	publication: string
	siteUrl: string
	contactEmail: string
	introHeading: string
	intro: string[]
	mistakes: GuideMistake[]
	closingHeading: string
	closing: string[]
	nextSteps: string[]
}

export const guide: Guide = {
	title: '5 CEO Personal Branding Mistakes',
	subtitle: 'And how to fix each one',
	author: 'Claire Ashby',
	authorRole: 'Editor-in-Chief, Brandline, and host of Leading Voices',
	publication: 'Brandline',
	siteUrl: 'https://brandline.example',
	contactEmail: 'editor@brandline.example',

	introHeading: 'Small habits, big consequences',
	intro: [
		'Most chief executives do not have a personal branding problem. They have a habits problem: a handful of small, reasonable-looking decisions that, repeated for a year, leave them either invisible or interchangeable. The post that was softened in review until it said nothing. The quarter spent heads-down on a fundraise with nothing published. The video that travelled a long way with an audience that will never buy from, work for, invest in or partner with the company.',
		'On *Leading Voices* I talk with founders and executives who have built real influence, and the same pattern comes up again and again. None of them got there by posting more than everyone else. They got there by being recognisably themselves, in front of the right people, often enough to be remembered, and by treating each post as the start of a conversation rather than an announcement.',
		'This guide covers the five mistakes that come up most often in conversations with the leaders we interview and the readers who write to us: why each one costs more than it appears to, and what to do instead. Each mistake is matched to the part of the REACH method it undermines (Relationship, Engagement, Audience, Content, Holistic), the framework we use across Brandline. Each section ends with a checklist you can work through in under an hour.',
		'You do not need a content team or a daily posting schedule to fix any of them. You need about two hours a week, a clear idea of who you are trying to reach, and a willingness to say things in your own words.',
	],

	mistakes: [
		{
			number: 1,
			title: 'Outsourcing your voice entirely',
			pillar: 'Holistic',
			symptom:
				'Your posts are polished, on-message and could have been written by any chief executive in your sector. You often see them for the first time once they are already live. When someone mentions one of them at an event, you need a moment to remember what it said.',
			whyItHurts:
				'People follow a leader for judgement: what you noticed, what you decided, what you would do differently next time. That is the one thing a ghostwriter cannot supply alone. Fully delegated writing drifts towards the safest version of every idea, and safe ideas are the ones nobody remembers or passes on. Readers are also quick to spot copy that has been through three rounds of approval; once they decide your feed is a communications channel rather than a person, they read it the way they read a press release. The deeper cost is the gap it opens. When an investor, candidate or journalist finally meets you, the person in front of them does not sound like the person they have been reading, and that gap becomes the story.',
			fix: "Keep the help, but change what you hand over. Your writer or team should shape and polish; you should supply the raw material. Set aside twenty minutes a week to record a voice memo answering one question: what did I learn, decide or change my mind about this week? The specific customer, number, mistake or disagreement in that memo is the post. The writer's job is to cut it to length, not to invent it. Agree a one-page voice guide together: phrases you use, phrases you never use, how formal you are, which subjects are off limits. Then read every draft aloud before it is published. If you would not say it that way across a table, rewrite it until you would.",
			example: {
				before:
					'"Proud to share that our team continues to deliver excellence for our customers every single day."',
				after:
					'"A customer emailed me at 11pm last Tuesday because our invoice export had broken their month-end close. Here is what we changed by Friday, and why I now read every support escalation myself in the first week of each month."',
			},
			checklist: [
				'Book a recurring 20-minute slot each week to record one voice memo of raw material',
				'Write a one-page voice guide with your writer: phrases you use, phrases you avoid, topics off limits',
				'Approve every post personally and read it aloud before it goes out',
				'Check that each post contains at least one detail only you could know',
				'Ask a colleague who knows you well whether your last five posts sound like you',
			],
		},
		{
			number: 2,
			title: 'Talking only about the company',
			pillar: 'Content',
			symptom:
				'Your feed has become a second company page: funding news, product launches, award badges, hiring posts and reshared press coverage. Take your name off the top and a reader could not tell whether a post came from you, your head of marketing or the brand account.',
			whyItHurts:
				"Your company already has channels for announcements. Your personal presence is valuable because it can do what they cannot: show how you think, what you care about and how you handle things that go wrong. When every post is promotional, readers learn to treat you as an advertiser and scroll past. Claims without evidence make it worse. Every company says it is customer-focused and values its people; without a specific example, the words do not register. You also tie your reputation entirely to the company's news cycle. A quiet quarter, a restructuring or a pivot leaves you with nothing to say, and your next role or venture starts from zero because your audience followed the logo rather than you.",
			fix: 'Use a simple ratio. For every post about the company, publish two about the wider picture: where you think your industry is heading, a decision you made and the reasoning behind it, a lesson from something that failed, an idea that changed how you manage, a person on your team doing work worth noticing. Choose three themes beyond your product that you want to be known for, and return to them often. When you do talk about the company, tell the story behind the announcement rather than the announcement itself: the problem you saw, the argument you had, the customer who made you change course. And back every claim with proof. Instead of saying the company listens to customers, describe the meeting where you dropped a feature because three of them told you it made their jobs harder. Specifics make a claim believable, and they are what people repeat.',
			example: {
				before:
					'"Thrilled to announce the launch of our new analytics dashboard!"',
				after:
					'"Eighteen months ago a customer showed me the spreadsheet her team rebuilt by hand every Monday. We launched the dashboard today because of that spreadsheet. Here are the three things we got wrong in the first version, and what they taught us."',
			},
			checklist: [
				'Sort your last 15 posts into four piles: company, industry, leadership, personal',
				'Keep company announcements to no more than one post in three',
				'Write down three themes beyond your product that you want to be known for',
				'Replace your next announcement post with the story behind it',
				'Support every claim with a specific example, a real number or a named person (with their permission)',
			],
		},
		{
			number: 3,
			title: 'Going dark between big moments',
			pillar: 'Relationship',
			symptom:
				'You post steadily for three weeks around a launch, a funding round or a conference keynote, then disappear for four months. When you come back, the response is quieter than you remember and the first post is awkward to write.',
			whyItHurts:
				'Relationships depend on continuity, and that is as true of an audience as it is of a friendship. People who stop hearing from you stop expecting to, and most platforms show your posts to fewer of them after a long gap. The bigger cost is timing. Silent stretches tend to fall exactly where you will later need goodwill: before a raise, during a hiring push, ahead of a difficult announcement. If people only hear from you when you want something, they notice. A leader who shows up in ordinary weeks has already earned attention by the time the important week arrives.',
			fix: "Choose a rhythm you can keep in your worst month, not your best. For most executives that means one substantial post a week plus a few thoughtful comments on other people's posts. Protect it with a small bank of evergreen pieces: four to six posts written in a calm week that can go out when a busy one hits. Keep a single running note on your phone and add ideas as they occur to you; the hardest part of consistency is starting from a blank page. If you genuinely need to step back, for a sale process, a crisis or a personal reason, say so briefly and say roughly when you expect to return. A planned pause reads as discipline. An unexplained silence reads as neglect.",
			example: {
				before:
					'Twelve posts in the three weeks around a Series B announcement, then nothing until the next round.',
				after:
					'One post every Tuesday for a year, three of them written months in advance, with a two-line note before a planned six-week break during an acquisition.',
			},
			checklist: [
				'Set a minimum rhythm you could sustain in your busiest month of last year',
				'Put a recurring 45-minute writing block in your calendar and protect it like a board meeting',
				'Write four to six evergreen posts and keep them ready for busy weeks',
				'Start one running note for ideas and add to it whenever something occurs to you',
				'If you have to pause, post a short note saying why and when you expect to be back',
			],
		},
		{
			number: 4,
			title: 'Chasing reach instead of the right audience',
			pillar: 'Audience',
			symptom:
				'You judge posts by impressions and follower growth. You have tried the formats that seem to travel (motivational one-liners, carousels of generic tips, polls about remote work) and some of them worked. The numbers went up. Your inbox, your pipeline and the quality of your job applicants did not change.',
			whyItHurts:
				'A large audience made up of the wrong people is expensive. It shapes what you write, because you start writing for whoever rewarded you last time. It blurs your positioning, because broad content forces you to say broad things. And it hides the signal: a comment from the one finance director you would most like to meet gets lost among hundreds of generic reactions. For most chief executives the audience that matters is small and specific: customers, investors, people you want to hire, partners and the journalists who cover your sector. Reaching half of them reliably is worth far more than reaching a hundred thousand strangers once.',
			fix: 'Write down, by role and situation, the five groups whose attention would make a measurable difference to your business over the next eighteen months. Then name ten real people in each group. Those fifty names are what we call your core fifty, and they become your editorial test: would any of them stop scrolling for this post? Write for them, in their vocabulary, about their problems. Then replace vanity metrics with signs of real progress: messages from people on or near your list, meetings that began with a post, candidates who mention your writing, journalists who ask for comment. Review these once a month. Your impressions may fall. That is fine, as long as the right people are reading.',
			example: {
				before:
					'"Agree? Real leaders never stop learning." Thousands of likes, none of them from anyone on your list.',
				after:
					'A short breakdown of how your team cut onboarding time for new hospital customers, written for the four operations directors you most want to meet. One of them replies asking for a call.',
			},
			checklist: [
				'Define your five priority audience groups by role and situation',
				'Name ten real people in each group, and check how many already follow you',
				'Test every draft: would someone on that list stop to read this?',
				'Track conversations, meetings and introductions, not just impressions',
				'Drop formats that attract attention you do not actually want',
			],
		},
		{
			number: 5,
			title: 'Broadcasting without engaging',
			pillar: 'Engagement',
			symptom:
				"You publish, then go back to work. Comments pile up without replies. You rarely comment on anyone else's posts, and when you do it is a one-word reaction. Messages from people you have not met go unread for weeks.",
			whyItHurts:
				"A post is the opening of a conversation, not the whole of it. The replies are where relationships form: where a customer feels heard, a potential hire decides they would like to work for you, and a peer becomes an ally. Leaving them unanswered signals that you want to be heard but not to listen, which is the opposite of what most leaders intend. It also wastes the work you put into the post. A thoughtful exchange in the comments often reaches more of the right people than the post itself, and the comments you leave on other people's work put you in front of audiences you have not reached yet.",
			fix: 'Give every post a short tail. Spend fifteen minutes in the first couple of hours after publishing replying to comments with substance: answer the question, add a detail, ask one back. Three times a week, leave a considered comment on a post from someone in your core fifty. Add an example, disagree respectfully, or connect their point to something you have seen first-hand. Aim for comments that could stand as small posts on their own. End your own posts with a question only when you genuinely want the answers. And clear your messages once a week: a short, courteous reply, even a polite no, builds more goodwill than silence.',
			example: {
				before:
					'Forty comments on your post about hiring, including two thoughtful questions from engineering leaders. No replies.',
				after:
					'You answer both questions properly, ask one of them how their team handles the same problem, and that thread becomes your next post, with their permission and a credit.',
			},
			checklist: [
				'Block 15 minutes after each post to reply to comments yourself',
				'Leave three substantive comments a week on posts from your priority audience',
				'Answer serious direct messages within a week, even if only to decline',
				'Ask questions in your posts only when you genuinely want the answers',
				'Keep a note of which conversations led to calls, introductions or ideas',
			],
		},
	],

	closingHeading: 'Where to start',
	closing: [
		'None of these fixes needs a bigger budget or a viral moment. They ask for something harder to delegate: your attention, a modest amount of it, every week. Write in your own words, about more than your company, on a rhythm you can keep, for the people who matter to your work, and stay for the conversation afterwards. That is the REACH method in practice: Relationship, Engagement, Audience, Content, and a Holistic match between what you publish and how you lead.',
		'Start with the mistake that felt most familiar. Work through its checklist this week, give it a month, then move on to the next one. Progress in personal branding is slow to show and quick to compound. The leaders who are known for the right things a year from now will mostly be the ones who started paying deliberate attention this quarter.',
	],

	nextSteps: [
		'Pick one mistake from this guide and complete its checklist within the next seven days.',
		'Put your weekly writing slot and your reply time in your calendar before you close this guide.',
		'Write down your core fifty and revisit the list every quarter as your priorities change.',
		'Read more on personal branding, audience growth and influence, including the full REACH method, at brandline.example.',
		'Have a question, or a story about fixing one of these mistakes? Write to editor@brandline.example.',
	],
}
