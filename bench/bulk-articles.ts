/**
 * Bulk-inserts benchmark articles straight into the database (3 KB bodies, every category, five
 * years, current records with status and slug), as an import would, past the change log: a running
 * server does not hear of them; a server started afterwards reads them.
 */
import type mongoose from 'mongoose'
import { ARTICLE_CATEGORIES } from '#app/content/categories.ts'

/** Returns `insertUpTo(total)`: inserts until `total` benchmark articles exist, and the ms it took. */
export function bulkArticleInserter(db: mongoose.mongo.Db) {
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
					content: body,
					html,
					rendererVersion: 1,
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
