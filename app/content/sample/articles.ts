import type { SampleArticle } from './types.ts'

/**
 * Sample editorial content for a new Brandline site. All people quoted, companies described and
 * survey results are fictional; links point to stable public reference pages.
 * The first article is the lead story.
 */
export const sampleArticles: SampleArticle[] = [
	{
		key: 'reach-method-five-part-system-for-leaders',
		tags: ['Positioning', 'LinkedIn'],
		headline:
			'The REACH Method: A Five-Part System for Leaders Who Want to Be Known for Something',
		summary:
			'Most executive visibility efforts stall because they start with content. Our REACH method starts with relationships, and treats everything else as a system rather than a campaign.',
		author: 'Claire Ashby',
		category: 'personal-branding',
		youtubeUrl: 'https://www.youtube.com/watch?v=k3Lq8ZpR2vT',
		featured: true,
		breaking: false,
		hoursAgo: 6,
		views: 31840,
		shares: { linkedin: 812, twitter: 204, email: 131, copyLink: 96 },
		content: `Every few weeks someone tells me the same story. A capable executive — a chief executive two years into the job, a founder who has just closed a round, a partner at a professional-services firm — decides it is time to "build a personal brand". They refresh the headshot, hire a designer for a new banner and commit to posting three times a week. Six weeks later the posts have stopped, the headshot is the only thing that changed, and the conclusion is that personal branding is "not really for people like me".

The problem is rarely effort or talent. It is sequence. Most people start with content because content is the visible part. But content is the fourth thing you need, not the first.

At Brandline we use a framework we call **REACH**: Relationship, Engagement, Audience, Content, Holistic. It is not clever. It is simply the order in which durable reputations actually get built, written down so that you can check which step you skipped.

## R — Relationship

Before you publish anything, list the 50 people whose opinion of you would most change your next five years: customers, board members, people you would love to hire, journalists who cover your sector, three or four peers you admire. This is your *core fifty*.

Reputation begins with these people, not with an algorithm. A post that 40,000 strangers scroll past is worth less than a note that five of your core fifty forward to a colleague. Before you write a word, ask: what would these particular people find useful from me?

## E — Engagement

Engagement is what you do in other people's spaces before you ask anyone to come to yours. Comment thoughtfully on the work of your core fifty. Answer questions in the forums and groups where your buyers already gather. Send the article that made you think of someone, with a line explaining why.

A useful rule of thumb: for the first two months, spend three units of effort engaging for every one unit spent publishing. It feels slow. It is the fastest route we know to being recognised when you do publish.

> Nobody owes your first post their attention. They give it because you gave them yours first.

## A — Audience

Only now do you define the audience beyond your core fifty. Be narrow. "Senior leaders" is not an audience. "Operations directors at mid-sized manufacturers who are under pressure to automate" is. The narrower the description, the easier every later decision becomes: which topics to cover, which platforms matter, which invitations to decline.

Write the description in one sentence and keep it somewhere you will see it every time you draft.

## C — Content

Content is the expression of everything above. Three principles keep it manageable:

1. **Pick three topics and stay there.** Depth is what makes you memorable; range is what makes you forgettable.
2. **Choose a cadence you can keep for a year**, not one you can keep for a month. One strong post a week beats five weak ones.
3. **Write from experience, not opinion.** "Here is what happened when we tried this" travels further than "here is what everyone should do".

## H — Holistic

The final step is the one most people never reach. A holistic brand is one where your posts, your keynote, your company's careers page, the way you treat a junior colleague in a meeting and the way you handle a bad quarter all tell the same story. Audiences are very good at noticing the gap between what a leader says in public and how the organisation behaves. When there is a gap, the gap *becomes* the brand.

Run a simple audit once a quarter: take your three topics and ask whether someone who knew only your company — not your posts — would guess them.

***

## Using REACH as a diagnostic

The framework is most useful when something is not working:

- **Posts get polite likes but no conversations?** You probably skipped Relationship.
- **You publish into silence?** Look at Engagement. You have not yet earned a hearing.
- **Plenty of reach, no business impact?** Your Audience is too broad.
- **You cannot keep going?** Your Content plan was designed for a sprint.
- **Followers but no trust?** Check Holistic. Something you do contradicts something you say.

Over the coming months we will publish a deeper piece on each letter, alongside conversations from *Leading Voices* with leaders who built their reputations the slow, durable way. In the video above I walk through the framework with three of them. If you want the short version, it is this: start with people, not posts.`,
	},
	{
		key: 'professional-network-tests-feed-change-comments',
		tags: ['LinkedIn', 'Algorithms'],
		headline:
			'Professional Network Said to Test a Feed That Favours Comments Over Reactions',
		summary:
			'Creators report that a large professional network is testing a ranking change that rewards substantive comments over one-click reactions. What executives should, and should not, change.',
		author: 'Daniel Whitcombe',
		category: 'audience-growth',
		featured: false,
		breaking: true,
		hoursAgo: 2,
		views: 4120,
		shares: { linkedin: 96, twitter: 41, email: 12, copyLink: 23 },
		content: `A major professional network appears to be testing a change to how its feed ranks posts, giving more weight to substantive comments and less to one-click reactions, according to creators and social-media managers who have been comparing notes over the past week.

The company has not announced a change publicly, and tests of this kind are often shown to a small share of users before being widened, adjusted or quietly dropped. Brandline has not been able to confirm the details independently. But the pattern described by the people we spoke to is consistent, and it fits a direction most large platforms have been moving in for some time.

## What people are seeing

Those who believe they are in the test describe three things:

- Posts that attract a handful of longer comments stay in feeds for longer than posts with many reactions but few replies.
- Very short comments — a single word or an emoji — appear to count for less than they used to.
- Posts from people a user has previously exchanged comments with seem to surface more often than posts from accounts they merely follow.

None of this would be surprising. Platforms have an obvious interest in rewarding conversation, which keeps people on the site, over passive approval, which does not.

## What it would mean for executives

If the test becomes permanent, it would reward behaviours that were already good practice, and penalise a few shortcuts that never really worked.

**Likely to help:**

1. Posts that end with a genuine, specific question rather than a request to "like if you agree".
2. Replying to comments on your own posts within the first few hours, in full sentences.
3. Leaving considered comments on other people's posts. Under a conversation-weighted feed, the relationships you build in other threads may decide whether your own posts are seen at all.

**Likely to hurt:**

- Engagement pods and reciprocal-reaction groups, which generate volume without conversation.
- Broadcast-only accounts that post and never reply.
- Posts engineered purely for reactions — inspirational one-liners, "agree?" polls — with nothing to discuss.

> Platforms change their rules constantly. Real conversations with the right people are the one metric that survives every change.

## What not to do

Resist the temptation to overhaul your approach because of an unconfirmed test. Feed experiments come and go, and anecdotal reports from creators tend to overstate small effects. A better response is to check whether your current habits would survive the change — and, if they would not, to ask whether they were serving you anyway.

A sensible exercise for this week: look at your last ten posts and count how many produced a real exchange, meaning a reply that led to another reply. If the answer is one or two, the algorithm is not your main problem. Our recent piece on the comment-first strategy is a good place to start; so is simply asking better questions.

## The longer trend

Whatever happens to this particular test, the direction of travel across social platforms has been away from raw reach and towards signals of genuine interest: time spent reading, replies, saves, private shares. For leaders who publish to build trust rather than to collect impressions, that is good news. The habits that build relationships are increasingly the same habits that get you distributed.

We will update this story if the network confirms or describes the change. If you have noticed differences in how your posts perform, our newsroom would like to hear from you.`,
	},
	{
		key: 'newsletter-platforms-add-referral-dashboards',
		tags: ['Newsletters', 'Platforms'],
		headline:
			'Newsletter Platforms Add Referral Dashboards, a Quiet Win for Executive Newsletters',
		summary:
			'Several newsletter platforms are rolling out dashboards that show which readers bring in new subscribers. For leaders who write a newsletter, it changes what is worth measuring.',
		author: 'Marcus Okafor',
		category: 'audience-growth',
		featured: false,
		breaking: true,
		hoursAgo: 9,
		views: 2870,
		shares: { linkedin: 64, twitter: 22, email: 31, copyLink: 9 },
		content: `Several of the larger newsletter platforms have begun rolling out referral dashboards: built-in features that show writers which subscribers forward their issues, and how many new readers each of those forwards brings in. The tools vary from platform to platform, and some are limited to paid plans for now, but the direction is the same. Newsletters are getting the kind of word-of-mouth data that social networks have never offered.

For creators running large consumer newsletters, referral tracking is not new; it has long been possible with third-party add-ons. What is changing is that it is becoming a default. That matters most for a group that rarely bothers with add-ons: executives and founders who write a newsletter alongside a full-time job.

## Why referrals matter more than open rates

Most executive newsletters are judged on two numbers, subscriber count and open rate. Both are weak signals. Open rates have become unreliable as email clients pre-load messages for privacy reasons, and a large subscriber count tells you little about whether anyone values what you write.

A forward is different. When a reader sends your issue to a colleague, they are putting their own reputation behind yours. It is the closest thing email has to a personal recommendation, and for a leader trying to build trust in a specific market it is arguably the most important number you can track.

> A subscriber who forwards your newsletter is doing your business development for you. Now you can see who they are.

## What to do with the new data

If your platform has switched the feature on, three steps are worth taking in the first month:

1. **Identify your ten most frequent forwarders.** They are usually a mix of customers, peers and a few people you have never met. Send each a short, personal thank-you. Do not ask for anything.
2. **Look for patterns in what gets forwarded.** In our experience, the issues that travel are rarely the most polished. They tend to contain one concrete, reusable thing: a checklist, a template, a clear answer to a question people keep asking.
3. **Check where new readers come from.** If most referrals arrive from one sector or region, that is your real audience — which may not be the one you thought you were writing for.

## A note on privacy

Referral data is personal data. Before you use it for anything beyond saying thank you, check what your subscribers agreed to when they signed up, and be very cautious about handing it to a sales team. Readers who discover that forwarding an issue triggered a sales call will stop forwarding, and they will tell the colleagues they used to forward to.

It is also worth being transparent. A single line in your welcome email — "I can see when an issue is forwarded, and I use it only to understand what's useful" — costs nothing and heads off the suspicion that quietly erodes trust.

## The bigger picture

Referral dashboards are part of a broader shift. As social feeds become less predictable about who sees what, owned channels — email lists, private communities, small events — are becoming the foundation of serious audience-building. The principle we keep returning to in our audience-growth coverage still holds: grow slowly, serve a narrow audience well, and make every issue worth passing on.

The new tools simply make it easier to see whether you are succeeding. They also make it harder to hide from the answer. If nothing you send is ever forwarded, the dashboard will tell you so, and that is worth knowing too.`,
	},
	{
		key: 'reader-survey-consistency-beats-charisma',
		tags: ['Trust', 'Research'],
		headline:
			'Brandline Reader Survey: Executives Rank Consistency Above Charisma as a Trust Signal',
		summary:
			'Our first reader survey asked executives and founders what makes them trust a leader they know mainly online. Consistency beat charisma, and admitting mistakes came a close second.',
		author: 'Daniel Whitcombe',
		category: 'trust-building',
		featured: false,
		breaking: true,
		hoursAgo: 21,
		views: 6480,
		shares: { linkedin: 188, twitter: 57, email: 44, copyLink: 19 },
		content: `Brandline's first reader survey, run over four weeks among subscribers to our newsletter, suggests that executives place far more weight on consistency than on charisma when deciding whether to trust a leader they know mainly through public content.

The survey was informal and self-selected — respondents were readers who chose to take part, and they skew towards senior leaders in professional services, technology and finance — so the results should be read as a snapshot of our audience rather than of executives in general. Still, the patterns were clear enough to be worth sharing now, ahead of the full write-up.

## The headline findings

Asked to choose the factors that most increase their trust in a leader they follow online, respondents put three clearly ahead of the rest:

1. **Consistency over time** — saying broadly the same things, in a recognisable voice, for years rather than months. Roughly two-thirds of respondents placed this in their top three.
2. **Openly acknowledging mistakes** — specific errors, and what was changed as a result. This came a close second.
3. **Visible expertise** — detailed, practical content that shows how the leader actually works.

Near the bottom: follower count, polished production and sheer frequency of posting. Charisma, defined in the survey as "an engaging personal style", landed in the middle of the table.

> "I trust the ones who were saying the same thing three years ago, before it was fashionable," one respondent, a finance director, wrote.

## What erodes trust fastest

We also asked what makes respondents *lose* trust. The free-text answers fell into four broad groups:

- **A gap between what a leader says and how their company behaves** — for example, posting about employee wellbeing during a badly handled restructuring.
- **Sudden changes of topic** that look like chasing whatever is trending.
- **Content that reads as ghostwritten** — generic, over-polished and free of personal detail.
- **Taking credit** for work that colleagues or customers did.

## Differences by seniority

Respondents earlier in their careers were somewhat more likely to value frequency and a visible personality. More senior respondents leaned heavily towards consistency and depth. That difference matters for leaders whose most important audience is their own future hires rather than their peers: the same content may be judged by different standards depending on who is reading.

## What this means in practice

The findings echo a long-standing idea in social psychology, the [pratfall effect](https://en.wikipedia.org/wiki/Pratfall_effect): people already seen as competent tend to become more likeable, not less, when they show an occasional flaw. They also reinforce the *Holistic* principle in our REACH method. Trust comes from alignment between what you publish and how you lead, sustained long enough for people to notice.

For executives, the practical takeaways are straightforward:

- Choose your topics deliberately, and stay with them.
- Write about at least one thing that went wrong each quarter, with specifics and what you changed.
- Spend less time on production polish and more on substance.
- Check that your company's actions would survive a reader comparing them, line by line, with your posts.

We will publish the full results, including every question we asked and how we grouped the free-text answers, in a coming edition of the Brandline newsletter. Thank you to every reader who took part; we plan to repeat the survey annually so that we can track how these attitudes shift.`,
	},
	{
		key: 'simone-achebe-why-executives-sound-like-robots',
		tags: ['Writing', 'Ghostwriting'],
		headline:
			"Ghostwriter Simone Achebe: 'Executives Sound Like Robots Because They Fear Being Wrong'",
		summary:
			'Simone Achebe has written for chief executives for fifteen years. She explains why leaders sound generic in public, and the interview technique she uses to find their real voice.',
		author: 'Hannah Lindqvist',
		category: 'expert-interviews',
		youtubeUrl: 'https://www.youtube.com/watch?v=Tn4bYcR81sQ',
		featured: true,
		breaking: false,
		hoursAgo: 28,
		views: 26700,
		shares: { linkedin: 1240, twitter: 388, email: 176, copyLink: 142 },
		content: `Simone Achebe has spent fifteen years writing words that appear under other people's names: chief executives, founders, the occasional cabinet minister. She now runs a small studio of ghostwriters and editors and teaches a workshop on executive voice. We asked her why so much executive content sounds the same, and what leaders can do about it. This conversation has been edited for length and clarity.

## The voice problem

**Why does so much executive content sound as if it were written by the same person?**

Because, in a sense, it was. Not literally — but it was written by the same fear. Most executives are trained, quite rightly, to be careful in public. Every sentence goes past legal, communications, sometimes investor relations. By the time it comes out, anything that could conceivably be wrong has been removed. The trouble is that the things that could be wrong are usually the things that were interesting.

**Is that the ghostwriter's fault?**

Partly. A lot of ghostwriting is done by people who never speak to the executive for more than half an hour. They take a topic, write something competent and send it for approval. Competent is the problem. Competent means generic. The executive reads it, thinks "that sounds professional" and approves it. Nobody lied, but nobody said anything either.

**What do you do differently?**

I interview. Before I write a word for a new client, I spend something like six hours talking with them over a few weeks — not about the topics they want to post about, but about their work. What went wrong last year. The decision they would make differently. The phrase they use in meetings that their team imitates behind their back.

That last question is my favourite. Every leader has phrases, and their team knows them. Those phrases *are* the voice. My job is to find them and put them on the page.

## Finding the real voice

**Can executives do this without a ghostwriter?**

Yes, and many should. The simplest method I know is to record yourself explaining an idea to a colleague — a real conversation, not a rehearsed monologue — and have it transcribed. Then edit the transcript rather than writing from scratch. You will be surprised how much better your spoken sentences are than your written ones. They are shorter, more concrete, and they have opinions in them.

> People don't write the way they talk because they've been taught that writing is a performance. Talking is just thinking out loud.

**What are the tell-tale signs of a generic post?**

Sentences that could be said by anyone in any industry: "innovation is a team sport". No names, no numbers, no places. Three adjectives where one verb would do. And conclusions without a story — the post tells you what to think but never shows how the writer came to think it.

A quick test I give clients: cover your name and photo. Could a competitor have posted this? If so, rewrite it until they couldn't.

## Working with a ghostwriter

**For leaders who do hire help, what makes the relationship work?**

Three things. Time: you can outsource your typing but not your thinking, so the writer needs regular access to your thinking. Honesty: tell them when a draft doesn't sound like you, and say exactly which sentence. And clear boundaries: what you will and won't talk about, and who approves what.

**Is there an ethical issue with ghostwritten content?**

I think the line is about ideas, not words. If the ideas, experiences and opinions are genuinely yours, having help with the words is no different from working with a [speechwriter](https://en.wikipedia.org/wiki/Speechwriter), which leaders have done for centuries. If the writer is inventing experiences or opinions you don't hold, that is a problem, and audiences eventually notice. I turn down clients who want me to make things up.

**What about AI writing tools?**

They are useful for the tasks a junior editor would do: tightening, checking, suggesting a structure. They are very bad at the thing that matters, which is knowing what *you* think. An AI draft without your input is the most generic draft possible, almost by design. Use it on your words, not instead of them.

## One habit to change

**If an executive could change one habit tomorrow, what should it be?**

Write about a specific moment. Not "leadership lessons from this year" but "the Tuesday in March when our biggest customer called to cancel". Specificity is the fastest route to a real voice. It is also the hardest thing to fake, which is exactly why readers trust it.

*Simone Achebe is this week's guest on Leading Voices with Claire Ashby. The full conversation is in the video above.*`,
	},
	{
		key: 'should-you-comment-on-the-news',
		tags: ['Thought Leadership', 'Crisis Communication'],
		headline:
			'Should You Comment on the News? A Five-Question Test for Leaders',
		summary:
			'When big news breaks in your industry, silence can look like absence and comment can look like opportunism. A five-question test for deciding when a leader should speak up.',
		author: 'Daniel Whitcombe',
		category: 'influence-strategies',
		featured: false,
		breaking: false,
		hoursAgo: 36,
		views: 5240,
		shares: { linkedin: 143, twitter: 61, email: 27, copyLink: 15 },
		content: `When major news breaks in your industry — a large acquisition, a regulatory change, a competitor's collapse, a public controversy — there is a familiar moment of uncertainty. Should you say something?

Comment well and you can become a go-to voice: the person journalists call, whose analysis gets shared, whose view shapes how others understand what happened. Comment badly and you look opportunistic, uninformed or, worst of all, as if you are enjoying someone else's misfortune.

As a news editor I see both versions every week. The difference is rarely writing ability. It is judgement about *whether* to speak at all. Here is the test we suggest.

## The five questions

Work through these in order. If the answer to any of the first three is no, stay quiet.

1. **Is it within my topics?** If the event does not connect to one of the subjects you are known for, your comment will read as an attempt to borrow attention. Let it pass.
2. **Do I know something most people don't?** The value of a comment lies in insight: direct experience, specialist knowledge, a view from inside the industry. If you would only be repeating what the coverage already says, you have nothing to add.
3. **Can I say it without harming anyone?** Be especially careful when the news involves job losses, failures, legal proceedings or named individuals. Commentary that reads as gloating is remembered for a long time.
4. **Is now the right moment?** The first hours after news breaks are crowded, and early facts are often wrong. The most valuable comment frequently comes a day or two later, once the initial noise has passed and people are looking for analysis.
5. **Am I comfortable with any single sentence being quoted alone?** Assume a journalist or a critic may lift one line out of context. Make sure every sentence can stand on its own.

> The leaders who are quoted most often on the news are usually the ones who comment least often.

## Formats that work

If you decide to speak, the format matters as much as the content:

- **The explainer.** "Three things this means for mid-sized suppliers." Practical, specific and calm.
- **The historical parallel.** "We saw something similar a decade ago. Here's what happened next." Experience is your advantage over the commentators; use it.
- **The open question.** Sometimes the most useful contribution is naming what nobody knows yet, and what would need to be true for each outcome.

Avoid predictions stated as certainties, criticism of named individuals and anything that could be read as a sales pitch. A post that ends with a link to your product demo, published the day a competitor fails, will be screenshotted and remembered.

## When silence is the right call

Silence is not absence, provided you have a consistent record of speaking on your own topics. Your audience will not notice that you stayed out of a story that had nothing to do with you. They will notice if you comment on everything.

There is one important exception: events that directly affect your own employees, customers or community. In those cases a short, human acknowledgement is usually expected, even if the substantive response comes later. "We're aware, we're talking to the people affected, and we'll share more on Thursday" is enough.

## Do the thinking before the news happens

The leaders who comment best have usually done their thinking in advance. Once a quarter, list the three or four events most likely to happen in your industry over the coming months — a pending regulation, a rumoured merger, a major report due for publication — and write a paragraph on your honest view of each.

When the news breaks, you will have something considered to say rather than scrambling for a reaction. And on the days when you decide to stay quiet, you will know it was a decision rather than a failure to keep up.`,
	},
	{
		key: 'visibility-for-introverted-leaders',
		tags: ['Positioning', 'Public Speaking'],
		headline:
			'Visibility for Introverted Leaders: Build a Public Profile Without Becoming a Performer',
		summary:
			'You do not need to love the spotlight to be visible. Introverted leaders can build a strong public profile by playing to depth, writing and small rooms rather than sheer volume.',
		author: 'Hannah Lindqvist',
		category: 'personal-branding',
		featured: true,
		breaking: false,
		hoursAgo: 52,
		views: 18900,
		shares: { linkedin: 706, twitter: 152, email: 118, copyLink: 64 },
		content: `A great deal of advice about personal branding is written by extroverts, for extroverts. Post every day. Go live. Say yes to every panel. Be "authentic", which often seems to mean being loud in public.

For leaders who find all of that exhausting, the advice can feel like a choice between becoming someone else and staying invisible. It is a false choice. Many respected voices in business sit firmly at the quieter end of the [introversion–extraversion](https://en.wikipedia.org/wiki/Extraversion_and_introversion) spectrum. They have simply designed their visibility around how they work best.

## Play to depth, not volume

Introverts tend to prefer fewer, deeper interactions. In a media environment crowded with shallow ones, that is a strength.

Instead of posting every day, consider:

- **One substantial piece a fortnight** — an essay, a detailed case study, a carefully argued opinion. Depth is rare, and it compounds.
- **A newsletter rather than a feed.** Writing to people who chose to hear from you is calmer than performing for an algorithm, and the relationship lasts longer.
- **Long-form conversations** instead of short clips. A 45-minute podcast in which you can think aloud often suits introverts far better than a three-minute panel answer.

## Choose your rooms

Large stages drain energy; small rooms are where introverts often shine. Build visibility through formats that reward preparation and listening:

1. **Roundtables of eight to twelve people**, where you host rather than perform. Hosting lets you shape the conversation without having to carry it.
2. **Fireside chats** with a skilled interviewer, who does half the work for you.
3. **Written Q&As** with journalists or newsletters, where you can take your time over each answer.
4. **Internal-first content**: an all-hands talk or internal memo that, with light editing, becomes a public piece.

> Visibility does not require you to be the loudest voice in the room. It requires you to be the clearest voice in the rooms that matter.

## Protect your energy on purpose

The practical challenge for introverted leaders is rarely capability. It is recovery. Plan for it as you would plan any other scarce resource.

- **Batch visible work.** Record three podcast appearances in one week and then none for a month, rather than one a week indefinitely.
- **Set engagement windows.** Reply to comments at two fixed times a day instead of leaving notifications on.
- **Write before you speak.** A page of notes before any interview or panel turns improvisation, which is tiring, into delivery, which is not.
- **Say no with a counter-offer.** "I can't join the panel, but I'd be glad to write a short piece for the event newsletter" keeps the relationship without the drain.

## Use your listening as material

One of the most underrated introvert strengths is observation. The leader who sat quietly through a full day of customer meetings often has the most interesting things to say afterwards.

Make it a habit. After any significant meeting, conference or site visit, write down three things you noticed that others may have missed. Those notes become posts that feel distinctive precisely because they did not come from the loudest person present. Over a year, they add up to a body of work that is recognisably yours.

## Redefine what "authentic" means

Authenticity does not mean sharing everything, or being spontaneous on camera. It means that what you show in public is consistent with who you are in private. For an introverted leader, that might look like considered writing, careful listening and the occasional well-chosen opinion, delivered at a pace you can sustain.

That combination is rarer than it should be. Audiences notice it, and in our experience they trust it — often more than they trust the leader who is everywhere, all the time, saying a little less each time.`,
	},
	{
		key: 'build-a-credibility-library',
		tags: ['Trust', 'Writing'],
		headline:
			'Proof Over Promises: Build a Credibility Library Before You Need It',
		summary:
			'Claims about your leadership are cheap; evidence is not. How to assemble a credibility library of results, testimony, stories and artefacts that does your persuading for you.',
		author: 'Claire Ashby',
		category: 'trust-building',
		featured: true,
		breaking: false,
		hoursAgo: 74,
		views: 19760,
		shares: { linkedin: 654, twitter: 131, email: 97, copyLink: 58 },
		content: `Most executives describe themselves in adjectives. Customer-obsessed. Data-driven. A builder of high-performing teams. Every reader has seen these words so often that they register as noise.

What cuts through is evidence: a specific result, a customer's own words, a photograph of the whiteboard where the plan was first sketched, the internal memo that turned out to be right. The leaders who are most trusted in public tend to share one quiet habit. They collect this material as they go. We call the result a **credibility library**.

## What belongs in the library

Think of it as a private folder, organised by your three public topics, holding five kinds of proof:

1. **Outcomes.** Before-and-after results you are allowed to share, with the context that makes them meaningful. Not "we improved onboarding", but "we cut onboarding from eleven weeks to four for a customer with 3,000 staff".
2. **Testimony.** Things other people have said about your work — customers, former colleagues, partners — with permission to quote them. Save them the day you receive them; asking for them a year later is much harder.
3. **Stories.** Short written accounts of moments that show how you work: the difficult conversation, the decision that looked wrong at the time, the project that failed and what it taught you.
4. **Artefacts.** Documents, sketches, early screenshots, the slides from the first board meeting. Artefacts are powerful because they are hard to invent after the fact.
5. **Predictions.** Things you said, publicly or internally, that later proved right — or wrong. Both are valuable. A leader who can show a dated record of their judgement, misses included, is unusually credible.

> Adjectives ask the reader to take your word for it. Evidence lets them check.

## How to collect without it becoming a chore

The library only works if adding to it takes seconds. A few habits help:

- **Create a single capture point** — a notes app, an email folder, a shared document — and send everything there.
- **Do a five-minute Friday review.** Ask yourself: what happened this week that I might want to point to in a year's time?
- **Ask for testimony at the moment of success.** When a customer thanks you, reply: "That means a lot. Would you be comfortable with me quoting it?"
- **Photograph things.** Whiteboards, prototypes, the team on launch day. Visual artefacts age well.
- **Date everything.** Proof without a date is far weaker than proof with one.

## Using the library

Once you have a library, content gets easier, because you are no longer starting from a blank page. Each item is a potential post, a slide in a keynote, an example in an interview.

More importantly, it changes *how* you write. Instead of asserting that you care about customers, you can show the message a customer sent. Instead of claiming to be good at turnarounds, you can describe the week the turnaround nearly failed, and the decision that saved it.

It also protects you. When a claim about you is challenged — by a journalist, a competitor or a sceptical board member — you have something concrete to point to, with a date on it.

## Permission and proportion

Two cautions. First, never publish anything involving a customer, colleague or partner without their explicit agreement, and think hard about confidential information; the library is private precisely so that you can be selective about what leaves it.

Second, proof used too often becomes boasting. A reasonable balance is to let evidence lead perhaps one piece in four. The rest should simply be useful to the reader, with your credibility implicit in the quality of the advice. The [halo effect](https://en.wikipedia.org/wiki/Halo_effect) works in both directions: one visibly self-congratulatory post can colour how people read everything else you publish.

***

The best credibility libraries are rarely seen in full. They sit quietly behind a public profile, making every claim a little more believable, and they are the first thing you will reach for on the day you need to be believed.`,
	},
	{
		key: 'borrowed-stages-podcasts-panels',
		tags: ['Podcasts', 'Public Speaking'],
		headline:
			"Borrowed Stages: How to Use Podcasts, Panels and Other People's Audiences",
		summary:
			"Building your own audience is slow. Appearing in front of someone else's is fast, if you choose the right stages and arrive prepared. A guide to being a guest with intent.",
		author: 'Tomás Ferreira',
		category: 'influence-strategies',
		featured: false,
		breaking: false,
		hoursAgo: 88,
		views: 11050,
		shares: { linkedin: 402, twitter: 117, email: 48, copyLink: 33 },
		content: `Every leader who wants to spread an idea runs into the same arithmetic. Building an audience of your own takes years. Meanwhile other people — podcast hosts, newsletter writers, conference organisers, trade journalists — have already built the audiences you want to reach, and they need a steady supply of interesting guests.

Appearing on these *borrowed stages* is one of the fastest ways to extend your influence. Done well, it introduces you to new people with the implicit endorsement of a host they already trust. Done carelessly, it produces a string of forgettable appearances that fill the calendar and change nothing.

## Choose stages by audience, not size

The instinct is to chase the biggest podcasts and the most prestigious conferences. Usually the better choice is the stage whose audience most closely matches the people you want to influence.

Before accepting an invitation, ask three questions:

1. **Who listens or attends?** Not how many — who. A trade podcast with a few thousand listeners in your exact buyer segment can be worth more than a general business show with a vast audience.
2. **Does the host do the work?** Skilled hosts prepare, ask follow-up questions and make guests sound good. Unprepared ones turn every appearance into a monologue.
3. **Will it last?** Recorded, searchable formats keep working for years. A live panel with no recording is gone the moment it ends.

## Arrive with one idea

The most common guest mistake is trying to say everything. A listener will remember, at most, one idea from an appearance, so decide in advance which one it is.

Prepare:

- **One central argument**, stated in a single sentence.
- **Two or three stories** that illustrate it, each under two minutes when told aloud.
- **One practical takeaway** that listeners can act on this week.
- **A single next step** for anyone who wants more: your newsletter, a guide, a talk.

> The host has lent you their audience's trust for forty minutes. Give it back with interest.

## Make the host look good

Hosts talk to each other, and they remember which guests were easy to work with. A few habits go a long way:

- Send a short briefing note in advance: a suggested introduction, three possible topics and how to pronounce your name.
- Listen to at least one previous episode or read a past issue. Referring to it on air is a small courtesy every host notices.
- Share the finished episode with your own audience and credit the host generously.
- Send a thank-you note afterwards, including anything you promised to follow up on.

## Build a guesting pipeline

Occasional appearances help. A deliberate programme helps far more. For a busy executive, a reasonable rhythm is one or two appearances a month, chosen from a list you maintain in three tiers:

- **Tier one:** stages whose audiences are your direct target. Pursue these actively, with a short, specific pitch.
- **Tier two:** adjacent audiences in related industries, functions or regions. Accept when the fit is good.
- **Tier three:** general business audiences. Accept selectively, when the format suits you.

Over time the approach compounds. Hosts recommend good guests to other hosts. Listeners who discover you in one place find you in another, which creates the impression — accurate by then — that you are a recognised voice on your subject. It is the *Engagement* step of the REACH method at scale: earning attention in other people's spaces before asking anyone into yours.

## Measure influence, not impressions

Download counts tell you little. Better signals include invitations that came from a previous appearance, new subscribers in the week after an episode and, most valuable of all, conversations with your target audience that begin "I heard you on…".

Track them in a simple spreadsheet, one row per appearance. After six months you will know which stages are worth returning to, which hosts send you the right people, and which invitations you can politely decline without missing anything.`,
	},
	{
		key: 'grow-executive-newsletter-to-1000-subscribers',
		tags: ['Newsletters', 'Writing'],
		headline:
			'From Zero to 1,000: Growing an Executive Newsletter Without Spending on Ads',
		summary:
			'The first thousand subscribers are the hardest and the most valuable. A step-by-step plan for leaders who want an owned audience without paid acquisition or growth hacks.',
		author: 'Marcus Okafor',
		category: 'audience-growth',
		featured: true,
		breaking: false,
		hoursAgo: 120,
		views: 47850,
		shares: { linkedin: 1930, twitter: 512, email: 604, copyLink: 287 },
		content: `The first thousand subscribers to a newsletter are the hardest you will ever earn and, for an executive, usually the most valuable. A thousand people who chose to hear from you, most of them in your industry, is a larger and more attentive audience than most conference keynotes will ever give you.

It is also a number you can reach without spending anything on advertising. Here is the plan we recommend, in roughly the order it happens.

## Before you launch: decide who it is for

Write one sentence describing the reader. Not "business leaders", but something like "heads of procurement at mid-sized manufacturers" or "first-time founders raising a seed round in Europe". If you cannot be that specific, you are not yet ready to start a newsletter; you are ready to start a blog.

Then write the promise: what a reader will get, how often, and why from you. "Every other Tuesday, one lesson from running a 200-person logistics company, readable in five minutes" is a promise. "Insights and updates" is not.

## Subscribers 1–100: your own network

The first hundred come from people who already know you. That is not cheating; it is how every audience begins.

- **Write personally to 150 people** you know professionally, telling them what you are starting and why. Individual messages, not a mass email. Expect something like half to say yes.
- **Add the newsletter to your email signature**, your social profiles and your speaker bio.
- **Announce it once, publicly**, with the first issue attached so people can judge the quality for themselves.

## Subscribers 100–400: give people a reason to forward

Growth beyond your own network depends almost entirely on readers passing issues on. Design for it.

1. **Include one reusable thing in every issue**: a checklist, a framework, a short template, a list of questions to ask. People forward tools far more readily than opinions.
2. **Make the subscribe link visible** at the top and bottom of each issue, so that a forwarded copy can convert a new reader.
3. **Ask, occasionally and plainly.** Once every four or five issues, a single line is enough: "If this was useful, forward it to one colleague who would agree — or disagree."

> People don't share newsletters. They share something useful they found in one.

## Subscribers 400–1,000: borrow audiences

By now you have a track record. Use it to appear in front of other people's readers.

- **Swap recommendations** with two or three newsletters that serve a similar audience without competing with you.
- **Turn your best issue into a guest article** for an industry publication, with a link back.
- **Offer a content upgrade**: a longer PDF guide on your most popular topic, free to subscribers. One strong guide can outperform months of posting.
- **Speak, and mention it.** Ending a talk with "I write about this every fortnight — here's where" converts better than any slide.

## What to measure

Ignore the vanity metrics. Three numbers tell you whether it is working:

- **Replies per issue.** A reply is the strongest signal of value. Even two or three per issue is healthy at this stage.
- **Forwards or referrals**, where your platform shows them.
- **Unsubscribes after each issue.** A spike tells you which topic or format missed the mark.

Resist the urge to check these daily. Look once a month, alongside a re-read of your one-sentence reader description, and ask whether the two still match.

## How long it takes

For an executive publishing every two weeks and following the steps above, reaching a thousand subscribers in six to twelve months is a realistic rule of thumb. Faster is possible with a large existing network; slower is normal in specialised industries, and no cause for concern if the replies are good.

Either way, the discipline that matters most is consistency. An issue that arrives when you said it would, every time, builds more trust than a brilliant one that arrives whenever you find the time. That trust is what eventually turns a list into an audience.`,
	},
	{
		key: 'rafael-mendes-staying-visible-through-a-hard-year',
		tags: ['Founders', 'Crisis Communication'],
		headline:
			'From the Studio: Founder Rafael Mendes on Staying Visible Through a Hard Year',
		summary:
			'Rafael Mendes kept writing publicly through layoffs and a nine-month funding round. On Leading Voices he explains what he shared, what he held back and why going quiet was never an option.',
		author: 'Claire Ashby',
		category: 'interviews',
		youtubeUrl: 'https://www.youtube.com/watch?v=pZ7uD0eKw3M',
		featured: false,
		breaking: false,
		hoursAgo: 150,
		views: 12630,
		shares: { linkedin: 517, twitter: 96, email: 71, copyLink: 40 },
		content: `Rafael Mendes founded his logistics software company eight years ago and built a loyal following among supply-chain leaders by writing candidly about the business. Last year was the hardest in the company's history: a funding round that took nine months to close, a round of layoffs and the loss of a major customer. He kept writing throughout. He joined me on *Leading Voices*; this is an edited extract from our conversation.

**Claire Ashby: Most founders go quiet in a year like that. Why didn't you?**

**Rafael Mendes:** Because going quiet is also a message. My customers, my team, the investors we were talking to — they were all reading. If the person who had posted every week for six years suddenly stopped, they would draw a conclusion, and it would be worse than the truth.

**CA: But you can't say everything while you're raising money.**

**RM:** No, and I didn't. There's a difference between being honest and being complete. I never posted anything that wasn't true. But I didn't narrate the fundraise in real time, and I didn't write about the layoffs until every affected person had been told, supported and given time to tell their own story first.

**CA: How did you decide what to share?**

**RM:** I had one rule: write about what I'd learned, not what I was feeling. So I wrote about how we changed our pricing after a customer left. I wrote about what I'd do differently in the hiring plan that led us to over-hire. I didn't write about being tired or frightened. Not because those feelings aren't valid, but because they weren't useful to the reader — and my team didn't need to read that their chief executive was frightened.

> "There's a difference between being honest and being complete." — Rafael Mendes

**CA: Tell me about the layoffs post itself.**

**RM:** It was the hardest thing I've ever written. I drafted it, then asked three of the people who were leaving to read it first. One of them rewrote a paragraph completely. I'd described the decision as if it were inevitable, a consequence of the market. She pointed out that it wasn't inevitable; it was the result of mistakes I'd made. She was right, and the post ended up saying so. It was the most-read thing I published all year, and I think that's because it didn't protect me.

**CA: Did staying visible actually help the business?**

**RM:** In ways I didn't expect. Two people we hired later in the year said they applied because of how we'd handled it in public. One customer who had been thinking about leaving stayed because — his words — "at least I know you'll tell me when things go wrong". You can't see that in an engagement graph.

**CA: Was there anything you regret posting?**

**RM:** One thing. Early on, before the round closed, I wrote a fairly upbeat post about "building through the downturn". It wasn't false, but it was more confident than I felt, and people inside the company could tell. A couple of them mentioned it to me later. Since then I've tried to write only what I'd be comfortable saying to the whole team in a room.

**CA: What would you tell a founder walking into a hard year now?**

**RM:** Decide your rules before you need them. What you'll share, what you won't, who reads things before they go out. When you're in the middle of it, you won't have the judgement to make those calls fresh every week. And keep showing up. The audience you built in the good years is exactly the one that gives you the benefit of the doubt in the bad one.

*The full conversation is in the video above and on the Leading Voices channel.*`,
	},
	{
		key: 'first-90-days-as-ceo-public-profile-plan',
		tags: ['Founders', 'Positioning'],
		headline:
			"Your First 90 Days as CEO: A Public-Profile Plan That Doesn't Upstage the Company",
		summary:
			'A new chief executive is watched closely from the first day. A phased plan for building a public profile in the first 90 days without making promises you cannot yet keep.',
		author: 'Priya Raman',
		category: 'personal-branding',
		featured: false,
		breaking: false,
		hoursAgo: 190,
		views: 15320,
		shares: { linkedin: 588, twitter: 104, email: 126, copyLink: 51 },
		content: `The first three months in a chief executive role are when people form their most durable impressions of you, and also when you know the least. That tension shapes everything about how a new CEO should approach public visibility.

Go too quiet and the vacuum fills with speculation from former colleagues, competitors and the trade press. Go too loud and you risk making commitments before you understand the business, or appearing to take credit for work your predecessor started.

What follows is a phased plan we have seen work for leaders joining both listed companies and venture-backed firms.

## Days 1–30: listen in public

Your goal in the first month is to signal curiosity, not conclusions.

- **Update your profiles on day one**, with a short, factual headline and a summary that says what the company does and why you joined. Avoid superlatives.
- **Publish one post announcing the role**, thanking your predecessor by name where appropriate, and naming the three groups you will spend the first month listening to — typically customers, employees and one external group such as partners or regulators.
- **Hold off on interviews**, unless disclosure obligations require you to speak. Decline politely, with a date: "I'd be glad to talk in the spring, once I've spent time with our customers."

> A new CEO who posts about what they are learning earns far more patience than one who posts about what they are going to change.

## Days 31–60: share observations, not strategy

By the second month you will have met hundreds of people. Some of what you have heard is worth sharing, carefully.

Good material for this phase includes:

1. Something a customer told you that surprised you.
2. A piece of work inside the company that deserves more credit than it gets.
3. A question you are still thinking about, posed openly.

The third is underused. A post that says "I've heard two very different views on this from our customers — here's what each side argues" shows judgement without committing you to a decision you are not ready to make.

Keep a ratio in mind: roughly two posts about other people's work for every one about your own thinking. It is the clearest way to show that you are there to lead an organisation, not to build a platform.

## Days 61–90: introduce your themes

By the end of the quarter you should be ready to name the two or three themes that will define your tenure, and which will become your public topics for the next few years. If you have read our piece on the three-topic rule, this is the moment to choose them.

This is also the right time for a first substantial piece: an internal memo adapted for external readers, a long-form post or a conversation on a trusted podcast. Frame it as *what I've learned and where we're heading*, never as *what was wrong before I arrived*.

## Common mistakes

- **Criticising the past**, even indirectly. Employees read every word, and many of them built what came before.
- **Announcing numbers too early.** Targets set in week six have a way of reappearing in every headline in year two.
- **Outsourcing your voice entirely.** Communications teams can draft, but the first 90 days are when people are listening hardest for *you*. Write the first version yourself, however rough.
- **Forgetting internal channels.** Your first public post will be read by your own people before anyone else. Make sure nothing in it comes as a surprise to them.

## A four-question checklist

Before anything goes out in the first 90 days, ask:

- Have the people mentioned in it seen it?
- Does it promise anything I might not deliver?
- Would my predecessor find it fair?
- Would an employee who has been here ten years find it credible?

If the answer to all four is yes, publish. If not, wait a week. Very little in the first quarter is urgent enough to justify a mistake that follows you for the rest of your tenure.`,
	},
	{
		key: 'three-topic-rule',
		tags: ['Positioning', 'Thought Leadership'],
		headline:
			'The Three-Topic Rule: Why Leaders Who Talk About Everything Are Remembered for Nothing',
		summary:
			'Executives who post about everything are remembered for nothing. A simple rule of three deliberately chosen topics makes a public profile easier to build and far easier to recall.',
		author: 'Tomás Ferreira',
		category: 'personal-branding',
		featured: false,
		breaking: false,
		hoursAgo: 240,
		views: 21470,
		shares: { linkedin: 862, twitter: 233, email: 140, copyLink: 77 },
		content: `Ask ten people what a well-known leader in your industry stands for, and you will usually hear the same two or three answers. That is not an accident. Memory compresses. However many subjects you cover, your audience will file you under a handful, and if you do not choose them, the audience will — usually based on whichever post happened to travel furthest.

The three-topic rule is a way to make that choice deliberately.

## How the rule works

Pick three subjects. Publish, speak and comment on those, and decline most invitations outside them. That is the whole rule. The difficulty lies in picking well.

A strong set usually contains:

- **One expertise topic**: the thing you are demonstrably good at. For a chief financial officer it might be capital allocation in uncertain markets; for a founder, selling to enterprise buyers without a sales team.
- **One conviction topic**: a belief about your industry that not everyone shares. This is where your point of view lives, and where useful disagreement comes from.
- **One human topic**: something that shows how you lead or live. Building teams across time zones, managing with a chronic illness, returning from a sabbatical. It makes the other two feel as if they come from a person.

## Test your three before you commit

Run each candidate topic through four questions:

1. Could you write twenty posts on it without repeating yourself?
2. Does your day-to-day work give you a steady supply of fresh examples?
3. Does it matter to the audience you want to reach, not just to you?
4. Would you be comfortable being introduced on a stage with it?

If a topic fails two or more, replace it. "Leadership" on its own nearly always fails the first question, because it is too broad to produce anything specific.

> If you cannot describe your three topics in a sentence, your audience will not be able to either.

## What to do with everything else

The objection we hear most often is: "But I have views on lots of things." Of course you do. The rule does not forbid them; it asks you to route them.

- **Adjacent ideas** can usually be framed through one of your three. A CFO with strong opinions on office policy can write about it as a capital-allocation question: what does the office actually buy us?
- **Genuinely unrelated views** are best shared in rooms rather than feeds — at dinners, in small groups, at an internal all-hands.
- **Hot takes on the day's news** are the most tempting and the least useful. They rarely connect back to anything you want to be known for.

## When to change your topics

Topic sets are not permanent, but they should be stable. A reasonable rule of thumb is to review them once a year and change no more than one at a time. Switching all three at once resets your reputation; switching one lets your audience follow you.

Signs that a topic has run its course: you find yourself rewording old posts, your best examples are more than two years old, or the response has gone quiet while your other two topics are still growing.

## A worked example

Consider a fictional chief operating officer at a regional hospital group. Her first instinct is to post about healthcare, leadership and innovation — three topics that describe half the industry. After working through the questions, she settles on:

- *Expertise:* reducing patient waiting times through scheduling redesign.
- *Conviction:* most hospital technology projects fail because clinicians are consulted too late.
- *Human:* leading a workforce through a long period of burnout.

Each produces a steady supply of concrete stories. Each is specific enough that a peer would remember it after a single conversation. And together they describe a leader, not a job title.

For a deeper treatment of why narrow positioning works, [Harvard Business Review](https://hbr.org) has published extensively on strategic focus; the same logic that applies to companies applies, almost unchanged, to the people who run them.`,
	},
	{
		key: 'how-to-own-a-public-mistake',
		tags: ['Crisis Communication', 'Trust'],
		headline:
			'The Apology Post: How to Own a Public Mistake Without Making It Worse',
		summary:
			'When a leader gets something wrong in public, the first statement shapes everything that follows. A practical structure for owning a mistake, and the phrases that make it worse.',
		author: 'Priya Raman',
		category: 'trust-building',
		featured: false,
		breaking: false,
		hoursAgo: 290,
		views: 14200,
		shares: { linkedin: 497, twitter: 168, email: 83, copyLink: 62 },
		content: `Every leader with a public profile will eventually get something wrong in front of an audience. A post that lands badly. A remark in an interview taken out of context — or, more often, taken exactly in context. A company failure that happened on your watch.

How you respond in the first day or two usually matters more than the mistake itself. The good news is that a sincere, well-structured acknowledgement can *increase* trust. The bad news is that most public apologies are neither sincere nor well structured, and readers can tell.

## The four-part structure

An effective public acknowledgement has four parts, in this order:

1. **Name the mistake specifically.** "I was wrong" is a start. "My post on Tuesday suggested that people who work flexible hours are less committed. That was wrong, and it was hurtful to many of you who read it" is an acknowledgement.
2. **Own it without qualification.** No "if anyone was offended", no "mistakes were made", no account of your good intentions before you have acknowledged the impact.
3. **Say what you are doing about it.** A concrete action — a correction, a conversation, a change in process — with a time frame if you can give one.
4. **Stop.** Do not add a paragraph about how much you have learned, how hard the week has been for you, or how proud you are of your values.

> A good apology is short, specific and about the people affected. A bad one is long, vague and about the person apologising.

## Phrases that make it worse

Some phrases signal defensiveness so reliably that they undermine everything around them:

- *"If anyone was offended…"* implies the problem lies with the reader.
- *"My words were taken out of context…"* is sometimes true and almost never persuasive.
- *"That's not who I am."* Your audience will decide that, based on what you do next.
- *"I've always been a champion of…"* turns an apology into a CV.
- *"Mistakes were made."* The passive voice is always noticed.

## Timing

Speed matters, but accuracy matters more. A useful rule of thumb:

- **Within a few hours**, acknowledge that you have seen the response and are listening. One or two sentences is enough.
- **Within a day or two**, publish the full acknowledgement, once you genuinely understand what went wrong.
- **Weeks later**, report back on the action you promised. This is the step almost everyone forgets, and it is the one that rebuilds trust.

If the mistake involves your company — a data breach, a product failure, a badly handled restructuring — coordinate with legal and communications colleagues, but do not let the statement be written entirely by committee. Readers recognise legal language instantly, and it signals that the goal is protection rather than accountability. The broader discipline of [crisis communication](https://en.wikipedia.org/wiki/Crisis_communication) is worth understanding before you need it.

## When not to apologise

Not every backlash calls for an apology. If you stated a considered view that some people disagree with, apologising for the view itself will satisfy nobody and make you look unsure of your own position. The better response is to acknowledge the disagreement, clarify anything that was genuinely unclear, and keep the conversation civil.

The test is simple: were you *wrong*, or were you *disagreed with*? Apologise for the first. Engage with the second.

## After the apology

The acknowledgement is the beginning of repair, not the end. Leaders who recover well tend to do three things afterwards. They follow through visibly on what they promised. They return to their usual topics without fuss. And, months later, some of them write honestly about what the experience taught them.

That last piece, written with distance and without self-pity, is often among the most widely read things they ever publish.`,
	},
	{
		key: 'comment-first-strategy',
		tags: ['LinkedIn', 'Writing'],
		headline:
			"The Comment-First Strategy: Grow by Writing in Other People's Threads",
		summary:
			"Before you chase followers for your own posts, earn attention in other people's. Why a disciplined commenting habit is the most underrated growth tool for busy executives.",
		author: 'Priya Raman',
		category: 'audience-growth',
		featured: false,
		breaking: false,
		hoursAgo: 330,
		views: 9640,
		shares: { linkedin: 371, twitter: 88, email: 29, copyLink: 35 },
		content: `There is a growth strategy that needs no content calendar, no design budget and no ghostwriter, and most executives ignore it because it does not feel like publishing. It is commenting — properly — on other people's posts.

A thoughtful comment on a widely read post can be seen by more people than your own post would reach in a week. It also lands in front of an audience that has already shown interest in the subject, next to a host who may well notice you. For leaders who are just starting out, or who have very little time, it is often the highest-return activity available.

## Why comments work

On most professional networks, comments are visible to everyone who reads the original post. A comment that adds something — an example, a counterpoint, a useful reference — is effectively a small piece of content published to someone else's audience.

Comments also build relationships in a way posts cannot. The author of the original post reads every comment in the first hour. A good one starts a conversation; several over a few months make you a familiar name. This is the *Engagement* step of our REACH method in practice: earning a hearing before you ask for one.

## What a good comment looks like

Most comments add nothing: "Great post!", "So true", a row of emojis. That is exactly why a substantive one stands out. Aim for one of five types:

1. **The example.** "We tried this at my last company. What surprised us was…"
2. **The extension.** "This holds for hiring too. We saw the same pattern when…"
3. **The respectful challenge.** "I'd push back on one point. In regulated industries…"
4. **The question.** A specific one the author will want to answer.
5. **The resource.** A link to something genuinely useful — not to your own content.

A good comment is usually three to five sentences: long enough to say something, short enough to read in the feed.

> Treat every comment as a short post with your name on it, because that is exactly what it is.

## The fifteen-minute routine

Here is a routine that fits around a full-time job:

- **Build a list** of 20 to 30 people whose audiences overlap with yours: peers, analysts, journalists, customers who post, a few larger voices in your field.
- **Check their recent posts once a day**, ideally within a few hours of publication, when comments get the most visibility.
- **Write two or three substantive comments.** Not ten. Quality is the point.
- **Reply to anyone who responds to you.** That is where relationships start.

Fifteen minutes a day, five days a week, is a little over an hour a week. Kept up for three months, it will usually do more for your profile than the same time spent writing your own posts.

## What to avoid

- **Self-promotion in comments.** Linking to your own work in someone else's thread reads as hijacking it.
- **Commenting only on the biggest accounts.** There, your comment is one of hundreds. On mid-sized accounts you can be one of a dozen, and the conversations are usually better.
- **Generic praise.** Invisible at best, mildly irritating at worst.
- **Arguing to win.** Disagreement is valuable; point-scoring is not. If a thread turns hostile, step out of it.

## From comments to your own audience

The comment-first approach is not a substitute for publishing. It is the foundation for it. After a couple of months you will start to see familiar names on your own posts — people who first met you in someone else's thread. That is the moment your own content begins to travel, because there is finally an audience waiting for it.`,
	},
	{
		key: 'founder-brand-vs-company-brand',
		tags: ['Founders', 'Positioning'],
		headline:
			'Founder Brand or Company Brand? How to Stop Them Competing for the Same Attention',
		summary:
			'When the founder is far more visible than the company, investors see risk and employees feel invisible. How to give each brand a distinct job so that they reinforce each other.',
		author: 'Claire Ashby',
		category: 'personal-branding',
		featured: false,
		breaking: false,
		hoursAgo: 410,
		views: 13380,
		shares: { linkedin: 466, twitter: 121, email: 75, copyLink: 39 },
		content: `Every founder who builds a public profile eventually hits the same question, usually raised by a board member or a new head of marketing: *are we building your brand, or the company's?*

It is a fair question. A founder with a large following is a genuine asset in the early years — a free distribution channel, a recruiting magnet, a reason for journalists to return calls. But the same visibility can become a liability. Investors start asking about key-person risk. Senior hires wonder whether they will ever be allowed to speak for the business. Customers begin to associate the product with a single personality, which is fine until that personality says something unpopular.

The answer is not to choose one. It is to give each brand a distinct job.

## Assign jobs, not percentages

Some companies try to manage the balance with quotas: the founder posts twice a week, the company page five times. Quotas miss the point. What matters is that each voice does something the other cannot.

A useful split:

- **The founder owns the *why*.** Conviction, origin, the bet the company is making about the future, lessons learned along the way. These are inherently personal and lose their force when they come from a logo.
- **The company owns the *what* and the *proof*.** Product news, customer outcomes, hiring, data, documentation. These need to outlast any individual.
- **The team owns the *how*.** Engineers, designers and customer-success leads writing about the craft of their work. This is where most companies under-invest, and where the founder can help most by amplifying rather than publishing.

> The founder should be the most interesting voice in the company, not the only one.

## Signs the balance is off

Watch for these symptoms:

1. **Journalists only ever ask for the founder.** If every media request names one person, the company has no other recognisable experts.
2. **The company page gets a sliver of the founder's engagement on the same news.** Some gap is normal. A gap of one or two orders of magnitude suggests the audience follows the person, not the business.
3. **Candidates mention the founder's posts in interviews, but not the product.** Flattering — and a sign that the employer brand rests on one pair of shoulders.
4. **The founder feels unable to take a month off.** If visibility stops when they stop, it was never a company asset.

## Rebalancing without losing momentum

The fix is rarely to have the founder post less. It is to use the founder's reach to build other voices.

- **Hand over the microphone deliberately.** When the founder is invited to speak, propose a colleague for one slot in three, and introduce them on stage or in the post.
- **Co-author.** A piece written jointly by the founder and the head of product carries the founder's reach while building a second name.
- **Credit your people.** When the founder shares a lesson, name the person who actually learned it. It costs nothing and is usually more accurate.
- **Make the company page useful, not promotional.** Pages that publish genuinely helpful material — benchmarks, templates, customer stories with real detail — earn their own audience over time.

## The step-back test

One last way to judge the balance: imagine the founder stepped back tomorrow. Would customers still know why the company exists? Would candidates still have a reason to apply? Would the press still have someone to call?

If the answer is no, that is not a reason to silence the founder. It is a reason to start building a bench while the founder's reach can still do the heavy lifting. The best founder brands gradually make themselves a little less necessary. That, in the end, is what makes them valuable to the company they built.`,
	},
	{
		key: 'the-responsible-contrarian',
		tags: ['Thought Leadership', 'Trust'],
		headline:
			'The Responsible Contrarian: How to Disagree With Your Industry Without Burning Bridges',
		summary:
			'A well-argued contrarian view is one of the fastest ways to become known; a badly argued one, the fastest way to be dismissed. How to disagree in public and keep your allies.',
		author: 'Tomás Ferreira',
		category: 'influence-strategies',
		featured: false,
		breaking: false,
		hoursAgo: 470,
		views: 8310,
		shares: { linkedin: 289, twitter: 140, email: 22, copyLink: 31 },
		content: `Influence rarely comes from agreeing with everyone. The leaders whose ideas shape an industry usually became known for saying something that, at the time, most of their peers thought was wrong.

But there is a difference between a contrarian *view* and a contrarian *pose*. The first is a considered position that happens to run against the consensus. The second is disagreement for attention: the hot take designed to provoke. Audiences have become very good at telling them apart, and the second kind burns through credibility quickly.

## Earn the right to disagree

Before you challenge your industry's assumptions in public, make sure you have done three things:

1. **Understand the consensus well enough to argue for it.** If you cannot state the majority view in terms its supporters would accept, you are not ready to argue against it.
2. **Have evidence from your own work.** Contrarian views persuade best when they come from direct experience: "We followed the standard approach for three years, and here is what we saw."
3. **Know what would change your mind.** Saying it out loud — "If I'm wrong, we should see this within two years" — is one of the strongest credibility signals available to you.

## Structure the argument

A responsible contrarian piece tends to follow a recognisable shape:

- **State the consensus fairly.** Open with the view you are challenging, described generously.
- **Acknowledge what it gets right.** Most widely held views are partly true. Saying so shows you are not simply being difficult.
- **Bring your evidence.** Specific experiences, examples, data from your own organisation.
- **Make the claim precisely.** Not "everyone is wrong about remote work", but "fully remote set-ups work poorly for teams whose job is to train new graduates, and here is why".
- **Name the implications.** What should a reader do differently if you are right?

> The goal of a contrarian argument is not to win. It is to make the reader think, "I hadn't considered that."

## Disagree with ideas, not people

The fastest way to lose allies is to make disagreement personal. Avoid naming individuals or companies as examples of the view you are challenging, unless they have publicly staked out that position and you are engaging with their argument directly and respectfully.

Useful phrasing:

- *"A common view in our sector is…"* rather than *"Company X gets this completely wrong."*
- *"I used to believe this too"* — which is often true, and disarming.
- *"I may be wrong about the timing, but I'm fairly confident about the direction."*

## Prepare for the response

A well-argued contrarian piece will attract disagreement. That is the point. Plan to spend time in the replies during the first day, and respond to the strongest objections rather than the weakest. Thank people who push back thoughtfully. Concede points where they are right, explicitly.

Expect three kinds of reaction: people who agree privately and are glad someone said it; people who disagree and engage; and people who disagree and do not engage. The first group is where new allies come from. The second is where your argument gets better. The third is best left alone.

## Return to the theme

A single contrarian post rarely shifts opinion. Ideas move through an industry slowly, much as [diffusion of innovations](https://en.wikipedia.org/wiki/Diffusion_of_innovations) research describes: a few early adopters first, then a wider majority, then the sceptics. If you believe your position, return to it periodically with new evidence rather than louder assertions.

Over time, a view that once seemed eccentric can become the one you are known for and, if you were right, the new consensus. At that point the responsible thing is to be gracious about it, and to start looking for the next assumption worth questioning.`,
	},
	{
		key: 'nadia-kovacs-trust-is-built-in-the-boring-parts',
		tags: ['Trust', 'Research'],
		headline:
			"Organisational Psychologist Dr Nadia Kovacs: 'Trust Is Built in the Boring Parts'",
		summary:
			'Dr Nadia Kovacs studies how people decide whom to trust at work. She explains why reliability beats charisma, and what leaders with a public profile most often get wrong.',
		author: 'Hannah Lindqvist',
		category: 'expert-interviews',
		featured: false,
		breaking: false,
		hoursAgo: 540,
		views: 9980,
		shares: { linkedin: 412, twitter: 73, email: 66, copyLink: 28 },
		content: `Dr Nadia Kovacs is an organisational psychologist who advises leadership teams on trust, reputation and change. She has spent two decades working alongside executives through mergers, restructurings and crises. We asked her what the thinking on trust means for leaders who build a public profile. The interview has been edited and condensed.

**What do people get wrong about trust?**

They think it is built in the big moments: the inspiring speech, the bold decision, the crisis handled well. Those moments matter, but mostly they confirm or undermine something that was already there. Trust is built in the boring parts. Do you reply when you said you would? Do the numbers you mention in January match the ones you mention in June? Do you treat the person who can't help you the same way you treat the person who can?

**Is there a simple model executives can use?**

A widely cited one breaks trustworthiness into three components: ability, benevolence and integrity. Can you do what you say? Do you have my interests at heart? Do you hold to principles I can accept? I find it useful because people usually fall short on one of the three rather than all of them, and the remedy is different for each.

Leaders with a public profile tend to over-invest in ability — showing expertise — and under-invest in the other two. Ability is simply the easiest one to demonstrate in a post.

**How does a leader show benevolence in public?**

By being useful to people who cannot immediately repay them. Answering a question from a student. Crediting a junior colleague by name. Sharing a method that a competitor could also use. These are small signals, but audiences read them as evidence of character, because they cost something and gain nothing directly.

> Showing expertise tells people you can help them. Showing generosity tells them you will.

**And integrity?**

Integrity is mostly consistency between words and actions over time, which is why it is so hard to build quickly. In public, the biggest risk is the gap between what a leader posts and what their organisation does. If you write about wellbeing and your company is known for burning people out, remember that your audience includes your employees. They will notice, and sometimes they will say so publicly.

## Vulnerability, carefully

**Leaders are often told to show more vulnerability. Is that good advice?**

It is incomplete advice. Admitting a mistake or a difficulty can increase trust, particularly when the person is already seen as competent. But vulnerability without competence reads as instability, and vulnerability as a content strategy reads as manipulation. I ask clients: are you sharing this because it helps the reader, or because you have been told that sharing performs well? Audiences can usually tell the difference.

**Is there a safer way to do it?**

Share past difficulties rather than present ones, unless the present one is already public. Include what you learned or changed. And keep the focus on the lesson rather than on your feelings. "I got this wrong, and here is what we do differently now" is a very different post from "I've been struggling".

## Repairing trust

**What happens when trust is broken?**

Repair is possible, but it is slower than damage. The right response depends on what was broken. A failure of ability can often be repaired with an apology and visible evidence of improvement. A failure of integrity is much harder, because an apology is itself just more words, and words were the problem. Actions, sustained over time, are the only real repair.

Leaders also underestimate how much their teams' sense of [psychological safety](https://en.wikipedia.org/wiki/Psychological_safety) depends on seeing these repairs happen. People watch how the boss handles their own mistakes before deciding whether it is safe to admit theirs.

**What is one thing you would like every executive reading this to try?**

Keep a list of the promises you make in public — in posts, interviews, all-hands meetings — and review it every quarter. Which have you kept? Which have quietly disappeared? Most leaders have never looked. The ones who do tend to make fewer promises, and keep more of them. That, more than any single post, is what makes people trust you.`,
	},
	{
		key: 'repurpose-one-keynote-into-a-month-of-content',
		tags: ['Public Speaking', 'Writing'],
		headline:
			'One Keynote, Thirty Pieces: Repurposing a Talk Without Repeating Yourself',
		summary:
			'A single well-prepared keynote can feed a month of posts, a newsletter and a guide, if you repurpose the ideas rather than the slides. A practical workflow for busy leaders.',
		author: 'Marcus Okafor',
		category: 'audience-growth',
		youtubeUrl: 'https://www.youtube.com/watch?v=Hf9xW2mQe7A',
		featured: false,
		breaking: false,
		hoursAgo: 620,
		views: 7350,
		shares: { linkedin: 248, twitter: 59, email: 40, copyLink: 26 },
		content: `Executives put a remarkable amount of work into keynotes — weeks of thinking, several drafts, rehearsals — and then deliver them once, to a room of a few hundred people, and never use them again. It is one of the biggest wastes in executive communication.

A well-built talk contains enough material for a month of content, often more. The trick is to repurpose the *ideas*, not the slides, so that each piece feels native to wherever it appears rather than like a clip cut from somewhere else.

## Step 1: record everything

Before the event, arrange a clean recording: video if possible, audio at the very least. Ask the organiser in advance; most will share what they capture. If they cannot, record the audio yourself on a phone in your jacket pocket. A transcript is the raw material for everything that follows.

## Step 2: break the talk into atoms

Work through the transcript and pull out every distinct unit of value. In a typical 25-minute keynote you will find something like:

- **Three to five core ideas**: the claims the talk is built on.
- **Five to ten stories or examples** that illustrate them.
- **A handful of memorable lines**, the ones that got a reaction in the room.
- **One or two frameworks**, lists or models.
- **The questions from the Q&A**, which are often the most useful part of all.

Put each atom on its own line in a document. That list is your content plan.

## Step 3: match each atom to a format

Different atoms suit different channels:

1. **Stories** become standalone posts. Lead with the moment, end with the lesson.
2. **Frameworks** become simple diagrams, carousels or a section of a downloadable guide.
3. **Memorable lines** become short posts or pull quotes, used sparingly.
4. **Core ideas** become newsletter issues, each with more depth than the talk allowed.
5. **Audience questions** become FAQ-style posts: "Someone asked me after my talk…"
6. **Video clips** of 60 to 90 seconds, each making a single point, work on most platforms — provided they are captioned.

> The audience for your talk was in the room. The audience for your ideas is everywhere else.

## Step 4: add, don't just cut

The most common mistake is simply chopping up the recording. Clips without context feel like leftovers. Each repurposed piece should add something the talk did not: a new example, a response to a question, an update on what happened next. A post that begins "Since I gave this talk, three people have told me…" is more interesting than a straight excerpt, and it signals that your thinking is still moving.

## Step 5: space it out

Publishing everything in the week after the event wastes most of it. A reasonable rhythm:

- **Week 1:** a short post thanking the organisers and sharing the single most important idea.
- **Weeks 2–4:** one or two pieces a week drawn from the stories and frameworks.
- **Month 2:** a newsletter issue that goes deeper on the central argument.
- **Month 3:** a downloadable guide that gathers the frameworks, offered to subscribers as a content upgrade.

Spacing also lets you learn. If one story draws a strong response, you have a signal about which idea to develop for your next talk.

## Choose talks that feed your themes

Repurposing works best when the talk itself sits inside your core topics. A keynote on a subject you never otherwise discuss will produce content that feels disconnected from everything else you publish. When choosing between speaking invitations, favour the ones that let you develop your existing themes; the talk will then do double duty.

In the video above, we walk through the whole process using a keynote by a recent *Leading Voices* guest: the transcript, the atom list and the first month of posts it produced.`,
	},
	{
		key: 'rotating-byline-programme-for-invisible-experts',
		tags: ['Thought Leadership', 'Writing'],
		headline:
			'Problem: Our Experts Were Invisible. Solution: A Rotating Byline Programme',
		summary:
			"Our firm's reputation rested on one partner's profile while dozens of specialists stayed invisible. A guest contributor explains the rotating byline programme that changed that.",
		author: 'Rebecca Osei',
		category: 'guest-contributions',
		featured: false,
		breaking: false,
		hoursAgo: 700,
		views: 1480,
		shares: { linkedin: 57, twitter: 6, email: 14, copyLink: 4 },
		content: `*Rebecca Osei is chief operating officer of an engineering consultancy of around 300 people, and a recent guest on Leading Voices.*

## The problem

For years, our firm's public reputation rested almost entirely on one person: our founding partner. He spoke at the conferences, wrote the opinion pieces and took the calls from trade journalists. He was very good at it. And it was quietly becoming a problem.

Three symptoms made it impossible to ignore:

- **Clients asked for him by name** on projects he had no time to lead, then felt short-changed when they were given one of our senior engineers — who, in most cases, knew far more about the specific subject.
- **Our best people were leaving** for firms where they could build a profile of their own. Two said so in their exit interviews.
- **Our bids looked thin.** When a tender asked for evidence of thought leadership from the proposed team, we had almost nothing to show for anyone except the founder.

We had dozens of genuine experts. Publicly, they did not exist.

## What we tried first

Our first attempt was to ask everyone to "post more". It failed within a month. Engineers are busy, many are reluctant writers, and nobody wanted to be the first to put their head above the parapet. The few who tried got little response and gave up, which made everyone else even less willing to start.

## The solution: a rotating byline programme

What finally worked was treating visibility as a structured programme rather than an individual responsibility.

1. **A fixed rota.** Each month, two experts are "on byline". It sits on the rota like any other commitment, with time allocated for it — roughly a day, spread across the month.
2. **An editor, not a ghostwriter.** We hired a part-time editor whose job is to interview the expert for an hour, produce a rough draft from the transcript and then work with them until it sounds like them. The expert's name goes on the piece because the ideas and experience are genuinely theirs.
3. **One piece, many uses.** Each article runs on our website, goes out in our client newsletter, is adapted by the author for their own profile and is offered to one trade publication.
4. **The founder amplifies.** Our founding partner shares every piece with a short personal note on why the author is worth listening to. His reach carries their first pieces; their expertise does the rest.
5. **Speaking follows writing.** When a piece attracts attention, we put its author forward for the relevant conference panel instead of the founder.

> The founder's reach didn't shrink. It became a launch pad for everyone else.

## What changed

Eighteen months in, twenty-six colleagues have published at least one piece. Several now have modest but real followings in their specialisms. Our tenders include named experts with published work behind them, and clients increasingly ask for those people directly.

Retention among senior engineers has improved, and candidates now mention the programme in interviews as a reason for applying. The founder, for his part, says he enjoys speaking more now that he is not doing all of it.

## What I'd tell other leaders

Do not ask people to build a profile in their spare time. Give them a rota, an editor and a reason. Most experts are not reluctant to be visible; they are reluctant to do it alone, badly, with nobody helping. Remove those three obstacles, and the expertise that was always there finally becomes visible to the people who need it.`,
	},
	{
		key: 'four-sentence-executive-bio',
		tags: ['Writing', 'Positioning'],
		headline:
			'Writing Your Own Bio: The Four-Sentence Structure That Works in Every Room',
		summary:
			'Speaker pages, board papers, podcast intros: your bio is read more than anything else you write. A four-sentence structure makes it work everywhere, from a profile to a programme.',
		author: 'Marcus Okafor',
		category: 'personal-branding',
		featured: false,
		breaking: false,
		hoursAgo: 760,
		views: 10920,
		shares: { linkedin: 301, twitter: 47, email: 139, copyLink: 88 },
		content: `Your bio is probably the most-read thing you have ever written. It appears in conference programmes, board papers and podcast show notes, and in the introduction someone reads aloud before you walk on stage. For most executives it is a list of job titles, written years ago, in a voice that belongs to nobody.

A good bio does one job: it tells a stranger why they should pay attention to you, on this subject, right now. Here is a structure that does that in four sentences.

## The four sentences

1. **What you do now, in plain language.** Not your title — your job. "Maya Chen runs the European business of a company that builds payroll software for hospitals" tells a reader far more than "Maya Chen is SVP, EMEA".
2. **What you are known for.** The one result, idea or expertise that makes you relevant. Ideally it maps to one of your public topics.
3. **The credential that earns trust.** One — the most relevant — not six. A previous company, a qualification, a notable result.
4. **Something human.** A line that makes you a person rather than a CV: where you live, what you are working on outside work, a genuine interest.

Here is the full example, for a fictional leader:

> Maya Chen runs the European business of a company that builds payroll software for hospitals. She is known for turning around struggling enterprise accounts, and writes regularly on why large software rollouts fail. Before joining, she spent eight years leading implementation teams in public-sector healthcare. She lives in Manchester and is slowly learning to sail.

Around sixty words. It works on a slide, in a programme or read aloud in about twenty seconds.

## Write three lengths

Different settings need different lengths. Keep three versions in a single document you can copy from:

- **The one-liner** (under 20 words) for social profiles and panel introductions. Usually sentences one and two, compressed.
- **The short bio** (50 to 80 words): the four sentences above. This is your default.
- **The long bio** (150 to 200 words) for speaker pages and book jackets. Expand sentence two with a specific example and sentence three with one more credential. Resist the urge to list everything.

## Common mistakes

- **Writing in jargon.** If a bright sixteen-year-old could not tell what you do from the first sentence, rewrite it.
- **Listing every employer.** A reader remembers one credential. Give them the best one.
- **Cutting the human line.** Executives often delete it as unserious. It is usually the line the host reads with the most warmth, and the one people mention when they come up to you afterwards.
- **Letting it go stale.** Review it every six months, and whenever your role changes.
- **Mixing persons.** Use the third person for anything someone else will publish or read aloud, and the first person for your own profiles and newsletter. Never switch within a single bio.

## Match the bio to the room

The structure stays the same, but sentence two should flex to the audience. At an industry conference, lead with your operational expertise. On a podcast about leadership, lead with the idea you are known for. In a board paper, lead with the result. Keep a few alternative second sentences in your document so that you can swap them in without rewriting the whole thing.

## A test before you send it

Read your short bio aloud to someone outside your industry and ask them to tell you, from memory, what you do and what you are known for. If they cannot answer both, your first two sentences need more work. The classic [elevator pitch](https://en.wikipedia.org/wiki/Elevator_pitch) test applies: clear enough to repeat, short enough to remember.

It takes perhaps an hour to get right. Given how many times it will be read, that may be the highest-return hour you spend on your public profile this year.`,
	},
	{
		key: 'lena-park-on-leaving-social-media',
		tags: ['Newsletters', 'Founders'],
		headline:
			'On the Road: Lena Park on Leaving Social Media and Growing Her Newsletter Anyway',
		summary:
			'Lena Park writes a weekly newsletter for operations leaders. Two years ago she stopped posting on social media altogether. We met her between conference sessions to ask how it went.',
		author: 'Hannah Lindqvist',
		category: 'interviews',
		featured: false,
		breaking: false,
		hoursAgo: 870,
		views: 2050,
		shares: { linkedin: 38, twitter: 11, email: 17, copyLink: 6 },
		content: `We caught up with Lena Park in the corridor of a supply-chain conference in Rotterdam, twenty minutes before she was due on stage. Park writes a weekly newsletter for operations leaders — practical, unglamorous and very widely forwarded — and two years ago she did something most creators consider unthinkable. She deleted her social media accounts and stopped promoting her work anywhere except in the newsletter itself.

Her list has grown every quarter since. We asked her how.

## "I was writing for the feed, not the reader"

"The honest reason I left is that I'd started writing for the algorithm," Park says. "I'd have an idea and my first question was whether it would do well as a post, not whether it would help anyone. The newsletter was getting the leftovers."

Leaving, she says, was less dramatic than people assume. She announced it once, told her followers where to find her, and closed the accounts a month later. "I lost a lot of reach overnight. I didn't lose many readers. Those turned out to be very different things."

## What replaced the feed

Without social media, Park relies on three channels, in roughly this order of importance:

1. **Forwards.** "Every issue has one thing in it that's designed to be sent to a colleague — a checklist, a template, a question to ask a supplier. That's the growth engine."
2. **Other newsletters.** She has recommendation arrangements with a handful of writers who serve neighbouring audiences. "It's word of mouth between people who trust each other's judgement."
3. **Rooms like this one.** Conferences, roundtables, the occasional podcast. "I end every talk with one sentence about the newsletter. People sign up on their phones before they leave the room."

> "I lost a lot of reach overnight. I didn't lose many readers. Those turned out to be very different things."

## Is it for everyone?

Park is careful not to prescribe her approach. "I'm in a niche where people actively look for practical help, and where email is still how work gets done. If I were a consumer brand, or someone whose audience lives on video, this would be a terrible idea."

She is also frank about the costs. New readers arrive more slowly, and she misses some of the serendipity that a public feed provides — "the random person from a completely different industry who finds you". Invitations that used to come through direct messages now come by email, or not at all. "You trade breadth for depth. For me, that was the right trade. I'm not sure it would be for most people."

## The one habit she recommends

Asked for advice that applies whether or not you leave social media, Park does not hesitate: reply to every reader who writes to you.

"Every single one, personally, for as long as you possibly can. Replies are where I learn what to write next. They're where the relationships are. And they're the one thing nobody can take away from you when a platform changes its rules."

Then she picked up her laptop and went to give her talk. It ended, as promised, with one sentence about the newsletter.`,
	},
	{
		key: 'allies-before-announcements',
		tags: ['Trust', 'Thought Leadership'],
		headline:
			'Allies Before Announcements: Building a Coalition for an Unpopular Idea',
		summary:
			'Big ideas launched alone tend to stall. Before you go public with a position your industry will resist, quietly build a small coalition of people who will carry it with you.',
		author: 'Tomás Ferreira',
		category: 'influence-strategies',
		featured: false,
		breaking: false,
		hoursAgo: 980,
		views: 3720,
		shares: { linkedin: 124, twitter: 38, email: 19, copyLink: 7 },
		content: `When a leader decides to champion an idea their industry is not ready for — a new standard, a change in how something is priced, a stance on a difficult social question — the instinct is to announce it boldly and let the argument win on its merits.

Arguments rarely win on their merits alone. Ideas spread through people, and a position held by one visible leader looks like an opinion. The same position held by five respected people across an industry looks like a movement.

That is why the most effective public campaigns usually begin in private.

## Map the landscape first

Before saying anything publicly, list the people whose support or opposition would matter most, and sort them into four groups:

- **Natural allies**: people who already share your view, or would if asked.
- **Persuadables**: respected figures who are undecided and open to evidence.
- **Principled opponents**: people who disagree for reasons you should understand.
- **Indifferent influencers**: people with large audiences who do not currently care either way.

Most leaders spend their effort on the first group and their anxiety on the third. The second and fourth groups are where influence is actually won.

## Build the coalition privately

The early conversations should be one-to-one and genuinely exploratory. You are not recruiting yet; you are testing.

1. **Start with two or three natural allies.** Share the idea in draft and ask what is missing. Their input will sharpen it, and people support what they helped to shape.
2. **Bring in persuadables next.** Ask for their objections before you ask for their support, and incorporate the good ones.
3. **Talk to at least one principled opponent.** You will not change their mind, but you will hear the strongest counter-argument before you face it in public.
4. **Agree what each ally is comfortable doing.** Some will co-sign; some will comment supportively; some will simply not oppose. All three are useful.

> People rarely support an idea they first hear about in a press release. They support the ones they were asked about beforehand.

## Launch together, not alone

When you do go public, the aim is for the idea to appear in several credible places within a short window. That might mean:

- A short open letter or statement of principles, jointly signed.
- Coordinated posts from three or four allies, each in their own words.
- An interview or podcast in which you are joined by an ally from a different part of the industry.
- A supporting piece from a persuadable who was convinced — often the most powerful voice of all.

The effect is quite different from a single announcement. Observers see independent people arriving at the same conclusion, a form of [social proof](https://en.wikipedia.org/wiki/Social_proof) that no individual post can provide.

## Keep the coalition alive

Most coalitions fade once the launch is over. The ones that change an industry keep meeting: a quarterly call, a shared document tracking progress, the occasional joint appearance. These are small investments that keep the idea moving after the first wave of attention has passed.

Share credit generously. If the idea succeeds, the people who stood with you early should be visible in the story. That generosity is what makes people willing to stand with you next time.

## When to go it alone

There are moments when you cannot wait for allies: when an issue is urgent, or when the right answer is clear and simply unpopular. In those moments, speak anyway, plainly and with evidence. But recognise that you are spending credibility rather than building it, and be sure the issue is worth the cost.`,
	},
	{
		key: 'editorial-operating-system-for-founder-content',
		tags: ['Founders', 'Writing'],
		headline:
			'Problem: Every Post Waited for the Founder. Solution: An Editorial Operating System',
		summary:
			"A fractional marketing chief explains why founder content stalls in the founder's inbox, and the four-part weekly system that got three companies publishing steadily again.",
		author: 'James Harrow',
		category: 'guest-contributions',
		featured: false,
		breaking: false,
		hoursAgo: 1020,
		views: 860,
		shares: { linkedin: 0, twitter: 0, email: 0, copyLink: 0 },
		content: `*James Harrow is a fractional chief marketing officer who works with venture-backed software companies.*

## The problem

The last three companies I joined as a fractional CMO shared the same bottleneck, and it was not budget, talent or strategy. It was the founder's inbox.

In each case the founder was the company's most credible public voice: the person investors, customers and candidates actually listened to. Everyone agreed the founder should be publishing regularly. And in each case the content pipeline worked like this. Marketing drafted a post, sent it to the founder and waited. Sometimes for a day. Often for three weeks. By the time it came back, heavily rewritten at midnight, the moment had passed.

The results were predictable:

- **Publishing was erratic**: three posts in one week, then nothing for six.
- **The marketing team was demoralised**, because their drafts were rewritten so heavily they no longer recognised them.
- **The founder was frustrated**, because the drafts "didn't sound like me" and took longer to fix than to write from scratch.
- **Nobody could plan.** Launches, hiring pushes and events went unsupported, because founder content could not be scheduled.

Everyone blamed a lack of time. The real problem was a lack of system.

## The solution: an editorial operating system

The fix, in all three companies, was a lightweight operating system with four parts. None of it is sophisticated. All of it depends on doing it every single week.

### 1. A weekly 30-minute interview

Instead of sending drafts for approval, the content lead books a recurring half-hour call with the founder. The agenda never changes: what surprised you this week, what are customers asking, what did you disagree with? The call is recorded and transcribed, and it produces raw material for two or three posts in the founder's own words.

### 2. A one-page voice guide

We build a short guide from the founder's transcripts: phrases they use, phrases they never use, topics they own, topics they avoid, how they tend to open and close. Every draft is checked against it before it reaches the founder. Rewrites drop sharply, because drafts now start from the founder's language rather than marketing's.

### 3. A two-lane approval process

- **Fast lane:** short posts built directly from the interview transcript. The founder has 24 hours to object; silence means approval.
- **Slow lane:** anything involving numbers, customers, competitors or announcements. These need explicit sign-off and are scheduled at least a week ahead.

Most content — roughly four pieces in five — goes through the fast lane.

### 4. A rolling four-week calendar

A shared calendar shows what is planned for the next four weeks, linked to company events. The founder reviews it once a month, in about ten minutes, and can swap or kill anything on it.

> The founder's job is to supply the thinking, not the typing — and to do it on a schedule.

## The results

The pattern was similar in all three companies. Publishing became steady, typically two short posts and one longer piece a week. The founder's time on content fell to around an hour a week, interview included. Drafts came back with light edits rather than wholesale rewrites.

And because the calendar was visible, the rest of the company began to plan around it. Recruiters pushed open roles in the week of a hiring-themed post; salespeople followed up with prospects who had engaged with a relevant piece.

If your founder is the bottleneck, do not ask them to find more time. Ask for thirty minutes a week, and build everything else around it.`,
	},
	{
		key: 'elliot-brandt-on-writing-a-talk-people-repeat',
		tags: ['Public Speaking', 'Writing'],
		headline:
			'Former Speechwriter Elliot Brandt on Writing a Talk People Actually Repeat',
		summary:
			'Elliot Brandt spent years writing speeches for ministers and chief executives. He explains why most keynotes are forgotten by lunchtime, and how to build one line that survives.',
		author: 'Hannah Lindqvist',
		category: 'expert-interviews',
		featured: false,
		breaking: false,
		hoursAgo: 1150,
		views: 4410,
		shares: { linkedin: 133, twitter: 45, email: 21, copyLink: 12 },
		content: `Elliot Brandt wrote speeches for government ministers for six years before moving into the private sector, where he has spent the past decade writing keynotes, investor-day presentations and internal addresses for chief executives. He now coaches leaders on speaking. We asked him what makes a talk memorable. This conversation has been edited for length.

**What is the most common mistake executives make with keynotes?**

Trying to say too much. A typical executive keynote has eight points, because the executive has eight things they care about and the communications team has three more. An audience will remember one, if you're lucky. So the first question I always ask is: if the audience remembers only one sentence, which sentence should it be? If the answer takes more than fifteen seconds, we're not ready to write.

**How do you find that sentence?**

By asking what the speaker believes that the audience doesn't yet. Not a slogan — a belief. "Our industry is going to be regulated whether it likes it or not, and the companies that help write the rules will win." That is a sentence someone could repeat to a colleague at the coffee break. That's the real test: *can it survive being retold by somebody else?*

> A speech isn't finished when you deliver it. It's finished when someone else repeats it.

## Structure

**Is there a structure you rely on?**

Variations on a simple one. Open with a specific moment — a scene, not a statistic. Then the problem the moment reveals. Then the belief, stated plainly. Then two or three pieces of evidence, each a story. Then what the audience should do differently. Then return to the opening moment, changed by everything in between.

That last part is the one people skip, and it is what makes a talk feel complete. Audiences remember beginnings and endings far better than middles — the research on the [peak–end rule](https://en.wikipedia.org/wiki/Peak%E2%80%93end_rule) is worth reading — so you want your strongest material at both ends.

**What about slides?**

Fewer than you think. Slides compete with you for attention. I would rather a speaker used a dozen images than forty slides of bullet points. If a slide has more than about ten words on it, the audience is reading instead of listening.

## Language

**How should a talk sound different from a written piece?**

Shorter sentences. Far more repetition: in writing, repetition is a fault; in speech, it is how people keep their place. Concrete nouns. Fewer numbers, and the ones you keep should be rounded and compared with something familiar. "About the population of a mid-sized city" lands better than a seven-digit figure.

And say "you" a lot. A speech is a conversation with a room. The moment it becomes a lecture, attention drifts.

**Do you write in the executive's natural voice, or improve on it?**

Always their natural voice. My first few meetings with a new client are mostly listening — to how they talk in meetings, how they tell stories over dinner. The job is to give that voice a structure, not to replace it. A speech that sounds like someone else will never feel comfortable to deliver, and audiences sense discomfort immediately.

## Delivery

**What is your advice on delivery?**

Rehearse out loud, standing up, at least five times. Most executives read their speech silently and think they have rehearsed. They haven't. The mouth finds problems the eyes miss.

And plan your pauses. The pause after the key line is where the audience decides it matters. Nervous speakers rush through it; confident ones let it sit.

## After the talk

**How should leaders use a speech once it has been given?**

Treat it as the first publication of an idea, not the last. Write it up as an essay. Cut the best three minutes into a clip. Turn the central belief into a short post and see who repeats it. If people start using your sentence without crediting you, congratulations: that is influence.`,
	},
	{
		key: 'consistency-is-a-trust-signal',
		tags: ['Trust', 'Newsletters'],
		headline:
			'Consistency Is a Trust Signal: Why Your Publishing Rhythm Matters More Than Your Best Post',
		summary:
			'Audiences trust what they can predict. Why a steady, sustainable publishing rhythm builds more credibility than occasional brilliance, and how to design one you can keep for years.',
		author: 'Priya Raman',
		category: 'trust-building',
		featured: false,
		breaking: false,
		hoursAgo: 1390,
		views: 152,
		shares: { linkedin: 0, twitter: 0, email: 0, copyLink: 0 },
		content: `Ask people why they trust a particular writer, analyst or executive, and they rarely point to a single brilliant piece. They say things like *"she's always worth reading"* or *"he's been saying this for years"*. Trust, in public, is largely a function of repetition and reliability.

That has an uncomfortable implication for leaders who pour effort into occasional big pieces and then disappear for months. The pieces may be excellent. But intermittent brilliance builds less trust than steady competence, because it gives the audience nothing to rely on.

## Why predictability builds trust

Three mechanisms are at work.

- **Familiarity.** The [mere-exposure effect](https://en.wikipedia.org/wiki/Mere-exposure_effect) describes a well-documented tendency to feel more warmly towards things we encounter repeatedly. Regular appearances make you familiar, and familiarity makes you easier to trust.
- **Evidence of commitment.** A leader who has published every fortnight for two years has shown they care about the subject enough to keep going when nobody was applauding. That is hard to fake.
- **Kept promises.** A stated rhythm — "every other Tuesday" — is a small promise. Keeping it, again and again, is a visible demonstration of reliability, which is exactly the quality you want people to associate with you.

> A schedule is a promise your audience can watch you keep.

## Designing a rhythm you can sustain

The right cadence is the one you can keep during your worst quarter, not your best. Some guidelines:

1. **Start at half the frequency you think you can manage.** If you believe you can write weekly, commit to fortnightly. You can increase it later; cutting back looks like retreat.
2. **Pick a fixed day.** Regularity is about the pattern as much as the frequency.
3. **Build a buffer.** Keep two or three finished pieces in reserve for the weeks when work or life intervenes.
4. **Mix formats by effort.** A sustainable rhythm often combines one substantial piece a month with lighter weekly posts: a question, a short observation, a link with a paragraph of commentary.
5. **Plan for absence.** If you will be away, say so in advance. "Back on the 14th" keeps the promise; silence breaks it.

## What consistency is not

Consistency does not mean saying the same thing endlessly, or posting on schedule when you have nothing to say. It means a reliable *voice* and *focus*, delivered at a reliable *rhythm*. Within those boundaries you should be developing your thinking, occasionally changing your mind, and responding to events.

Nor does it mean volume. An executive who publishes one thoughtful piece a fortnight for three years will almost always be more trusted than one who posted daily for three months and then stopped.

## Recovering from a gap

If you have already gone quiet for a long stretch, the worst response is to return as if nothing happened — or to apologise at length. A better approach:

- Come back with a short, honest note: what you were focused on, and what you plan to write about now.
- Set a modest, clearly stated rhythm.
- Keep it for at least three months before judging the results.

Audiences are forgiving of gaps. They are less forgiving of a pattern of starting and stopping, because it suggests the next promise will not be kept either.

***

## The long view

Reputations are built over years, and the leaders with the strongest ones are rarely the most prolific or the most gifted writers. They are the ones who kept showing up, with the same focus and the same voice, long after most people would have stopped. In the language of our REACH method, consistency is where *Content* turns into *Holistic*: the point at which what you publish becomes indistinguishable from who you are known to be.`,
	},
]
