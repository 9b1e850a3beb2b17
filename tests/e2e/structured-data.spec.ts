import { expect, test, type Page } from './fixtures.ts'

/**
 * Every public page: its social card tags (title, description, canonical, Open Graph, Twitter) and
 * every JSON-LD block, parsed and checked for the properties schema.org and search engines require
 * of its type (app/lib/seo.ts makes them). An unknown type fails too, so a new block gets a rule.
 */
const PAGES = [
	'/',
	'/article/reach-method-five-part-system-for-leaders',
	'/article/newsletter-platforms-add-referral-dashboards',
	'/category/audience-growth',
	'/category/guest-contributions',
	'/author/claire-ashby',
	'/author/marcus-okafor',
	'/guest-post',
	'/about',
	'/privacy',
	'/terms',
	'/game-of-influence',
	'/game-of-influence/result/012012012012',
	'/archive',
	'/authors',
	'/free-guide',
	'/search?q=trust',
]

/** Which block types each page must carry (others may carry more). */
const EXPECTED: Record<string, string[]> = {
	'/': ['WebSite'],
	'/article/reach-method-five-part-system-for-leaders': [
		'NewsArticle',
		'BreadcrumbList',
	],
	'/author/claire-ashby': ['Person'],
	'/author/marcus-okafor': ['Person'],
	'/guest-post': ['FAQPage'],
	'/about': ['Organization', 'HowTo'],
}

type Json = Record<string, unknown>
type Check = (block: Json, problems: string[], where: string) => void

const isAbsolute = (value: unknown) =>
	typeof value === 'string' && /^https?:\/\/[^/]+/.test(value)
const isText = (value: unknown) =>
	typeof value === 'string' && value.trim().length > 0
const isDate = (value: unknown) =>
	typeof value === 'string' &&
	!Number.isNaN(Date.parse(value)) &&
	/^\d{4}-\d{2}-\d{2}T/.test(value)
const asList = (value: unknown): unknown[] =>
	Array.isArray(value) ? value : value === undefined ? [] : [value]

function need(problems: string[], where: string, ok: boolean, what: string) {
	if (!ok) problems.push(`${where}: ${what}`)
}

const RULES: Record<string, Check> = {
	WebSite(block, problems, where) {
		need(problems, where, isText(block.name), 'name')
		need(problems, where, isAbsolute(block.url), 'absolute url')
		const action = block.potentialAction as Json | undefined
		need(
			problems,
			where,
			action?.['@type'] === 'SearchAction',
			'potentialAction SearchAction',
		)
		const target = action?.target as Json | string | undefined
		const template =
			typeof target === 'string'
				? target
				: (target?.urlTemplate as string | undefined)
		need(
			problems,
			where,
			isAbsolute(template) && template!.includes('{search_term_string}'),
			'SearchAction target with {search_term_string}',
		)
		need(
			problems,
			where,
			action?.['query-input'] === 'required name=search_term_string',
			'SearchAction query-input',
		)
	},
	Organization(block, problems, where) {
		need(problems, where, isText(block.name), 'name')
		need(problems, where, isAbsolute(block.url), 'absolute url')
		if (block.logo !== undefined)
			RULES.ImageObject!(block.logo as Json, problems, `${where}.logo`)
		if (block.aggregateRating !== undefined)
			RULES.AggregateRating!(
				block.aggregateRating as Json,
				problems,
				`${where}.aggregateRating`,
			)
	},
	ImageObject(block, problems, where) {
		need(
			problems,
			where,
			block['@type'] === 'ImageObject' && isAbsolute(block.url),
			'ImageObject with an absolute url',
		)
	},
	AggregateRating(block, problems, where) {
		const value = Number(block.ratingValue)
		need(
			problems,
			where,
			block['@type'] === 'AggregateRating' && value >= 1 && value <= 5,
			'ratingValue within 1-5',
		)
		need(
			problems,
			where,
			Number(block.reviewCount ?? block.ratingCount) > 0,
			'reviewCount or ratingCount',
		)
	},
	NewsArticle(block, problems, where) {
		need(
			problems,
			where,
			isText(block.headline) && (block.headline as string).length <= 110,
			'headline of at most 110 characters',
		)
		const images = asList(block.image)
		need(
			problems,
			where,
			images.length > 0 && images.every(isAbsolute),
			'image: absolute URLs',
		)
		need(
			problems,
			where,
			isDate(block.datePublished),
			'datePublished (ISO 8601)',
		)
		need(
			problems,
			where,
			block.dateModified === undefined || isDate(block.dateModified),
			'dateModified (ISO 8601)',
		)
		const authors = asList(block.author) as Json[]
		need(
			problems,
			where,
			authors.length > 0 &&
				authors.every(
					author =>
						['Person', 'Organization'].includes(author['@type'] as string) &&
						isText(author.name),
				),
			'author with @type and name',
		)
		for (const author of authors)
			if (author.url !== undefined)
				need(problems, where, isAbsolute(author.url), 'author url absolute')
		const publisher = block.publisher as Json | undefined
		need(
			problems,
			where,
			publisher?.['@type'] === 'Organization',
			'publisher Organization',
		)
		if (publisher)
			RULES.Organization!(publisher, problems, `${where}.publisher`)
		const entity = block.mainEntityOfPage as Json | string | undefined
		need(
			problems,
			where,
			isAbsolute(typeof entity === 'string' ? entity : entity?.['@id']),
			'mainEntityOfPage',
		)
	},
	Person(block, problems, where) {
		need(problems, where, isText(block.name), 'name')
		need(problems, where, isAbsolute(block.url), 'absolute url')
		if (block.image !== undefined)
			need(problems, where, isAbsolute(block.image), 'image absolute')
		for (const link of asList(block.sameAs))
			need(problems, where, isAbsolute(link), 'sameAs absolute')
	},
	FAQPage(block, problems, where) {
		const questions = asList(block.mainEntity) as Json[]
		need(problems, where, questions.length > 0, 'mainEntity questions')
		for (const question of questions) {
			need(
				problems,
				where,
				question['@type'] === 'Question' && isText(question.name),
				'Question with a name',
			)
			const answer = question.acceptedAnswer as Json | undefined
			need(
				problems,
				where,
				answer?.['@type'] === 'Answer' && isText(answer.text),
				'acceptedAnswer with text',
			)
		}
	},
	HowTo(block, problems, where) {
		need(problems, where, isText(block.name), 'name')
		const steps = asList(block.step) as Json[]
		need(problems, where, steps.length > 0, 'steps')
		for (const step of steps)
			need(
				problems,
				where,
				step['@type'] === 'HowToStep' && isText(step.text),
				'HowToStep with text',
			)
	},
	BreadcrumbList(block, problems, where) {
		const items = asList(block.itemListElement) as Json[]
		need(problems, where, items.length > 0, 'itemListElement')
		items.forEach((item, index) => {
			need(
				problems,
				where,
				item['@type'] === 'ListItem' && item.position === index + 1,
				`ListItem at position ${index + 1}`,
			)
			need(
				problems,
				where,
				isText(item.name) && isAbsolute(item.item),
				'ListItem name and absolute item',
			)
		})
	},
}

async function metaContent(
	page: Page,
	selector: string,
): Promise<string | null> {
	const element = page.locator(selector)
	return (await element.count()) > 0
		? element
				.first()
				.getAttribute(selector.startsWith('link') ? 'href' : 'content')
		: null
}

test.describe('page metadata and structured data', () => {
	test('every public page has a social card and valid JSON-LD of the types the SPEC lists', async ({
		page,
		request,
	}, testInfo) => {
		test.skip(
			testInfo.project.use.javaScriptEnabled !== false,
			'server-rendered: checked once, without JavaScript',
		)
		test.setTimeout(180_000)
		const problems: string[] = []
		for (const path of PAGES) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(200)
			const title = await page.title()
			need(problems, path, title.trim().length > 0, 'title')
			for (const selector of [
				'meta[name="description"]',
				'meta[property="og:title"]',
				'meta[property="og:description"]',
				'meta[name="twitter:title"]',
				'meta[name="twitter:description"]',
			]) {
				need(
					problems,
					path,
					isText(await metaContent(page, selector)),
					selector,
				)
			}
			need(
				problems,
				path,
				(await metaContent(page, 'meta[name="twitter:card"]')) ===
					'summary_large_image',
				'twitter:card summary_large_image',
			)
			for (const selector of [
				'link[rel="canonical"]',
				'meta[property="og:url"]',
				'meta[property="og:image"]',
				'meta[name="twitter:image"]',
			]) {
				need(
					problems,
					path,
					isAbsolute(await metaContent(page, selector)),
					`${selector} absolute`,
				)
			}
			const canonical = new URL(
				(await metaContent(page, 'link[rel="canonical"]'))!,
			)
			need(
				problems,
				path,
				canonical.pathname === new URL(path, 'http://x').pathname,
				'canonical names the page',
			)

			const blocks = (
				await page
					.locator('script[type="application/ld+json"]')
					.allTextContents()
			).map(text => JSON.parse(text) as Json)
			const types = blocks.map(block => block['@type'] as string)
			for (const type of EXPECTED[path] ?? [])
				need(problems, path, types.includes(type), `a ${type} block`)
			blocks.forEach((block, index) => {
				const where = `${path} [${index}] ${String(block['@type'])}`
				need(
					problems,
					where,
					block['@context'] === 'https://schema.org',
					'@context https://schema.org',
				)
				const rule = RULES[block['@type'] as string]
				if (!rule) problems.push(`${where}: no rule for this type`)
				else rule(block, problems, where)
			})
		}
		expect(problems).toEqual([])

		// The default social image is a real image.
		const image = await request.get('/api/og-image')
		expect(image.status()).toBe(200)
		expect(image.headers()['content-type']).toMatch(/^image\//)
	})
})
