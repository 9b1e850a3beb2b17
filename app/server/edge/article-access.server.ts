/**
 * Which articles a person may open and save (docs/decisions/073): the admin middleware has
 * already checked the role may write at all; this checks the one article. An Editor or an
 * Administrator works on every article, an Author on their own, a Contributor on their own
 * drafts. Refused with 403 and a message that says why and who can help.
 */
import { data } from 'react-router'
import { STAFF_ROLE_LABELS } from '#app/content/staff.ts'
import { articleOwnership } from '#app/server/articles/ownership.server.ts'
import type { Person } from '#app/server/people/staff.server.ts'
import { articleRights } from '#app/server/people/permissions.server.ts'

export const DRAFTS_ONLY_MESSAGE =
	'Your role (Contributor) saves drafts: choose “Submit for review” and an Editor will publish it. Your text is still here.'

/**
 * The rights of `person` on article `id` ("new": one they are creating); throws a 403 when they
 * lack `need` (`view`: the preview and the revisions list; `edit`: the editor and saves).
 */
export async function requireArticleRights(
	person: Pick<Person, 'id' | 'role'>,
	id: string,
	need: 'view' | 'edit' = 'edit',
): Promise<{ publish: boolean }> {
	const article = id === 'new' ? null : await articleOwnership(id)
	// A missing article is the page's own 404, not a refusal.
	const rights = articleRights(person, article)
	if (rights[need]) return rights
	const role = STAFF_ROLE_LABELS[person.role]
	const message =
		article && article.ownerId === person.id
			? `This article is no longer a draft, so an Editor looks after it now. Your role (${role}) edits your own drafts.`
			: `This article is not yours. Your role (${role}) works on the articles you created; an Editor or an Administrator can work on any.`
	throw data(
		{ message },
		{ status: 403, headers: { 'Cache-Control': 'private, no-store' } },
	)
}
