import type { AddressInfo } from 'node:net'
import express from 'express'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { serveRedirects } from '../../server/redirects.ts'
import { Redirect } from '#app/server/models/index.ts'
import { readPageChanges } from '#app/server/coordination/page-cache.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	importRedirectsCsv,
	listRedirects,
	removeRedirect,
	saveRedirect,
} from '#app/server/site/redirects.server.ts'

setupTestDatabase('redirects')

// The middleware as server/app.ts mounts it, in front of a stand-in for the site.
let base = ''
let close: () => void = () => undefined
beforeAll(async () => {
	const app = express()
	app.use(serveRedirects(logger))
	app.use((req, res) => res.status(404).send(`site: ${req.originalUrl}`))
	const server = app.listen(0, '127.0.0.1')
	await new Promise(resolve => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	close = () => server.close()
	// The change log's first read only notes what is there (as at an instance's start).
	await readPageChanges()
})
afterAll(() => close())

async function visit(path: string, method = 'GET') {
	const response = await fetch(base + path, { method, redirect: 'manual' })
	return {
		status: response.status,
		location: response.headers.get('location'),
	}
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
	const error = await promise.then(
		() => undefined,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(DomainError)
	return error as DomainError
}

describe('the redirects manager', () => {
	it('adds, serves, edits and removes a redirect, whatever form the browser sends the address in', async () => {
		await saveRedirect({
			from: 'https://old.example/2019/04/02/Trust-Notes/',
			to: '/article/why-trust-compounds',
		})
		for (const path of [
			'/2019/04/02/trust-notes/',
			'/2019/04/02/Trust-Notes',
			'/2019/04/02/trust-notes',
		])
			expect(await visit(path)).toEqual({
				status: 301,
				location: '/article/why-trust-compounds',
			})
		// Tracking parameters go along; other methods are the site's.
		expect(
			(await visit('/2019/04/02/trust-notes/?utm_source=mail')).location,
		).toBe('/article/why-trust-compounds?utm_source=mail')
		expect((await visit('/2019/04/02/trust-notes/', 'POST')).status).toBe(404)

		await saveRedirect({
			from: '/2019/04/02/trust-notes',
			to: '/article/trust-compounds-2',
			replacing: '/2019/04/02/trust-notes/',
		})
		expect((await visit('/2019/04/02/trust-notes/')).location).toBe(
			'/article/trust-compounds-2',
		)
		// Editing the old address moves the redirect.
		await saveRedirect({
			from: '/notes/trust',
			to: '/article/trust-compounds-2',
			replacing: '/2019/04/02/trust-notes',
		})
		expect((await visit('/2019/04/02/trust-notes/')).status).toBe(404)
		expect((await visit('/notes/trust')).status).toBe(301)
		expect(await removeRedirect('/notes/trust/')).toBe(true)
		expect((await visit('/notes/trust')).status).toBe(404)
	})

	it('answers /?p=ID and unicode slugs percent-encoded either way', async () => {
		await saveRedirect({ from: '/?p=1042', to: '/article/the-quiet-launch' })
		await saveRedirect({ from: '/%e5%93%81%e7%89%8c/', to: '/article/pin-pai' })
		expect(await visit('/?p=1042')).toEqual({
			status: 301,
			location: '/article/the-quiet-launch',
		})
		expect((await visit('/?p=1043')).status).toBe(404)
		expect((await visit('/%E5%93%81%E7%89%8C/')).location).toBe(
			'/article/pin-pai',
		)
	})

	it('refuses a redirect that would loop, and serves a chain in one hop', async () => {
		await saveRedirect({ from: '/chain/a', to: '/chain/b/' })
		await saveRedirect({ from: '/chain/b', to: '/article/end-of-chain' })
		expect(await visit('/chain/a')).toEqual({
			status: 301,
			location: '/article/end-of-chain',
		})
		const loop = await failure(
			saveRedirect({
				from: '/chain/b',
				to: '/chain/a',
				replacing: '/chain/b',
			}),
		)
		expect(loop.kind).toBe('conflict')
		expect(loop.message).toContain('/chain/b → /chain/a → /chain/b')
		expect(
			(await failure(saveRedirect({ from: '/self', to: '/self/' }))).kind,
		).toBe('conflict')
		// Nothing changed.
		expect((await visit('/chain/a')).location).toBe('/article/end-of-chain')
	})

	it('refuses pages of this site and bad addresses with the field to fix', async () => {
		const page = await failure(
			saveRedirect({ from: '/about/', to: '/article/x' }),
		)
		expect(page.details).toEqual({
			errors: {
				from: [
					'/about is a page of this site: a redirect from it would hide the page',
				],
			},
		})
		const target = await failure(
			saveRedirect({ from: '/old', to: 'javascript:alert(1)' }),
		)
		expect(Object.keys(target.details?.errors as object)).toEqual(['to'])
		expect(await Redirect.exists({ _id: '/old' })).toBeNull()
	})

	it('lets one of ten simultaneous adds of one old address win; the others are told', async () => {
		const results = await Promise.allSettled(
			Array.from({ length: 10 }, (_, n) =>
				saveRedirect({ from: '/race', to: `/article/race-${n}` }),
			),
		)
		expect(results.filter(r => r.status === 'fulfilled')).toHaveLength(1)
		for (const result of results.filter(r => r.status === 'rejected'))
			expect((result.reason as DomainError).kind).toBe('conflict')
		expect(await Redirect.countDocuments({ _id: '/race' })).toBe(1)
	})

	it('takes a CSV all or nothing, naming every bad line', async () => {
		const before = await Redirect.countDocuments()
		const bad = [
			'from,to',
			'/csv/one,/article/one',
			'/about,/article/two',
			'/csv/three,ftp://x',
			'/csv/one,/article/again',
			'/csv/loop-a,/csv/loop-b',
			'/csv/loop-b,/csv/loop-a',
		].join('\r\n')
		const refused = await failure(importRedirectsCsv(bad))
		expect(refused.kind).toBe('invalid')
		expect(
			(refused.details?.lines as { line: number }[]).map(line => line.line),
		).toEqual([3, 4, 5, 6, 7])
		expect(await Redirect.countDocuments()).toBe(before)

		const good =
			'"/csv/one/",/article/one\n/csv/two,https://elsewhere.example/two\n/race,/article/race-final\n'
		expect(await importRedirectsCsv(good)).toEqual({ added: 2, updated: 1 })
		expect((await visit('/csv/two')).location).toBe(
			'https://elsewhere.example/two',
		)
		expect((await visit('/race')).location).toBe('/article/race-final')
		await expect(importRedirectsCsv('')).rejects.toThrow(/no rows/)
		await expect(importRedirectsCsv('"unclosed,/x')).rejects.toThrow(
			/could not be read/,
		)
	})

	it('pages and filters the list', async () => {
		const all = await listRedirects()
		expect(all.total).toBeGreaterThan(5)
		expect(all.redirects.map(r => r.from)).toEqual(
			[...all.redirects.map(r => r.from)].sort(),
		)
		const found = await listRedirects({ q: 'CSV/' })
		expect(found.redirects.map(r => r.from)).toEqual(['/csv/one', '/csv/two'])
	})

	it('follows a change made on another instance through the page change log', async () => {
		// Another instance writes a redirect and logs the change, as invalidatePages does there.
		await Redirect.create({
			_id: '/from-elsewhere',
			to: '/article/x',
			origin: 'editor',
		})
		expect((await visit('/from-elsewhere')).status).toBe(404)
		await mongoose.connection.collection('page_changes').insertOne({
			_id: 'other-instance-change' as never,
			tags: ['redirects'],
			removal: false,
			at: new Date(),
		})
		expect(await readPageChanges()).toBeGreaterThan(0)
		expect((await visit('/from-elsewhere')).status).toBe(301)
	})

	it('never serves a loop that slipped in (two instances writing at once)', async () => {
		await Redirect.insertMany([
			{ _id: '/slipped-a', to: '/slipped-b', origin: 'editor' },
			{ _id: '/slipped-b', to: '/slipped-a', origin: 'editor' },
		])
		await mongoose.connection.collection('page_changes').insertOne({
			_id: 'other-instance-loop' as never,
			tags: ['redirects'],
			removal: false,
			at: new Date(),
		})
		await readPageChanges()
		expect((await visit('/slipped-a')).status).toBe(404)
	})
})
