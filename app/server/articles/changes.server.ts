import type { AuditAction } from '#app/content/audit.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import {
	isPublicArticle,
	type Placement,
	samePlacement,
	listTags,
} from './public.server.ts'
import { queueIfScheduled } from './publishing-queue.server.ts'

/**
 * Tells the page cache what a change of article `id` from `before` to `after` (null: absent)
 * changed, as readers see it. An article readers could not see before and cannot see now changes
 * no public page. One that stops being public, or whose address changes, is dropped at once
 * (never served again: its old address answers 404 or 301 from the next request); one that
 * becomes public joins its lists; a public one that stays so refreshes its page, and its lists if
 * it moved between them.
 */
export async function announceChange(
	id: string,
	before: Placement | null,
	after: Placement | null,
	now: Date = new Date(),
): Promise<void> {
	await invalidateChange(id, before, after, now)
	await queueIfScheduled(id, after)
	const action = auditedChange(before, after)
	if (action && after)
		await recordAudit({
			action,
			subjectId: id,
			subjectLabel: after.slug,
			detail:
				action === 'article-scheduled' || action === 'article-published'
					? `for ${new Date(after.publishedAt).toISOString()}`
					: action === 'article-created'
						? after.status
						: undefined,
		})
}

/**
 * What of a change the audit log records: a new article, and a change of status or of a booked
 * time. Edits of text are kept as revisions, not here.
 */
function auditedChange(
	before: Placement | null,
	after: Placement | null,
): AuditAction | null {
	if (!after) return null
	if (!before) return 'article-created'
	const rebooked =
		new Date(before.publishedAt).getTime() !==
		new Date(after.publishedAt).getTime()
	if (
		after.status === 'scheduled' &&
		(before.status !== 'scheduled' || rebooked)
	)
		return 'article-scheduled'
	if (after.status === 'published' && before.status !== 'published')
		return 'article-published'
	if (before.status === 'published' && after.status !== 'published')
		return 'article-unpublished'
	return null
}

async function invalidateChange(
	id: string,
	before: Placement | null,
	after: Placement | null,
	now: Date,
): Promise<void> {
	const wasPublic = before !== null && isPublicArticle(before, now)
	const isPublic = after !== null && isPublicArticle(after, now)
	if (!wasPublic && !isPublic) return
	const placements = [before, after].filter(
		(placement): placement is Placement => placement !== null,
	)
	if (!isPublic || (wasPublic && before.slug !== after.slug)) {
		await invalidatePages([PAGE_TAGS.article(id)], { removal: true })
		await invalidatePages(listTags(...placements))
		return
	}
	const moved = !wasPublic || !samePlacement(before, after)
	await invalidatePages([
		PAGE_TAGS.article(id),
		...(moved ? listTags(...placements) : []),
	])
}
