/**
 * What a digest must not repeat (docs/decisions/084): the articles of this digest that an earlier
 * send already gave each reader: a story send (`story-<id>`), an editor's issue, or an earlier
 * digest, daily or weekly. Derived, not stored per reader and article:
 *
 * 1. the sends whose fixed article list shares an article with this digest (a digest's
 *    `articleIds`; an issue's cards and its story's article): a handful of records;
 * 2. their ledger outcomes `sent` (one read of those sends' records, streamed): an issue gives a
 *    reader all of its articles, a digest those its outcome's `items` mask names;
 * 3. per reader, a mask over this digest's articles (bit i: `articleIds[i]`), kept only for readers
 *    with at least one bit set.
 *
 * Loaded once per digest and process, when its first message is made; memory is one small-integer
 * entry per reader who had one of these articles (about 10 MB for 100,000), time one streamed read
 * of the matching outcomes (a week's seven dailies to 100,000 readers: 700,000 small records). A
 * send that starts after the load is not seen by this digest's pass; the ledger is kept 30 days
 * (LEDGER_RETENTION_MS), so a send older than that is not seen either.
 */
import {
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterIssue,
	type NewsletterDeliveryFields,
	type NewsletterDigestFields,
	type NewsletterIssueFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { articleBit, cached } from './digest-content.server.tsx'
import { issueSendId } from './issue-content.server.tsx'

/** A send that carried some of the digest's articles: per position of its list, this digest's bit. */
interface EarlierSend {
	id: string
	bits: number[]
	/** Its whole list's bits: what a reader got from it when the outcome names no subset. */
	all: number
	/** Whether an outcome's `items` names the subset a reader got (digests); issues go whole. */
	masked: boolean
}

function earlierSend(
	id: string,
	articleIds: readonly string[],
	digest: NewsletterDigestFields,
	masked: boolean,
): EarlierSend {
	const position = new Map(
		digest.articleIds.map((article, at) => [article, at]),
	)
	const bits = articleIds.map(article => articleBit(position.get(article)))
	return { id, bits, all: bits.reduce((mask, bit) => mask | bit, 0), masked }
}

/** The sends other than `digest` whose article lists share an article with it. */
async function earlierSends(
	digest: NewsletterDigestFields,
): Promise<EarlierSend[]> {
	const ids = op({ $in: digest.articleIds })
	const [digests, issues] = await Promise.all([
		NewsletterDigest.find(
			{ _id: op({ $ne: digest._id }), articleIds: ids },
			{ articleIds: 1 },
		).lean<Pick<NewsletterDigestFields, '_id' | 'articleIds'>[]>(),
		NewsletterIssue.find(
			{
				startedAt: op({ $exists: true }),
				$or: [{ articleIds: ids }, { 'story.articleId': ids }],
			},
			{ articleIds: 1, story: 1 },
		).lean<Pick<NewsletterIssueFields, '_id' | 'articleIds' | 'story'>[]>(),
	])
	return [
		...digests.map(other =>
			earlierSend(other._id, other.articleIds, digest, true),
		),
		...issues.map(issue =>
			earlierSend(
				issueSendId(issue._id),
				[...issue.articleIds, ...(issue.story ? [issue.story.articleId] : [])],
				digest,
				false,
			),
		),
	]
}

/** What one outcome gave its reader of this digest's articles. */
function maskOf(send: EarlierSend, items: number | undefined): number {
	if (!send.masked || items === undefined) return send.all
	return send.bits.reduce(
		(mask, bit, position) => (items & articleBit(position) ? mask | bit : mask),
		0,
	)
}

async function load(
	digest: NewsletterDigestFields,
): Promise<ReadonlyMap<string, number>> {
	const sent = new Map<string, number>()
	if (digest.articleIds.length === 0) return sent
	const sends = new Map(
		(await earlierSends(digest)).map(send => [send.id, send]),
	)
	if (sends.size === 0) return sent
	const outcomes = NewsletterDelivery.find(
		{ send: op({ $in: [...sends.keys()] }), kind: 'outcome', outcome: 'sent' },
		{ send: 1, subscriber: 1, items: 1 },
	)
		.lean<Pick<NewsletterDeliveryFields, 'send' | 'subscriber' | 'items'>>()
		.cursor({ batchSize: 5000 })
	for await (const outcome of outcomes) {
		const send = sends.get(outcome.send ?? '')
		const mask = send ? maskOf(send, outcome.items) : 0
		if (mask !== 0)
			sent.set(outcome.subscriber, (sent.get(outcome.subscriber) ?? 0) | mask)
	}
	return sent
}

const loaded = new Map<string, Promise<ReadonlyMap<string, number>>>()

/** Per reader, the mask of this digest's articles an earlier send gave them (absent: none). */
export function articlesSentBefore(
	digest: NewsletterDigestFields,
): Promise<ReadonlyMap<string, number>> {
	const key = `${digest._id}@${digest.createdAt.getTime()}:${digest.articleIds.join(',')}`
	return cached(loaded, key, 2, () => load(digest))
}
