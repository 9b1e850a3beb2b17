/**
 * The curated import, for real: RSS and Atom feeds the administrator keeps in a list (and the
 * built-in Brandline Desk reading list), fetched within limits of time and size, never from a
 * private address unless the configuration allows it; items that match the keywords become draft
 * articles with attribution, a link to the source and the canonical URL set to it. An item is
 * imported once, ever: the draft's `_id` is derived from its source address, and a second insert
 * of an `_id` fails on every MongoDB-wire server, however many imports run at once.
 */
import { createHash } from 'node:crypto'
import mongoose from 'mongoose'
import { curatedArticles } from '#app/content/curated.ts'
import {
	FeedFormatError,
	parseFeed,
	type FeedItem,
} from '#app/lib/feed-parse.ts'
import {
	cutAtWord,
	htmlToPlainText,
	matchingKeywords,
} from '#app/lib/html-text.ts'
import {
	MAX_FEEDS,
	type FeedInput,
	type ImportCuratedInput,
} from '#app/schemas/import.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	DomainError,
	conflict,
	invalid,
	notFound,
} from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	ImportFeed,
	type FeedImportReport,
	type ImportFeedFields,
} from '#app/server/models/index.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { fetchFeedSafely } from '#app/server/platform/safe-fetch.server.ts'
import { insertArticleOnce } from '#app/server/articles/editing.server.ts'
import { ensureAuthor } from '#app/server/people/authors.server.ts'

/** The built-in source: the Brandline Desk reading list (app/content/curated.ts). */
export const BUILT_IN_FEED_ID = 'built-in'
const BUILT_IN_TITLE = 'Brandline Desk reading list (built in)'
/** Items read from one feed per import (newest first, as feeds list them). */
export const MAX_ITEMS_PER_FEED = 50
/** Feeds fetched at once. */
const CONCURRENCY = 4

export interface FeedView {
	id: string
	title: string
	url?: string
	builtIn: boolean
	enabled: boolean
	lastImport?: Omit<FeedImportReport, 'at'> & { at: string }
}

export interface FeedRunReport extends Omit<
	FeedImportReport,
	'at' | 'keywords'
> {
	feedId: string
	title: string
	ids: string[]
}

function toView(doc: ImportFeedFields): FeedView {
	const { lastImport } = doc
	return {
		id: doc._id,
		title: doc.title,
		...(doc.url ? { url: doc.url } : {}),
		builtIn: doc._id === BUILT_IN_FEED_ID,
		enabled: doc.enabled,
		...(lastImport
			? {
					lastImport: {
						at: new Date(lastImport.at).toISOString(),
						fetched: lastImport.fetched,
						imported: lastImport.imported,
						duplicates: lastImport.duplicates,
						unmatched: lastImport.unmatched,
						failed: lastImport.failed,
						keywords: lastImport.keywords,
						...(lastImport.error ? { error: lastImport.error } : {}),
					},
				}
			: {}),
	}
}

/** An address as the key of what it points to: no fragment, no campaign tags, the host in lower case. */
export function normaliseSourceUrl(raw: string): string {
	const url = new URL(raw)
	url.hash = ''
	for (const key of [...url.searchParams.keys()])
		if (/^(utm_|fbclid$|gclid$|mc_)/i.test(key)) url.searchParams.delete(key)
	return url.href
}

const digest = (text: string) =>
	createHash('sha256').update(text).digest('hex').slice(0, 20)

/** The id of the draft made from the item at `sourceUrl`: the same address always gives the same id. */
export function importedArticleId(sourceUrl: string): string {
	return `feed-${digest(normaliseSourceUrl(sourceUrl))}`
}

function feedIdFor(url: string): string {
	return `feed-${digest(normaliseSourceUrl(url))}`
}

async function ensureBuiltInFeed(): Promise<void> {
	if (await ImportFeed.exists({ _id: BUILT_IN_FEED_ID })) return
	await insertOnce(ImportFeed, BUILT_IN_FEED_ID, {
		title: BUILT_IN_TITLE,
		enabled: true,
	})
}

/** Every source, the built-in one first, then in the order they were added. */
export async function listImportFeeds(): Promise<FeedView[]> {
	await ensureBuiltInFeed()
	const docs = await ImportFeed.find()
		.sort({ createdAt: 1, _id: 1 })
		.limit(MAX_FEEDS + 1)
		.lean<ImportFeedFields[]>()
	return docs
		.sort(
			(a, b) =>
				Number(b._id === BUILT_IN_FEED_ID) - Number(a._id === BUILT_IN_FEED_ID),
		)
		.map(toView)
}

/** Adds a feed; `conflict` when its address is listed already, `invalid` when the list is full. */
/**
 * Adds a feed to the list, which holds at most MAX_FEEDS besides the built-in one. Counting first
 * and inserting after is not atomic (two adds at once could both see room), so the count is checked
 * again after the insert and an add that overfilled the list takes itself back out: racing adds may
 * both be refused, but the list never grows past the limit.
 */
export async function addImportFeed({
	title,
	url,
}: FeedInput): Promise<FeedView> {
	const added = () =>
		ImportFeed.countDocuments({
			_id: mongoose.trusted({ $ne: BUILT_IN_FEED_ID }),
		})
	const full = () =>
		invalid(`The list holds at most ${MAX_FEEDS} feeds; remove one first.`)
	if ((await added()) >= MAX_FEEDS) throw full()
	const normalised = normaliseSourceUrl(url)
	const id = feedIdFor(normalised)
	if (
		!(await insertOnce(ImportFeed, id, {
			title,
			url: normalised,
			enabled: true,
		}))
	)
		throw conflict('That feed is in the list already.')
	if ((await added()) > MAX_FEEDS) {
		await ImportFeed.deleteOne({ _id: id })
		throw full()
	}
	const doc = await ImportFeed.findById(id).lean<ImportFeedFields>()
	return toView(doc!)
}

export async function removeImportFeed(id: string): Promise<void> {
	if (id === BUILT_IN_FEED_ID)
		throw invalid(
			'The built-in reading list cannot be removed; switch it off instead.',
		)
	const result = await ImportFeed.deleteOne({ _id: id })
	if (result.deletedCount === 0) throw notFound('Feed not found.')
}

export async function setImportFeedEnabled(
	id: string,
	enabled: boolean,
): Promise<void> {
	if (id === BUILT_IN_FEED_ID) await ensureBuiltInFeed()
	const result = await ImportFeed.updateOne({ _id: id }, { $set: { enabled } })
	if (result.matchedCount === 0) throw notFound('Feed not found.')
}

// ---------------------------------------------------------------------------------------------
// Importing

interface Candidate {
	/** The draft's id when it is fixed (the built-in pieces keep the ids they always had); else derived from sourceUrl. */
	id?: string
	/** A markdown body of its own (the built-in pieces); feed items get their text as the body. */
	content?: string
	sourceUrl: string
	headline: string
	text: string
	author: string
	categories: string[]
	publishedAt?: Date
	sourceName: string
}

/** The markdown body of a draft: the source's own summary, then the attribution and the link. */
function draftContent(candidate: Candidate): string {
	const excerpt =
		candidate.content ?? (cutAtWord(candidate.text, 1500) || candidate.headline)
	const escape = (text: string) => text.replace(/[[\]*_`\\]/g, '\\$&')
	return `${excerpt}\n\n***\n\n*Originally published by ${escape(candidate.sourceName)}: [read the full piece at the source](${candidate.sourceUrl}).*`
}

async function importCandidate(
	candidate: Candidate,
	category: ImportCuratedInput['category'],
): Promise<{ id: string; inserted: boolean }> {
	const id = candidate.id ?? importedArticleId(candidate.sourceUrl)
	// The byline links to a profile once the draft is published: the source's author, as a contributor.
	await ensureAuthor({
		name: cutAtWord(candidate.author, 100),
		role: `Writing at ${candidate.sourceName}`,
		kind: 'contributor',
	})
	// Through the article service: the body is rendered at save (article_bodies) like any article's.
	const inserted = await insertArticleOnce(id, {
		headline: cutAtWord(candidate.headline, 200),
		summary: cutAtWord(candidate.text || candidate.headline, 280),
		content: draftContent(candidate),
		author: cutAtWord(candidate.author, 100),
		category,
		publishedAt: new Date(),
		status: 'draft',
		sourceUrl: candidate.sourceUrl,
		canonicalUrl: candidate.sourceUrl,
	})
	return { id, inserted: inserted !== null }
}

function fromFeedItem(item: FeedItem, sourceName: string): Candidate {
	return {
		sourceUrl: normaliseSourceUrl(item.link),
		headline: htmlToPlainText(item.title),
		text: htmlToPlainText(item.html),
		author: item.author ? htmlToPlainText(item.author) : sourceName,
		categories: item.categories,
		publishedAt: item.publishedAt,
		sourceName,
	}
}

function builtInCandidates(): Candidate[] {
	return curatedArticles.map(item => ({
		id: `curated-${item.key}`,
		content: item.content,
		sourceUrl: normaliseSourceUrl(item.sourceUrl),
		headline: item.headline,
		text: `${item.summary} ${item.content}`.replace(/\s+/g, ' '),
		author: item.author,
		categories: item.keywords,
		sourceName: new URL(item.sourceUrl).hostname,
	}))
}

/** Reads one feed within the limits; throws a DomainError that says why it could not. */
async function readFeed(
	url: string,
): Promise<{ title: string; items: FeedItem[] }> {
	const env = getEnv()
	const fetched = await fetchFeedSafely(url, {
		maxBytes: env.FEED_MAX_BYTES,
		timeoutMs: env.FEED_FETCH_TIMEOUT_SECONDS * 1000,
		allowPrivateAddresses: env.FEED_FETCH_ALLOW_PRIVATE,
	})
	const text = new TextDecoder('utf-8', { fatal: false }).decode(fetched.bytes)
	try {
		return parseFeed(text, { base: fetched.url, maxItems: MAX_ITEMS_PER_FEED })
	} catch (error) {
		if (error instanceof FeedFormatError)
			throw invalid(`The address did not answer with a feed: ${error.message}.`)
		throw error
	}
}

async function runFeed(
	feed: ImportFeedFields,
	keywords: string[],
	category: ImportCuratedInput['category'],
): Promise<FeedRunReport> {
	const report: FeedRunReport = {
		feedId: feed._id,
		title: feed.title,
		fetched: 0,
		imported: 0,
		duplicates: 0,
		unmatched: 0,
		failed: 0,
		ids: [],
	}
	try {
		let candidates: Candidate[]
		if (feed._id === BUILT_IN_FEED_ID) candidates = builtInCandidates()
		else {
			const parsed = await readFeed(feed.url!)
			candidates = parsed.items.map(item =>
				fromFeedItem(item, parsed.title || feed.title),
			)
		}
		report.fetched = candidates.length
		for (const candidate of candidates) {
			if (
				matchingKeywords(
					[candidate.headline, candidate.text, ...candidate.categories],
					keywords,
				).length === 0
			) {
				report.unmatched += 1
				continue
			}
			try {
				const { id, inserted } = await importCandidate(candidate, category)
				if (inserted) {
					report.imported += 1
					report.ids.push(id)
				} else report.duplicates += 1
			} catch (error) {
				report.failed += 1
				logger.warn(
					{ err: error, feedId: feed._id, sourceUrl: candidate.sourceUrl },
					'feed item not imported',
				)
			}
		}
	} catch (error) {
		if (!(error instanceof DomainError))
			logger.warn({ err: error, feedId: feed._id }, 'feed not read')
		report.error =
			error instanceof DomainError
				? error.message
				: 'The feed could not be read.'
	}
	await ImportFeed.updateOne(
		{ _id: feed._id },
		{
			$set: {
				lastImport: {
					at: new Date(),
					fetched: report.fetched,
					imported: report.imported,
					duplicates: report.duplicates,
					unmatched: report.unmatched,
					failed: report.failed,
					error: report.error,
					keywords,
				},
			},
		},
		{ timestamps: false },
	)
	return report
}

/**
 * Imports from every enabled source (or the one named by `feedId`): matching items become drafts
 * in `category`. Answers how many drafts are new (`count`, SPEC §7), their ids, and per feed what
 * was fetched, imported, skipped and failed (also kept on the feed for the admin's list).
 */
export async function importFromFeeds(
	{ keywords, category }: ImportCuratedInput,
	{ feedId }: { feedId?: string } = {},
): Promise<{ count: number; ids: string[]; feeds: FeedRunReport[] }> {
	await ensureBuiltInFeed()
	const feeds = await ImportFeed.find(
		feedId ? { _id: feedId } : { enabled: true },
	)
		.sort({ createdAt: 1, _id: 1 })
		.limit(MAX_FEEDS + 1)
		.lean<ImportFeedFields[]>()
	if (feedId && feeds.length === 0) throw notFound('Feed not found.')
	const reports: FeedRunReport[] = []
	for (let start = 0; start < feeds.length; start += CONCURRENCY) {
		reports.push(
			...(await Promise.all(
				feeds
					.slice(start, start + CONCURRENCY)
					.map(feed => runFeed(feed, keywords, category)),
			)),
		)
	}
	const ids = reports.flatMap(report => report.ids)
	return { count: ids.length, ids, feeds: reports }
}
