import { SLUG_PATTERN } from '#app/lib/article-path.ts'
import { countWords } from '#app/lib/reading-time.ts'
import { slugify } from '#app/lib/slug.ts'
import type { ArticleInput } from '#app/schemas/article.ts'
import {
	releaseAllSlugs,
	releaseSlug,
	reserveDerivedSlug,
	reserveSlug,
	slugTaken,
} from './slugs.server.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import { randomId, replacement } from '#app/server/models/shared.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import { ensureAuthor } from '#app/server/people/authors.server.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import {
	deleteArticleBody,
	insertArticleBody,
	saveArticleBody,
} from './bodies.server.ts'
import {
	deleteRevisions,
	keepOriginalText,
	keepRevision,
} from './revisions.server.ts'
import { keepImages } from '#app/server/media/image-import.server.ts'
import { keepVideoPoster } from '#app/server/media/video-poster.server.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import {
	type ArticleView,
	isPublicArticle,
	type Placement,
	PLACEMENT,
	listTags,
	storedTags,
	toSummary,
} from './public.server.ts'
import {
	recordReviewRequest,
	reviewRequestedAt,
	type Ownership,
} from './ownership.server.ts'
import { announceChange } from './changes.server.ts'
import { saveArticleVersion } from './versioned-save.server.ts'
import { queueIfScheduled } from './publishing-queue.server.ts'
import {
	PUBLICATION_FIELDS,
	publicationFor,
	publicationOf,
} from './publication.server.ts'

/** Optional fields an edit clears when it leaves them out (a PUT replaces the article's editable fields). */
const CLEARABLE = [
	'imageUrl',
	'imageUrls',
	'imageCredit',
	'youtubeUrl',
	'videoPoster',
	'imageMeta',
	'metaTitle',
	'metaDescription',
	'socialImage',
	'canonicalUrl',
	'imageAlt',
	'imageCaption',
	'tags',
	'tagNames',
	'noindex',
] as const

/** Deletes an article: its page and every list showing it are dropped at once on every instance; its addresses are freed. */
export async function deleteArticle(id: string): Promise<boolean> {
	const placement = await Article.findById(id, PLACEMENT).lean<Placement>()
	const result = await Article.deleteOne({ _id: id })
	await deleteArticleBody(id)
	await deleteRevisions(id)
	await releaseAllSlugs(id)
	await invalidatePages([PAGE_TAGS.article(id)], { removal: true })
	if (placement) await invalidatePages(listTags(placement))
	if (result.deletedCount > 0)
		await recordAudit({
			action: 'article-deleted',
			subjectId: id,
			subjectLabel: placement?.slug,
		})
	return result.deletedCount > 0
}

/** A readable, unique id for a new article: its headline's slug and a short random tail. */
function newArticleId(headline: string): string {
	const slug = slugify(headline, 60)
	const tail = randomId()
		.slice(0, 6)
		.toLowerCase()
		.replace(/[^a-z0-9]/g, 'x')
	return slug ? `${slug}-${tail}` : randomId()
}

/** Reserves the slug asked for (`conflict` when another article has it), else one from the headline. */
async function reserveSlugFor(
	id: string,
	asked: string | undefined,
	headline: string,
): Promise<string> {
	if (asked === undefined) return reserveDerivedSlug(id, headline)
	if (!(await reserveSlug(id, asked))) throw slugTaken(asked)
	return asked
}

/**
 * Creates an article. Without a status it is published now (the JSON API before the workflow);
 * with a future date it is scheduled. Its slug is the one asked for, else the headline's.
 * Throws `invalid` for a schedule in the past, `conflict` for a slug another article has.
 */
export async function createArticle(
	input: ArticleInput,
	now: Date = new Date(),
	{ ownerId, reviewRequested }: Ownership = {},
): Promise<ArticleView> {
	const {
		status,
		publishedAt,
		slug: askedSlug,
		materialUpdate: _new,
		tags,
		...rest
	} = input
	const publication = publicationFor({ status, publishedAt }, null, now)
	const id = newArticleId(input.headline)
	const slug = await reserveSlugFor(id, askedSlug, input.headline)
	try {
		// The author's record only once the input passed every check (schedule, slug).
		await ensureAuthor({ name: input.author })
		const stored = await keepImages(rest)
		const { content, ...fields } = stored
		const videoPoster = await keepVideoPoster(rest.youtubeUrl)
		// The body first: an article is never listed without one.
		await saveArticleBody(id, stored)
		const created = (
			await Article.create({
				_id: id,
				slug,
				...fields,
				videoPoster,
				wordCount: countWords(content),
				...storedTags(tags),
				...publication,
				imageUrls: stored.imageUrls?.length ? stored.imageUrls : undefined,
				ownerId,
				reviewRequestedAt: reviewRequestedAt(publication, reviewRequested, now),
			})
		).toObject({
			transform: false,
		}) as ArticleFields
		await announceChange(id, null, created, now)
		await recordReviewRequest(created, reviewRequested)
		await keepRevision(
			{
				articleId: id,
				headline: created.headline,
				summary: created.summary,
				content,
				version: created.version ?? 0,
			},
			now,
		)
		return { ...toSummary(created), content }
	} catch (error) {
		await releaseSlug(id, slug)
		throw error
	}
}

/**
 * Inserts an article under a fixed id unless one exists (the seed, the curated import, approved
 * guest posts), never overwriting; answers the slug it was inserted at, or null when it was there.
 * Its slug is `fields.slug` when free, else the headline's (derived per article id, so two
 * instances agree). `announce: false` leaves
 * telling the page cache to the caller (the seed tells it once).
 */
export async function insertArticleOnce(
	id: string,
	{ content, slug: wanted, ...fields }: Record<string, unknown> & BodyFields,
	{
		announce = true,
		checked = false,
	}: {
		announce?: boolean
		/**
		 * The caller believes no article has this id or the wanted slug as its id (an import's
		 * snapshot): the lookups by id (each a scan on FerretDB) are left out while the inserts
		 * agree. Still exact: the body, the slug and the article are each an insert of their `_id`.
		 */
		checked?: boolean
	} = {},
): Promise<string | null> {
	const source = { content, headline: fields.headline, summary: fields.summary }
	// A checked article's body is inserted first: that insert is its check by id. Refused, the id
	// may be taken after all (another run, an id repeated in one file): then it is looked up.
	const bodyWritten = checked && (await insertArticleBody(id, source))
	if (!bodyWritten && (await Article.exists({ _id: id }))) return null
	const slug =
		wanted &&
		SLUG_PATTERN.test(wanted) &&
		(await reserveSlug(id, wanted, { checked }))
			? wanted
			: await reserveDerivedSlug(id, fields.headline)
	if (!bodyWritten) await saveArticleBody(id, source)
	// Live from the start (an approved guest post, the seed): this is its first publication.
	const live =
		(fields.status ?? 'published') === 'published' &&
		new Date(fields.publishedAt).getTime() <= Date.now()
	const inserted = await insertOnce(Article, id, {
		...fields,
		...(live ? { firstPublishedAt: fields.publishedAt } : {}),
		slug,
		wordCount: countWords(content),
	})
	if (inserted)
		await queueIfScheduled(
			id,
			fields as Pick<Placement, 'status' | 'publishedAt'>,
		)
	if (inserted && announce)
		await invalidatePages([PAGE_TAGS.article(id), ...listTags(fields)])
	return inserted ? slug : null
}

type BodyFields = Pick<Placement, 'category' | 'author' | 'publishedAt'> &
	Partial<Omit<Placement, 'tags'>> & {
		content: string
		headline: string
		summary: string
		slug?: string
	}

/**
 * The slug an edit leads to: the one asked for; with none, a published article keeps its own and
 * one not yet public follows its headline. Reserves it (`conflict` when another article has it).
 */
async function slugAfterEdit(
	current: Pick<ArticleFields, '_id' | 'slug' | 'status' | 'publishedAt'>,
	asked: string | undefined,
	headline: string,
): Promise<string> {
	if (asked !== undefined) return reserveSlugFor(current._id, asked, headline)
	if (current.slug && isPublicArticle(current)) return current.slug
	return reserveDerivedSlug(current._id, headline)
}

/** After a slug changed: a public article's old address stays reserved (redirecting); else freed. */
async function settleFormerSlug(
	current: Pick<ArticleFields, '_id' | 'slug' | 'status' | 'publishedAt'>,
	slug: string,
): Promise<void> {
	if (current.slug && current.slug !== slug && !isPublicArticle(current))
		await releaseSlug(current._id, current.slug)
}

/** The stored fields an edit starts from: its placement, publication, version and video. */
function articleBeforeEdit(id: string): Promise<ArticleFields | null> {
	return Article.findById(id, {
		...PLACEMENT,
		...PUBLICATION_FIELDS,
		version: 1,
		reviewRequestedAt: 1,
		youtubeUrl: 1,
		videoPoster: 1,
	}).lean<ArticleFields>()
}

/**
 * The update an edit makes of `before` (its images kept, its address settled, its publication and
 * review request worked out), with the stored text to keep beside it.
 */
async function editedArticle(
	id: string,
	before: ArticleFields,
	input: ArticleInput,
	now: Date,
	reviewRequested: boolean | undefined,
) {
	const {
		status,
		publishedAt,
		slug: askedSlug,
		version: _version,
		materialUpdate,
		tags,
		...rest
	} = input
	const publication = publicationFor(
		{ status, publishedAt },
		publicationOf(before),
		now,
	)
	const slug = await slugAfterEdit(
		{ ...before, _id: id },
		askedSlug,
		input.headline,
	)
	await ensureAuthor({ name: input.author })
	const stored = await keepImages(rest)
	const { content, ...fields } = stored
	const videoPoster = await keepVideoPoster(rest.youtubeUrl, before)
	const revisedAt =
		materialUpdate &&
		isPublicArticle(before, now) &&
		isPublicArticle(publication, now)
			? now
			: undefined
	const update = replacement(
		{
			...fields,
			videoPoster,
			wordCount: countWords(content),
			...storedTags(tags),
			...publication,
			slug,
			revisedAt,
			reviewRequestedAt:
				reviewRequestedAt(publication, reviewRequested, now) ??
				(publication.status === 'draft' ? before.reviewRequestedAt : undefined),
		},
		[...CLEARABLE, 'reviewRequestedAt'],
	)
	return { update, stored, content, slug }
}

/**
 * Replaces the editable fields; counters stay. Status and date change only when asked (see
 * decidePublication); the slug as slugAfterEdit says. A `materialUpdate` of an article that stays
 * public dates it "Updated" now (`revisedAt`). Each save keeps a revision of the text
 * (`restoredFrom`: the revision it restores). Null when there is no such article;
 * `invalid` for a schedule in the past, `conflict` for a slug another article has.
 */
export async function updateArticle(
	id: string,
	input: ArticleInput,
	now: Date = new Date(),
	{
		restoredFrom,
		reviewRequested,
	}: { restoredFrom?: string; reviewRequested?: boolean } = {},
): Promise<ArticleView | null> {
	const before = await articleBeforeEdit(id)
	if (!before) return null
	const editedFrom = input.version
	const current = before.version ?? 0
	if (editedFrom !== undefined && editedFrom !== current)
		throw changedMeanwhile(id)
	const { update, stored, content, slug } = await editedArticle(
		id,
		before,
		input,
		now,
		reviewRequested,
	)
	// The original text of an article from before revisions, kept before the claim: if keeping it
	// fails, the save fails with nothing claimed (a claim left behind would refuse every later save).
	await keepOriginalText(id)
	const saved = await saveArticleVersion(id, current, editedFrom, update, now)
	if (saved.outcome === 'changed-meanwhile') throw changedMeanwhile(id)
	if (saved.outcome === 'missing') return null
	const { updated } = saved
	await saveArticleBody(id, stored)
	await settleFormerSlug({ ...before, _id: id }, slug)
	await announceChange(id, before, updated, now)
	await recordReviewRequest(updated, reviewRequested)
	await keepRevision(
		{
			articleId: id,
			headline: updated.headline,
			summary: updated.summary,
			content,
			version: updated.version ?? 0,
			restoredFrom,
		},
		now,
	)
	return { ...toSummary(updated), content }
}

/** The message of a save made from an older version of the article than the stored one. */
export const CHANGED_MEANWHILE_MESSAGE =
	'This article was saved elsewhere (another tab or another editor) since you opened it, so your save was refused to keep both versions. Your text is still here: open the saved version to compare, copy what you need, then reload the editor.'

function changedMeanwhile(id: string) {
	return conflict(CHANGED_MEANWHILE_MESSAGE, {
		otherVersion: `/admin/article/${encodeURIComponent(id)}/preview`,
	})
}
