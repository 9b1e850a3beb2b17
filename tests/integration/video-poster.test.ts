/**
 * An article's video poster (issue 21 item 7, decision 080): the video's thumbnail is copied into
 * our storage when the article is saved, so pages draw it from our own origin. YouTube is the
 * outside internet: here a fixture server on 127.0.0.1 plays it (VIDEO_THUMBNAIL_URL, with private
 * addresses allowed as for every image-fetch test). A thumbnail that cannot be fetched never fails
 * the save: the article is kept without a poster, and the page draws one.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { readPublicObject } from '#app/server/media/served-images.server.ts'
import { Article, ImageRecord } from '#app/server/models/index.ts'

const SERVED = 'aBcDeFgHiJk'
const OTHER = 'ZyXwVuTsRqP'
const MISSING = 'gOnE0000000'
const DROPPED = 'dRoPpEd0000'

const thumbnail = await sharp({
	create: { width: 480, height: 360, channels: 3, background: '#264653' },
})
	.jpeg()
	.toBuffer()
const requested: string[] = []
const server = http.createServer((request, response) => {
	const path = request.url ?? '/'
	requested.push(path)
	if (
		path === `/vi/${SERVED}/hqdefault.jpg` ||
		path === `/vi/${OTHER}/hqdefault.jpg`
	)
		return response
			.writeHead(200, { 'Content-Type': 'image/jpeg' })
			.end(thumbnail)
	// The connection breaks: as when YouTube cannot be reached.
	if (path === `/vi/${DROPPED}/hqdefault.jpg`) return request.socket.destroy()
	response.writeHead(404).end('no such video')
})
server.listen(0, '127.0.0.1')
await once(server, 'listening')
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// Read by getEnv() on first use, which comes after these lines run.
process.env.IMAGE_FETCH_ALLOW_PRIVATE = 'true'
process.env.VIDEO_THUMBNAIL_URL = `${base}/vi/{id}/hqdefault.jpg`

setupTestDatabase('video_poster')

afterAll(async () => {
	server.closeAllConnections()
	await new Promise(resolve => server.close(resolve))
})

const input = {
	headline: 'Inside the studio: how a founder records a weekly video',
	summary: 'Twenty minutes, one camera, no script.',
	content: 'The setup is simpler than you would think. '.repeat(5),
	author: 'Claire Ashby',
	category: 'trust-building' as const,
	imageUrl: undefined,
	imageCredit: undefined,
	featured: false,
	breaking: false,
}

const objectPath = (url: string) => url.slice('/public-objects/'.length)

async function expectStoredPoster(url: string | undefined) {
	expect(url).toMatch(/^\/public-objects\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/)
	const stored = await readPublicObject(objectPath(url!))
	expect(await sharp(stored!.body).metadata()).toMatchObject({
		format: 'webp',
		width: 480,
		height: 360,
	})
	// Attached: the sweep of unused images keeps it.
	expect(await ImageRecord.findById(objectPath(url!)).lean()).toMatchObject({
		attached: true,
		state: 'stored',
	})
}

describe('the video poster', () => {
	it('is the thumbnail copied into our storage when the article is saved', async () => {
		const created = await createArticle({
			...input,
			youtubeUrl: `https://www.youtube.com/watch?v=${SERVED}`,
		})
		await expectStoredPoster(created.videoPoster)
		expect(requested).toContain(`/vi/${SERVED}/hqdefault.jpg`)
		const stored = await Article.findById(created.id).lean()
		expect(stored?.videoPoster).toBe(created.videoPoster)
	})

	it('is kept while the video stays, copied again for another video, and dropped with the video', async () => {
		const created = await createArticle({
			...input,
			youtubeUrl: `https://youtu.be/${SERVED}`,
		})
		const asked = requested.length
		const same = await updateArticle(created.id, {
			...input,
			headline: 'Renamed',
			// Another address of the same video.
			youtubeUrl: `https://www.youtube.com/shorts/${SERVED}`,
		})
		expect(same?.videoPoster).toBe(created.videoPoster)
		expect(requested.length).toBe(asked)

		const other = await updateArticle(created.id, {
			...input,
			youtubeUrl: `https://youtu.be/${OTHER}`,
		})
		expect(requested.slice(asked)).toEqual([`/vi/${OTHER}/hqdefault.jpg`])
		expect(other?.videoPoster).not.toBe(created.videoPoster)
		await expectStoredPoster(other?.videoPoster)

		const without = await updateArticle(created.id, {
			...input,
			youtubeUrl: undefined,
		})
		expect(without).not.toHaveProperty('videoPoster')
		expect(
			(await Article.findById(created.id).lean())?.videoPoster,
		).toBeUndefined()
	})

	it('is left out when the thumbnail cannot be fetched, and the save still succeeds', async () => {
		const created = await createArticle({
			...input,
			youtubeUrl: `https://youtu.be/${MISSING}`,
		})
		expect(requested).toContain(`/vi/${MISSING}/hqdefault.jpg`)
		expect(created.youtubeUrl).toBe(`https://youtu.be/${MISSING}`)
		expect(created).not.toHaveProperty('videoPoster')

		const updated = await updateArticle(created.id, {
			...input,
			youtubeUrl: `https://youtu.be/${DROPPED}`,
		})
		expect(requested).toContain(`/vi/${DROPPED}/hqdefault.jpg`)
		expect(updated?.youtubeUrl).toBe(`https://youtu.be/${DROPPED}`)
		expect(updated).not.toHaveProperty('videoPoster')
	})
})
