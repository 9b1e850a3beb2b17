/**
 * The old site an import copies images from, on 127.0.0.1 (tests set IMAGE_FETCH_ALLOW_PRIVATE):
 * every path answers a JPEG, except those `missing` matches (404). It records what was asked,
 * so a test can show a preview fetched nothing. With the checks every import test makes.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { expect } from 'vitest'
import { getArticleForReading } from '#app/server/articles/reading.server.ts'
import { Article, ImportRun } from '#app/server/models/index.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { refusal } from './refusal.ts'

export async function startOldSite(missing: RegExp) {
	const photo = await sharp({
		create: { width: 1200, height: 630, channels: 3, background: '#1d3557' },
	})
		.jpeg()
		.toBuffer()
	const requested: string[] = []
	const server = http.createServer((request, response) => {
		requested.push(request.url ?? '')
		if (missing.test(request.url ?? '')) {
			response.writeHead(404).end('gone')
			return
		}
		response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
	})
	server.listen(0, '127.0.0.1')
	await once(server, 'listening')
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requested,
		close: () => server.close(),
	}
}

/** An upload refused as invalid with `message`, leaving no import run and no article behind. */
export async function expectRefusedUpload(
	attempt: () => Promise<unknown>,
	message: RegExp,
): Promise<void> {
	const runsBefore = await ImportRun.countDocuments()
	const articlesBefore = await Article.countDocuments()
	const error = await refusal(attempt())
	expect(error).toBeInstanceOf(DomainError)
	expect((error as DomainError).kind).toBe('invalid')
	expect((error as DomainError).message).toMatch(message)
	expect(await ImportRun.countDocuments()).toBe(runsBefore)
	expect(await Article.countDocuments()).toBe(articlesBefore)
}

/**
 * Every imported article renders with nothing executable (elements and attributes only: the text
 * may quote hostile markup, escaped), its tags are plain, and its addresses are http(s) or ours.
 */
export async function expectImportedArticlesSafe(): Promise<number> {
	const articles = await Article.find().lean()
	for (const article of articles) {
		const reading = await getArticleForReading(article._id, 'any')
		expect(reading?.html).toBeTruthy()
		expect(reading?.html).not.toMatch(/<(script|iframe|svg|object|embed)\b/i)
		expect(reading?.html).not.toMatch(/<[^>]*\son\w+\s*=/i)
		expect(reading?.html).not.toMatch(
			/<[^>]*(href|src)\s*=\s*"?\s*javascript:/i,
		)
		for (const tag of article.tags ?? []) expect(tag).not.toMatch(/[<>]/)
		for (const url of [
			article.imageUrl,
			article.canonicalUrl,
			article.socialImage,
		])
			if (url) expect(url).toMatch(/^(https?:\/\/|\/public-objects\/)/)
	}
	return articles.length
}
