/**
 * The upload calls as the browser makes them (SPEC §7): POST /api/images/upload-url, then PUT the
 * raw file to the URL it gives, then the image is served at /public-objects/{imagePath}.
 * Images go to GridFS in the test's own database.
 */
import pino from 'pino'
import {
	RouterContextProvider,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { action as uploadAction } from '#app/routes/api.images.upload.$token.ts'
import { action as uploadUrlAction } from '#app/routes/api.images.upload-url.ts'
import { loader as publicObjectLoader } from '#app/routes/public-objects.$.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

setupTestDatabase('upload_api')

function args(
	request: Request,
	params: Record<string, string> = {},
	clientIp = '203.0.113.7',
): ActionFunctionArgs & LoaderFunctionArgs {
	const context = new RouterContextProvider()
	context.set(requestInfoContext, {
		requestId: 'test',
		cspNonce: 'nonce',
		clientIp,
		log: pino({ level: 'silent' }),
	})
	return { request, params, context, url: new URL(request.url), pattern: '' }
}

/** The same arguments, typed for the upload route (whose params include the token). */
const uploadArgs = (...rest: Parameters<typeof args>) =>
	args(...rest) as unknown as Parameters<typeof uploadAction>[0]

async function askForUploadUrl(
	body: unknown,
	clientIp?: string,
): Promise<Response> {
	const request = new Request('http://localhost/api/images/upload-url', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	return uploadUrlAction(args(request, {}, clientIp))
}

async function put(
	uploadURL: string,
	body: BodyInit,
	contentType: string,
): Promise<Response> {
	const request = new Request(`http://localhost${uploadURL}`, {
		method: 'PUT',
		headers: { 'Content-Type': contentType },
		body,
	})
	return uploadAction(
		uploadArgs(request, { token: uploadURL.split('/').pop()! }),
	)
}

async function png(width = 40, height = 30): Promise<Uint8Array<ArrayBuffer>> {
	return new Uint8Array(
		await sharp({
			create: { width, height, channels: 3, background: '#0b3d3a' },
		})
			.png()
			.toBuffer(),
	)
}

describe('image upload API', () => {
	it('gives an upload URL, takes the file there once, and then serves it', async () => {
		const answer = await askForUploadUrl({ fileExtension: 'png' })
		expect(answer.status).toBe(200)
		const { uploadURL, imagePath } = (await answer.json()) as {
			uploadURL: string
			imagePath: string
		}
		expect(uploadURL).toMatch(/^\/api\/images\/upload\//)

		const stored = await put(uploadURL, await png(), 'image/png')
		expect(stored.status).toBe(200)
		expect(await stored.json()).toEqual({
			imagePath,
			url: `/public-objects/${imagePath}`,
			width: 40,
			height: 30,
		})

		const serve = (method: string, headers: Record<string, string> = {}) =>
			publicObjectLoader({
				...args(
					new Request(`http://localhost/public-objects/${imagePath}`, {
						method,
						headers,
					}),
				),
				params: { '*': imagePath },
			})
		const head = await serve('HEAD')
		expect(head.status).toBe(200)
		expect(head.headers.get('content-type')).toBe('image/webp')
		expect(head.headers.get('cache-control')).toBe(
			'public, max-age=31536000, immutable',
		)
		const etag = head.headers.get('etag')!
		expect(etag).toMatch(/^"[\w-]{20,}"$/)

		const get = await serve('GET')
		expect(get.headers.get('etag')).toBe(etag)
		const body = new Uint8Array(await get.arrayBuffer())
		expect(Number(get.headers.get('content-length'))).toBe(body.byteLength)
		expect(await sharp(body).metadata()).toMatchObject({
			format: 'webp',
			width: 40,
			height: 30,
		})

		// A browser revalidating sends the tag back and gets 304 without the bytes.
		const revalidated = await serve('GET', { 'If-None-Match': etag })
		expect(revalidated.status).toBe(304)
		expect(await revalidated.text()).toBe('')
		expect(
			(await serve('GET', { 'If-None-Match': '"something-else"' })).status,
		).toBe(200)

		const again = await put(uploadURL, await png(), 'image/png')
		expect(again.status).toBe(409)
		expect(((await again.json()) as { message: string }).message).toBe(
			'This upload link has already been used.',
		)
	})

	it('answers 404 for a path that holds nothing (and for one we would never write)', async () => {
		for (const objectPath of [
			'uploads/2026/11/nothinghere00000.webp',
			'../etc/passwd',
			'uploads/x.svg',
		]) {
			const answer = await publicObjectLoader({
				...args(new Request(`http://localhost/public-objects/${objectPath}`)),
				params: { '*': objectPath },
			})
			expect(answer.status).toBe(404)
		}
	})

	it('gives a WebP path without an extension and refuses an unknown extension with a JSON message', async () => {
		const answer = await askForUploadUrl({})
		expect(((await answer.json()) as { imagePath: string }).imagePath).toMatch(
			/\.webp$/,
		)
		const refused = await askForUploadUrl({ fileExtension: 'html' })
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as { message: string }).message).toMatch(
			/Invalid file type/,
		)
	})

	it("answers the SPEC's messages for a non-image (415) and an oversized file (413)", async () => {
		const { uploadURL } = (await (
			await askForUploadUrl({ fileExtension: 'png' })
		).json()) as { uploadURL: string }
		const notImage = await put(uploadURL, 'hello, I am text', 'image/png')
		expect(notImage.status).toBe(415)
		expect(await notImage.json()).toEqual({
			message: 'Please upload an image file (JPG, PNG, GIF, WebP)',
		})

		const fresh = (
			(await (await askForUploadUrl({ fileExtension: 'png' })).json()) as {
				uploadURL: string
			}
		).uploadURL
		const tooLarge = await put(
			fresh,
			new Uint8Array(6 * 1024 * 1024),
			'image/png',
		)
		expect(tooLarge.status).toBe(413)
		expect(await tooLarge.json()).toEqual({
			message: 'Image must be smaller than 5MB',
		})
	})

	it('refuses a made-up upload link before reading the body (403)', async () => {
		const refused = await put(
			'/api/images/upload/not-a-real-token',
			await png(),
			'image/png',
		)
		expect(refused.status).toBe(403)
		expect(((await refused.json()) as { message: string }).message).toMatch(
			/not valid/,
		)
	})

	it('limits upload URLs per client address (429)', async () => {
		for (let i = 0; i < LIMITS.upload.points; i += 1)
			expect((await askForUploadUrl({}, '198.51.100.9')).status).toBe(200)
		const limited = await askForUploadUrl({}, '198.51.100.9')
		expect(limited.status).toBe(429)
		expect(limited.headers.get('retry-after')).toBeTruthy()
		expect((await askForUploadUrl({}, '198.51.100.10')).status).toBe(200)
	})

	it('answers 405 to other methods', async () => {
		expect(
			(
				await uploadUrlAction(
					args(
						new Request('http://localhost/api/images/upload-url', {
							method: 'PUT',
							body: '{}',
						}),
					),
				)
			).status,
		).toBe(405)
		expect(
			(
				await uploadAction(
					uploadArgs(
						new Request('http://localhost/api/images/upload/x', {
							method: 'POST',
							body: 'x',
						}),
						{ token: 'x' },
					),
				)
			).status,
		).toBe(405)
	})
})
