import type { ArticleStatus } from '#app/content/article-status.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'

/** Who owns an article and where it stands: what `articleRights` needs (docs/decisions/073). */
export interface ArticleOwnership {
	ownerId?: string
	status: ArticleStatus
}

/** Null when there is no such article. */
export async function articleOwnership(
	id: string,
): Promise<ArticleOwnership | null> {
	const found = await Article.findById(id, { ownerId: 1, status: 1 }).lean<{
		ownerId?: string
		status: ArticleStatus
	}>()
	return found ? { ownerId: found.ownerId, status: found.status } : null
}

/** Who an article is created for, and whether its writer asks for review (docs/decisions/073). */
export interface Ownership {
	ownerId?: string
	reviewRequested?: boolean
}

/** A review is asked for a draft only; publishing or scheduling it answers the request. */
export function reviewRequestedAt(
	publication: { status: ArticleFields['status'] },
	requested: boolean | undefined,
	now: Date,
): Date | undefined {
	return requested && publication.status === 'draft' ? now : undefined
}

export async function recordReviewRequest(
	article: ArticleFields,
	requested: boolean | undefined,
): Promise<void> {
	if (requested && article.status === 'draft')
		await recordAudit({
			action: 'review-requested',
			subjectId: article._id,
			subjectLabel: article.slug,
		})
}
