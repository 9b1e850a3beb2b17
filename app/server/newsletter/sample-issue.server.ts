/**
 * The sample issue on the public newsletter page (issue 21 item 9, decision 081): what the last
 * message sent held (the latest completed digest or sent editor's issue, whichever is newer), else
 * what the next digest holds so far, else the newest stories, each labelled for what it is. The
 * page draws it with its own components from the articles as readers see them now: no e-mail HTML
 * is put on the page, and an article no longer public is left out.
 */
import { list } from '#app/server/articles/lists.server.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import {
	NewsletterDigest,
	NewsletterIssue,
	type NewsletterDigestFields,
	type NewsletterIssueFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { findDigestArticles } from './digest-content.server.tsx'

/** Stories the page shows of the sample (a digest holds up to ten; the rest are counted). */
export const SAMPLE_ARTICLES = 5
const DAY_MS = 86_400_000

export interface SampleIssue {
	/** `sent`: a message that went out; `next`: tomorrow's digest so far; `latest`: the newest stories. */
	kind: 'sent' | 'next' | 'latest'
	/** The message's subject (a sent one). */
	subject?: string
	/** An editor's issue's preheader, its standfirst. */
	preheader?: string
	/** When it went out (a sent one). */
	sentAt?: string
	articles: ArticleSummary[]
	/** How many more stories the message held than are shown. */
	more: number
}

/** The public ones of `ids`, in their order. */
async function publicInOrder(ids: readonly string[]) {
	if (ids.length === 0) return []
	const found = await list({ _id: { $in: [...ids] } }, ids.length, null)
	const byId = new Map(found.map(article => [article.id, article]))
	return ids.flatMap(id => byId.get(id) ?? [])
}

function shown(kind: SampleIssue['kind'], articles: ArticleSummary[]) {
	return {
		kind,
		articles: articles.slice(0, SAMPLE_ARTICLES),
		more: Math.max(0, articles.length - SAMPLE_ARTICLES),
	}
}

/** The newest message that went out with stories in it, digest or editor's issue. */
async function lastSent(): Promise<SampleIssue | null> {
	const [digests, issue] = await Promise.all([
		NewsletterDigest.find({ completedAt: op({ $exists: true }) })
			.sort({ scheduledAt: -1 })
			.limit(7)
			.lean<NewsletterDigestFields[]>(),
		NewsletterIssue.findOne({ state: 'sent' })
			.sort({ sentAt: -1 })
			.lean<NewsletterIssueFields>(),
	])
	const digest = digests.find(each => each.articleIds.length > 0)
	const candidates = [
		...(digest
			? [
					{
						at: digest.completedAt ?? digest.scheduledAt,
						ids: digest.articleIds,
						subject: digest.subject,
					},
				]
			: []),
		...(issue?.sentAt && issue.articleIds.length > 0
			? [
					{
						at: issue.sentAt,
						ids: issue.articleIds,
						subject: issue.subject,
						preheader: issue.preheader,
					},
				]
			: []),
	].sort((a, b) => b.at.getTime() - a.at.getTime())
	for (const candidate of candidates) {
		const articles = await publicInOrder(candidate.ids)
		if (articles.length === 0) continue
		return {
			...shown('sent', articles),
			subject: candidate.subject,
			sentAt: candidate.at.toISOString(),
			...(candidate.preheader ? { preheader: candidate.preheader } : {}),
		}
	}
	return null
}

/** The sample issue the newsletter page shows, or null on a site with no public story. */
export async function sampleIssue(
	now = new Date(),
): Promise<SampleIssue | null> {
	const sent = await lastSent()
	if (sent) return sent
	const last = await NewsletterDigest.findOne({}, { until: 1 })
		.sort({ _id: -1 })
		.lean<Pick<NewsletterDigestFields, 'until'>>()
	const coming = await findDigestArticles(
		last?.until ?? new Date(now.getTime() - DAY_MS),
		now,
	)
	const next = await publicInOrder(coming.map(article => article._id))
	if (next.length > 0) return shown('next', next)
	const latest = await list({}, SAMPLE_ARTICLES, null)
	return latest.length > 0 ? shown('latest', latest) : null
}
