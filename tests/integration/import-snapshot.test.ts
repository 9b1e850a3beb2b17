/**
 * An import plans from a snapshot of the site read once per run (docs/decisions/076), so the site
 * can change under it. What another editor or another run writes meanwhile must still win: an
 * address taken after the snapshot is not given to the imported post, nor are its old addresses
 * sent there; an article that appeared under the post's id keeps its body.
 */
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { ghostExport } from '../../bench/ghost-fixture.ts'
import {
	createArticle,
	insertArticleOnce,
} from '#app/server/articles/editing.server.ts'
import { ghostArticleId } from '#app/server/imports/ghost-plan.server.ts'
import { readGhostUpload } from '#app/server/imports/ghost-plan.server.ts'
import {
	planPosts,
	type CategoryChoice,
} from '#app/server/imports/import-plan.server.ts'
import {
	emptyReport,
	pendingBatch,
	writeBatch,
} from '#app/server/imports/import-write.server.ts'
import { siteSnapshot } from '#app/server/imports/site-snapshot.server.ts'
import {
	Article,
	ArticleBody,
	ArticleSlug,
	Redirect,
} from '#app/server/models/index.ts'
import { ArticleSchema } from '#app/schemas/article.ts'

setupTestDatabase('import_snapshot')

const choice: CategoryChoice = {
	categoryMap: {},
	defaultCategory: 'personal-branding',
}

/** One Ghost post (published, with an old address `/{slug}`), read as the import reads it. */
function onePost(slug: string) {
	const file = JSON.parse(ghostExport(1).toString()) as {
		db: [{ data: { posts: Array<{ id: string; slug: string }> } }]
	}
	const post = file.db[0].data.posts[0]!
	post.slug = slug
	const read = readGhostUpload(
		Buffer.from(JSON.stringify(file)),
		'https://ghost.example',
	)
	return { sourceId: post.id, posts: read.posts.slice(0, 1) }
}

/** Plans the posts against `site` and writes them as one batch; answers the report. */
async function importBatch(
	posts: ReturnType<typeof onePost>['posts'],
	site: Awaited<ReturnType<typeof siteSnapshot>>,
) {
	const runId = 'snapshot-test'
	const { planned } = planPosts(posts, choice, site)
	const report = emptyReport('ghost')
	await writeBatch(planned, {
		runId,
		report,
		claimed: new Set(),
		notWritten: new Set(),
		pending: pendingBatch(runId, 0, planned, site),
		site,
	})
	return { planned, report }
}

const ours = (slug: string) =>
	ArticleSchema.parse({
		headline: 'Written here while the import ran',
		summary: 'An editor of this site took the address first.',
		content:
			'A body long enough for the schema, written by an editor of this site while an import of another site was running.',
		author: 'Desk Editor',
		category: 'personal-branding',
		slug,
	})

describe('an import planned from a snapshot the site has since moved past', () => {
	it('gives a post whose address was taken meanwhile another one, and sends its old address there', async () => {
		const { sourceId, posts } = onePost('taken-meanwhile')
		const site = await siteSnapshot()
		const theirs = await createArticle(ours('taken-meanwhile'))

		const { planned, report } = await importBatch(posts, site)
		expect(planned[0]!.input?.slug).toBe('taken-meanwhile')
		expect(report.imported).toBe(1)
		const imported = await Article.findById(ghostArticleId(sourceId)).lean()
		expect(imported?.slug).toBeTruthy()
		expect(imported!.slug).not.toBe('taken-meanwhile')
		expect(
			(await ArticleSlug.findById('taken-meanwhile').lean())?.articleId,
		).toBe(theirs.id)
		// The old address leads to the imported post, not to the article that took its address.
		expect((await Redirect.findById('/taken-meanwhile').lean())?.to).toBe(
			`/article/${imported!.slug}`,
		)
	})

	it('leaves an article that appeared under the post’s id as it was, its body included', async () => {
		const { sourceId, posts } = onePost('second-run-post')
		const id = ghostArticleId(sourceId)
		// The same post id as above: start without its article.
		await Article.deleteOne({ _id: id })
		await ArticleBody.deleteOne({ _id: id })
		const site = await siteSnapshot()
		// Another run (or a repeated id in the file) writes this article after the snapshot.
		expect(
			await insertArticleOnce(id, {
				...ours('first-version'),
				publishedAt: new Date(),
			}),
		).toBe('first-version')
		const before = await ArticleBody.findById(id).lean()

		await importBatch(posts, site)
		const after = await ArticleBody.findById(id).lean()
		expect(after?.content).toBe(before?.content)
		expect((await Article.findById(id).lean())?.slug).toBe('first-version')
		expect(await ArticleSlug.findById('second-run-post').lean()).toBeNull()
	})
})
