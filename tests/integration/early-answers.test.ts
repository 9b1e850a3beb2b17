import { describe, expect, it } from 'vitest'
import { RawConnection, chunkedBody, requestHead } from '../helpers/raw-http.ts'
import { testSite } from '../helpers/site.ts'
import { BODY_SIZE_LIMIT } from '../../server/request-guards.ts'
import { DRAIN_LIMIT } from '../../server/unread-bodies.ts'

// The production server with the real limits, so one case can be a 429.
const site = testSite('early_answers', { RATE_LIMIT_MULTIPLIER: '1' })

/** A body a refused form or JSON call may carry: drained, the connection kept. */
const SMALL = DRAIN_LIMIT - 1024
/** More than is ever drained: the connection is closed, cleanly. */
const LARGE = DRAIN_LIMIT * 3

const host = () => new URL(site().url).host
const json = (bytes: number) =>
	`{"articleId":"${'x'.repeat(Math.max(0, bytes - 17))}"}`

interface EarlyAnswer {
	name: string
	status: number
	/** Whether the connection is kept (the rest of the body drained) or closed. */
	keeps: boolean
	/** Writes the request; a body larger than the server reads is not awaited. */
	send(connection: RawConnection): Promise<void>
}

/** A POST of `bytes` with these headers, its whole body sent. */
function post(
	path: string,
	bytes: number,
	headers: Record<string, string> = {},
	method = 'POST',
) {
	return (connection: RawConnection) =>
		connection.write(
			requestHead(method, path, host(), {
				'Content-Type': 'application/json',
				'Content-Length': Buffer.byteLength(json(bytes)),
				...headers,
			}) + json(bytes),
		)
}

const EARLY_ANSWERS: EarlyAnswer[] = [
	{
		name: '413 from the size guard, the body still coming',
		status: 413,
		keeps: false,
		async send(connection) {
			await connection.write(
				requestHead('POST', '/api/analytics/share', host(), {
					'Content-Type': 'application/json',
					'Content-Length': BODY_SIZE_LIMIT + 1,
				}),
			)
			void connection.write(Buffer.alloc(LARGE, 'x'))
		},
	},
	{
		name: '413 from a JSON call, over its limit by Content-Length',
		status: 413,
		keeps: false,
		send: post('/api/analytics/share', LARGE),
	},
	{
		name: '413 from a JSON call that stops reading a chunked body half-way',
		status: 413,
		keeps: false,
		async send(connection) {
			await connection.write(
				requestHead('POST', '/api/analytics/share', host(), {
					'Content-Type': 'application/json',
					'Transfer-Encoding': 'chunked',
				}),
			)
			void connection.write(chunkedBody('x', LARGE))
		},
	},
	{
		name: '403 for a write from another site',
		status: 403,
		keeps: true,
		send: post('/api/newsletter/subscribe', SMALL, {
			Origin: 'https://elsewhere.example',
		}),
	},
	{
		name: '403 for a large write from another site',
		status: 403,
		keeps: false,
		send: post('/api/newsletter/subscribe', LARGE, {
			Origin: 'https://elsewhere.example',
		}),
	},
	{
		name: '405 for a method no route takes',
		status: 405,
		keeps: true,
		send: post('/', SMALL, {}, 'PROPFIND'),
	},
	{
		name: '405 from a route for a method it does not take',
		status: 405,
		keeps: true,
		send: post('/api/analytics/share', SMALL, {}, 'PUT'),
	},
	{
		name: '415 for a body that is not JSON',
		status: 415,
		keeps: true,
		send: post('/api/analytics/share', SMALL, { 'Content-Type': 'text/plain' }),
	},
	{
		name: '400 for an address that does not decode',
		status: 400,
		keeps: true,
		send: post('/article/%E0%A4%A', SMALL),
	},
	{
		name: '401 for an admin call without the session',
		status: 401,
		keeps: true,
		send: post('/api/articles', SMALL),
	},
	{
		name: '200 from the page cache for a GET that carries a body',
		status: 200,
		keeps: true,
		send: post('/', SMALL, {}, 'GET'),
	},
]

/**
 * Sends a request answered before its body is read, then: if the answer kept the connection, a
 * second request on it must be answered; if it said `Connection: close`, the connection must end
 * without a reset. Either way no error is seen. Returns the first answer.
 */
async function answeredThenUsable(early: EarlyAnswer) {
	const connection = new RawConnection(site().url)
	try {
		await early.send(connection)
		const answer = await connection.readResponse()
		const closes = /\bclose\b/i.test(answer.headers.connection ?? '')
		if (!closes) {
			await connection.write(requestHead('GET', '/healthz', host(), {}))
			const next = await connection.readResponse()
			expect(next.status, `${early.name}: the next request`).toBe(200)
		}
		connection.end()
		await connection.closed
		expect(connection.error?.code ?? null, early.name).toBeNull()
		return { answer, closes }
	} finally {
		connection.destroy()
	}
}

describe('an answer given before the body is read', () => {
	it.each(EARLY_ANSWERS.map(early => [early.name, early] as const))(
		'%s: drains a small body and answers the next request, or closes cleanly',
		async (_name, early) => {
			// The page cache holds the home page before a GET with a body asks for it.
			if (early.status === 200) await (await site().request('/')).arrayBuffer()
			const { answer, closes } = await answeredThenUsable(early)
			expect(answer.status).toBe(early.status)
			expect(closes).toBe(!early.keeps)
		},
	)

	it('429 for a write past its limit: the next request on the connection is answered', async () => {
		const promotions = (await (
			await site().request('/api/promotions/active')
		).json()) as { id: string }[]
		const click = `/api/promotions/${promotions[0]!.id}/click`
		// A new clock-aligned window may begin while the limit is being used up: then again.
		for (let attempt = 0; attempt < 3; attempt += 1) {
			const reader = 50 + attempt
			for (let refused = false; !refused;) {
				const statuses = await Promise.all(
					Array.from({ length: 20 }, async () => {
						const response = await site().request(click, {
							method: 'POST',
							reader,
						})
						await response.arrayBuffer()
						return response.status
					}),
				)
				refused = statuses.includes(429)
			}
			const { answer, closes } = await answeredThenUsable({
				name: '429',
				status: 429,
				keeps: true,
				send: post(click, SMALL, { 'X-Forwarded-For': `203.0.113.${reader}` }),
			})
			if (answer.status !== 429) continue
			expect(closes).toBe(false)
			return
		}
		throw new Error('the limit was never reached in one window')
	}, 120_000)

	it('an /api address with a line break is refused with 400 in JSON whatever the method', async () => {
		// A line break stops the /api splat, so no route matches; a write never reached the check.
		for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
			const response = await site().request(
				'/api/line%0D%0ASet-Cookie%3A%20x%3D1',
				{ method },
			)
			expect(response.status, method).toBe(400)
			expect(response.headers.get('set-cookie'), method).toBeNull()
			expect(await response.json(), method).toEqual({
				message:
					'The address contains characters we cannot accept (a null byte or another control character).',
			})
		}
	})
})
