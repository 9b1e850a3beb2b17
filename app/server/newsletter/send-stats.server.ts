/**
 * How a send did (decision record 083): what the mail server answered, from the send's own records,
 * and what readers did with it, counted in aggregate. Clicks go through the signed redirect
 * (send-links.server.ts), unsubscribes and preference changes are attributed when the reader's
 * POST carries the send's signed `via`. Counts go through the batched counters (exact with any
 * number of instances, on MongoDB and FerretDB); nothing records which reader clicked what, and
 * no message carries an open pixel.
 */
import { createHash } from 'node:crypto'
import { claim } from '#app/server/coordination/claims.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import {
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterIssue,
	NewsletterSubscriber,
	SendLink,
	SendReaders,
	SendSlice,
	ofSends,
	type DeliveryOutcome,
	type NewsletterDeliveryFields,
	type NewsletterDigestFields,
	type NewsletterIssueFields,
	type SendLinkFields,
	type SendReadersFields,
	type SendSliceFields,
} from '#app/server/models/index.ts'
import { notFound } from '#app/server/platform/errors.server.ts'
import { verifyLinkToken, type LinkPurpose } from './links.server.ts'
import { LEDGER_RETENTION_MS } from './send-ledger.server.ts'
import { sendOfVia } from './send-links.server.ts'

/** The key of one link of one send (a hash: a URL is too long, and has dots, for a key). */
function linkKey(send: string, url: string): string {
	const hash = createHash('sha256').update(url).digest('base64url')
	return `${send}|${hash.slice(0, 22)}`
}

/** One click on `url` in `send` (the caller has checked the signature and that a person clicked). */
export function countSendClick(send: string, url: string): void {
	increment(
		SendLink.collection.collectionName,
		linkKey(send, url),
		{ clicks: 1 },
		{ upsert: true, setOnInsert: { send, url } },
	)
}

/** The `via` of a request from a message's link (checked against its token by `attributed`). */
export function viaOf(request: Request): { via: string | null } {
	return { via: new URL(request.url).searchParams.get('via') }
}

export type ReaderAction = 'unsubscribes' | 'preferenceChanges'

/**
 * Runs a reader's change from a link of a message (`act`) and, when the link carries a send signed
 * for the link's subscriber, counts it for that send: once per reader, send and kind (a claim kept
 * as long as the ledger), and an unsubscribe only when the reader was subscribed.
 */
export async function attributed<T>(
	link: { purpose: LinkPurpose; token: string; via: string | null },
	action: ReaderAction,
	act: () => Promise<T>,
): Promise<T> {
	const subscriber = verifyLinkToken(link.purpose, link.token)
	const send = subscriber ? sendOfVia(link.via, subscriber) : null
	if (!subscriber || !send) return act()
	const before =
		action === 'unsubscribes'
			? await NewsletterSubscriber.findById(subscriber, { active: 1 }).lean()
			: null
	const result = await act()
	if (action === 'unsubscribes' && !before?.active) return result
	const once = await claim(`send-reader:${send}:${action}:${subscriber}`, {
		lifetimeMs: LEDGER_RETENTION_MS,
	})
	if (once)
		increment(
			SendReaders.collection.collectionName,
			send,
			{ [action]: 1 },
			{ upsert: true },
		)
	return result
}

export type SendKind = 'digest' | 'issue' | 'story'

export interface SendReport {
	id: string
	kind: SendKind
	title: string
	/** When it started (a digest: its scheduled time). */
	startedAt: Date | null
	finished: boolean
	/** Everyone on the list when it was made, and what became of their message. */
	recipients: number
	accepted: number
	failed: number
	bounced: number
	/** Nothing for them (paused, digest off, none of their topics): no message made. */
	skipped: number
	unsubscribes: number
	preferenceChanges: number
	clicks: number
	links: { url: string; clicks: number }[]
}

interface SendRecord {
	kind: SendKind
	title: string
	startedAt: Date | null
	sliceCount: number
}

async function findSend(id: string): Promise<SendRecord> {
	if (id.startsWith('issue-')) {
		const issue = await NewsletterIssue.findById(
			id.slice('issue-'.length),
		).lean<NewsletterIssueFields>()
		if (issue && issue.state !== 'draft' && issue.state !== 'scheduled')
			return {
				kind: issue.story ? 'story' : 'issue',
				title: issue.subject,
				startedAt: issue.startedAt ?? null,
				sliceCount: issue.sliceCount,
			}
	} else {
		const digest =
			await NewsletterDigest.findById(id).lean<NewsletterDigestFields>()
		if (digest)
			return {
				kind: 'digest',
				title: digest.subject,
				startedAt: digest.scheduledAt,
				sliceCount: digest.sliceCount,
			}
	}
	throw notFound('No such send.')
}

type Outcomes = Record<DeliveryOutcome, number>

/** Finished: the slices' totals (kept for good); still sending: the ledger's outcomes so far. */
async function outcomesOf(
	id: string,
	sliceCount: number,
): Promise<{ outcomes: Outcomes; finished: boolean }> {
	const slices = await SendSlice.find(ofSends([id])).lean<SendSliceFields[]>()
	const outcomes: Outcomes = { sent: 0, failed: 0, bounced: 0, skipped: 0 }
	if (slices.length >= sliceCount) {
		for (const slice of slices) {
			outcomes.sent += slice.sent
			outcomes.failed += slice.failed
			outcomes.bounced += slice.bounced
			outcomes.skipped += slice.skipped ?? 0
		}
		return { outcomes, finished: true }
	}
	const answered = await NewsletterDelivery.find(
		{ ...ofSends([id]), kind: 'outcome' },
		{ outcome: 1 },
	).lean<Pick<NewsletterDeliveryFields, 'outcome'>[]>()
	for (const { outcome } of answered) if (outcome) outcomes[outcome] += 1
	return { outcomes, finished: false }
}

/** Everything the send's page shows; a draft, a scheduled issue or an unknown id is not found. */
export async function sendReport(id: string): Promise<SendReport> {
	const record = await findSend(id)
	const [{ outcomes, finished }, readers, links] = await Promise.all([
		outcomesOf(id, record.sliceCount),
		SendReaders.findById(id).lean<SendReadersFields>(),
		SendLink.find({ send: id }).lean<SendLinkFields[]>(),
	])
	const counted = links
		.map(link => ({ url: link.url, clicks: link.clicks ?? 0 }))
		.sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url))
	return {
		id,
		...record,
		finished,
		recipients:
			outcomes.sent + outcomes.failed + outcomes.bounced + outcomes.skipped,
		accepted: outcomes.sent,
		failed: outcomes.failed,
		bounced: outcomes.bounced,
		skipped: outcomes.skipped,
		unsubscribes: readers?.unsubscribes ?? 0,
		preferenceChanges: readers?.preferenceChanges ?? 0,
		clicks: counted.reduce((total, link) => total + link.clicks, 0),
		links: counted,
	}
}

/** The figures as labelled numbers, in the page's order (its chart, and the CSV). */
export function reportFigures(
	report: SendReport,
): { label: string; value: number }[] {
	return [
		{ label: 'Recipients', value: report.recipients },
		{ label: 'Accepted by the mail server', value: report.accepted },
		{ label: 'Failed (after retries)', value: report.failed },
		{ label: 'Bounced (address refused for good)', value: report.bounced },
		{ label: 'Not sent (nothing for their choices)', value: report.skipped },
		{ label: 'Unsubscribed from this send', value: report.unsubscribes },
		{
			label: 'Changed preferences from this send',
			value: report.preferenceChanges,
		},
		{ label: 'Link clicks', value: report.clicks },
	]
}

/** The CSV: the figures, then the clicks per link. */
export function reportRows(report: SendReport): string[][] {
	return [
		['Measure', 'Count'],
		...reportFigures(report).map(({ label, value }) => [label, String(value)]),
		[],
		['Link', 'Clicks'],
		...report.links.map(link => [link.url, String(link.clicks)]),
	]
}
