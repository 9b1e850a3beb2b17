import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import mongoose from 'mongoose'
import { THEME_SCRIPT } from '#app/lib/theme.ts'
import { startEmbeddedDatabase } from '../../scripts/embedded-db.ts'
import { startServer, waitUntil } from '../helpers/server-process.ts'

/** Pids of the database processes serving `dir` (any FerretDB started on it, whoever started it). */
function databasesOn(dir: string): string[] {
	try {
		return execFileSync('pgrep', ['-f', `data-dir ${dir}`], {
			encoding: 'utf8',
		})
			.trim()
			.split('\n')
			.filter(Boolean)
	} catch {
		return [] // pgrep exits 1 when nothing matches
	}
}

function canConnect(port: number): Promise<boolean> {
	return new Promise(resolve => {
		const socket = connect({ port, host: '127.0.0.1' })
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
	})
}

// These journeys start and stop their own servers (the "process" project in playwright.config.ts).
test.describe('server lifecycle', () => {
	test.describe.configure({ timeout: 120_000 })

	let dataDir: string
	test.beforeEach(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-lifecycle-'))
	})
	test.afterEach(async () => {
		await rm(dataDir, { recursive: true, force: true })
	})

	test('the production server refuses to start without MONGODB_URI and says what to set', async () => {
		const failed = await startServer({ DATA_DIR: dataDir }).then(
			() => undefined,
			(error: unknown) => String(error),
		)
		expect(failed).toMatch(/server exited early \(1\)/)
		expect(failed).toMatch(/MONGODB_URI: required in production/)
		expect(failed).toMatch(/npm run preview/)
		expect(failed).not.toMatch(/Database: embedded/)
	})

	test('npm run preview starts an embedded database, seeds it, and keeps data across a restart', async ({
		page,
	}) => {
		const first = await startServer(
			{ DATA_DIR: dataDir, SEED_ON_START: 'true' },
			{ launcher: 'preview' },
		)
		const port = first.embeddedDatabasePort()
		expect(first.output()).toMatch(
			/Database: embedded (ferretdb|mongod|mongodb-memory-server) on 127\.0\.0\.1:\d+/,
		)
		expect(first.output()).toMatch(/Empty database: added sample content/)
		await page.goto(first.url)
		await expect(page.locator('#lead-headline')).not.toBeEmpty()

		// Write straight to the embedded database, as an editor's change would.
		const connection = await mongoose
			.createConnection(`mongodb://127.0.0.1:${port}/brandline`)
			.asPromise()
		const articles = connection.collection('articles')
		const seededCount = await articles.countDocuments()
		await articles.insertOne({
			_id: 'written-before-restart' as never,
			headline: 'Written before the restart',
			summary: 'Proof that the embedded database keeps its files.',
			content: 'Body.',
			author: 'Lifecycle Test',
			category: 'trust-building',
			featured: true,
			breaking: false,
			views: 0,
			status: 'published',
			// Newer than every sample article (all dated in the past), so it leads the home page.
			publishedAt: new Date(),
		})
		await connection.close()

		expect(await first.stop()).toBe(0) // SIGTERM: a clean exit
		const second = await startServer(
			{ DATA_DIR: dataDir, SEED_ON_START: 'true' },
			{ launcher: 'preview' },
		)
		try {
			expect(second.output()).not.toMatch(/Empty database/)
			await page.goto(second.url)
			await expect(page.locator('#lead-headline')).toHaveText(
				'Written before the restart',
			)
			const again = await mongoose
				.createConnection(
					`mongodb://127.0.0.1:${second.embeddedDatabasePort()}/brandline`,
				)
				.asPromise()
			expect(await again.collection('articles').countDocuments()).toBe(
				seededCount + 1,
			)
			await again.close()
		} finally {
			expect(await second.stop()).toBe(0)
		}
	})

	test("while the database is away every request answers 503 with Retry-After (the API in JSON, pages 'Back in a moment'), and the site recovers by itself", async ({
		request,
	}) => {
		let database = await startEmbeddedDatabase({
			dataDir: path.join(dataDir, 'db'),
		})
		const server = await startServer({
			DATA_DIR: dataDir,
			MONGODB_URI: `${database.uri}lifecycle`,
			SEED_ON_START: 'true',
		})
		try {
			expect((await request.get(`${server.url}/healthz`)).status()).toBe(200)

			await database.stop()
			const downAfter = await waitUntil(
				async () =>
					(await request.get(`${server.url}/healthz`)).status() === 503,
				10_000,
				'503 after the database died',
			)
			expect(downAfter).toBeLessThan(10_000)
			const body: unknown = await (
				await request.get(`${server.url}/healthz`)
			).json()
			expect(body).toMatchObject({
				status: 'unavailable',
				database: { ok: false },
			})

			// The JSON API says so in JSON, and when to come back.
			for (const path of [
				'/api/articles',
				'/api/articles/search?q=brand',
				'/api/promotions/active?placement=sidebar',
			]) {
				const api = await request.get(`${server.url}${path}`)
				expect(api.status(), path).toBe(503)
				expect(api.headers()['retry-after'], path).toBe('5')
				expect(await api.json(), path).toEqual({
					message:
						'Brandline is briefly unavailable. Please try again in a moment.',
				})
			}
			const write = await request.post(
				`${server.url}/api/newsletter/subscribe`,
				{ data: { email: 'during-outage@example.com' } },
			)
			expect(write.status()).toBe(503)
			expect(write.headers()['retry-after']).toBe('5')

			// Pages (and form posts) get the friendly page with the same status, no stack trace.
			for (const page of [
				await request.get(server.url),
				await request.get(`${server.url}/category/trust-building`),
				await request.post(`${server.url}/newsletter`, {
					form: { email: 'during-outage@example.com' },
					maxRedirects: 0,
				}),
			]) {
				expect(page.status()).toBe(503)
				expect(page.headers()['retry-after']).toBe('5')
				const html = await page.text()
				expect(html).toContain('<h1')
				expect(html).toContain('Back in a moment')
				expect(html).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)
			}
			expect(server.output()).not.toMatch(/"level":50/) // an outage is a warning, not an error in the log

			database = await startEmbeddedDatabase({
				dataDir: path.join(dataDir, 'db'),
				port: database.port,
			})
			await waitUntil(
				async () =>
					(await request.get(`${server.url}/healthz`)).status() === 200,
				30_000,
				'200 after the database returned',
			)
			expect((await request.get(server.url)).status()).toBe(200)
			expect((await request.get(`${server.url}/api/articles`)).status()).toBe(
				200,
			)
		} finally {
			await server.stop()
			await database.stop()
		}
	})

	test('restarts an embedded database that was killed', async ({ request }) => {
		const server = await startServer(
			{ DATA_DIR: dataDir, SEED_ON_START: 'false' },
			{ launcher: 'preview' },
		)
		try {
			const port = server.embeddedDatabasePort()
			test.skip(
				!server.output().includes('embedded ferretdb'),
				'kills the FerretDB process by its command line',
			)
			execFileSync('pkill', ['-KILL', '-f', `listen-addr 127.0.0.1:${port}`])
			// Whether a request lands in the second or so it is down is timing; that the site answers
			// 503 meanwhile is the outage journey's. Here: the launcher restarts it and the site is back.
			await waitUntil(
				() =>
					Promise.resolve(/ferretdb exited .*restarting/.test(server.output())),
				10_000,
				'the launcher to restart the database',
			)
			await waitUntil(
				async () =>
					(await request.get(`${server.url}/healthz`)).status() === 200,
				30_000,
				'200 after the restart',
			)
			expect((await request.get(`${server.url}/api/articles`)).status()).toBe(
				200,
			)
		} finally {
			expect(await server.stop()).toBe(0)
		}
	})

	test('kill -9 of the site leaves no database running, and the next start runs exactly one', async ({
		request,
	}) => {
		const first = await startServer(
			{ DATA_DIR: dataDir, SEED_ON_START: 'false' },
			{ launcher: 'preview' },
		)
		test.skip(
			!first.output().includes('embedded ferretdb'),
			"the watchdog and the lock are our FerretDB wrapper's",
		)
		const ferretDir = path.join(dataDir, 'db', 'ferretdb')
		expect(databasesOn(ferretDir)).toHaveLength(1)

		const exited = new Promise(resolve => first.process.once('exit', resolve))
		first.process.kill('SIGKILL')
		await exited
		await waitUntil(
			() => Promise.resolve(databasesOn(ferretDir).length === 0),
			10_000,
			'the orphaned database to stop',
		)
		expect(await canConnect(first.embeddedDatabasePort()!)).toBe(false)

		const second = await startServer(
			{ DATA_DIR: dataDir, SEED_ON_START: 'false' },
			{ launcher: 'preview' },
		)
		try {
			expect(databasesOn(ferretDir)).toHaveLength(1)
			expect((await request.get(`${second.url}/api/articles`)).status()).toBe(
				200,
			)
		} finally {
			expect(await second.stop()).toBe(0)
		}
		await waitUntil(
			() => Promise.resolve(databasesOn(ferretDir).length === 0),
			10_000,
			'the database to stop with the site',
		)
	})

	test('a second database on the same data directory refuses to start and names the one that holds it', async () => {
		const dbDir = path.join(dataDir, 'db')
		const first = await startEmbeddedDatabase({
			dataDir: dbDir,
			kind: 'ferretdb',
		}).catch(() => undefined)
		test.skip(!first, 'needs our FerretDB wrapper (Go or FERRETDB_BIN)')
		try {
			const [holder] = databasesOn(path.join(dbDir, 'ferretdb'))
			const second = await startEmbeddedDatabase({
				dataDir: dbDir,
				kind: 'ferretdb',
				log: () => {},
			}).then(
				async database => {
					await database.stop()
					return 'started'
				},
				(error: unknown) => String(error),
			)
			expect(second).toMatch(
				new RegExp(
					`is in use by another FerretDB \\(pid ${holder}\\); stop that one first`,
				),
			)
			expect(databasesOn(path.join(dbDir, 'ferretdb'))).toEqual([holder])
		} finally {
			await first?.stop()
		}
	})

	test('analytics load only when configured: allowed by host on cached pages, by nonce elsewhere', async ({
		request,
	}) => {
		const server = await startServer(
			{
				DATA_DIR: dataDir,
				SEED_ON_START: 'false',
				ANALYTICS_PLAUSIBLE_DOMAIN: 'brandline.example',
			},
			{ launcher: 'preview' },
		)
		try {
			// The front page comes from the response cache: no nonce, the analytics host is allowed by name
			// (and the one inline script a reading page has, the head's theme script, by its hash: decision 059).
			const home = await request.get(server.url)
			const cachedCsp = home.headers()['content-security-policy']!
			const themeHash = createHash('sha256')
				.update(THEME_SCRIPT)
				.digest('base64')
			expect(/script-src ([^;]+)/.exec(cachedCsp)![1]).toBe(
				`'self' https://plausible.io 'sha256-${themeHash}'`,
			)
			expect(cachedCsp).toMatch(/connect-src [^;]*https:\/\/plausible\.io/)
			expect(await home.text()).toContain(
				`data-domain="brandline.example" src="https://plausible.io/js/script.js"`,
			)
			// So is the game, which runs React: its inline scripts are allowed by their hashes.
			await request.get(`${server.url}/game-of-influence`)
			const game = await request.get(`${server.url}/game-of-influence`)
			expect(game.headers()['x-cache']).toBe('HIT')
			expect(game.headers()['content-security-policy']).toMatch(
				/script-src 'self' https:\/\/plausible\.io( 'sha256-[^']+')+;/,
			)

			// A page made for each visitor (the newsletter page is not cached) allows it under that response's nonce.
			const search = await request.get(`${server.url}/newsletter`)
			const csp = search.headers()['content-security-policy']!
			const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
			expect(csp).toMatch(/connect-src [^;]*https:\/\/plausible\.io/)
			expect(await search.text()).toContain(
				`nonce="${nonce}" data-domain="brandline.example" src="https://plausible.io/js/script.js"`,
			)
		} finally {
			expect(await server.stop()).toBe(0)
		}
	})
})
