import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { buildSearchIndex } from '../helpers/search-index.ts'
import { sampleArticles } from '#app/content/sample/articles.ts'
import { searchArticles } from '#app/server/articles/search.server.ts'
import { seedSampleContent } from '#app/server/site/seed.server.ts'

/**
 * The relevance suite (issue 20, decision 058): what a reader means by a query, over the sample
 * content a new site starts with, through the search service on the real database. Each query
 * names the articles a reader looking for that would expect among the first three results (or a
 * rule every one of the first three must meet: written by someone, carrying a tag). The
 * expectations were written from the articles, before looking at what the engine returned.
 * Runs on the embedded database and, with TEST_MONGODB_URI, on MongoDB: the same engine, so the
 * same answers.
 */
setupTestDatabase('search_relevance')

type Key = (typeof sampleArticles)[number]['key']
const sample = (key: Key) =>
	sampleArticles.find(article => article.key === key)!

interface Case {
	query: string
	/** Articles that must be among the first three. */
	first?: Key[]
	/** A rule each of the first three must meet. */
	every?: { rule: string; holds: (key: Key) => boolean }
}

const by = (author: string) => ({
	rule: `by ${author}`,
	holds: (key: Key) => sample(key).author === author,
})
const tagged = (tag: string) => ({
	rule: `tagged ${tag}`,
	holds: (key: Key) => (sample(key).tags ?? []).includes(tag),
})

const LINKEDIN_TAG: Key[] = [
	'reach-method-five-part-system-for-leaders',
	'professional-network-tests-feed-change-comments',
	'comment-first-strategy',
]

const SUITE: Case[] = [
	// Topics a reader comes for
	{ query: 'linkedin', first: LINKEDIN_TAG },
	{
		query: 'branding',
		first: [
			'founder-brand-vs-company-brand',
			'reach-method-five-part-system-for-leaders',
		],
	},
	{
		query: 'personal brand',
		first: [
			'founder-brand-vs-company-brand',
			'reach-method-five-part-system-for-leaders',
		],
	},
	{
		query: 'ghostwriter',
		first: ['simone-achebe-why-executives-sound-like-robots'],
	},
	{
		query: 'trust',
		first: [
			'reader-survey-consistency-beats-charisma',
			'consistency-is-a-trust-signal',
			'nadia-kovacs-trust-is-built-in-the-boring-parts',
		],
	},
	{
		query: 'newsletter',
		first: [
			'lena-park-on-leaving-social-media',
			'newsletter-platforms-add-referral-dashboards',
			'grow-executive-newsletter-to-1000-subscribers',
		],
	},
	{
		query: 'grow my newsletter',
		first: ['grow-executive-newsletter-to-1000-subscribers'],
	},
	{ query: 'podcast', first: ['borrowed-stages-podcasts-panels'] },
	{ query: 'introverts', first: ['visibility-for-introverted-leaders'] },
	{
		query: 'keynote',
		first: [
			'repurpose-one-keynote-into-a-month-of-content',
			'elliot-brandt-on-writing-a-talk-people-repeat',
		],
	},
	{ query: 'apology', first: ['how-to-own-a-public-mistake'] },
	{ query: 'owning a mistake', first: ['how-to-own-a-public-mistake'] },
	{ query: 'new ceo', first: ['first-90-days-as-ceo-public-profile-plan'] },
	{ query: 'how to write a bio', first: ['four-sentence-executive-bio'] },
	{ query: 'credibility', first: ['build-a-credibility-library'] },
	{
		query: 'disagree with your industry',
		first: ['the-responsible-contrarian'],
	},
	{
		query: 'founder or company brand',
		first: ['founder-brand-vs-company-brand'],
	},
	{
		query: 'feed algorithm',
		first: ['professional-network-tests-feed-change-comments'],
	},
	{
		query: 'newsletter referrals',
		first: ['newsletter-platforms-add-referral-dashboards'],
	},
	{
		query: 'charisma',
		first: [
			'reader-survey-consistency-beats-charisma',
			'nadia-kovacs-trust-is-built-in-the-boring-parts',
		],
	},
	{ query: 'social media', first: ['lena-park-on-leaving-social-media'] },
	{
		query: 'speechwriter',
		first: ['elliot-brandt-on-writing-a-talk-people-repeat'],
	},
	{
		query: 'coalition for an unpopular idea',
		first: ['allies-before-announcements'],
	},
	{
		query: 'repurposing talks',
		first: ['repurpose-one-keynote-into-a-month-of-content'],
	},
	{ query: 'publishing rhythm', first: ['consistency-is-a-trust-signal'] },
	{
		query: 'operating system',
		first: ['editorial-operating-system-for-founder-content'],
	},
	// Typos: one edit in a word of five letters or more
	{ query: 'linkdin', first: LINKEDIN_TAG },
	{
		query: 'ghostwritng',
		first: ['simone-achebe-why-executives-sound-like-robots'],
	},
	{ query: 'credibilty', first: ['build-a-credibility-library'] },
	{
		query: 'newsleter growth',
		first: ['grow-executive-newsletter-to-1000-subscribers'],
	},
	{
		query: 'persnal branding',
		first: [
			'founder-brand-vs-company-brand',
			'reach-method-five-part-system-for-leaders',
		],
	},
	// As typed: the last word not finished yet
	{
		query: 'ghostwr',
		first: ['simone-achebe-why-executives-sound-like-robots'],
	},
	{ query: 'credib', first: ['build-a-credibility-library'] },
	// Phrases
	{
		query: '"trust is built"',
		first: ['nadia-kovacs-trust-is-built-in-the-boring-parts'],
	},
	{
		query: '"personal brand"',
		first: [
			'founder-brand-vs-company-brand',
			'reach-method-five-part-system-for-leaders',
		],
	},
	{
		query: '"public profile"',
		first: [
			'first-90-days-as-ceo-public-profile-plan',
			'visibility-for-introverted-leaders',
		],
	},
	// People: authors and the people interviewed
	{ query: 'claire ashby', every: by('Claire Ashby') },
	{ query: 'okafor', every: by('Marcus Okafor') },
	{ query: 'tomas ferreira', every: by('Tomás Ferreira') },
	{
		query: 'rafael mendes',
		first: ['rafael-mendes-staying-visible-through-a-hard-year'],
	},
	{
		query: 'nadia kovacs',
		first: ['nadia-kovacs-trust-is-built-in-the-boring-parts'],
	},
	// Tags and sections
	{ query: 'thought leadership', every: tagged('Thought Leadership') },
	{ query: 'crisis communication', every: tagged('Crisis Communication') },
	{ query: 'public speaking', every: tagged('Public Speaking') },
	{
		query: 'expert interviews',
		first: [
			'simone-achebe-why-executives-sound-like-robots',
			'nadia-kovacs-trust-is-built-in-the-boring-parts',
		],
	},
]

beforeAll(async () => {
	await seedSampleContent({
		onlyIfEmpty: true,
		imageCache: process.env.SEED_IMAGE_CACHE_DIR,
	})
	await buildSearchIndex()
}, 120_000)

describe('search relevance over the sample content', () => {
	it('holds at least thirty queries', () => {
		expect(SUITE.length).toBeGreaterThanOrEqual(30)
	})

	it.each(SUITE)('$query', async ({ query, first = [], every }) => {
		const found = (await searchArticles(query)).results.map(result => result.id)
		const top = found.slice(0, 3)
		expect(top.length, `results for ${query}`).toBeGreaterThan(0)
		for (const key of first)
			expect(
				top,
				`${key} among the first three of ${found.join(', ')}`,
			).toContain(key)
		if (every)
			for (const key of top)
				expect(every.holds(key), `${key} is ${every.rule}`).toBe(true)
	})
})
