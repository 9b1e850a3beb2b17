import type { ArticleStatus } from '#app/content/article-status.ts'
import { currentActor, recordAudit } from '#app/server/admin/audit.server.ts'
import {
	Article,
	StaffMember,
	type ArticleFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { reviewRequestEmail } from '#app/server/people/staff-emails.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { sendPublicationEmail } from '#app/server/site/settings.server.ts'

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

/**
 * A draft sent for review: recorded in the audit log, and each active Editor and Administrator
 * is told by e-mail. The draft is saved whatever the mail server says; a failed message is logged.
 */
export async function recordReviewRequest(
	article: ArticleFields,
	requested: boolean | undefined,
): Promise<void> {
	if (!requested || article.status !== 'draft') return
	await recordAudit({
		action: 'review-requested',
		subjectId: article._id,
		subjectLabel: article.slug,
	})
	// The draft and its audit entry are saved: no failure in telling the editors undoes that.
	await tellReviewers(article).catch((error: unknown) =>
		logger.error(
			{ err: error, articleId: article._id },
			'review request: the editors could not be told by e-mail',
		),
	)
}

/** Tells each active Editor and Administrator, but the writer, that `article` waits for review. */
async function tellReviewers(article: ArticleFields): Promise<void> {
	const writer = currentActor()
	const reviewers = await StaffMember.find(
		{
			role: op({ $in: ['editor', 'administrator'] }),
			status: 'active',
		},
		{ email: 1, name: 1 },
	).lean<{ _id: string; email: string; name: string }[]>()
	const sent = await Promise.all(
		reviewers
			.filter(reviewer => reviewer._id !== writer?.id)
			.map(reviewer =>
				sendPublicationEmail(publication =>
					reviewRequestEmail(
						{
							to: reviewer,
							writerName: writer?.name ?? 'A contributor',
							headline: article.headline,
							articleId: article._id,
						},
						publication,
					),
				),
			),
	)
	const failed = sent.filter(ok => !ok).length
	if (failed > 0)
		logger.warn(
			{ articleId: article._id, failed },
			'review request: some editors were not told by e-mail',
		)
}
