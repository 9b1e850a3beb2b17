/**
 * Synthetic articles for the search benchmark (bench/search.ts): deterministic (seeded) business
 * English on personal branding, LinkedIn, audiences, trust, ghostwriting… in markdown, 600–1,200
 * words, 2–5 tags, 80 authors, every category, ten years of dates. A Zipfian long tail of real
 * English words (/usr/share/dict/american-english when installed, else pseudo-words) gives each
 * article a realistic share of distinct words (~45 % of its words), which is what sizes an inverted
 * index. `BIGVOCAB=1` mixes in pseudo-words (names, brands, jargon) for a vocabulary the size of a
 * real archive's (~370,000 distinct words at 100,000 articles).
 */
import { existsSync, readFileSync } from 'node:fs'

export interface Article {
	id: string
	headline: string
	summary: string
	body: string // markdown
	tags: string[]
	author: string
	category: string
	categoryName: string
	publishedAt: number // epoch ms
}

export function rng(seed: number): () => number {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const CATEGORIES: [string, string][] = [
	['personal-branding', 'Personal Branding'],
	['audience-growth', 'Audience Growth'],
	['trust-building', 'Trust Building'],
	['influence-strategies', 'Influence Strategies'],
	['expert-interviews', 'Expert Interviews'],
	['interviews', 'Interviews'],
	['guest-contributions', 'Guest Contributions'],
]

const FIRST =
	'Amara Ben Chloe Dev Elena Farid Grace Hiro Isla Jonas Kira Liam Maya Noah Olivia Priya Quinn Rosa Sam Tara Umar Vera Wes Xin Yara Zoe Aditi Bruno Carmen Dmitri'.split(
		' ',
	)
const LAST =
	'Okafor Lindqvist Moreau Patel Reyes Nakamura Schultz Haddad Kowalski Brennan Adeyemi Castillo Duarte Eriksen Fischer Gallagher Horvat Ivanova Jensen Khan'.split(
		' ',
	)

const NOUNS = (
	'brand audience trust reputation story voice network newsletter post profile creator founder executive ' +
	'leader consultant coach client customer community follower subscriber reader listener platform channel algorithm ' +
	'feed headline hook thread carousel video podcast webinar keynote interview byline column essay draft editor ' +
	'ghostwriter ghostwriting strategy positioning niche message promise proof credibility authority expertise insight ' +
	'framework playbook calendar cadence consistency engagement reach impression click conversion funnel pipeline lead ' +
	'referral recommendation endorsement testimonial case study portfolio website bio headshot banner tagline pitch ' +
	'sponsor partnership collaboration campaign launch offer product service pricing revenue agency team career ' +
	'employer recruiter hiring manager colleague mentor peer industry market competitor differentiation identity ' +
	'value mission purpose transparency authenticity vulnerability consistency signal noise attention habit routine ' +
	'metric dashboard analytics benchmark experiment hypothesis feedback comment reply share repost like mention tag ' +
	'hashtag event conference panel meetup workshop course cohort membership paywall archive search SEO keyword'
).split(' ')
const PLURAL = (n: string) =>
	/(s|sh|ch|x)$/.test(n)
		? n + 'es'
		: /[^aeiou]y$/.test(n)
			? n.slice(0, -1) + 'ies'
			: n + 's'
const VERBS = (
	'build grow earn lose protect measure publish write edit ghostwrite pitch position share repurpose ' +
	'schedule test launch nurture convert attract retain engage amplify brand rebrand audit refine clarify simplify ' +
	'document narrate signal prove deliver invite answer interview quote cite link follow subscribe recommend ' +
	'outsource delegate automate plan prioritise focus compound earn sustain'
).split(' ')
const ING = (v: string) =>
	v.endsWith('e') && !v.endsWith('ee')
		? v.slice(0, -1) + 'ing'
		: /^(plan|audit)$/.test(v)
			? v + (v === 'plan' ? 'ning' : 'ing')
			: v + 'ing'
const ED = (v: string) =>
	v.endsWith('e')
		? v + 'd'
		: v === 'plan'
			? 'planned'
			: v.endsWith('y') && !/[aeiou]y$/.test(v)
				? v.slice(0, -1) + 'ied'
				: v + 'ed'
const ADJ = (
	'personal professional authentic credible consistent memorable distinctive trusted loyal engaged ' +
	'organic paid early small large quiet loud clear vague practical strategic tactical long-term short-term ' +
	'visible invisible durable fragile honest generous specific useful relevant niche global local senior junior ' +
	'remote hybrid premium free weekly daily monthly quarterly annual recurring viral steady measurable'
).split(' ')
const ADV =
	'quietly steadily deliberately rarely often consistently honestly carefully quickly slowly publicly privately'.split(
		' ',
	)
const PROPER = [
	'LinkedIn',
	'YouTube',
	'Substack',
	'Instagram',
	'TikTok',
	'Medium',
	'Beehiiv',
	'Notion',
	'Slack',
	'Google',
	'X',
	'Threads',
	'Bluesky',
	'Spotify',
]
const TAGS = (
	'linkedin ghostwriting newsletters personal-brand thought-leadership audience trust storytelling ' +
	'video podcasting seo founders executives creators b2b careers recruiting public-speaking writing editing ' +
	'analytics algorithms community partnerships pricing agencies freelancing reputation crisis-communications ' +
	'ai-tools authenticity consistency positioning niches case-studies interviews productivity habits'
).split(' ')
const STOP_FILL =
	'the a of to and in that is for it with as on be at by this from or an are was not but have'.split(
		' ',
	)

let tailCache: { tail: string[]; cdf: Float64Array; acc: number } | undefined
function makeTail() {
	// shuffle the long tail deterministically so Zipf ranks aren't alphabetical
	const tail = loadLongTail()
	const tr = rng(1234)
	for (let i = tail.length - 1; i > 0; i--) {
		const j = Math.floor(tr() * (i + 1))
		;[tail[i], tail[j]] = [tail[j]!, tail[i]!]
	}
	// Zipf(s=1) over the tail via inverse CDF on a precomputed table
	const cdf = new Float64Array(tail.length)
	let acc = 0
	for (let i = 0; i < tail.length; i++) cdf[i] = acc += 1 / (i + 10)
	return { tail, cdf, acc }
}

function loadLongTail(): string[] {
	const path = '/usr/share/dict/american-english'
	if (existsSync(path)) {
		return readFileSync(path, 'utf8')
			.split('\n')
			.filter(w => /^[a-z]{3,}$/.test(w))
	}
	const r = rng(7),
		syl = [
			'ka',
			'lo',
			'mi',
			'ter',
			'son',
			'bre',
			'dal',
			'vin',
			'qu',
			'ora',
			'pel',
			'sta',
			'nor',
			'ix',
			'ent',
			'ul',
		]
	const out: string[] = []
	for (let i = 0; i < 60000; i++) {
		let w = ''
		const n = 2 + Math.floor(r() * 3)
		for (let j = 0; j < n; j++) w += syl[Math.floor(r() * syl.length)]
		out.push(w)
	}
	return out
}

/** Lazily, so a benchmark can index 100,000 articles without holding ~700 MB of markdown. */
export function* generateArticles(n: number, seed = 42): Generator<Article> {
	const r = rng(seed)
	const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!
	const { tail, cdf, acc } = (tailCache ??= makeTail())
	// BIGVOCAB=1: 15 % of long-tail words come from a Zipfian tail of 2 M pseudo-words (names, brands,
	// jargon, typos), for a vocabulary the size of a real archive's (~300–400k distinct words at 100k articles).
	const big = process.env.BIGVOCAB === '1'
	const SYL = [
		'ka',
		'lo',
		'mi',
		'ter',
		'son',
		'bre',
		'dal',
		'vin',
		'qu',
		'ora',
		'pel',
		'sta',
		'nor',
		'ix',
		'ent',
		'ul',
		'ra',
		'zen',
		'tho',
		'gau',
	]
	const pseudo = () => {
		let i = Math.floor(Math.exp(r() * Math.log(2e6))) // log-uniform rank ≈ Zipf(1)
		let w = ''
		do {
			w += SYL[i % 20]
			i = Math.floor(i / 20)
		} while (i > 0)
		return w + SYL[(w.length * 7) % 20]
	}
	const zipf = (): string => {
		if (big && r() < 0.15) return pseudo()
		const x = r() * acc
		let lo = 0,
			hi = cdf.length - 1
		while (lo < hi) {
			const m = (lo + hi) >> 1
			if (cdf[m]! < x) lo = m + 1
			else hi = m
		}
		return tail[lo]!
	}
	const authors = Array.from(
		{ length: 80 },
		(_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
	)
	const noun = () => (r() < 0.3 ? PLURAL(pick(NOUNS)) : pick(NOUNS))
	const np = () => {
		const x = r()
		if (x < 0.25) return `the ${pick(ADJ)} ${noun()}`
		if (x < 0.4) return `your ${noun()}`
		if (x < 0.5) return `a ${pick(ADJ)} ${pick(NOUNS)}`
		if (x < 0.6) return `${pick(PROPER)} ${noun()}`
		if (x < 0.7) return `the ${zipf()}`
		return `${pick(ADJ)} ${PLURAL(pick(NOUNS))}`
	}
	const tailWords = (k: number) => Array.from({ length: k }, zipf).join(' ')
	const TEMPLATES: (() => string)[] = [
		() =>
			`Most ${PLURAL(pick(NOUNS))} ${pick(VERBS)} ${np()} long before they ${pick(VERBS)} ${np()}.`,
		() =>
			`${cap(ING(pick(VERBS)))} ${np()} on ${pick(PROPER)} is less about ${np()} and more about ${np()}.`,
		() =>
			`When ${pick(authors)} started to ${pick(VERBS)} ${np()}, the ${pick(NOUNS)} ${ADV_()} ${ED(pick(VERBS))} ${np()}.`,
		() =>
			`The ${pick(ADJ)} ${pick(NOUNS)} is not ${np()}; it is ${np()} that ${pick(['compounds', 'grows', 'lasts', 'fades', 'matters'])} over ${pick(['years', 'months', 'a career', 'a decade'])}.`,
		() =>
			`"${cap(pick(VERBS))} ${np()} ${pick(['every week', 'every day', 'before you pitch', 'after each launch'])}," says ${pick(authors)}, a ${pick(ADJ)} ${pick(NOUNS)} who ${pick(VERBS)}s ${np()} for ${PLURAL(pick(NOUNS))}.`,
		() =>
			`${cap(pick(STOP_FILL))} ${tailWords(1)} ${pick(STOP_FILL)} ${np()} ${pick(STOP_FILL)} ${tailWords(2)} ${pick(STOP_FILL)} ${np()}.`,
		() =>
			`In ${2015 + Math.floor(r() * 11)}, ${Math.floor(r() * 90) + 5} percent of ${PLURAL(pick(NOUNS))} said ${np()} ${ADV_()} ${ED(pick(VERBS))} their ${pick(NOUNS)}.`,
		() =>
			`Ghostwriting ${np()} works when the ${pick(NOUNS)} keeps ${np()} and the ${pick(NOUNS)} keeps ${np()}, which ${tailWords(3)} ${np()}.`,
		() =>
			`If your ${pick(NOUNS)} on LinkedIn reads like ${np()}, ${pick(VERBS)} ${np()} with ${np()} and ${tailWords(2)}.`,
		() =>
			`Trust is ${ED(pick(VERBS))} in ${np()}, ${ADV_()} ${ED(pick(VERBS))} in ${np()}, and ${ADV_()} ${ED(pick(VERBS))} by ${np()} ${tailWords(2)}.`,
		() =>
			`${cap(np())} ${pick(['beats', 'outlasts', 'supports', 'undermines', 'feeds'])} ${np()} because ${PLURAL(pick(NOUNS))} ${pick(VERBS)} ${np()} ${tailWords(2)}.`,
		() =>
			`Ask ${pick(['three', 'five', 'ten', 'a dozen'])} ${PLURAL(pick(NOUNS))} what ${np()} ${ADV_()} means and you will hear ${np()}, ${np()} and ${tailWords(2)}.`,
	]
	function ADV_() {
		return pick(ADV)
	}
	const sentence = () => pick(TEMPLATES)()
	const start = Date.UTC(2016, 0, 1),
		span = Date.UTC(2026, 0, 1) - start
	for (let i = 0; i < n; i++) {
		const [category, categoryName] = pick(CATEGORIES)
		const targetWords = 600 + Math.floor(r() * 600)
		const parts: string[] = []
		let words = 0
		while (words < targetWords) {
			if (parts.length > 0 && r() < 0.12) {
				const h = `## ${cap(ING(pick(VERBS)))} ${np()}`
				parts.push(h)
				words += h.split(' ').length
			}
			if (r() < 0.08) {
				const items = Array.from(
					{ length: 3 + Math.floor(r() * 3) },
					() => `- **${cap(pick(VERBS))}** ${np()} with ${np()}`,
				)
				parts.push(items.join('\n'))
				words += items.join(' ').split(' ').length
			}
			const para = Array.from(
				{ length: 3 + Math.floor(r() * 4) },
				sentence,
			).join(' ')
			const linked =
				r() < 0.15
					? para.replace(
							/ (\w+) (\w+)\./,
							` [$1 $2](https://example.com/${i}).`,
						)
					: para
			parts.push(linked)
			words += para.split(' ').length
		}
		const tags = Array.from(
			new Set(
				Array.from({ length: 2 + Math.floor(r() * 4) }, () => pick(TAGS)),
			),
		)
		const headline = pick([
			() => `How to ${pick(VERBS)} ${np()} without ${ING(pick(VERBS))} ${np()}`,
			() => `${cap(np())}: why ${PLURAL(pick(NOUNS))} ${pick(VERBS)} ${np()}`,
			() =>
				`${Math.floor(r() * 9) + 3} ways to ${pick(VERBS)} ${np()} on ${pick(PROPER)}`,
			() => `The ${pick(ADJ)} ${pick(NOUNS)} behind ${np()}`,
			() => `${pick(authors)} on ${ING(pick(VERBS))} ${np()}`,
		])()
		const summary = `${sentence()} ${sentence()}`
		yield {
			id: `a${i.toString(36).padStart(5, '0')}`,
			headline: cap(headline),
			summary,
			body: parts.join('\n\n'),
			tags,
			author: pick(authors),
			category,
			categoryName,
			publishedAt: start + Math.floor(r() * span),
		}
	}
}

function cap(s: string): string {
	return s.charAt(0).toUpperCase() + s.slice(1)
}
