/**
 * A confirmed Ghost import is a job that outlives its server (issue 24 item 4, docs/decisions/076):
 * the confirmation answers at once, the import is written in batches with its position saved after
 * each, and when the server doing it is killed (SIGKILL, no goodbye) a second server takes it up
 * from there by itself (its periodic job, no page opened) and finishes it: every post once, the
 * report's counts exact, the old address two posts shared kept by the first. The test sets a
 * pause after each batch (IMPORT_BATCH_PAUSE_MS) so the kill lands mid-import, and a short lease.
 */
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	newClientIp,
	send,
	signIn,
	startCluster,
	type Cluster,
} from '../helpers/instances.ts'
import type { ImportRunFields } from '#app/server/models/index.ts'

const POSTS = 100
/** Two posts far apart in the file had one address: the first (in batch 1) keeps it. */
const SHARED = { first: 5, second: 90 }

/** The fixture's export with its posts replaced by POSTS plain ones (no images to fetch). */
function bigExport(): string {
	const full = JSON.parse(
		readFileSync(
			new URL('../fixtures/import/ghost-v6.json', import.meta.url),
			'utf8',
		),
	) as { db: Array<{ data: Record<string, unknown[]> }> }
	const data = full.db[0]!.data
	const model = data.posts![0] as Record<string, unknown>
	data.posts = Array.from({ length: POSTS }, (_, n) => {
		const slug =
			n === SHARED.first || n === SHARED.second
				? 'shared-address'
				: `resumed-post-${n}`
		return {
			...model,
			id: `77a0b1c2d3e4f5a6b7${String(n).padStart(6, '0')}`,
			uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
			comment_id: `resumed-${n}`,
			title: `Resumed post number ${n}`,
			slug,
			lexical: null,
			mobiledoc: null,
			html: `<p>Post ${n} of an import that outlives the server writing it, long enough to be an article.</p>`,
			feature_image: null,
			canonical_url: null,
		}
	})
	for (const key of ['posts_meta', 'posts_tags', 'posts_authors'])
		data[key] = []
	return JSON.stringify(full)
}

const ENV = { IMPORT_BATCH_PAUSE_MS: '1500', IMPORT_LEASE_SECONDS: '3' }

let cluster: Cluster
beforeAll(async () => {
	cluster = await startCluster(1, ENV)
}, 120_000)
afterAll(() => cluster?.stop())

const runs = () => cluster.db.collection<ImportRunFields>('import_runs')

async function waitFor<T>(
	read: () => Promise<T | undefined>,
	what: string,
	ms: number,
): Promise<T> {
	const until = Date.now() + ms
	while (Date.now() < until) {
		const value = await read()
		if (value !== undefined) return value
		await sleep(100)
	}
	throw new Error(`timed out waiting for ${what}`)
}

describe('a Ghost import whose server is killed mid-way', () => {
	it('is finished by another server from its checkpoint, with no duplicates and exact counts', async () => {
		const [first] = cluster.instances
		const ip = newClientIp()
		const cookie = await signIn(first!, ip)
		const body = new FormData()
		body.set(
			'export',
			new File([bigExport()], 'ghost.json', { type: 'application/json' }),
		)
		body.set('siteUrl', 'https://old-blog.invalid')
		const uploaded = await send(first!, '/admin/import', {
			ip,
			cookie,
			method: 'POST',
			headers: { origin: first!.url },
			body,
		})
		expect(uploaded.status).toBe(303)
		const page = uploaded.headers.get('location')!
		const id = page.split('/').pop()!

		const confirmed = await send(first!, page, {
			ip,
			cookie,
			method: 'POST',
			headers: { origin: first!.url },
			body: new URLSearchParams({ defaultCategory: 'personal-branding' }),
		})
		// The confirmation only records the choice: it answers before the import is done.
		expect([302, 303]).toContain(confirmed.status)
		expect(confirmed.headers.get('location')).toBe(page)
		expect((await runs().findOne({ _id: id }))?.state).toBe('importing')

		// The first server has saved a checkpoint and is not done: kill it there.
		const checkpoint = await waitFor(
			async () => {
				const run = await runs().findOne({ _id: id })
				const done = run?.progress?.done ?? 0
				return done >= 25 ? done : undefined
			},
			'the first batch',
			30_000,
		)
		const exited = new Promise(resolve => first!.process.once('exit', resolve))
		first!.process.kill('SIGKILL')
		await exited
		const left = await runs().findOne({ _id: id })
		expect(left?.state).toBe('importing')
		expect(left?.progress?.done).toBeGreaterThanOrEqual(checkpoint)
		expect(left?.progress?.done).toBeLessThan(POSTS)

		// A second server takes it up by itself (nobody opens the status page).
		const second = await cluster.startInstance(ENV)
		const run = await waitFor(
			async () => {
				const found = await runs().findOne({ _id: id })
				return found?.state === 'imported' ? found : undefined
			},
			'the import to finish on the second server',
			60_000,
		)
		const report = run.report!
		expect(report.imported).toBe(POSTS)
		expect(report.updated).toBe(0)
		expect(report.totals?.skipped).toBe(0)
		expect(run.progress).toEqual({ done: POSTS, total: POSTS })
		// Each post's two old addresses (/slug, /slug/amp), the shared pair once.
		expect(report.redirects).toEqual({
			added: 2 * (POSTS - 1),
			updated: 0,
			kept: 0,
			refused: 0,
		})
		expect(
			report.notes.filter(row => row.note.includes('/shared-address')),
		).toEqual([
			expect.objectContaining({
				title: `Resumed post number ${SHARED.second}`,
			}),
			expect.objectContaining({
				title: `Resumed post number ${SHARED.second}`,
			}),
		])
		const articles = cluster.db.collection('articles')
		expect(await articles.countDocuments({ headline: /^Resumed post/ })).toBe(
			POSTS,
		)
		expect(
			(await articles.distinct('slug', { headline: /^Resumed post/ })).length,
		).toBe(POSTS)
		const redirects = cluster.db.collection<{ _id: string; to: string }>(
			'redirects',
		)
		expect(await redirects.countDocuments({ importId: id })).toBe(
			2 * (POSTS - 1),
		)
		expect((await redirects.findOne({ _id: '/shared-address' }))?.to).toBe(
			'/article/shared-address',
		)

		// The status page on the second server shows the report, no longer refreshing.
		const status = await send(second, page, { ip, cookie })
		// (React marks where one text ends and the next begins with an empty comment.)
		const html = (await status.text()).replaceAll('<!-- -->', '')
		expect(status.status).toBe(200)
		expect(html).toContain('Ghost import: done')
		expect(html).not.toContain('http-equiv="refresh"')
	}, 150_000)
})
