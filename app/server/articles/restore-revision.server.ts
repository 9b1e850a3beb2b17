import { ArticleSchema } from '#app/schemas/article.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { invalid } from '#app/server/platform/errors.server.ts'
import { updateArticle } from './editing.server.ts'
import type { ArticleView } from './public.server.ts'
import { getArticle } from './reading.server.ts'
import { getRevision } from './revisions.server.ts'

/**
 * Restores a revision: a save of its headline, summary and body over the article as it is now
 * (status, date, address, images and the rest stay), made from `version` like an editor's save, so
 * a restore from a page older than the article is refused (`conflict`). The restore is itself a
 * revision. Null when the article or the revision is gone.
 */
export async function restoreArticleRevision(
	id: string,
	revisionId: string,
	version: number,
	now: Date = new Date(),
): Promise<ArticleView | null> {
	const [current, revision] = await Promise.all([
		getArticle(id),
		getRevision(id, revisionId),
	])
	if (!current || !revision) return null
	const { status: _status, publishedAt: _publishedAt, ...kept } = current
	// Tags go back by their names: the view's `tags` are slugs, which would become the names.
	const parsed = ArticleSchema.safeParse({
		...kept,
		tags: kept.tagNames ?? kept.tags,
		headline: revision.headline,
		summary: revision.summary,
		content: revision.content,
		version,
	})
	if (!parsed.success)
		throw invalid(
			`This revision cannot be restored as it is: ${parsed.error.issues[0]?.message ?? 'it breaks a rule of the editor'}.`,
		)
	const restored = await updateArticle(id, parsed.data, now, {
		restoredFrom: revision.id,
	})
	if (restored)
		await recordAudit({
			action: 'revision-restored',
			subjectId: id,
			subjectLabel: restored.slug,
			detail: `revision of ${new Date(revision.savedAt).toISOString()}`,
		})
	return restored
}
