import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'

// The production server: its response cache (stored variants) and the compression middleware.
const site = testSite('content_encoding')

/** Accept-Encoding as a client may send it, and the coding it must get (none: uncompressed). */
const NEGOTIATIONS: [header: string | null, expected: string | null][] = [
	[null, null],
	['gzip;q=0, br;q=0', null],
	['br;q=0, gzip;q=0, deflate;q=0', null],
	['identity;q=0, *;q=0', null],
	['*;q=0', null],
	['br;q=0, gzip', 'gzip'],
	['br;q=0.5, gzip;q=0.8', 'gzip'],
	['br;q=0.5, *;q=0.9', 'gzip'],
	['gzip;q=0.001', 'gzip'],
	['GZIP', 'gzip'],
	['gzip, deflate, br, zstd', 'br'],
	['gzip, br', 'br'],
	['*', 'br'],
]

/** One GET with exactly these headers (no client adds or decodes anything): status and headers. */
function get(
	pathname: string,
	acceptEncoding: string | null,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
	return new Promise((resolve, reject) => {
		const outgoing = request(
			`${site().url}${pathname}`,
			{
				headers: {
					'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
					...(acceptEncoding === null
						? {}
						: { 'accept-encoding': acceptEncoding }),
				},
			},
			response => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () =>
					resolve({
						status: response.statusCode ?? 0,
						headers: response.headers,
						body: Buffer.concat(chunks),
					}),
				)
			},
		)
		outgoing.on('error', reject)
		outgoing.end()
	})
}

async function checkEveryNegotiation(pathname: string, cached: boolean) {
	const plain = await get(pathname, null)
	expect(plain.status).toBe(200)
	for (const [header, expected] of NEGOTIATIONS) {
		const answer = await get(pathname, header)
		expect(answer.status).toBe(200)
		expect(answer.headers['x-cache'] ?? null, pathname).toBe(
			cached ? 'HIT' : null,
		)
		expect(
			answer.headers['content-encoding'] ?? null,
			`${pathname} with Accept-Encoding: ${header}`,
		).toBe(expected)
		expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
		// Uncompressed: the page itself (a cached page byte for byte; others carry a fresh nonce).
		if (expected === null && cached)
			expect(answer.body.equals(plain.body)).toBe(true)
		if (expected === null)
			expect(answer.body.toString('utf8').trimStart()).toMatch(/^[<{[]/)
	}
}

describe('Accept-Encoding, q-values included', () => {
	it('chooses the cached page variant by quality, uncompressed when every coding is refused', async () => {
		await get('/', null)
		await checkEveryNegotiation('/', true)
	})

	it('chooses the same way for answers compressed on the fly', async () => {
		// An article's JSON is not kept by the page cache: the compression middleware encodes it.
		const list = (await (await site().request('/api/articles')).json()) as {
			id: string
		}[]
		await checkEveryNegotiation(`/api/articles/${list[0]!.id}`, false)
		await checkEveryNegotiation('/admin/sign-in', false)
	})
})
