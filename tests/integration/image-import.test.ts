/**
 * Contributors' external images are copied into our storage at approval (issue 11 item 7), with a
 * safe fetch. The images are served from 127.0.0.1 by this test, so it allows private addresses
 * explicitly (IMAGE_FETCH_ALLOW_PRIVATE, refused in production); the refusals of private
 * addresses are tested with the allowance off.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	approveGuestPost,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { importExternalImage } from '#app/server/media/image-import.server.ts'
import { readPublicObject } from '#app/server/media/served-images.server.ts'
import {
	sweepUnattachedImages,
	UNATTACHED_IMAGE_TTL_MS,
} from '#app/server/media/image-use.server.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { ArticleSchema } from '#app/schemas/article.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import {
	Article,
	ArticleBody,
	GuestPost,
	ImageRecord,
} from '#app/server/models/index.ts'
import {
	fetchImageSafely,
	isPublicAddress,
} from '#app/server/platform/safe-fetch.server.ts'

// Read by getEnv() on first use, which comes after this line runs.
process.env.IMAGE_FETCH_ALLOW_PRIVATE = 'true'

setupTestDatabase('image_import')

let server: http.Server
let base: string
let photo: Buffer

beforeAll(async () => {
	photo = await sharp({
		create: { width: 1000, height: 500, channels: 3, background: '#5a189a' },
	})
		.jpeg()
		.toBuffer()
	server = http.createServer((request, response) => {
		const path = request.url ?? '/'
		if (path === '/photo.jpg')
			return response
				.writeHead(200, { 'Content-Type': 'image/jpeg' })
				.end(photo)
		if (path === '/redirect')
			return response.writeHead(302, { Location: '/photo.jpg' }).end()
		if (path === '/loop')
			return response.writeHead(302, { Location: '/loop' }).end()
		if (path === '/to-file')
			return response.writeHead(302, { Location: 'file:///etc/passwd' }).end()
		if (path === '/page.html')
			return response
				.writeHead(200, { 'Content-Type': 'text/html' })
				.end('<h1>hello</h1>')
		if (path === '/huge.png')
			return response
				.writeHead(200, { 'Content-Type': 'image/png' })
				.end(Buffer.alloc(6 * 1024 * 1024))
		if (path === '/slow.png')
			return void setTimeout(
				() =>
					response.writeHead(200, { 'Content-Type': 'image/png' }).end(photo),
				5000,
			)
		response.writeHead(404).end()
	})
	server.listen(0, '127.0.0.1')
	await once(server, 'listening')
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	server.closeAllConnections()
	await new Promise(resolve => server.close(resolve))
})

async function reason(run: () => Promise<unknown>): Promise<string> {
	try {
		await run()
	} catch (error) {
		return (error as Error).message
	}
	throw new Error('expected a refusal')
}

describe('the safe fetch', () => {
	it('knows public addresses from private, loopback, link-local and reserved ones', () => {
		for (const address of [
			'10.1.2.3',
			'172.16.0.1',
			'192.168.1.1',
			'127.0.0.1',
			'169.254.169.254',
			'100.64.0.1',
			'0.0.0.0',
			'::1',
			'fc00::1',
			'fe80::1',
			'::ffff:127.0.0.1',
			'224.0.0.1',
		]) {
			expect(isPublicAddress(address), address).toBe(false)
		}
		for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
			expect(isPublicAddress(address), address).toBe(true)
	})

	it('refuses private addresses, written as IPs or reached by name, unless allowed', async () => {
		expect(
			await reason(() =>
				fetchImageSafely(`${base}/photo.jpg`, { maxBytes: 5_000_000 }),
			),
		).toMatch(/private addresses are not fetched/)
		const port = new URL(base).port
		expect(
			await reason(() =>
				fetchImageSafely(`http://localhost:${port}/photo.jpg`, {
					maxBytes: 5_000_000,
				}),
			),
		).toMatch(/resolves to a private address/)
		expect(
			await reason(() =>
				fetchImageSafely('http://169.254.169.254/latest/meta-data', {
					maxBytes: 5_000_000,
				}),
			),
		).toMatch(/private/)
	})

	it('fetches http(s) images only, follows a few redirects and checks each hop', async () => {
		const allowed = { maxBytes: 5 * 1024 * 1024, allowPrivateAddresses: true }
		const fetched = await fetchImageSafely(`${base}/redirect`, allowed)
		expect(fetched).toMatchObject({
			contentType: 'image/jpeg',
			url: `${base}/photo.jpg`,
		})
		expect(Buffer.from(fetched.bytes).equals(photo)).toBe(true)
		expect(
			await reason(() => fetchImageSafely('ftp://example.com/a.png', allowed)),
		).toMatch(/only http and https/)
		expect(
			await reason(() => fetchImageSafely(`${base}/to-file`, allowed)),
		).toMatch(/only http and https/)
		expect(
			await reason(() => fetchImageSafely(`${base}/loop`, allowed)),
		).toMatch(/too many redirects/)
	})

	it('refuses what is not an image, too large, missing or too slow', async () => {
		const allowed = { maxBytes: 5 * 1024 * 1024, allowPrivateAddresses: true }
		expect(
			await reason(() => fetchImageSafely(`${base}/page.html`, allowed)),
		).toBe('Please upload an image file (JPG, PNG, GIF, WebP)')
		expect(
			await reason(() => fetchImageSafely(`${base}/huge.png`, allowed)),
		).toBe('Image must be smaller than 5MB')
		expect(
			await reason(() => fetchImageSafely(`${base}/nothing.png`, allowed)),
		).toMatch(/answered 404/)
		expect(
			await reason(() =>
				fetchImageSafely(`${base}/slow.png`, { ...allowed, timeoutMs: 300 }),
			),
		).toMatch(/no answer within/)
	})

	it('stores a fetched image through the upload pipeline (WebP, variants, a record)', async () => {
		const meta = await importExternalImage(`${base}/photo.jpg`)
		expect(meta).toMatchObject({
			width: 1000,
			height: 500,
			widths: [400, 800, 1000],
		})
		const stored = await readPublicObject(
			meta.url.slice('/public-objects/'.length),
		)
		expect(await sharp(stored!.body).metadata()).toMatchObject({
			format: 'webp',
			width: 1000,
		})
		expect(
			await ImageRecord.findById(
				meta.url.slice('/public-objects/'.length),
			).lean(),
		).toMatchObject({ source: 'import', attached: false })
	})
})

describe('approving a guest post with external images', () => {
	it('publishes copies in our storage; an image that cannot be copied is left out or becomes a link', async () => {
		const content = [
			'A problem, and how it was solved. '.repeat(16),
			`![The team at work](${base}/photo.jpg "Our team")`,
			'',
			`![A missing chart](${base}/missing.png)`,
		].join('\n\n')
		const post = await submitGuestPost({
			authorName: 'Ada Contributor',
			email: 'ada@example.com',
			company: undefined,
			socialHandle: undefined,
			authorBio: undefined,
			category: 'audience-growth',
			headline: 'External images are copied',
			content,
			imageUrl: `${base}/redirect`,
			imageAlt: 'The team at work',
			imageUrls: [`${base}/photo.jpg`, `${base}/page.html`],
			agreeTerms: true,
		})
		const { articleId } = await approveGuestPost(post.id)
		const article = await Article.findById(articleId).lean()
		expect(article!.imageUrl).toMatch(/^\/public-objects\/uploads\/.+\.webp$/)
		expect(article!.imageUrls).toHaveLength(1)
		expect(article!.imageUrls![0]).toMatch(
			/^\/public-objects\/uploads\/.+\.webp$/,
		)
		expect(article!.imageMeta?.map(meta => meta.url)).toEqual([
			article!.imageUrl,
			article!.imageUrls![0],
		])
		// Nothing in the published body points elsewhere for an image (the body lives apart, rendered at save).
		const body = await ArticleBody.findById(articleId).lean()
		expect(body!.content).not.toContain(`](${base}/photo.jpg`)
		expect(body!.content).toMatch(
			/!\[The team at work\]\(\/public-objects\/uploads\/[\w/]+\.webp "Our team"\)/,
		)
		expect(body!.content).toContain(`[A missing chart](${base}/missing.png)`)
		expect(body!.html).not.toMatch(new RegExp(`<img[^>]+src="${base}`))
		expect(renderMarkdown(body!.content)).toBe(body!.html)
		// The copies are used by the article, the one in its body too: a day later the sweep keeps them.
		const bodyImage = /\]\((\/public-objects\/[^ )]+)/.exec(body!.content)![1]!
		await sweepUnattachedImages(
			Date.now() + UNATTACHED_IMAGE_TTL_MS + 60 * 60_000,
		)
		for (const url of [
			article!.imageUrl!,
			article!.imageUrls![0]!,
			bodyImage,
		]) {
			expect(
				await ImageRecord.findById(url.slice('/public-objects/'.length)).lean(),
			).toMatchObject({ attached: true, state: 'stored' })
		}
		// The submission itself is kept as it was sent.
		expect(await GuestPost.findById(post.id).lean()).toMatchObject({
			imageUrl: `${base}/redirect`,
			content,
			status: 'approved',
		})
	})

	it("an editor's external image is copied in at save; one that cannot be is refused and nothing is saved", async () => {
		const article = {
			headline: 'An editor links an image',
			summary: 'The picture comes from another site.',
			content: `${'An editor wrote this paragraph about building trust in public. '.repeat(3)}\n\n![A chart](${base}/photo.jpg)`,
			author: 'Desk',
			category: 'trust-building' as const,
			imageUrl: `${base}/redirect`,
		}
		const created = await createArticle(ArticleSchema.parse(article))
		expect(created.imageUrl).toMatch(/^\/public-objects\/uploads\/.+\.webp$/)
		expect(created.content).toMatch(
			/!\[A chart\]\(\/public-objects\/uploads\/[\w/]+\.webp\)/,
		)
		await sweepUnattachedImages(
			Date.now() + UNATTACHED_IMAGE_TTL_MS + 60 * 60_000,
		)
		const bodyImage = /\]\((\/public-objects\/[^ )]+)/.exec(
			created.content,
		)![1]!
		for (const url of [created.imageUrl!, bodyImage])
			expect(
				await ImageRecord.findById(url.slice('/public-objects/'.length)).lean(),
			).toMatchObject({ attached: true })

		const refused = await createArticle(
			ArticleSchema.parse({
				...article,
				headline: 'A broken link',
				imageUrl: `${base}/page.html`,
			}),
		).catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(DomainError)
		expect((refused as DomainError).message).toBe(
			`This image could not be copied into our storage: ${base}/page.html. Upload the file instead.`,
		)
		expect(await Article.countDocuments({ headline: 'A broken link' })).toBe(0)
	})

	it('shows external images on the review page only as links', () => {
		const html = renderMarkdown(
			`![A chart](${base}/photo.jpg)\n\n![Ours](/public-objects/uploads/2026/11/abcdefgh12345678.webp)`,
			{ externalImagesAsLinks: true },
		)
		expect(html).not.toContain(`<img src="${base}`)
		expect(html).toContain(
			`<a href="${base}/photo.jpg" target="_blank" rel="noopener noreferrer nofollow" class="external-image-link">External image: A chart</a>`,
		)
		expect(html).toContain(
			'<img src="/public-objects/uploads/2026/11/abcdefgh12345678.webp"',
		)
	})
})
