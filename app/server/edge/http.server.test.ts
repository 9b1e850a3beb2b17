import { describe, expect, it } from 'vitest'
import { conflict, rateLimited } from '#app/server/platform/errors.server.ts'
import { handleApi, readForm, readJsonObject, statusOf } from './http.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'

/** The status a failed read is answered with. */
function answered(promise: Promise<unknown>): Promise<number | string> {
	return promise.then(
		() => 'no failure',
		(error: unknown) =>
			error instanceof DomainError ? statusOf(error) : String(error),
	)
}

function post(
	body: BodyInit | null,
	headers: Record<string, string> = {},
): Request {
	return new Request('http://localhost/api/x', {
		method: 'POST',
		body,
		headers,
		duplex: 'half',
	} as RequestInit)
}

describe('readJsonObject', () => {
	it('parses a JSON object', async () => {
		expect(
			await readJsonObject(
				post('{"email":"a@b.co"}', {
					'content-type': 'application/json; charset=utf-8',
				}),
			),
		).toEqual({ email: 'a@b.co' })
	})

	it('treats an empty body as an empty object', async () => {
		expect(
			await readJsonObject(post('', { 'content-type': 'application/json' })),
		).toEqual({})
	})

	it('refuses other content types with 415', async () => {
		expect(
			await answered(
				readJsonObject(
					post('email=a', {
						'content-type': 'application/x-www-form-urlencoded',
					}),
				),
			),
		).toBe(415)
	})

	it('refuses malformed JSON and non-objects with 400', async () => {
		expect(
			await answered(
				readJsonObject(post('{nope', { 'content-type': 'application/json' })),
			),
		).toBe(400)
		expect(
			await answered(
				readJsonObject(post('[1,2]', { 'content-type': 'application/json' })),
			),
		).toBe(400)
	})

	it('refuses a body over the limit with 413, even when it lies about its length', async () => {
		const big = JSON.stringify({ text: 'x'.repeat(2000) })
		expect(
			await answered(
				readJsonObject(post(big, { 'content-type': 'application/json' }), 1000),
			),
		).toBe(413)
		expect(
			await answered(
				readJsonObject(
					post(big, {
						'content-type': 'application/json',
						'content-length': '10',
					}),
					1000,
				),
			),
		).toBe(413)
		const stream = new ReadableStream({
			start(controller) {
				for (let i = 0; i < 10; i += 1)
					controller.enqueue(new TextEncoder().encode('x'.repeat(200)))
				controller.close()
			},
		})
		expect(
			await answered(
				readJsonObject(
					post(stream, { 'content-type': 'application/json' }),
					1000,
				),
			),
		).toBe(413)
	})
})

describe('readForm', () => {
	it('reads urlencoded fields within the limit', async () => {
		const form = await readForm(
			post('email=a%40b.co&source=home', {
				'content-type': 'application/x-www-form-urlencoded',
			}),
		)
		expect(form.get('email')).toBe('a@b.co')
	})
	it('refuses a form over the limit', async () => {
		expect(
			await answered(
				readForm(
					post(`email=${'x'.repeat(5000)}`, {
						'content-type': 'application/x-www-form-urlencoded',
					}),
					1000,
				),
			),
		).toBe(413)
	})
})

describe('handleApi', () => {
	it('answers a domain failure with the status of its kind and its message as JSON', async () => {
		const response = await handleApi(() =>
			Promise.reject(conflict('Nope.', { field: 'email' })),
		)
		expect(response.status).toBe(409)
		expect(await response.json()).toEqual({ message: 'Nope.', field: 'email' })
	})
	it('tells a limited client when to come back', async () => {
		const response = await handleApi(() =>
			Promise.reject(rateLimited('Too many attempts.', 90)),
		)
		expect(response.status).toBe(429)
		expect(response.headers.get('Retry-After')).toBe('90')
	})
	it('lets unexpected errors through to the error handler', async () => {
		await expect(
			handleApi(async () => Promise.reject(new Error('boom'))),
		).rejects.toThrow('boom')
	})
})
