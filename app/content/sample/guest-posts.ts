import type { SampleGuestPost } from './types.ts'

/** Guest-post submissions in each review state. Contributors and companies are fictional. */
export const sampleGuestPosts: SampleGuestPost[] = [
	{
		key: 'sales-profiles-that-read-like-cvs',
		authorName: 'Amira Haddad',
		email: 'amira.haddad@example.com',
		company: 'Northfield Analytics',
		socialHandle: '@amirahaddad',
		category: 'personal-branding',
		headline:
			"Problem: Our Sales Team's Profiles Read Like CVs. Solution: Customer-First Headlines",
		content: `## The problem

Last year I audited the public profiles of our 40-person sales team. Almost every one read like a CV: job title, quota achievements, a list of previous employers. None of them said anything a prospective customer would care about.

It mattered more than we expected. Our buyers — finance directors at mid-sized retailers — told us they looked up our salespeople before a first meeting. What they found gave them no reason to take the call, and several said the profiles made our team look interchangeable with every other vendor.

## The solution

We ran a two-hour workshop built on one rule: **write for the customer, not the recruiter.**

1. **Rewrite the headline as a promise to the buyer.** "Account Executive" became "Helping retail finance teams close the month three days faster".
2. **Replace achievements with customer stories.** Each person wrote two short, anonymised accounts of a problem they had helped solve.
3. **Add one useful thing.** A checklist, a short guide or a list of questions to ask any vendor, ours included.
4. **Remove the sales language.** No "passionate", no "results-driven", no "let's connect".

Within a quarter, several prospects mentioned the profiles unprompted in first calls. The bigger change was internal: writing down the problems they solve made our team noticeably clearer in conversation, too.

The lesson for other sales leaders is simple. Your team's profiles are part of your sales process whether you manage them or not. An afternoon spent making them useful to buyers is one of the cheapest improvements available.`,
		authorBio:
			'Amira Haddad is head of sales enablement at Northfield Analytics, where she trains account teams to sell through expertise rather than persistence. She writes occasionally about B2B buying behaviour.',
		status: 'pending',
		hoursAgo: 14,
	},
	{
		key: 'followers-but-no-referrals',
		authorName: 'Owen Gallagher',
		email: 'owen@example.org',
		company: 'Gallagher & Reid Advisory',
		socialHandle: '@owengallagher',
		category: 'trust-building',
		headline:
			"Problem: We Had Followers but No Referrals. Solution: A Monthly 'Five Notes' Habit",
		content: `## The problem

After three years of steady posting, I had a respectable following: several thousand people, decent engagement, the occasional post that travelled. What I did not have was referrals. New clients for our small advisory firm still came almost entirely from the same dozen long-standing relationships.

When I asked a few followers why they had never recommended us, the answers were polite and revealing. They liked the posts. They did not feel they *knew* us well enough to put their own name behind an introduction. I had built an audience; I had not built trust.

## The solution

The fix was almost embarrassingly small. On the first working day of each month I write **five personal notes**, by email, to people who follow my work but whom I have not spoken to recently.

- **No ask.** Each note shares something specifically useful to that person: an article, an introduction, an observation about their business.
- **No template.** If I cannot think of something genuinely relevant, I pick someone else.
- **No tracking spreadsheet beyond a list of names**, so I do not write to the same person twice in a year.

Five notes take about an hour. Over a year that is sixty conversations with people who already knew my name but had never heard from me directly.

The results took two quarters to appear. Replies turned into calls; calls turned, occasionally, into introductions. In the second year, referrals from people I first met through my posts became our largest source of new work.

Public content creates familiarity. Private generosity turns familiarity into trust. You need both, and the second is the part most of us skip.`,
		authorBio:
			'Owen Gallagher is a co-founder of Gallagher & Reid Advisory, a small firm that helps family-owned manufacturers plan leadership succession.',
		status: 'approved',
		hoursAgo: 96,
	},
	{
		key: 'growth-is-hard-try-audiencerocket-pro',
		authorName: 'Kyle Brennan',
		email: 'kyle.brennan@example.com',
		company: 'AudienceRocket',
		socialHandle: '@audiencerocket',
		category: 'audience-growth',
		headline:
			'Problem: Growing Your Audience Is Hard. Solution: Let Automation Do It for You',
		content: `## The problem

Every executive knows the struggle. You post great content, but nobody sees it. The algorithm is against you, you don't have time to engage, and your competitors seem to be growing ten times faster. Building an audience manually is slow, exhausting and, frankly, outdated.

## The solution

The good news is there is a better way. Smart leaders are now using automation to grow on autopilot, and the results speak for themselves.

**AudienceRocket Pro** is the all-in-one growth platform built for busy executives:

- **Auto-engage** with hundreds of posts a day using AI-written comments that sound just like you.
- **Auto-connect** with thousands of decision-makers in your niche while you sleep.
- **Engagement boost network**: join our community of 10,000+ members who like and comment on each other's posts within minutes of publishing.
- **Done-for-you content**: 30 viral-ready posts a month, written by our proven templates.

Our clients routinely see explosive follower growth in their first month. One user went from 500 to 15,000 followers in just six weeks!

Why spend hours building relationships one at a time when technology can do it for you at scale? The leaders who win in the next decade will be the ones who automate early.

Brandline readers get an exclusive **40% discount** on their first three months with the code BRANDLINE40. Book a free strategy call at audiencerocket.example.com and start growing today.`,
		authorBio:
			'Kyle Brennan is the founder and CEO of AudienceRocket, the leading audience automation platform for executives and creators.',
		status: 'rejected',
		hoursAgo: 220,
	},
]
