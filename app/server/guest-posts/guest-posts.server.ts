import type {
	GuestPostEdit,
	GuestPostSubmission,
} from '#app/schemas/guest-post.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { guestPostEmail } from '#app/server/platform/email.server.ts'
import { sendPublicationEmail } from '#app/server/site/settings.server.ts'
import {
	RENDERER_VERSION,
	renderMarkdown,
} from '#app/server/platform/markdown.server.ts'
import { conflict, notFound } from '#app/server/platform/errors.server.ts'
import { ensureContributor } from '#app/server/people/authors.server.ts'
import {
	Article,
	ArticleBody,
	GuestPost,
	Promotion,
	type GuestPostFields,
	type GuestPostStatus,
} from '#app/server/models/index.ts'
import { op, replacement } from '#app/server/models/shared.ts'
import { storedObjectPath } from '#app/lib/image-upload.ts'
import { escapeRegExp } from '#app/lib/admin-list.ts'
import { claim, readClaim } from '#app/server/coordination/claims.server.ts'
import { insertArticleOnce } from '#app/server/articles/editing.server.ts'
import {
	copyExternalImages,
	storedImagesIn,
} from '#app/server/media/image-import.server.ts'
import {
	attachImages,
	releaseImages,
} from '#app/server/media/image-use.server.ts'

export interface GuestPostView {
	id: string
	authorName: string
	email: string
	company?: string
	socialHandle?: string
	category: string
	headline: string
	content: string
	authorBio?: string
	imageUrl?: string
	imageAlt?: string
	imageUrls?: string[]
	agreeTerms: boolean
	submittedAt: string
	status: GuestPostStatus
	reviewedAt?: string
	articleId?: string
}

function toView(doc: GuestPostFields): GuestPostView {
	const {
		_id,
		submittedAt,
		reviewedAt,
		createdAt: _created,
		updatedAt: _updated,
		contentHtml: _html,
		rendererVersion: _version,
		...rest
	} = doc
	return {
		id: _id,
		...rest,
		submittedAt: new Date(submittedAt).toISOString(),
		...(reviewedAt ? { reviewedAt: new Date(reviewedAt).toISOString() } : {}),
	}
}

export async function listGuestPosts(): Promise<GuestPostView[]> {
	const docs = await GuestPost.find()
		.sort({ submittedAt: -1, _id: 1 })
		.lean<GuestPostFields[]>()
	return docs.map(toView)
}

export async function getGuestPost(id: string): Promise<GuestPostView | null> {
	const doc = await GuestPost.findById(id).lean<GuestPostFields>()
	return doc ? toView(doc) : null
}

/** The content as HTML, rendered when the post was saved (again here only for an older renderer). */
function storedHtml(doc: GuestPostFields): string {
	return doc.rendererVersion === RENDERER_VERSION &&
		doc.contentHtml !== undefined
		? doc.contentHtml
		: rendered(doc.content).contentHtml
}

/**
 * What the review page shows: the post, its content as HTML, and its revision (when it was last
 * saved: the edit form's browser draft is recovered only if made from this one).
 */
export async function getGuestPostForReview(
	id: string,
): Promise<{ post: GuestPostView; html: string; revision: string } | null> {
	const doc = await GuestPost.findById(id).lean<GuestPostFields>()
	return doc
		? {
				post: toView(doc),
				html: storedHtml(doc),
				revision: new Date(doc.updatedAt).toISOString(),
			}
		: null
}

/**
 * The stored form of `content`: rendered once, at save, for the review page (images from elsewhere
 * shown as links: they are copied into our storage only at approval).
 */
function rendered(content: string) {
	return {
		contentHtml: renderMarkdown(content, { externalImagesAsLinks: true }),
		rendererVersion: RENDERER_VERSION,
	}
}

/** The first paragraph of plain text, cut at a word near `length`: the published article's summary. */
export function summarise(markdown: string, length = 200): string {
	const paragraph =
		markdown
			.split(/\n\s*\n/)
			.map(block =>
				block
					.replace(/[#>*_`[\]]|\(https?:[^)]*\)/g, '')
					.replace(/\s+/g, ' ')
					.trim(),
			)
			.find(block => block.length > 40) ?? markdown.trim()
	if (paragraph.length <= length) return paragraph
	const cut = paragraph.slice(0, length)
	return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : length)}...`
}

async function pendingPost(id: string): Promise<GuestPostFields> {
	const post = await GuestPost.findById(id).lean<GuestPostFields>()
	if (!post) throw notFound('Guest post not found.')
	if (post.status !== 'pending')
		throw conflict(`This guest post was already ${post.status}.`)
	return post
}

/**
 * The id of the article a guest post is published as. Derived from the post, so the article can
 * be inserted once only: a second insert of the same `_id` fails on every MongoDB-wire server.
 */
export function publishedArticleId(guestPostId: string): string {
	return `guest-${guestPostId}`
}

type Review = 'approve' | 'reject'
const REVIEWED = {
	approve: 'approved',
	reject: 'rejected',
} as const satisfies Record<Review, GuestPostStatus>

const reviewClaimId = (id: string) => `guest-post-review:${id}`

/**
 * Carries out a claimed review: publishes the article (approve) and sets the status. Every step
 * is idempotent (a fixed article id, a status set only while pending), so finishing a review that
 * stopped half-way (a crash between writes) neither publishes twice nor changes the decision.
 */
async function completeReview(
	post: GuestPostFields,
	review: Review,
): Promise<GuestPostFields | null> {
	let articleId: string | undefined
	if (review === 'approve') {
		articleId = post.articleId ?? publishedArticleId(post._id)
		// A stranger's images are copied into our storage, so readers load nothing from elsewhere.
		const images = await copyExternalImages({
			imageUrl: post.imageUrl,
			imageUrls: post.imageUrls,
			content: post.content,
		})
		await attachImages(storedImagesIn(images.content))
		const imageMeta = await attachImages([
			images.imageUrl,
			...(images.imageUrls ?? []),
		])
		// The byline links to a profile: the contributor's, made from what they sent (idempotent).
		await ensureContributor(post)
		// The slug comes from the headline (never guest-xxxx); derived per article id, so a loser
		// finishing the review reserves the same one.
		await insertArticleOnce(articleId, {
			headline: post.headline,
			summary: summarise(post.content),
			content: images.content,
			author: post.authorName,
			category: 'guest-contributions',
			...(images.imageUrl ? { imageUrl: images.imageUrl } : {}),
			// The contributor described their image: the article's alt text says the same.
			...(images.imageUrl && post.imageAlt ? { imageAlt: post.imageAlt } : {}),
			...(images.imageUrls?.length ? { imageUrls: images.imageUrls } : {}),
			...(imageMeta.length ? { imageMeta } : {}),
			publishedAt: new Date(),
		})
	}
	return GuestPost.findOneAndUpdate(
		{ _id: post._id, status: 'pending' },
		{
			status: REVIEWED[review],
			reviewedAt: new Date(),
			...(articleId ? { articleId } : {}),
		},
		{ returnDocument: 'after' },
	).lean<GuestPostFields>()
}

/**
 * Reviews a pending post exactly once. Approve and reject race for one claim record
 * (`guest-post-review:{id}`), so of any number of simultaneous reviews on any number of instances
 * one wins; the others answer 409 (and finish the winner's decision if it stalled: a crash).
 * (A conditional update on `status` alone is not a lock on FerretDB v1.) The contributor's email
 * goes out from the winner only.
 */
/** Longer than any review takes (image copies included): a claim this old was left by a crash. */
const STALLED_REVIEW_MS = 2 * 60_000

async function review(id: string, decision: Review): Promise<GuestPostFields> {
	const post = await pendingPost(id)
	if (!(await claim(reviewClaimId(id), { outcome: decision }))) {
		const held = await readClaim(reviewClaimId(id))
		const claimed: Review = held?.outcome === 'reject' ? 'reject' : 'approve'
		// A fresh claim is a review in progress: its winner finishes it, and this request answers at
		// once (finishing it here too would copy the contributor's images once per loser). A claim
		// left pending longer than any review takes is one whose instance died: finish it here.
		if (
			held?.claimedAt &&
			Date.now() - new Date(held.claimedAt).getTime() > STALLED_REVIEW_MS
		)
			await completeReview(post, claimed)
		throw conflict(`This guest post was already ${REVIEWED[claimed]}.`)
	}
	// Won. A loser may have finished the same decision meanwhile; either way it is done.
	const reviewed =
		(await completeReview(post, decision)) ??
		(await GuestPost.findById(id).lean<GuestPostFields>())
	if (!reviewed) throw notFound('Guest post not found.')
	await recordAudit({
		action: 'guest-post-decided',
		subjectId: id,
		subjectLabel: reviewed.headline,
		detail: REVIEWED[decision],
	})
	await sendPublicationEmail(publication =>
		guestPostEmail(REVIEWED[decision], reviewed, publication),
	)
	return reviewed
}

/** Publishes a pending guest post as an article in Guest Contributions and marks it approved. */
export async function approveGuestPost(
	id: string,
): Promise<{ post: GuestPostView; articleId: string }> {
	// Publishing goes through insertArticleOnce, which refreshes the cached pages it changes.
	const approved = await review(id, 'approve')
	return {
		post: toView(approved),
		articleId: approved.articleId ?? publishedArticleId(id),
	}
}

/**
 * Marks a pending guest post rejected and gives back the images it brought (main, additional, in
 * the text), so the sweep deletes them after its grace period: our origin hosts no image for a post
 * we refused. An image another record shows (an editor reused its address) is kept.
 */
export async function rejectGuestPost(id: string): Promise<GuestPostView> {
	const rejected = await review(id, 'reject')
	await releaseImages(await imagesOnlyIn(rejected))
	return toView(rejected)
}

/**
 * The stored images a guest post shows that no other record (article, promotion, post not refused)
 * shows. Four queries whatever the number of images (each kind asked once for all of them, the
 * bodies with one pattern), then the answers are matched here.
 */
async function imagesOnlyIn(post: GuestPostFields): Promise<string[]> {
	const urls = [
		...new Set([
			...(post.imageUrl ? [post.imageUrl] : []),
			...(post.imageUrls ?? []),
			...storedImagesIn(post.content),
		]),
	].filter(url => storedObjectPath(url))
	if (urls.length === 0) return []
	const listed = op({ $in: urls })
	const inBody = { content: new RegExp(urls.map(escapeRegExp).join('|')) }
	const [articles, bodies, promotions, posts] = await Promise.all([
		Article.find(
			{ $or: [{ imageUrl: listed }, { imageUrls: listed }] },
			{ imageUrl: 1, imageUrls: 1 },
		).lean(),
		ArticleBody.find(inBody, { content: 1 }).lean(),
		Promotion.find({ imageUrl: listed }, { imageUrl: 1 }).lean(),
		// A post refused too uses nothing any more.
		GuestPost.find(
			{
				_id: op({ $ne: post._id }),
				status: op({ $ne: 'rejected' }),
				$or: [{ imageUrl: listed }, { imageUrls: listed }, inBody],
			},
			{ imageUrl: 1, imageUrls: 1, content: 1 },
		).lean(),
	])
	const shows = (
		record: { imageUrl?: string; imageUrls?: string[]; content?: string },
		url: string,
	) =>
		record.imageUrl === url ||
		(record.imageUrls ?? []).includes(url) ||
		(record.content ?? '').includes(url)
	return urls.filter(
		url =>
			![...articles, ...bodies, ...promotions, ...posts].some(record =>
				shows(record, url),
			),
	)
}

/** Stores a submission as pending (SPEC §4), for the editors to review. */
export async function submitGuestPost(
	submission: GuestPostSubmission,
): Promise<GuestPostView> {
	// Every image it shows, in the text too, is in use while it waits for review.
	await attachImages([
		submission.imageUrl,
		...(submission.imageUrls ?? []),
		...storedImagesIn(submission.content),
	])
	const created = await GuestPost.create({
		...submission,
		...rendered(submission.content),
		imageUrls: submission.imageUrls?.length ? submission.imageUrls : undefined,
	})
	await sendPublicationEmail(publication =>
		guestPostEmail('received', submission, publication),
	)
	return toView(created.toObject({ transform: false }))
}

const OPTIONAL_EDIT_FIELDS = [
	'company',
	'socialHandle',
	'authorBio',
	'imageUrl',
	'imageAlt',
] as const satisfies readonly (keyof GuestPostEdit)[]

/**
 * The admin's edit (SPEC §5): replaces the editable fields, removes optional ones left empty.
 * Status, submission and review dates stay as they were. 404 when there is no such post.
 */
export async function updateGuestPost(
	id: string,
	input: GuestPostEdit,
): Promise<GuestPostView> {
	await attachImages([input.imageUrl, ...storedImagesIn(input.content)])
	const updated = await GuestPost.findOneAndUpdate(
		{ _id: id },
		replacement({ ...input, ...rendered(input.content) }, OPTIONAL_EDIT_FIELDS),
		{ returnDocument: 'after', runValidators: true },
	).lean<GuestPostFields>()
	if (!updated) throw notFound('Guest post not found.')
	return toView(updated)
}

/**
 * Deletes a submission for good (spam). An article it was already published as stays: that is
 * the site's now, deleted from the articles list if need be. False when there was no such post.
 */
export async function deleteGuestPost(id: string): Promise<boolean> {
	const result = await GuestPost.deleteOne({ _id: id })
	return result.deletedCount > 0
}
