import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { startServer, type RunningServer } from '../helpers/server-process.ts'

/**
 * Issue 11's proof: every route (read from app/routes.ts, so a new route is covered the day it
 * exists) gets generated bad input — wrong types, query operators, very long strings, control
 * characters, null bytes, broken UTF-8 and UTF-16, huge and deep bodies, wrong content types and
 * methods — with and without the administrator's session. It fails on any 5xx, on any request
 * that gets no answer, on any answer from /api/* that is not JSON, and on any error-level line
 * in the server's log.
 *
 * Replay a run with the seed it prints: FUZZ_SEED=<seed> npx playwright test fuzz
 * More requests per route: FUZZ_RUNS=<n> (default 24); `npm run fuzz` explores with 200.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
/**
 * CI replays one fixed seed, so a red build always means a change broke something and is replayed
 * by the same command (as Hypothesis's `derandomize` for CI). Everywhere else each run explores a
 * new seed: `npm run fuzz` (more requests per route) is how new counterexamples are found; each
 * one found becomes a named regression test beside the code it broke.
 */
const CI_SEED = 20_261_123
const SEED = Number(
	process.env.FUZZ_SEED ??
		(process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31)),
)
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24)
const ADMIN_EMAIL = 'owner@fuzz.brandline.example'
const ADMIN_PASSWORD = 'fuzz-admin-password-long-enough'
// Answers that are images by design: the social card, and the no-JavaScript view counter (a 1×1 GIF).
const BINARY_API = new Set(['/api/og-image', '/api/analytics/view.gif'])
/** A finished game's social card (a PNG) lives under this prefix, one address per result. */
const BINARY_API_PREFIX = '/api/game-card/'

interface RouteEntry {
	path?: string
	index?: boolean
	file: string
	children?: RouteEntry[]
}

/** The URL patterns of every route, as React Router builds them from app/routes.ts. */
async function routePatterns(): Promise<string[]> {
	;(
		globalThis as { __reactRouterAppDirectory?: string }
	).__reactRouterAppDirectory = path.join(ROOT, 'app')
	const { default: routes } = (await import(
		path.join(ROOT, 'app/routes.ts')
	)) as { default: RouteEntry[] }
	const patterns = new Set<string>()
	const walk = (entries: RouteEntry[], prefix: string) => {
		for (const entry of entries) {
			const full = [prefix, entry.path].filter(Boolean).join('/')
			patterns.add(`/${full}`)
			if (entry.children) walk(entry.children, full)
		}
	}
	walk(routes, '')
	return [...patterns].sort()
}

// ---- generators -----------------------------------------------------------------------------

const NASTY = [
	'',
	' ',
	'\u0000',
	'abc\u0000def',
	'\u0007\u001b[31m',
	'line\r\nSet-Cookie: x=1',
	'\ud800',
	'\udfff tail',
	'Ā Ł ✓ 👍',
	'../../../etc/passwd',
	'..%2f..%2f',
	'$gt',
	'{"$gt":""}',
	'<script>alert(1)</script>',
	'javascript:alert(1)',
	'https://evil.example/',
	'//evil.example',
	'/\\evil.example',
	'null',
	'-1',
	'0',
	'1e309',
	'NaN',
	'true',
	'[]',
	'{}',
	'a'.repeat(300),
]

/** Any UTF-16 string, lone surrogates and control characters included. */
const anyUnits = fc.string({
	unit: fc
		.integer({ min: 0, max: 0xffff })
		.map(code => String.fromCharCode(code)),
	maxLength: 40,
})
const longText = fc
	.integer({ min: 1_000, max: 120_000 })
	.map(length => 'x'.repeat(length))
const junkText = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...NASTY) },
	{ weight: 3, arbitrary: anyUnits },
	{ weight: 2, arbitrary: fc.string() },
	{ weight: 1, arbitrary: longText },
)

const jsonLeaf = fc.oneof(
	junkText,
	fc.integer(),
	fc.double(),
	fc.boolean(),
	fc.constant(null),
	fc.constantFrom(
		{ $gt: '' },
		{ $ne: null },
		{ $where: 'sleep(1000)' },
		{ $regex: '.*' },
		{ __proto__: { admin: true } },
	),
)
const jsonValue = fc.letrec<{ value: unknown }>(tie => ({
	value: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		jsonLeaf,
		fc.array(tie('value'), { maxLength: 4 }),
		fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
	),
})).value

/** Percent-encodes as a URL would, or writes raw escapes that do not decode (%FF, %00, a cut sequence). */
function encodeLoosely(value: string, raw: boolean): string {
	if (raw)
		return value.replace(
			/[^\w.~-]/g,
			character =>
				`%${(character.charCodeAt(0) & 0xff).toString(16).padStart(2, '0').toUpperCase()}`,
		)
	return value.isWellFormed()
		? encodeURIComponent(value)
		: encodeURIComponent(value.toWellFormed()) + '%ED%A0%80'
}
const urlPiece = fc.oneof(
	{
		weight: 4,
		arbitrary: fc
			.tuple(junkText, fc.boolean())
			.map(([value, raw]) => encodeLoosely(value.slice(0, 2_000), raw)),
	},
	{
		weight: 1,
		arbitrary: fc.constantFrom('%00', '%FF', '%E0%A4%A', '%', '%%', '%C0%AF'),
	},
)

type Body =
	| { kind: 'none' }
	| { kind: 'json'; value: unknown }
	| { kind: 'raw'; contentType: string | undefined; bytes: Uint8Array }
	| { kind: 'form'; fields: [string, string][] }
	| {
			kind: 'multipart'
			fields: [string, string][]
			files: {
				name: string
				filename: string
				type: string
				bytes: Uint8Array
			}[]
	  }

function bodyArbitrary(fieldNames: string[]): fc.Arbitrary<Body> {
	const fieldName = fc.oneof(
		{ weight: 5, arbitrary: fc.constantFrom(...fieldNames) },
		{ weight: 1, arbitrary: junkText.map(name => name.slice(0, 60)) },
	)
	const fields = fc.array(fc.tuple(fieldName, junkText), { maxLength: 12 })
	const bytes = (max: number) => fc.uint8Array({ maxLength: max })
	return fc.oneof(
		{ weight: 2, arbitrary: fc.constant<Body>({ kind: 'none' }) },
		{
			weight: 5,
			arbitrary: fc
				.dictionary(fieldName, jsonValue, { maxKeys: 10 })
				.map((value): Body => ({ kind: 'json', value })),
		},
		{
			weight: 1,
			arbitrary: jsonValue.map((value): Body => ({ kind: 'json', value })),
		},
		{
			weight: 4,
			arbitrary: fields.map((entries): Body => ({
				kind: 'form',
				fields: entries,
			})),
		},
		{
			weight: 2,
			arbitrary: fc
				.tuple(
					fields,
					fc.array(
						fc.record({
							name: fieldName,
							filename: junkText.map(name => name.slice(0, 80)),
							type: fc.constantFrom(
								'image/png',
								'image/jpeg',
								'text/plain',
								'application/octet-stream',
								'',
							),
							bytes: bytes(4_000),
						}),
						{ maxLength: 3 },
					),
				)
				.map(([entries, files]): Body => ({
					kind: 'multipart',
					fields: entries,
					files,
				})),
		},
		{
			weight: 3,
			arbitrary: fc
				.tuple(
					fc.constantFrom(
						undefined,
						'application/json',
						'application/x-www-form-urlencoded',
						'multipart/form-data',
						'multipart/form-data; boundary=zzz',
						'text/plain',
						'application/xml',
						'image/png',
						'application/json; charset=utf-16',
					),
					fc.oneof(
						bytes(2_000),
						fc.constantFrom(
							new TextEncoder().encode('{"email": "a@b.co", "x": '),
							Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
							new TextEncoder().encode(
								`${'['.repeat(50_000)}${']'.repeat(50_000)}`,
							),
							new TextEncoder().encode(
								`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
							),
							new TextEncoder().encode(
								'--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
							),
						),
						fc
							.integer({ min: 65_000, max: 400_000 })
							.map(size => new Uint8Array(size).fill(0x61)),
					),
				)
				.map(([contentType, payload]): Body => ({
					kind: 'raw',
					contentType,
					bytes: payload,
				})),
		},
		{
			weight: 1,
			arbitrary: fc.constant<Body>({
				kind: 'raw',
				contentType: 'application/x-www-form-urlencoded',
				bytes: new Uint8Array(7 * 1024 * 1024).fill(0x61),
			}),
		},
	)
}

interface FuzzRequest {
	method: string
	path: string
	query: [string, string][]
	body: Body
	admin: boolean
}

function describe(request: FuzzRequest): string {
	const body =
		request.body.kind === 'raw'
			? {
					kind: 'raw',
					contentType: request.body.contentType,
					bytes: request.body.bytes.byteLength,
					head: Buffer.from(request.body.bytes.slice(0, 60)).toString('latin1'),
				}
			: request.body.kind === 'multipart'
				? {
						...request.body,
						files: request.body.files.map(file => ({
							...file,
							bytes: file.bytes.byteLength,
						})),
					}
				: request.body
	return JSON.stringify({ ...request, body }, (_key, value: unknown) =>
		typeof value === 'string' && value.length > 200
			? `${value.slice(0, 200)}…(${value.length})`
			: value,
	)
}

async function encodeBody(
	body: Body,
): Promise<{ bytes?: Uint8Array; headers: Record<string, string> }> {
	switch (body.kind) {
		case 'none':
			return { headers: {} }
		case 'json':
			// JSON.stringify writes lone surrogates as \udXXX escapes: broken UTF-16 reaches the parser.
			return {
				bytes: new TextEncoder().encode(JSON.stringify(body.value) ?? 'null'),
				headers: { 'content-type': 'application/json' },
			}
		case 'raw':
			return {
				bytes: body.bytes,
				headers: body.contentType ? { 'content-type': body.contentType } : {},
			}
		case 'form':
			return {
				bytes: new TextEncoder().encode(
					body.fields
						.map(
							([name, value]) =>
								`${encodeLoosely(name, false)}=${encodeLoosely(value, false)}`,
						)
						.join('&'),
				),
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
			}
		case 'multipart': {
			const form = new FormData()
			for (const [name, value] of body.fields)
				form.append(name.toWellFormed(), value.toWellFormed())
			for (const file of body.files)
				form.append(
					file.name.toWellFormed(),
					new Blob([new Uint8Array(file.bytes)], { type: file.type }),
					file.filename.toWellFormed() || 'file',
				)
			const encoded = new Response(form)
			return {
				bytes: new Uint8Array(await encoded.arrayBuffer()),
				headers: { 'content-type': encoded.headers.get('content-type')! },
			}
		}
	}
}

interface Answer {
	status: number
	contentType: string
	text: string
}

/**
 * One request on a connection of its own (node:http, so any method and any bytes go out as
 * generated). Undefined when the server closed the connection without answering while a body
 * larger than it accepts was still being sent (refusing to read 7 MB is fine); any other missing
 * answer is an error.
 */
function send(
	url: string,
	method: string,
	headers: Record<string, string>,
	bytes: Uint8Array | undefined,
): Promise<Answer | undefined> {
	return new Promise((resolve, reject) => {
		const request = httpRequest(url, {
			method,
			headers: {
				...headers,
				connection: 'close',
				...(bytes ? { 'content-length': String(bytes.byteLength) } : {}),
			},
			agent: false,
			timeout: 20_000,
		})
		request.on('response', response => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () =>
				resolve({
					status: response.statusCode ?? 0,
					contentType: response.headers['content-type'] ?? '',
					text: Buffer.concat(chunks).toString('utf8'),
				}),
			)
			response.on('error', reject)
		})
		request.on('timeout', () =>
			request.destroy(new Error('no answer within 20 s')),
		)
		request.on('error', (error: NodeJS.ErrnoException) => {
			if (
				(error.code === 'EPIPE' || error.code === 'ECONNRESET') &&
				(bytes?.byteLength ?? 0) > 1024 * 1024
			)
				resolve(undefined)
			else reject(new Error(`no answer: ${error.message}`, { cause: error }))
		})
		request.end(bytes ? Buffer.from(bytes) : undefined)
	})
}

// ---- the run --------------------------------------------------------------------------------

test.describe('fuzz', () => {
	test.describe.configure({ timeout: 600_000 })

	let server: RunningServer
	test.afterAll(async () => {
		await server?.stop()
	})

	test('every route answers generated bad input without a 5xx, and /api/* always in JSON', async () => {
		console.log(
			`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED} npx playwright test fuzz)`,
		)
		const database = process.env.TEST_MONGODB_URI
		server = await startServer(
			{
				ADMIN_EMAIL,
				ADMIN_PASSWORD,
				SEED_ON_START: 'true',
				RATE_LIMIT_MULTIPLIER: '1000',
				...(database
					? {
							MONGODB_URI: `${database.replace(/\/?$/, '/')}fuzz_${Date.now()}`,
						}
					: {}),
			},
			{ launcher: database ? 'server' : 'preview', startupMs: 300_000 },
		)

		const signIn = await fetch(`${server.url}/admin/sign-in`, {
			method: 'POST',
			body: new URLSearchParams({
				email: ADMIN_EMAIL,
				password: ADMIN_PASSWORD,
			}),
			redirect: 'manual',
		})
		const cookie = signIn.headers
			.getSetCookie()
			.map(header => header.split(';')[0]!)
			.join('; ')
		expect(cookie, 'the admin session cookie').not.toBe('')
		const admin = { cookie }

		// Real values for route parameters, beside generated ones.
		const getJson = async <T>(
			pathname: string,
			headers: Record<string, string> = {},
		) =>
			(await (await fetch(`${server.url}${pathname}`, { headers })).json()) as T
		const articles =
			await getJson<{ id: string; imageUrl?: string }[]>('/api/articles')
		const guestPosts = await getJson<{ id: string }[]>(
			'/api/guest-posts',
			admin,
		)
		const promotions = await getJson<{ id: string }[]>('/api/promotions', admin)
		const upload = (await (
			await fetch(`${server.url}/api/images/upload-url`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
			})
		)
			.json()
			.catch(() => ({}))) as { uploadURL?: string }
		const real: Record<string, string[]> = {
			id: [...articles, ...guestPosts, ...promotions]
				.slice(0, 40)
				.map(item => item.id)
				.concat('new'),
			category: [
				'personal-branding',
				'guest-contributions',
				'interviews',
				'nope',
			],
			platform: ['linkedin', 'twitter', 'email'],
			decision: ['approve', 'reject'],
			slug: ['claire-ashby'],
			token: upload.uploadURL
				? [upload.uploadURL.split('/').at(-1)!]
				: ['token'],
			'*': articles
				.flatMap(article =>
					article.imageUrl
						? [article.imageUrl.replace(/^\/public-objects\//, '')]
						: [],
				)
				.slice(0, 5)
				.concat('uploads/../../etc/passwd'),
		}
		const fieldNames = [
			...new Set(
				[
					'email',
					'source',
					'contentType',
					'redirectTo',
					'password',
					'intent',
					'id',
					'q',
					'headline',
					'summary',
					'content',
					'author',
					'category',
					'imageUrl',
					'imageUrls',
					'imageCredit',
					'youtubeUrl',
					'featured',
					'breaking',
				].concat(
					[
						'authorName',
						'company',
						'socialHandle',
						'authorBio',
						'agreeTerms',
						'title',
						'description',
						'url',
						'buttonText',
						'placement',
						'targetCategory',
						'priority',
						'active',
						'startDate',
						'endDate',
					],
					[
						'articleId',
						'platform',
						'timestamp',
						'keywords',
						'fileExtension',
						'website_url',
						'from__confirm',
						'image',
						'images',
						'tab',
					],
				),
			),
		]

		const patterns = await routePatterns()
		const counts = new Map<string, number>()
		const failures: string[] = []
		let sent = 0

		for (const [index, pattern] of patterns.entries()) {
			const segment = (name: string) =>
				fc.oneof(
					{
						weight: 3,
						arbitrary: fc
							.constantFrom(...(real[name] ?? ['x']))
							.map(value => value.split('/').map(encodeURIComponent).join('/')),
					},
					{ weight: 2, arbitrary: urlPiece },
				)
			const params = [...pattern.matchAll(/:(\w+)|\*/g)].map(
				match => match[1] ?? '*',
			)
			const pathArbitrary = fc.tuple(...params.map(segment)).map(values => {
				let next = 0
				return pattern.replace(/:(\w+)|\*/g, () => values[next++]!)
			})
			const requestArbitrary: fc.Arbitrary<FuzzRequest> = fc.record({
				method: fc.oneof(
					{ weight: 4, arbitrary: fc.constantFrom('GET', 'POST') },
					{
						weight: 2,
						arbitrary: fc.constantFrom(
							'PUT',
							'PATCH',
							'DELETE',
							'HEAD',
							'OPTIONS',
						),
					},
					{
						weight: 1,
						arbitrary: fc.constantFrom('PROPFIND', 'TRACE', 'MKCOL', 'PURGE'),
					},
				),
				path: pathArbitrary,
				query: fc.array(
					fc.tuple(
						fc.oneof(
							fc.constantFrom(...fieldNames, 'index', '_data', 'page', 'tab'),
							urlPiece,
						),
						urlPiece,
					),
					{ maxLength: 4 },
				),
				body: bodyArbitrary(fieldNames),
				// Signing out would end the session the other requests use.
				admin: /sign-out/.test(pattern) ? fc.constant(false) : fc.boolean(),
			})

			try {
				await fc.assert(
					fc.asyncProperty(requestArbitrary, async request => {
						sent += 1
						counts.set(pattern, (counts.get(pattern) ?? 0) + 1)
						const query = request.query
							.map(([name, value]) => `${name}=${value}`)
							.join('&')
						const url = `${server.url}${request.path}${query ? `?${query}` : ''}`
						const { bytes, headers } = ['GET', 'HEAD'].includes(request.method)
							? { bytes: undefined, headers: {} }
							: await encodeBody(request.body)
						const answer = await send(
							url,
							request.method,
							{ ...headers, ...(request.admin ? admin : {}) },
							bytes,
						)
						if (!answer) return
						expect(
							answer.status,
							`5xx for ${describe(request)}\n${answer.text.slice(0, 300)}`,
						).toBeLessThan(500)
						// The path as it went out: node:http resolves dot segments (/api/uploads/../../etc/passwd is /etc/passwd, a page).
						const pathname =
							URL.parse(url)?.pathname ?? request.path.split('?')[0]!
						const hasBody = answer.text !== ''
						if (
							pathname.startsWith('/api/') &&
							hasBody &&
							!(
								(BINARY_API.has(pathname) ||
									pathname.startsWith(BINARY_API_PREFIX)) &&
								answer.status < 300
							)
						) {
							expect(
								answer.contentType,
								`non-JSON answer (${answer.status}) from ${describe(request)}\n${answer.text.slice(0, 300)}`,
							).toMatch(/json/)
						}
					}),
					// Shrinking a failure is worth a little time, not the whole run.
					{
						seed: SEED + index,
						numRuns: RUNS_PER_ROUTE,
						interruptAfterTimeLimit: 30_000,
						markInterruptAsFailure: false,
					},
				)
			} catch (error) {
				const cause =
					error instanceof Error && error.cause instanceof Error
						? `\n${error.cause.message.slice(0, 1_500)}`
						: ''
				const failure = `${pattern}: ${String(error).slice(0, 1_500)}${cause}`
				console.log(`FAILED ${failure}`)
				failures.push(failure.split('\n').slice(0, 3).join('\n'))
			}
		}

		const covered = [...counts.entries()].map(
			([pattern, count]) => `${pattern} ×${count}`,
		)
		console.log(
			`fuzz: ${sent} requests over ${counts.size} routes (seed ${SEED})\n  ${covered.join('\n  ')}`,
		)
		expect(counts.size, 'every route was driven').toBe(patterns.length)
		expect(failures, `failures (replay with FUZZ_SEED=${SEED})`).toEqual([])
		// Bad input is not a bug: nothing it did belongs in the error log.
		const errors = server
			.output()
			.split('\n')
			.filter(line => line.includes('"level":50'))
		expect(
			errors.map(line => line.slice(0, 600)),
			'error-level log lines',
		).toEqual([])
	})
})
