/**
 * Forms that carry images (issue 6 item 5), through the guest-post page's action with a real
 * multipart body: the rate limit first, then the text, and only then are images decoded and
 * stored; at most 10 files; a refused form stores nothing and gives the typed text back.
 */
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { action as guestPostAction } from '#app/routes/guest-post.tsx'
import { GuestPost, ImageRecord } from '#app/server/models/index.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

setupTestDatabase('form_images')

let nextIp = 1

async function submit(
	form: FormData,
	clientIp = `203.0.113.${nextIp++}`,
): Promise<{ status: number; data: unknown }> {
	const request = new Request('http://localhost/guest-post', {
		method: 'POST',
		body: form,
	})
	const context = new RouterContextProvider()
	context.set(requestInfoContext, {
		requestId: 'test',
		cspNonce: 'nonce',
		clientIp,
		log: pino({ level: 'silent' }),
	})
	const result: unknown = await guestPostAction({
		request,
		params: {},
		context,
		url: new URL(request.url),
		pattern: '',
	})
	// data() answers carry their status; plain objects are 200.
	if (
		result &&
		typeof result === 'object' &&
		'type' in result &&
		(result as { type: string }).type === 'DataWithResponseInit'
	) {
		const { data, init } = result as unknown as {
			data: unknown
			init: { status?: number } | null
		}
		return { status: init?.status ?? 200, data }
	}
	return { status: 200, data: result }
}

async function photo(name = 'photo.png', size = 64): Promise<File> {
	const bytes = await sharp({
		create: { width: size, height: size, channels: 3, background: '#c8553d' },
	})
		.png()
		.toBuffer()
	return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

function guestPost(overrides: Record<string, string> = {}): FormData {
	const form = new FormData()
	const fields: Record<string, string> = {
		authorName: 'Ada Contributor',
		email: 'ada@example.com',
		category: 'audience-growth',
		headline: `A headline ${Math.random()}`,
		content: 'A problem, and how it was solved. '.repeat(20),
		agreeTerms: 'on',
		// The form asks for the main image's description with the image (issue 8's image field).
		imageAlt: 'A terracotta-red square',
		...overrides,
	}
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

const imageCount = () => ImageRecord.countDocuments()

describe('a guest post carrying images, without JavaScript', () => {
	it('stores the images and the post when everything is valid', async () => {
		const form = guestPost()
		form.set('imageUrlFile', await photo())
		form.append('imageUrlsFiles', await photo('two.png'))
		const before = await imageCount()
		const answer = await submit(form)
		expect(answer).toMatchObject({ status: 200, data: { submitted: true } })
		expect(await imageCount()).toBe(before + 2)
		const post = await GuestPost.findOne({
			headline: form.get('headline') as string,
		}).lean()
		expect(post?.imageUrl).toMatch(/^\/public-objects\/uploads\/.+\.webp$/)
		expect(post?.imageUrls).toHaveLength(1)
		// Saved with the post: the sweep leaves them alone.
		const records = await Promise.all(
			[post!.imageUrl!, post!.imageUrls![0]!].map(url =>
				ImageRecord.findById(url.slice('/public-objects/'.length)).lean(),
			),
		)
		expect(records.map(record => record?.attached)).toEqual([true, true])
	})

	it('checks the text before decoding anything: an invalid form with images stores nothing', async () => {
		const form = guestPost({ content: 'Too short.' })
		form.set('imageUrlFile', await photo())
		form.append('imageUrlsFiles', await photo('two.png'))
		const before = await imageCount()
		const answer = await submit(form)
		expect(answer.status).toBe(400)
		expect(JSON.stringify(answer.data)).toContain(
			'Article content must be at least 500 characters',
		)
		expect(await imageCount()).toBe(before)
	})

	it("refuses a file that is not an image with the SPEC's message, storing none of the form's images", async () => {
		const form = guestPost()
		form.set('imageUrlFile', await photo())
		form.append(
			'imageUrlsFiles',
			new File(['not a picture'], 'notes.png', { type: 'image/png' }),
		)
		const before = await imageCount()
		const answer = await submit(form)
		expect(answer.status).toBe(415)
		expect(JSON.stringify(answer.data)).toContain(
			'Please upload an image file (JPG, PNG, GIF, WebP)',
		)
		expect(await imageCount()).toBe(before)
		expect(
			await GuestPost.countDocuments({
				headline: form.get('headline') as string,
			}),
		).toBe(0)
	})

	it("answers 413 with the field's message for a file over 5MB, and gives the typed text back", async () => {
		const form = guestPost()
		form.set(
			'imageUrlFile',
			new File([new Uint8Array(5 * 1024 * 1024 + 10)], 'huge.png', {
				type: 'image/png',
			}),
		)
		const before = await imageCount()
		const answer = await submit(form)
		expect(answer.status).toBe(413)
		const result = (
			answer.data as {
				result: {
					error: Record<string, string[]>
					initialValue: Record<string, unknown>
				}
			}
		).result
		expect(result.error.imageUrl).toEqual(['Image must be smaller than 5MB'])
		expect(result.initialValue.headline).toBe(form.get('headline'))
		expect(await imageCount()).toBe(before)
	})

	it("takes at most 10 files per form (413 with the form's message)", async () => {
		const form = guestPost()
		for (let i = 0; i < 11; i += 1)
			form.append('imageUrlsFiles', await photo(`p${i}.png`, 8))
		const before = await imageCount()
		const answer = await submit(form)
		expect(answer.status).toBe(413)
		expect((answer.data as { message: string }).message).toBe(
			'Too many images: at most 10 per form.',
		)
		expect(await imageCount()).toBe(before)
	})

	it('counts the rate limit first: past it, nothing is decoded and the typed text comes back', async () => {
		const clientIp = '198.51.100.77'
		for (let i = 0; i < LIMITS.guestPost.points; i += 1)
			await submit(guestPost({ content: 'short' }), clientIp)
		const form = guestPost()
		form.set('imageUrlFile', await photo())
		const before = await imageCount()
		const answer = await submit(form, clientIp)
		expect(answer.status).toBe(429)
		expect((answer.data as { message: string }).message).toMatch(
			/Too many attempts/,
		)
		expect(
			(answer.data as { result: { initialValue: Record<string, unknown> } })
				.result.initialValue.headline,
		).toBe(form.get('headline'))
		expect(await imageCount()).toBe(before)
	})
})
