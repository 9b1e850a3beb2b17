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
 * of the matching outcomes (a week's seven dailies to 100,000 readers: 700,000 small records); read
 * again as a slice starts while one of those sends is still going or a new one has begun
 * (`refreshArticlesSentBefore`). The ledger is kept 30 days (LEDGER_RETENTION_MS), so a send older
 * than that is not seen.
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
	/** Still sending: its ledger has more to say. */
	open: boolean
}

function earlierSend(
	id: string,
	articleIds: readonly string[],
	digest: NewsletterDigestFields,
	{ masked, open }: Pick<EarlierSend, 'masked' | 'open'>,
): EarlierSend {
	const position = new Map(
		digest.articleIds.map((article, at) => [article, at]),
	)
	const bits = articleIds.map(article => articleBit(position.get(article)))
	const all = bits.reduce((mask, bit) => mask | bit, 0)
	return { id, bits, all, masked, open }
}

/** The sends other than `digest` whose article lists share an article with it. */
async function earlierSends(
	digest: NewsletterDigestFields,
): Promise<EarlierSend[]> {
	const ids = op({ $in: digest.articleIds })
	const [digests, issues] = await Promise.all([
		NewsletterDigest.find(
			{ _id: op({ $ne: digest._id }), articleIds: ids },
			{ articleIds: 1, completedAt: 1 },
		).lean<
			Pick<NewsletterDigestFields, '_id' | 'articleIds' | 'completedAt'>[]
		>(),
		NewsletterIssue.find(
			{
				startedAt: op({ $exists: true }),
				$or: [{ articleIds: ids }, { 'story.articleId': ids }],
			},
			{ articleIds: 1, story: 1, state: 1 },
		).lean<
			Pick<NewsletterIssueFields, '_id' | 'articleIds' | 'story' | 'state'>[]
		>(),
	])
	return [
		...digests.map(other =>
			earlierSend(other._id, other.articleIds, digest, {
				masked: true,
				open: !other.completedAt,
			}),
		),
		...issues.map(issue =>
			earlierSend(
				issueSendId(issue._id),
				[...issue.articleIds, ...(issue.story ? [issue.story.articleId] : [])],
				digest,
				{ masked: false, open: issue.state === 'sending' },
			),
		),
	]
}

/** Which sends were read, and whether one of them was still sending then. */
interface Loaded {
	sent: ReadonlyMap<string, number>
	sends: string
	open: boolean
}

const signatureOf = (sends: readonly EarlierSend[]) =>
	sends
		.map(send => send.id)
		.sort()
		.join(',')

/** What one outcome gave its reader of this digest's articles. */
function maskOf(send: EarlierSend, items: number | undefined): number {
	if (!send.masked || items === undefined) return send.all
	return send.bits.reduce(
		(mask, bit, position) => (items & articleBit(position) ? mask | bit : mask),
		0,
	)
}

async function load(digest: NewsletterDigestFields): Promise<Loaded> {
	const sent = new Map<string, number>()
	if (digest.articleIds.length === 0) return { sent, sends: '', open: false }
	const found = await earlierSends(digest)
	const loaded = {
		sent,
		sends: signatureOf(found),
		open: found.some(send => send.open),
	}
	const sends = new Map(found.map(send => [send.id, send]))
	if (sends.size === 0) return loaded
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
	return loaded
}

const loads = new Map<string, Promise<Loaded>>()

const keyOf = (digest: NewsletterDigestFields) =>
	`${digest._id}@${digest.createdAt.getTime()}:${digest.articleIds.join(',')}`

/** Per reader, the mask of this digest's articles an earlier send gave them (absent: none). */
export async function articlesSentBefore(
	digest: NewsletterDigestFields,
): Promise<ReadonlyMap<string, number>> {
	return (await cached(loads, keyOf(digest), 2, () => load(digest))).sent
}

/**
 * Called as each slice of the digest starts: the masks are read again when a send sharing its
 * articles was still sending when they were read, or has started since (a story sent while the
 * digest goes out). Sends go through the recipients in the same order, slice by slice, so a send
 * ahead of the digest has answered this slice's readers by now. Otherwise one small read of the
 * sends' records, nothing more.
 */
export async function refreshArticlesSentBefore(
	digest: NewsletterDigestFields,
): Promise<void> {
	const key = keyOf(digest)
	const was = await loads.get(key)?.catch(() => undefined)
	if (!was || digest.articleIds.length === 0) return
	if (was.open || signatureOf(await earlierSends(digest)) !== was.sends)
		loads.delete(key)
}
