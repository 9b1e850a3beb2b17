/**
 * Each staff person's own profile (issue 22 item 5, docs/decisions/078): the author record their
 * byline links to, linked on first need and edited by them at /admin/profile. Articles name their
 * author by name (decision 045), so a new name is carried to the articles under the old one.
 * Guest contributors' records and imported credits are not staff profiles and are left alone.
 */
import mongoose from 'mongoose'
import { STAFF_ROLE_LABELS } from '#app/content/staff.ts'
import {
	PROFILE_LINK_FIELDS,
	type ProfileInput,
	type ProfileLinkField,
} from '#app/schemas/profile.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { listTags } from '#app/server/articles/public.server.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { keepImages } from '#app/server/media/image-import.server.ts'
import {
	Article,
	Author,
	StaffMember,
	type ArticleFields,
	type AuthorFields,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { invalid } from '#app/server/platform/errors.server.ts'
import { ensureAuthor } from './authors.server.ts'

export const NAME_TAKEN =
	'Another byline already uses that name. Choose another (add a middle initial, say).'

async function staffRecord(personId: string): Promise<StaffMemberFields> {
	const record = await StaffMember.findById(personId).lean<StaffMemberFields>()
	if (!record) throw new Error(`no staff record ${personId}`)
	return record
}

/** The author record the person's byline is linked to, or null before their first save. Reads only. */
export async function findProfile(
	personId: string,
): Promise<AuthorFields | null> {
	const record = await staffRecord(personId)
	if (!record.authorId) return null
	return Author.findById(record.authorId).lean<AuthorFields>()
}

/**
 * Whether an existing author record of the person's name may become their byline: only when
 * every article under it is theirs (a draft they wrote before it was linked). A guest
 * contributor's, an imported credit's or a masthead name's articles are not, so choosing such a
 * name on an invitation cannot take over that author's page.
 */
async function mayClaim(author: AuthorFields, personId: string) {
	const others = await Article.countDocuments({
		author: author.name,
		ownerId: mongoose.trusted({ $ne: personId }),
	})
	return others === 0
}

/**
 * The author record of the person's byline, linked on their first save (never on a page view):
 * the record of their name when it is theirs to claim (see mayClaim) and no other staff person
 * holds it, else a new staff record; refused (nothing changed) when the name is another byline's.
 */
export async function ensureProfile(personId: string): Promise<AuthorFields> {
	const record = await staffRecord(personId)
	const linked = await findProfile(personId)
	if (linked) return linked
	const existing = await Author.findOne({
		name: record.name,
	}).lean<AuthorFields>()
	if (existing && !(await mayClaim(existing, personId)))
		throw invalid(NAME_TAKEN)
	const ref = await ensureAuthor({
		name: record.name,
		kind: 'staff',
		role: STAFF_ROLE_LABELS[record.role],
		shortBio: `${record.name} writes for the magazine.`,
	})
	const holder = await StaffMember.findOne(
		{ authorId: ref.slug },
		{ _id: 1 },
	).lean<Pick<StaffMemberFields, '_id'>>()
	if (holder && holder._id !== record._id) throw invalid(NAME_TAKEN)
	await StaffMember.updateOne(
		{ _id: record._id },
		{ $set: { authorId: ref.slug } },
	)
	const made = await Author.findById(ref.slug).lean<AuthorFields>()
	if (!made) throw new Error(`author record ${ref.slug} vanished`)
	return made
}

/** The profile form's link fields from a record's links (by label). */
export function linkFieldsOf(
	author: Pick<AuthorFields, 'links'>,
): Record<ProfileLinkField, string> {
	return Object.fromEntries(
		PROFILE_LINK_FIELDS.map(({ field, label }) => [
			field,
			author.links.find(link => link.label === label)?.url ?? '',
		]),
	) as Record<ProfileLinkField, string>
}

function linksOf(input: ProfileInput): AuthorFields['links'] {
	return PROFILE_LINK_FIELDS.filter(({ field }) => input[field] !== '').map(
		({ field, label }) => ({ label, url: input[field] }),
	)
}

/**
 * Carries a new byline name to the person's record and the articles under the old one, and drops
 * the cached pages that printed it (their pages, their lists, the author page).
 */
async function rename(
	author: AuthorFields,
	personId: string,
	name: string,
): Promise<string[]> {
	const holder = await Author.findOne({ name }, { _id: 1 }).lean<
		Pick<AuthorFields, '_id'>
	>()
	if (holder && holder._id !== author._id) throw invalid(NAME_TAKEN)
	// A colleague without a profile yet keeps their name too.
	if (
		await StaffMember.exists({
			name,
			_id: mongoose.trusted({ $ne: personId }),
		})
	)
		throw invalid(NAME_TAKEN)
	const articles = await Article.find(
		{ author: author.name },
		{ _id: 1, category: 1, author: 1, tags: 1 },
	).lean<Pick<ArticleFields, '_id' | 'category' | 'author' | 'tags'>[]>()
	await Author.updateOne({ _id: author._id }, { $set: { name } })
	await StaffMember.updateOne({ _id: personId }, { $set: { name } })
	await Article.updateMany({ author: author.name }, { $set: { author: name } })
	return [
		...listTags(...articles),
		...articles.map(article => PAGE_TAGS.article(article._id)),
		PAGE_TAGS.author(name),
		PAGE_TAGS.search,
	]
}

/** Saves the person's own profile; refused (nothing changed) when the name is another byline's. */
export async function saveProfile(
	person: { id: string },
	input: ProfileInput,
): Promise<AuthorFields> {
	const author = await ensureProfile(person.id)
	const { imageUrl: photoUrl, imageMeta } = await keepImages({
		imageUrl: input.photoUrl || undefined,
	})
	const renamed =
		input.name !== author.name
			? await rename(author, person.id, input.name)
			: []
	await Author.updateOne(
		{ _id: author._id },
		{
			$set: {
				role: input.role,
				shortBio: input.shortBio,
				bio: input.bio,
				links: linksOf(input),
				...(photoUrl
					? {
							photoUrl,
							photoAlt: input.photoAlt || `Portrait of ${input.name}`,
							photoMeta: imageMeta?.[0],
						}
					: {}),
			},
			...(photoUrl
				? {}
				: { $unset: { photoUrl: 1, photoAlt: 1, photoMeta: 1 } }),
		},
	)
	await invalidatePages([PAGE_TAGS.author(author.name), ...renamed])
	await recordAudit({
		action: 'profile-changed',
		subjectId: author._id,
		subjectLabel: input.name,
		detail: renamed.length > 0 ? `renamed from ${author.name}` : undefined,
	})
	const saved = await Author.findById(author._id).lean<AuthorFields>()
	if (!saved) throw new Error(`author record ${author._id} vanished`)
	return saved
}
