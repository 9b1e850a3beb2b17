/**
 * One save per version of an article, exactly, on every server: the save made from version n
 * claims `edit:{id}:{n}` (coordination/claims.server.ts), and the update is also conditional on the
 * version (records from before versions: 0). A save from another tab in between wins; this one is
 * refused. A save without a version (the JSON API before versions) is not checked.
 */
import mongoose from 'mongoose'
import { claim, releaseClaim } from '#app/server/coordination/claims.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import type { replacement } from '#app/server/models/shared.ts'

/** A version's save claim is kept far longer than two saves from it can race (then the version check refuses). */
const EDIT_CLAIM_LIFETIME_MS = 24 * 3_600_000

/** The claim that one save is made from version `version` of article `articleId`. */
function editClaimId(articleId: string, version: number): string {
	return `edit:${articleId}:${version}`
}

/** What a versioned save came to: saved (the article after it), refused as made from an older version, or no such article. */
export type VersionedSave =
	| { outcome: 'saved'; updated: ArticleFields }
	| { outcome: 'changed-meanwhile' }
	| { outcome: 'missing' }

/**
 * Applies `update` to article `id` stored at version `current`, adding one to its version; checked
 * against other saves when `editedFrom` (the version the editor opened) is given.
 */
export async function saveArticleVersion(
	id: string,
	current: number,
	editedFrom: number | undefined,
	update: ReturnType<typeof replacement>,
	now: Date,
): Promise<VersionedSave> {
	const editClaim = editClaimId(id, current)
	const lifetimeMs = EDIT_CLAIM_LIFETIME_MS
	if (
		editedFrom !== undefined &&
		!(await claim(editClaim, { outcome: 'edit', lifetimeMs, now }))
	)
		return { outcome: 'changed-meanwhile' }
	const sameVersion =
		current === 0
			? {
					$or: [
						{ version: 0 },
						{ version: mongoose.trusted({ $exists: false }) },
					],
				}
			: { version: current }
	let updated: ArticleFields | null
	try {
		updated = await Article.findOneAndUpdate(
			{ _id: id, ...(editedFrom !== undefined ? sameVersion : {}) },
			{ ...update, $inc: { version: 1 } },
			{ returnDocument: 'after', runValidators: true },
		).lean<ArticleFields>()
	} catch (error) {
		if (editedFrom !== undefined) await releaseClaim(editClaim)
		throw error
	}
	if (updated) return { outcome: 'saved', updated }
	return (await Article.exists({ _id: id }))
		? { outcome: 'changed-meanwhile' }
		: { outcome: 'missing' }
}
