/**
 * A rejected guest post gives its images back (issue 18 item 3): the sweep deletes them after its
 * grace period, so nobody can host images on our origin by sending posts we refuse. An approved
 * post's images, and an image another record also shows, are kept. On the real database and store.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import {
	approveGuestPost,
	rejectGuestPost,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	UNATTACHED_IMAGE_TTL_MS,
	sweepUnattachedImages,
} from '#app/server/media/image-use.server.ts'
import { storeUploadedImage } from '#app/server/media/images.server.ts'
import { createUploadTarget } from '#app/server/media/uploads.server.ts'
import { ImageRecord } from '#app/server/models/index.ts'
import { GridFsObjectStore } from '#app/server/platform/object-store.server.ts'

setupTestDatabase('guest_post_images')

/** A contributor's upload, stored like any: its `/public-objects/…` address and object path. */
async function upload(colour: string): Promise<{ url: string; path: string }> {
	const { imagePath } = createUploadTarget('png')
	const bytes = await sharp({
		create: { width: 640, height: 420, channels: 3, background: colour },
	})
		.png()
		.toBuffer()
	await storeUploadedImage(imagePath, () => Promise.resolve(bytes), 'image/png')
	return { url: `/public-objects/${imagePath}`, path: imagePath }
}

async function submitWith(images: {
	main: string
	extra: string
	inText: string
	headline: string
}) {
	return submitGuestPost({
		authorName: 'Ines Moreau',
		email: 'ines@example.com',
		category: 'guest-contributions',
		headline: images.headline,
		content: `${'A proposal is a promise written down. '.repeat(16)}\n\n![Our pipeline board](${images.inText})\n`,
		agreeTerms: true,
		company: undefined,
		socialHandle: undefined,
		authorBio: undefined,
		imageUrl: images.main,
		imageAlt: undefined,
		imageUrls: [images.extra],
	})
}

const afterGrace = () => Date.now() + UNATTACHED_IMAGE_TTL_MS + 60_000

describe("a guest post's images", () => {
	it('are released on rejection and deleted by the sweep after its grace period; one another record shows is kept', async () => {
		const [main, extra, inText, shared] = await Promise.all([
			upload('#e76f51'),
			upload('#2a9d8f'),
			upload('#264653'),
			upload('#e9c46a'),
		])
		const post = await submitWith({
			main: main.url,
			extra: extra.url,
			inText: inText.url,
			headline: 'A post we will not run',
		})
		// An editor reused the post's in-text image in an article of our own.
		await createArticle({
			headline: 'An article that borrows an image',
			summary: 'A summary',
			content: `${'x'.repeat(120)}\n\n![Borrowed](${shared.url})`,
			author: 'Claire Ashby',
			category: 'personal-branding',
			imageCredit: undefined,
			youtubeUrl: undefined,
			featured: false,
			breaking: false,
		})
		await ImageRecord.updateOne({ _id: shared.path }, { attached: true })
		const sharedPost = await submitWith({
			main: shared.url,
			extra: extra.url,
			inText: inText.url,
			headline: 'Another post',
		})
		// Every image is in use while the posts wait for review.
		for (const image of [main, extra, inText, shared])
			expect(await ImageRecord.findById(image.path).lean()).toMatchObject({
				attached: true,
			})

		await rejectGuestPost(post.id)
		// Still shown by the other pending post: extra and inText are kept; main goes.
		expect(await ImageRecord.findById(main.path).lean()).toMatchObject({
			attached: false,
		})
		for (const image of [extra, inText, shared])
			expect(await ImageRecord.findById(image.path).lean()).toMatchObject({
				attached: true,
			})
		await rejectGuestPost(sharedPost.id)
		const objects = (await ImageRecord.findById(main.path).lean())!.objects!

		// Within the grace period nothing goes; after it, the rejected posts' images are gone.
		expect(await sweepUnattachedImages(Date.now())).toBe(0)
		expect(await sweepUnattachedImages(afterGrace())).toBe(3)
		for (const image of [main, extra, inText])
			expect(await ImageRecord.findById(image.path).lean()).toBeNull()
		const store = new GridFsObjectStore()
		for (const objectPath of objects)
			expect(await store.get(objectPath)).toBeUndefined()
		// The image an article shows stays, bytes and all.
		expect(await ImageRecord.findById(shared.path).lean()).toMatchObject({
			attached: true,
			state: 'stored',
		})
		expect(await store.get(shared.path)).toBeDefined()
	})

	it('an approved post keeps its images through the sweep', async () => {
		const [main, extra, inText] = await Promise.all([
			upload('#8ecae6'),
			upload('#219ebc'),
			upload('#023047'),
		])
		const post = await submitWith({
			main: main.url,
			extra: extra.url,
			inText: inText.url,
			headline: 'A post we publish',
		})
		await approveGuestPost(post.id)
		expect(await sweepUnattachedImages(afterGrace())).toBe(0)
		for (const image of [main, extra, inText])
			expect(await ImageRecord.findById(image.path).lean()).toMatchObject({
				attached: true,
				state: 'stored',
			})
	})
})
