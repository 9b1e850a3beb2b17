/**
 * Sample content for a new site: run by `npm run seed` (idempotent: existing records are left as
 * they are) and on the first start of an empty database.
 */
import {
	sampleArticles,
	sampleAuthors,
	sampleGuestPosts,
	samplePromotions,
	sampleSubscribers,
} from '#app/content/sample/index.ts'
import {
	ART_VERSION,
	GENERATED_ART_CREDIT,
	coverArt,
	portraitArt,
	renderCover,
	renderPortrait,
	type Placing,
} from '#app/server/media/cover-art.server.ts'
import { placeSampleCovers } from '#app/server/media/sample-covers.server.ts'
import type { ImageMeta } from '#app/lib/image-upload.ts'
import {
	claimImagePath,
	isImageStored,
	writePreparedImage,
} from '#app/server/media/images.server.ts'
import {
	sampleImagePreparer,
	type SampleImagePreparer,
} from './seed-image-cache.server.ts'
import {
	Article,
	Author,
	GuestPost,
	NewsletterSubscriber,
	Promotion,
} from '#app/server/models/index.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { insertArticleOnce } from '#app/server/articles/editing.server.ts'
import { storedTags } from '#app/server/articles/public.server.ts'
import { parseTags } from '#app/lib/tags.ts'
import {
	PAGE_TAGS,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'

export interface SeedReport {
	seeded: boolean
	counts: {
		articles: number
		authors: number
		guestPosts: number
		promotions: number
		subscribers: number
		images: number
	}
}

const HOUR = 3_600_000

function hoursFromNow(hours: number, now: number): Date {
	return new Date(now + hours * HOUR)
}

/**
 * A sample image (a cover, a portrait), generated and stored through the upload pipeline once (the
 * image record claims its path, so two instances seeding at once write it once).
 */
async function ensureSampleImage(
	name: string,
	render: () => Promise<Buffer>,
	prepare: SampleImagePreparer,
): Promise<{ meta?: ImageMeta; url: string; created: boolean }> {
	// Under the art's version, so a new drawing never reuses a picture stored by an older one.
	const objectPath = `seed/art-${ART_VERSION}/${name}.webp`
	const url = `/public-objects/${objectPath}`
	const existing = await isImageStored(objectPath)
	if (existing) return { meta: existing, url, created: false }
	try {
		await claimImagePath(objectPath, 'seed')
	} catch {
		// Another instance is writing it (or an earlier run stopped midway): use the address; the image follows.
		return { url, created: false }
	}
	return {
		meta: await writePreparedImage(
			objectPath,
			await prepare(objectPath, render),
		),
		url,
		created: true,
	}
}

/**
 * A sample article's cover (decision 059): the lead picture (16:9), the image the article names
 * (its hero, its social card), which lists crop to their slots. The generator can draw a picture
 * per slot (coverArt's crops), but the seed stores one per article: three tripled the images every
 * export, restore and seeding test moves, for sample content only.
 */
async function ensureSampleCover(
	key: string,
	category: string,
	placing: Placing,
	prepare: SampleImagePreparer,
) {
	const lead = await ensureSampleImage(
		key,
		() => renderCover(key, category, 'lead', placing),
		prepare,
	)
	return { ...lead, created: lead.created ? 1 : 0 }
}

type SeedCounts = SeedReport['counts']

/** The sample authors, each with a generated portrait. */
async function seedAuthors(counts: SeedCounts, prepare: SampleImagePreparer) {
	for (const { slug, title, ...profile } of sampleAuthors) {
		const photo = await ensureSampleImage(
			`author-${slug}`,
			() => renderPortrait(slug, profile.name),
			prepare,
		)
		if (photo.created) counts.images += 1
		const inserted = await insertOnce(Author, slug, {
			...profile,
			role: title,
			photoUrl: photo.url,
			photoAlt: portraitArt(slug, profile.name).alt,
			...(photo.meta ? { photoMeta: photo.meta } : {}),
		})
		if (inserted) counts.authors += 1
	}
}

/** The sample articles, each with a generated cover; then the pages that list them are refreshed. */
async function seedArticles(
	counts: SeedCounts,
	now: number,
	prepare: SampleImagePreparer,
) {
	const tagSlugs = new Set<string>()
	const seeded: string[] = []
	const placings = await placeSampleCovers(sampleArticles)
	for (const sample of sampleArticles) {
		const placing = placings.get(sample.key)!
		const cover = await ensureSampleCover(
			sample.key,
			sample.category,
			placing,
			prepare,
		)
		counts.images += cover.created
		const { key, hoursAgo, shares, tags, ...fields } = sample
		const parsedTags = parseTags(tags)
		if (!parsedTags.ok)
			throw new Error(`Sample article ${key}: ${parsedTags.message}`)
		for (const tag of parsedTags.tags) tagSlugs.add(tag.slug)
		const inserted = await insertArticleOnce(
			key,
			{
				...fields,
				...storedTags(parsedTags.tags),
				slug: key,
				imageUrl: cover.url,
				imageAlt: coverArt(sample.key, sample.category, 'lead', placing).alt,
				imageCredit: GENERATED_ART_CREDIT,
				...(cover.meta ? { imageMeta: [cover.meta] } : {}),
				publishedAt: hoursFromNow(-hoursAgo, now),
				linkedinShares: shares.linkedin,
				twitterShares: shares.twitter,
				emailShares: shares.email,
				copyLinkShares: shares.copyLink,
				shares:
					shares.linkedin + shares.twitter + shares.email + shares.copyLink,
			},
			{ announce: false },
		)
		if (inserted) {
			counts.articles += 1
			seeded.push(key)
		}
	}

	if (counts.articles > 0) {
		const lists = sampleArticles.map(sample =>
			PAGE_TAGS.category(sample.category),
		)
		// Each article by name too: every running instance's search index adds it (decision 058).
		await invalidatePages([
			PAGE_TAGS.allArticles,
			...new Set([...lists, ...[...tagSlugs].map(PAGE_TAGS.tag)]),
			...seeded.map(PAGE_TAGS.article),
		])
	}
}

async function seedGuestPosts(counts: SeedCounts, now: number) {
	for (const sample of sampleGuestPosts) {
		const { key, hoursAgo, ...fields } = sample
		const submittedAt = hoursFromNow(-hoursAgo, now)
		const inserted = await insertOnce(GuestPost, key, {
			...fields,
			agreeTerms: true,
			submittedAt,
			...(fields.status === 'pending'
				? {}
				: { reviewedAt: hoursFromNow(-hoursAgo + 30, now) }),
		})
		if (inserted) counts.guestPosts += 1
	}
}

async function seedPromotions(counts: SeedCounts, now: number) {
	for (const sample of samplePromotions) {
		const { key, startsInHours, endsInHours, ...fields } = sample
		const inserted = await insertOnce(Promotion, key, {
			...fields,
			...(startsInHours === undefined
				? {}
				: { startDate: hoursFromNow(startsInHours, now) }),
			...(endsInHours === undefined
				? {}
				: { endDate: hoursFromNow(endsInHours, now) }),
			createdAt: hoursFromNow(-72, now),
			updatedAt: hoursFromNow(-72, now),
		})
		if (inserted) counts.promotions += 1
	}
	if (counts.promotions > 0) await invalidatePages([PAGE_TAGS.promotions])
}

async function seedSubscribers(counts: SeedCounts, now: number) {
	for (const sample of sampleSubscribers) {
		const { hoursAgo, ...fields } = sample
		const result = await NewsletterSubscriber.updateOne(
			{ email: fields.email },
			{
				$setOnInsert: { ...fields, subscribedAt: hoursFromNow(-hoursAgo, now) },
			},
			{ upsert: true },
		)
		if (result.upsertedCount > 0) counts.subscribers += 1
	}
}

export async function seedSampleContent({
	onlyIfEmpty,
	imageCache,
}: {
	onlyIfEmpty: boolean
	/** A directory of pictures an earlier seed drew (SEED_IMAGE_CACHE_DIR; tests only). */
	imageCache?: string
}): Promise<SeedReport> {
	const counts: SeedCounts = {
		articles: 0,
		authors: 0,
		guestPosts: 0,
		promotions: 0,
		subscribers: 0,
		images: 0,
	}
	if (onlyIfEmpty && (await Article.estimatedDocumentCount()) > 0)
		return { seeded: false, counts }
	await Promise.all([
		Article.init(),
		Author.init(),
		GuestPost.init(),
		Promotion.init(),
		NewsletterSubscriber.init(),
	])
	const now = Date.now()
	const prepare = sampleImagePreparer(imageCache)
	await seedAuthors(counts, prepare)
	await seedArticles(counts, now, prepare)
	await seedGuestPosts(counts, now)
	await seedPromotions(counts, now)
	await seedSubscribers(counts, now)
	return { seeded: Object.values(counts).some(count => count > 0), counts }
}
