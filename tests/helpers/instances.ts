/**
 * Several app processes on one database, for the journeys that prove the site is correct with
 * any number of instances (tests/e2e/two-instances.spec.ts). Each cluster gets a database of its
 * own: a fresh database on TEST_MONGODB_URI's server when given (the test runner starts one), else
 * an embedded one started here. Instances run the production bundle (`startServer`) behind a
 * pretend proxy (TRUST_PROXY=1), so each test can speak as a client address of its own through
 * X-Forwarded-For and the per-client limits of one test never touch another's.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import {
	startEmbeddedDatabase,
	type EmbeddedDatabase,
} from '../../scripts/embedded-db.ts'
import { startServer, type RunningServer } from './server-process.ts'

export const ADMIN_EMAIL = 'owner@instances.brandline.example'
export const ADMIN_PASSWORD = 'two-instances-admin-password'

export interface Cluster {
	/** The connection string every instance was given (database name included). */
	mongoUri: string
	/** A connection of the test's own to the same database, to look behind the answers. */
	db: mongoose.Connection
	/** The instances started with the cluster (A, B, …). */
	instances: RunningServer[]
	/** Starts one more instance on the same database (with extra settings, e.g. another password). */
	startInstance(env?: Record<string, string>): Promise<RunningServer>
	stop(): Promise<void>
}

export async function startCluster(
	count: number,
	env: Record<string, string> = {},
): Promise<Cluster> {
	let embedded: EmbeddedDatabase | undefined
	const dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-cluster-'))
	let serverUri = process.env.TEST_MONGODB_URI
	if (!serverUri) {
		embedded = await startEmbeddedDatabase({
			dataDir: path.join(dataDir, 'db'),
		})
		serverUri = embedded.uri
	}
	const mongoUri = `${serverUri.replace(/\/?$/, '/')}instances_${randomBytes(4).toString('hex')}`
	const db = await mongoose
		.createConnection(mongoUri, { retryWrites: false })
		.asPromise()
	const started: RunningServer[] = []
	const startInstance = async (extra: Record<string, string> = {}) => {
		const instance = await startServer({
			MONGODB_URI: mongoUri,
			DATA_DIR: path.join(dataDir, `instance-${started.length}`),
			SEED_ON_START: 'false',
			ADMIN_EMAIL,
			ADMIN_PASSWORD,
			TRUST_PROXY: '1',
			...env,
			...extra,
		})
		started.push(instance)
		return instance
	}
	const instances = await Promise.all(
		Array.from({ length: count }, () => startInstance()),
	)
	return {
		mongoUri,
		db,
		instances,
		startInstance,
		async stop() {
			await Promise.all(started.map(instance => instance.stop()))
			await db.dropDatabase().catch(() => undefined)
			await db.close()
			await embedded?.stop()
			await rm(dataDir, { recursive: true, force: true })
		},
	}
}

let clients = 0
/** A client address no other test uses (documentation range 198.51.100.0/24, then onwards). */
export function newClientIp(): string {
	clients += 1
	return `198.51.${100 + Math.floor(clients / 250)}.${clients % 250}`
}

/** The Cookie header a browser would send back after this Set-Cookie. */
export function cookieOf(response: Response, name: string): string {
	const cookie = response.headers
		.getSetCookie()
		.find(header => header.startsWith(`${name}=`))
	if (!cookie)
		throw new Error(`no ${name} cookie in the answer (${response.status})`)
	return cookie.split(';')[0]!
}

/** A request to one instance as the client `ip` (through the pretend proxy), with its cookies. */
export function send(
	instance: RunningServer,
	pathname: string,
	{ ip, cookie, ...init }: RequestInit & { ip: string; cookie?: string },
): Promise<Response> {
	const headers = new Headers(init.headers)
	headers.set('X-Forwarded-For', ip)
	if (cookie) headers.set('Cookie', cookie)
	return fetch(`${instance.url}${pathname}`, {
		redirect: 'manual',
		...init,
		headers,
	})
}

/** Posts the sign-in form the way a browser without JavaScript does (as the owner, unless told). */
export function postSignIn(
	instance: RunningServer,
	ip: string,
	password = ADMIN_PASSWORD,
	email = ADMIN_EMAIL,
): Promise<Response> {
	return send(instance, '/admin/sign-in', {
		ip,
		method: 'POST',
		body: new URLSearchParams({ email, password, redirectTo: '/admin' }),
	})
}

/** Signs in on `instance`; returns the session's Cookie header. */
export async function signIn(
	instance: RunningServer,
	ip: string,
	password = ADMIN_PASSWORD,
	email = ADMIN_EMAIL,
): Promise<string> {
	const response = await postSignIn(instance, ip, password, email)
	if (response.status !== 302)
		throw new Error(
			`sign-in answered ${response.status}: ${await response.text()}`,
		)
	return cookieOf(response, 'bl_admin')
}

/** What an admin API call with this cookie answers (200 signed in, 401 not). */
export async function adminApiStatus(
	instance: RunningServer,
	cookie: string,
	ip: string,
): Promise<number> {
	const response = await send(instance, '/api/newsletter/subscribers', {
		ip,
		cookie,
	})
	await response.body?.cancel()
	return response.status
}

/** A guest post as the public API takes it; `label` makes it unique. */
export function guestPostBody(label: string) {
	return {
		authorName: `Contributor ${label}`,
		email: `contributor.${label}@example.com`,
		category: 'guest-contributions',
		headline: `Two instances ${label}: one article however many clicks`,
		content: `**Problem** ${'Two editors on two servers clicked Approve at the same moment. '.repeat(8)}\n\n**Solution** ${'One write only one request can win. '.repeat(4)}`,
		agreeTerms: true,
	}
}

/** Submits a guest post through `instance`; returns its id. */
export async function submitGuestPost(
	instance: RunningServer,
	label: string,
): Promise<string> {
	const response = await send(instance, '/api/guest-posts', {
		ip: newClientIp(),
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(guestPostBody(label)),
	})
	if (response.status !== 201)
		throw new Error(
			`guest post answered ${response.status}: ${await response.text()}`,
		)
	return ((await response.json()) as { id: string }).id
}
