/**
 * Curated "reading list" articles for the admin's Import Articles button.
 * Short, original Brandline Desk pieces that summarise and comment on durable,
 * well-known public ideas, each linked to a stable reference page.
 */
import type { ArticleCategory } from './categories.ts'

export interface CuratedArticle {
	/** Stable key; the imported article's id is `curated-${key}`. */
	key: string
	headline: string
	/** 120–220 characters. */
	summary: string
	/** Markdown, 250–450 words. */
	content: string
	author: string
	category: ArticleCategory
	/** Lowercase; always includes "personal branding" and/or "influence". */
	keywords: string[]
	/** The main reference link. */
	sourceUrl: string
}

export const curatedArticles: CuratedArticle[] = [
	{
		key: 'pratfall-effect',
		headline:
			'The Pratfall Effect: Why a Visible Mistake Can Make a Leader More Likeable',
		summary:
			'A classic 1960s experiment suggests that competence plus a small, human slip earns more warmth than flawless polish. Here is how executives can use that without faking it.',
		content: `## The idea
In 1966, social psychologist [Elliot Aronson](https://en.wikipedia.org/wiki/Elliot_Aronson) ran a study in which participants listened to a recording of a candidate trying out for a quiz team. When a highly competent candidate clumsily spilled a cup of coffee at the end, listeners rated him *more* likeable than the same candidate without the blunder. When a mediocre candidate made the same slip, his rating fell. The finding became known as the [Pratfall effect](https://en.wikipedia.org/wiki/Pratfall_effect).

The key condition is easy to miss: **the mistake helps only once competence is established**. A blunder humanises an expert; it confirms doubts about a novice. Later research has also found that the effect varies with the audience, so treat it as a tendency, not a law.

## What it means for your brand
Many executives curate a public image so polished that it reads as distant. Polish signals competence, but it can also suggest that nobody is allowed to see the person behind the title. Small, honest admissions close that gap.

> Flawless is impressive. Slightly flawed and clearly capable is trusted.

## How to use it
- **Earn the credibility first.** Lead with substance: results, expertise, a clear point of view. Let the human moments come after.
- **Share real, low-stakes mistakes.** A misjudged hire you learned from, a product bet that missed, a presentation that fell flat. Keep them specific and resolved.
- **Never stage a pratfall.** Audiences are good at spotting manufactured vulnerability, and being caught faking humility costs far more than it gains.
- **Avoid mistakes that touch your core promise.** A finance chief joking about sloppy numbers is not endearing. Pick slips that sit outside what people rely on you for.
- **Show the lesson.** The story should end with what changed, so the takeaway is judgment, not carelessness.

## The Brandline take
Personal branding is not about seeming perfect. It is about being credible and relatable at the same time. If your public presence is all highlights, consider what one honest misstep, told well, might add to the picture.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: [
			'personal branding',
			'influence',
			'likeability',
			'vulnerability',
			'credibility',
		],
		sourceUrl: 'https://en.wikipedia.org/wiki/Pratfall_effect',
	},
	{
		key: 'dunbars-number',
		headline: "Dunbar's Number and the Limits of a Leader's Network",
		summary:
			'Anthropologist Robin Dunbar proposed that people can maintain only around 150 stable relationships. For executives, the real lesson is about layers and upkeep, not headcount.',
		content: `## The idea
In the 1990s, British anthropologist Robin Dunbar proposed that humans can maintain roughly 150 stable social relationships. He arrived at the figure by comparing the size of the neocortex with typical group sizes across primates and extrapolating to humans. The result, now known as [Dunbar's number](https://en.wikipedia.org/wiki/Dunbar%27s_number), is usually described as a series of nested layers: a handful of intimates, a slightly larger circle of close friends, and widening rings of people you know less well.

The number is debated. Critics question the method and the precision, and the figure should not be treated as a hard cap. But the underlying point is widely accepted: **attention is finite, and relationships need upkeep**.

## Why it matters for executives
Public visibility can create the illusion of a huge network. Followers, subscribers and conference contacts are an *audience*, which is valuable, but they are not relationships in Dunbar's sense. Influence at senior level usually runs through a much smaller group of people who know you, trust you and will take your call.

> An audience listens to you. A network vouches for you. You need both, and they are built differently.

## How to use it
- **Map your inner layers.** Write down the fifteen or so people whose trust matters most to your work: board members, key clients, peers, mentors. Are you investing in them deliberately?
- **Separate broadcast from relationship.** Content builds reach; one-to-one contact builds trust. Schedule both, and don't let posting replace conversation.
- **Prune without guilt.** If your calendar is full of low-value networking, you are spending a limited budget. Fewer, deeper relationships usually beat many shallow ones.
- **Use your audience to find relationships.** Readers who reply thoughtfully, repeat attendees, people who share your work: these are candidates for the closer rings.
- **Revisit regularly.** Roles change, and so should the map. A quarterly review keeps the network aligned with where you are going.

## The Brandline take
A strong personal brand widens the circle of people who know your name. Dunbar's idea is a reminder that influence is still decided by the smaller circle who know *you*. Grow the first without neglecting the second.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: ['personal branding', 'influence', 'networking', 'relationships'],
		sourceUrl: 'https://en.wikipedia.org/wiki/Dunbar%27s_number',
	},
	{
		key: 'mere-exposure-effect',
		headline:
			'The Mere-Exposure Effect: Why Steady Visibility Beats Occasional Brilliance',
		summary:
			"People tend to prefer what they have seen before. That simple finding explains why steady, recognisable visibility does more for a leader's reputation than occasional bursts.",
		content: `## The idea
The [mere-exposure effect](https://en.wikipedia.org/wiki/Mere-exposure_effect) is the tendency to develop a preference for things simply because they are familiar. Psychologist [Robert Zajonc](https://en.wikipedia.org/wiki/Robert_Zajonc) brought it to prominence in 1968 with experiments showing that repeated exposure to unfamiliar words, symbols and faces led people to rate them more positively. Later studies found the effect can appear even when people do not consciously remember the earlier exposure.

Two qualifiers matter. The effect tends to be strongest when people start out neutral or mildly positive; repetition does little to win over someone who already dislikes you. And it fades, or even reverses, with overexposure, when familiarity tips into boredom.

## What it means for your brand
Executives often treat visibility as a series of big moments: a keynote, a launch, a major interview. Those matter, but the mere-exposure effect suggests that **regular, recognisable presence** does quieter, cumulative work. A consistent name, face, tone and set of themes make you familiar, and familiarity makes you easier to like and to trust.

> You don't have to be unforgettable every time. You have to be recognisable every time.

## How to use it
- **Pick a rhythm you can keep.** A modest, steady cadence beats an ambitious plan abandoned after a month.
- **Keep the signals consistent.** The same headshot, the same bio line, the same two or three themes. Each appearance should reinforce the last, not reset it.
- **Show up where your audience already is.** Familiarity builds through repeated contact in the same places, not scattered one-offs.
- **Vary the content, not the identity.** To avoid fatigue, change formats and angles while keeping the core recognisable.
- **Lead with value.** Exposure amplifies whatever impression you are creating. Make sure it is one worth amplifying.

## The Brandline take
The mere-exposure effect is not a trick; it is a reason to be patient. Most influential personal brands are built less by single breakthroughs than by showing up, recognisably and usefully, for long enough that people come to feel they know you.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: ['personal branding', 'influence', 'visibility', 'consistency'],
		sourceUrl: 'https://en.wikipedia.org/wiki/Mere-exposure_effect',
	},
	{
		key: 'cialdini-principles',
		headline:
			"Cialdini's Principles of Influence, Read as a Leader's Checklist",
		summary:
			'Reciprocity, commitment, social proof, authority, liking and scarcity: the six principles from Influence, and how executives can apply them ethically to their public presence.',
		content: `## The idea
In his 1984 book *Influence: The Psychology of Persuasion*, psychologist [Robert Cialdini](https://en.wikipedia.org/wiki/Robert_Cialdini) described six principles that shape why people say yes. They have since become a standard reference in marketing, sales and negotiation, and they map neatly onto personal branding.

## The six principles, applied
- **Reciprocity.** People feel inclined to return favours. Leaders who give first, through useful insight, introductions or open advice, build goodwill before they ever ask for anything.
- **Commitment and consistency.** People like to act in line with what they have already said or done. Small commitments from your audience, such as subscribing or attending, make larger ones more natural later. It applies to you too: a clear, stable point of view is easier to follow than one that shifts every quarter.
- **Social proof.** When unsure, people look at what others like them are doing. Genuine testimonials, named clients (with permission) and visible peer engagement do more than self-description.
- **Authority.** People defer to credible expertise. Make your credentials *legible*: the specific problems you have solved, not a list of titles.
- **Liking.** We are more easily persuaded by people we like, and we tend to like people who are similar to us, who compliment us and who cooperate with us. Warmth and common ground are not soft extras.
- **Scarcity.** Things seem more valuable when they are limited. Used honestly, this is simply about not being everywhere at once; selectivity makes your time and voice count for more.

> Every principle has an honest version and a manipulative one. Audiences eventually learn which one you use.

## The ethics question
The principles are often misread as a toolkit for pressure. Fake countdown timers, manufactured testimonials and borrowed authority can work briefly, but they corrode the trust a personal brand depends on. The durable approach is to use the principles to **remove friction from a genuinely good offer**, not to disguise a weak one.

## How to start
- Audit your public profile against each principle and note which are missing.
- Fix the weakest honest signal first; for many executives it is social proof or legible authority.
- Drop any tactic you would be uncomfortable explaining to your audience.

## The Brandline take
Influence is not something you do *to* people. Read the six principles as a description of how agreement forms, and build a presence that earns each yes.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: ['influence', 'personal branding', 'persuasion', 'ethics'],
		sourceUrl: 'https://en.wikipedia.org/wiki/Robert_Cialdini',
	},
	{
		key: 'halo-effect',
		headline:
			'The Halo Effect: How One Strong Impression Colours Everything Else',
		summary:
			'A century-old finding shows that one positive trait spills over into how people judge everything else about us. Executives should understand it, use it honestly and guard against it.',
		content: `## The idea
The [halo effect](https://en.wikipedia.org/wiki/Halo_effect) is the tendency for a positive impression in one area to influence judgments in unrelated areas. Psychologist [Edward Thorndike](https://en.wikipedia.org/wiki/Edward_Thorndike) named it in 1920 after noticing that military officers who rated a soldier highly on one quality tended to rate him highly on others too, as if the ratings were not independent at all.

The reverse also exists, sometimes called the horn effect: one negative trait drags down perceptions of everything else.

## Why it matters for executives
People rarely have the time or information to evaluate a leader on every dimension. They take a strong signal, such as a respected company, a memorable talk or a sharp piece of writing, and let it fill in the gaps. That means **your most visible strength quietly sets the tone for how the rest of your work is judged**.

> People don't assess you line by line. They form an overall impression and read the details through it.

## How to use it
- **Identify your anchor.** What is the one thing people most associate with you? Make sure it is something you are proud of and can sustain.
- **Lead with it.** Bios, introductions and profile headlines should put your strongest, most relevant credential first.
- **Make first impressions deliberate.** Your headshot, opening line and the first piece of content people encounter do outsized work. Treat them as editorial decisions.
- **Watch for the horns.** A careless post, a missed commitment or a sloppy website can cast a shadow just as wide. Fix small, visible weaknesses early.
- **Don't borrow a halo you can't support.** Leaning on a famous employer or client name works only if your own substance holds up under closer inspection.

## The other side
Leaders are also subject to the halo effect when they judge others. A polished candidate or a confident pitch can blur your assessment of actual ability. Structured ways to evaluate people, such as consistent questions and separate criteria, protect your decisions and your reputation for fairness.

## The Brandline take
The halo effect explains why focus pays. A personal brand built around one clear, credible strength tends to lift everything around it. Choose that strength carefully; it will shape how people read the rest.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: [
			'personal branding',
			'influence',
			'first impressions',
			'perception',
		],
		sourceUrl: 'https://en.wikipedia.org/wiki/Halo_effect',
	},
	{
		key: 'ethos-pathos-logos',
		headline:
			"Ethos, Pathos, Logos: Aristotle's Framework for the Executive Message",
		summary:
			"More than two thousand years old, Aristotle's three modes of persuasion remain a practical test for any keynote, memo or post: does it earn trust, move people and make sense?",
		content: `## The idea
In the *Rhetoric*, Aristotle described three [modes of persuasion](https://en.wikipedia.org/wiki/Modes_of_persuasion) available to a speaker:

- **Ethos:** the character and credibility of the speaker.
- **Pathos:** the emotional state of the audience.
- **Logos:** the argument itself, its reasoning and evidence.

Aristotle held that ethos should be established by the speech itself, through good sense, good character and goodwill toward the audience, not simply by prior reputation. That is a useful reminder for anyone who expects a title to do the persuading.

## Why it still works
Most executive communication leans hard on one mode. Data-heavy leaders rely on logos and wonder why the room stays cold. Charismatic leaders rely on pathos and lose the sceptics. Leaders with impressive résumés rely on ethos and sound remote. **Persuasion works best when all three pull together.**

> Credibility gets you heard, emotion gets you remembered, and reasoning gets you believed.

## A quick check for any message
Before a keynote, board update or long post, ask:

- **Ethos:** Why should this audience trust me on this topic? Have I shown relevant experience, acknowledged limits and made clear I have their interests in mind?
- **Pathos:** What should they feel, and why does it matter to them? Is there a story, a stake or a concrete image, or only abstractions?
- **Logos:** What is the central claim, and what supports it? Could a sceptical reader follow the argument step by step?

## Common imbalances
- *All logos:* slides full of charts with no clear "so what".
- *All pathos:* stirring language that collapses under a single follow-up question.
- *All ethos:* a speech that is mostly about the speaker.

## The Brandline take
Aristotle's framework is a good diagnostic for personal branding because a brand is, in the end, a long-running argument about who you are and why people should listen. Credibility, resonance and reason are the three legs it stands on. Check that none of them is missing.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: [
			'influence',
			'personal branding',
			'persuasion',
			'communication',
			'rhetoric',
		],
		sourceUrl: 'https://en.wikipedia.org/wiki/Modes_of_persuasion',
	},
	{
		key: 'weak-ties',
		headline:
			'The Strength of Weak Ties: Why Acquaintances Matter More Than You Think',
		summary:
			'Sociologist Mark Granovetter argued that new opportunities often travel through acquaintances, not close friends. That makes the edges of your network a strategic asset.',
		content: `## The idea
In a 1973 paper titled "The Strength of Weak Ties", sociologist [Mark Granovetter](https://en.wikipedia.org/wiki/Mark_Granovetter) argued that casual acquaintances play an outsized role in spreading information. His research on how people found jobs suggested that useful leads often came through people they saw only occasionally, rather than through close friends.

The logic is structural. Close friends tend to know the same people and hear the same news as you. Acquaintances move in different circles, so they act as **bridges** to information and opportunities you would not otherwise encounter. Research on [interpersonal ties](https://en.wikipedia.org/wiki/Interpersonal_ties) has built on the idea ever since.

## Why it matters for executives
Senior leaders often concentrate their attention on a tight inner circle: the leadership team, the board, a few trusted advisers. That circle is essential for trust and execution, but it can become an echo chamber for new ideas, new talent and new markets. Weak ties are where the unexpected arrives.

> Your close circle tells you what you already know. Your acquaintances tell you what you don't.

A visible personal brand is, among other things, a weak-tie engine. Writing, speaking and sharing your thinking publicly create light connections with people outside your usual orbit, some of whom may later bring you an idea, a hire or a deal.

## How to use it
- **Stay lightly in touch.** A short note when someone changes roles, or an article they might like, keeps a dormant tie alive at almost no cost.
- **Cross boundaries on purpose.** Attend the occasional event outside your industry, or join a community in an adjacent field.
- **Make yourself easy to find.** A clear, current profile and a consistent public point of view let acquaintances know what to send your way.
- **Introduce people.** Connecting two acquaintances strengthens your role as a bridge and builds reciprocal goodwill.
- **Reactivate old ties.** Former colleagues and classmates are often valuable weak ties. A simple "thinking of you" message is rarely unwelcome.

## The Brandline take
Influence is not only about depth. The edges of your network, kept warm and visible, are where many of your best opportunities are likely to come from.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: ['personal branding', 'influence', 'networking', 'opportunity'],
		sourceUrl: 'https://en.wikipedia.org/wiki/Interpersonal_ties',
	},
	{
		key: 'signalling-theory',
		headline: 'Signalling Theory: Why Costly Proof Beats Cheap Claims',
		summary:
			'From economics and biology comes a simple rule: signals that are hard to fake are the ones people believe. For executives, it is a guide to building credibility that sticks.',
		content: `## The idea
[Signalling theory](https://en.wikipedia.org/wiki/Signalling_theory) asks how one party can credibly convey information to another when the receiver cannot observe it directly. It has roots in two fields. In economics, Michael Spence's 1973 work on [job market signalling](https://en.wikipedia.org/wiki/Signalling_%28economics%29) showed how education can act as a signal of ability to employers. In biology, Amotz Zahavi's [handicap principle](https://en.wikipedia.org/wiki/Handicap_principle) proposed that some animal displays are believable precisely because they are costly to produce.

The shared insight: **a signal is credible when it would be expensive or impossible for someone without the underlying quality to fake**.

## Why it matters for executives
Personal branding is full of cheap signals. Anyone can call themselves a visionary, a thought leader or an expert on a profile page. Because those claims cost nothing, audiences discount them. What people believe instead are signals that demanded real effort, risk or exposure.

> Claims are free. Proof has a price, and that is exactly why people trust it.

## Costly signals that build credibility
- **Sustained output.** Years of consistent writing or speaking on a subject are hard to counterfeit.
- **Specific, checkable detail.** Naming the problem you solved, the decision you made and what happened is riskier, and so more persuasive, than general claims.
- **Public positions.** Taking a clear stance that could turn out to be wrong shows conviction.
- **Endorsement by people with something to lose.** A recommendation from someone whose own reputation is on the line carries weight.
- **Visible generosity.** Giving away genuinely useful knowledge signals confidence that you have more to offer.

## A caution
Signals can be mimicked and inflated, and audiences adjust. Once a signal becomes easy to buy, such as follower counts or pay-to-enter awards, it loses value. Keep investing in signals that stay tied to real substance.

## The Brandline take
Ask of every element of your public presence: *would this be hard to fake?* If not, it is decoration. Build your personal brand on the signals that cost you something, because they are the ones that make people believe.`,
		author: 'Brandline Desk',
		category: 'personal-branding',
		keywords: [
			'personal branding',
			'influence',
			'credibility',
			'trust',
			'signalling',
		],
		sourceUrl: 'https://en.wikipedia.org/wiki/Signalling_theory',
	},
]
