/**
 * Bulk-inserts benchmark articles straight into the database (3 KB bodies, every category, five
 * years, current records with status and slug), as an import would, past the change log: a running
 * server does not hear of them; a server started afterwards reads them.
 */
import type mongoose from 'mongoose'
import { ARTICLE_CATEGORIES } from '#app/content/categories.ts'

/** Words a varied body is made of (pseudo-random text compresses about as real prose does). */
const WORDS =
	'the a of to and in that is for on with as it by at from this be are or an was not have your their work name trust readers write public private leaders numbers clients story brand voice audience growth week year first draft honest signal reply meeting method argument reputation advertising'.split(
		' ',
	)

/** A body of about three kilobytes that differs from every other (article `n`). */
function variedBody(n: number): { content: string; html: string } {
	let seed = n * 2654435761 + 1
	const paragraph = () =>
		Array.from({ length: 90 }, () => {
			seed = (seed * 1103515245 + 12345) % 2147483648
			return WORDS[seed % WORDS.length]
		}).join(' ') + '.'
	const [a, b, c, d] = [paragraph(), paragraph(), paragraph(), paragraph()]
	return {
		content: `## The argument\n\n${a}\n\n${b}\n\n## The method\n\n${c}\n\n${d}`,
		html: `<h2>The argument</h2><p>${a}</p><p>${b}</p><h2>The method</h2><p>${c}</p><p>${d}</p>`,
	}
}

/**
 * Returns `insertUpTo(total)`: inserts until `total` benchmark articles exist, and the ms it took.
 * `varied`: every body different (for sizes of exports; the default repeats one paragraph).
 * `rendererVersion`: the bodies' (1 by default, older than any renderer: read as needing a render).
 */
export function bulkArticleInserter(
	db: mongoose.mongo.Db,
	{ varied = false, rendererVersion = 1 } = {},
) {
	const categories = ARTICLE_CATEGORIES
	const paragraph =
		'Reputation is built in public and lost in private. Leaders who write about the work they actually do, with numbers and names, earn a kind of trust that advertising cannot buy. '
	const body = `## The argument\n\n${paragraph.repeat(8)}\n\n## The method\n\n${paragraph.repeat(8)}`
	const html = `<h2>The argument</h2><p>${paragraph.repeat(8)}</p><h2>The method</h2><p>${paragraph.repeat(8)}</p>`
	const fiveYears = 5 * 365 * 24 * 3600 * 1000
	const oldest = Date.now() - fiveYears
	let inserted = 0
	return async function insertUpTo(total: number): Promise<number> {
		const started = performance.now()
		while (inserted < total) {
			const size = Math.min(1000, total - inserted)
			const ids = Array.from(
				{ length: size },
				(_, n) => `bench-${String(inserted + n).padStart(7, '0')}`,
			)
			const now = new Date()
			await db.collection('article_bodies').insertMany(
				ids.map((id, n) => ({
					_id: id as never,
					...(varied ? variedBody(inserted + n) : { content: body, html }),
					rendererVersion,
					headline: `Benchmark article ${inserted + n}`,
					summary: 'A realistic body of about three kilobytes.',
				})),
				{ ordered: false },
			)
			// Current records (status, slug and its reservation), not legacy ones that start-up upgrades.
			await db.collection('article_slugs').insertMany(
				ids.map(id => ({ _id: id as never, articleId: id, createdAt: now })),
				{ ordered: false },
			)
			await db.collection('articles').insertMany(
				ids.map((id, n) => ({
					_id: id as never,
					slug: id,
					status: 'published',
					publishedAtChosen: false,
					version: 0,
					headline: `Benchmark article ${inserted + n} on building trust`,
					summary:
						'A realistic body of about three kilobytes, spread over categories and five years.',
					author: `Writer ${(inserted + n) % 50}`,
					category: categories[(inserted + n) % categories.length],
					// Spread over five years, older than the sample's articles, so the front pages stay the sample's.
					publishedAt: new Date(
						oldest +
							(((inserted + n) * 7919) % fiveYears) -
							30 * 24 * 3600 * 1000,
					),
					views: (inserted + n) % 997,
					shares: 0,
					linkedinShares: 0,
					twitterShares: 0,
					emailShares: 0,
					copyLinkShares: 0,
					featured: false,
					breaking: false,
					createdAt: now,
					updatedAt: now,
				})),
				{ ordered: false },
			)
			inserted += size
		}
		return performance.now() - started
	}
}
