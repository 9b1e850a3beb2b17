/**
 * Fetching something a stranger (or the administrator) named — an image, a feed — without letting
 * them aim our server at our own network (SSRF): http(s) only, no credentials in the URL; every
 * address the name resolves to must be a public unicast address, and the connection goes to the
 * address that was checked (no second DNS answer in between); redirects are followed by hand and
 * each hop checked again; time and size are limited, and the answer must say it is what we asked
 * for (`FetchKind`).
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { isImageContentType } from '#app/lib/image-upload.ts'
import {
	DomainError,
	invalid,
	tooLarge,
	unsupportedType,
} from './errors.server.ts'

export interface SafeFetchOptions {
	maxBytes: number
	/** For the whole fetch, redirects included. */
	timeoutMs?: number
	maxRedirects?: number
	/** Tests only: allow loopback and private addresses (IMAGE_FETCH_ALLOW_PRIVATE, FEED_FETCH_ALLOW_PRIVATE). */
	allowPrivateAddresses?: boolean
}

/** What is being fetched: how it is asked for, which answers are that thing, and the words of refusals. */
interface FetchKind {
	/** "image", "feed": in "The image could not be fetched: …". */
	noun: string
	accept: string
	userAgent: string
	acceptsContentType(contentType: string): boolean
	unsupported: () => DomainError
	tooLarge: () => DomainError
	/** Refused before fetching: not a URL at all. */
	invalidUrl: () => DomainError
}

const IMAGE: FetchKind = {
	noun: 'image',
	accept: 'image/*',
	userAgent: 'BrandlineImageImport/1',
	acceptsContentType: isImageContentType,
	unsupported: () =>
		unsupportedType('Please upload an image file (JPG, PNG, GIF, WebP)'),
	tooLarge: () => tooLarge('Image must be smaller than 5MB'),
	invalidUrl: () => invalid('Please enter a valid image URL'),
}

export interface FetchedImage {
	bytes: Uint8Array
	contentType: string
	/** Where the bytes came from after redirects. */
	url: string
}

const unreachable = (kind: FetchKind, why: string) =>
	new DomainError('invalid', `The ${kind.noun} could not be fetched: ${why}.`)

/** True for an address anyone on the internet could reach (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
	if (!ipaddr.isValid(address)) return false
	return ipaddr.process(address).range() === 'unicast'
}

function checkedLookup(kind: FetchKind, allowPrivate: boolean): LookupFunction {
	return (hostname, options, callback) => {
		dnsLookup(hostname, { all: true, family: options.family })
			.then(addresses => {
				const refused = addresses.find(
					entry => !allowPrivate && !isPublicAddress(entry.address),
				)
				if (refused || addresses.length === 0) {
					callback(
						unreachable(
							kind,
							refused
								? `${hostname} resolves to a private address`
								: `${hostname} has no address`,
						),
						'',
						4,
					)
					return
				}
				if (options.all) callback(null, addresses)
				else callback(null, addresses[0]!.address, addresses[0]!.family)
			})
			.catch((error: unknown) =>
				callback(error as NodeJS.ErrnoException, '', 4),
			)
	}
}

function checkUrl(kind: FetchKind, raw: string, allowPrivate: boolean): URL {
	let url: URL
	try {
		url = new URL(raw)
	} catch {
		throw kind.invalidUrl()
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:')
		throw unreachable(kind, 'only http and https addresses are fetched')
	if (url.username || url.password)
		throw unreachable(kind, 'addresses with credentials are not fetched')
	// An address written as an IP is never looked up, so it is checked here.
	const literal = url.hostname.replace(/^\[|\]$/g, '')
	if (ipaddr.isValid(literal) && !allowPrivate && !isPublicAddress(literal))
		throw unreachable(kind, 'private addresses are not fetched')
	return url
}

interface Hop {
	status: number
	location?: string
	contentType: string
	bytes?: Uint8Array
}

function requestOnce(
	kind: FetchKind,
	url: URL,
	options: Required<SafeFetchOptions>,
	signal: AbortSignal,
): Promise<Hop> {
	const client = url.protocol === 'https:' ? https : http
	return new Promise<Hop>((resolve, reject) => {
		const request = client.get(
			url,
			{
				lookup: checkedLookup(kind, options.allowPrivateAddresses),
				signal,
				headers: { accept: kind.accept, 'user-agent': kind.userAgent },
			},
			response => {
				const status = response.statusCode ?? 0
				const contentType = String(response.headers['content-type'] ?? '')
				if (status >= 300 && status < 400) {
					response.resume()
					resolve({ status, location: response.headers.location, contentType })
					return
				}
				if (status !== 200) {
					response.resume()
					reject(unreachable(kind, `the server answered ${status}`))
					return
				}
				if (!kind.acceptsContentType(contentType)) {
					response.resume()
					reject(kind.unsupported())
					return
				}
				if (
					Number(response.headers['content-length'] ?? '0') > options.maxBytes
				) {
					response.destroy()
					reject(kind.tooLarge())
					return
				}
				const chunks: Buffer[] = []
				let received = 0
				response.on('data', (chunk: Buffer) => {
					received += chunk.byteLength
					if (received > options.maxBytes) {
						response.destroy()
						reject(kind.tooLarge())
						return
					}
					chunks.push(chunk)
				})
				response.on('end', () =>
					resolve({
						status,
						contentType,
						bytes: new Uint8Array(Buffer.concat(chunks)),
					}),
				)
				response.on('error', reject)
			},
		)
		request.on('error', reject)
	})
}

/** Fetches by the rules above; fails with a domain error that says why. */
async function fetchSafely(
	kind: FetchKind,
	raw: string,
	options: SafeFetchOptions,
): Promise<FetchedImage> {
	const settings: Required<SafeFetchOptions> = {
		timeoutMs: 10_000,
		maxRedirects: 3,
		allowPrivateAddresses: false,
		...options,
	}
	const signal = AbortSignal.timeout(settings.timeoutMs)
	let url = checkUrl(kind, raw, settings.allowPrivateAddresses)
	for (let redirects = 0; ; redirects += 1) {
		let hop: Hop
		try {
			hop = await requestOnce(kind, url, settings, signal)
		} catch (error) {
			if (error instanceof DomainError) throw error
			if (signal.aborted)
				throw unreachable(
					kind,
					`no answer within ${settings.timeoutMs / 1000} s`,
				)
			throw unreachable(kind, (error as Error).message)
		}
		if (hop.bytes)
			return { bytes: hop.bytes, contentType: hop.contentType, url: url.href }
		if (!hop.location || redirects >= settings.maxRedirects)
			throw unreachable(kind, 'too many redirects')
		url = checkUrl(
			kind,
			new URL(hop.location, url).href,
			settings.allowPrivateAddresses,
		)
	}
}

/** Fetches an image (a contributor's link) by the rules above. */
export function fetchImageSafely(
	raw: string,
	options: SafeFetchOptions,
): Promise<FetchedImage> {
	return fetchSafely(IMAGE, raw, options)
}

/** Answers a feed may come as: the feed types, and XML or text (many servers send feeds as either). */
const FEED_TYPES =
	/^(application\/(rss|atom|rdf)\+xml|application\/xml|text\/xml|text\/plain)\b/i

const FEED: FetchKind = {
	noun: 'feed',
	accept:
		'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
	userAgent: 'BrandlineFeedImport/1 (+curated import)',
	acceptsContentType: contentType =>
		contentType === '' || FEED_TYPES.test(contentType),
	unsupported: () =>
		unsupportedType('The address did not answer with a feed (RSS or Atom).'),
	tooLarge: () => tooLarge('The feed is larger than the import reads.'),
	invalidUrl: () => invalid('Enter an http or https address'),
}

/** Fetches an RSS or Atom feed (the curated import) by the rules above. */
export function fetchFeedSafely(
	raw: string,
	options: SafeFetchOptions,
): Promise<FetchedImage> {
	return fetchSafely(FEED, raw, options)
}
