/**
 * What an editor's issue holds as a message (docs/decisions/079): the introduction through the
 * site's sanitising markdown renderer (links made absolute for the inbox), the chosen articles as
 * cards (in the editor's order; one no longer public is left out), and the sponsored slot. Rendered
 * once per issue version and process with placeholders for each recipient's links.
 */
import { render } from '@react-email/components'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { IssueEmail, issueText } from '#app/emails/issue-email.tsx'
import {
	receivesIssue,
	type ReaderChoices,
} from '#app/lib/newsletter-choices.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import {
	Article,
	Promotion,
	type ArticleFields,
	type NewsletterIssueFields,
	type PromotionFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import type { Email } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import {
	PREFERENCES_PLACEHOLDER,
	UNSUBSCRIBE_PLACEHOLDER,
	cached,
	personalise,
	toDigestArticle,
	toDigestPromotion,
} from './digest-content.server.tsx'
import { siteBasics } from './mail.server.tsx'

export type IssueDraft = Pick<
	NewsletterIssueFields,
	'subject' | 'preheader' | 'introduction' | 'articleIds' | 'promotionId'
>

/** An issue's message with placeholders for the recipient's links, and its articles' categories. */
export interface IssueContent {
	subject: string
	html: string
	text: string
	/** The categories of its articles (readers' topics are matched against them). */
	categories: string[]
	articleCount: number
}

/** Root-relative links and images of the introduction, made absolute for a mail client. */
function absoluteLinks(html: string): string {
	const base = getEnv().PUBLIC_URL
	return html.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`)
}

/** The chosen articles readers can see now, in the chosen order. */
async function issueArticles(
	ids: readonly string[],
	at: Date,
): Promise<ArticleFields[]> {
	if (ids.length === 0) return []
	const found = await Article.find(
		{ $and: [publicArticleFilter(at), { _id: op({ $in: ids }) }] },
		{ content: 0 },
	).lean<ArticleFields[]>()
	const byId = new Map(found.map(article => [article._id, article]))
	return ids.flatMap(id => {
		const article = byId.get(id)
		return article ? [article] : []
	})
}

/** Renders an issue (saved or not) with placeholder links. */
export async function renderIssue(
	issue: IssueDraft,
	at = new Date(),
): Promise<IssueContent> {
	const articles = await issueArticles(issue.articleIds, at)
	const promotion = issue.promotionId
		? await Promotion.findById(issue.promotionId).lean<PromotionFields>()
		: null
	const props = {
		...siteBasics(),
		newsletterName: NEWSLETTER_NAME,
		subject: issue.subject,
		preheader: issue.preheader,
		introductionHtml: issue.introduction.trim()
			? absoluteLinks(renderMarkdown(issue.introduction))
			: '',
		introductionText: issue.introduction,
		articles: articles.map(toDigestArticle),
		...(promotion ? { promotion: toDigestPromotion(promotion) } : {}),
		unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
		preferencesUrl: PREFERENCES_PLACEHOLDER,
	}
	return {
		subject: issue.subject,
		html: await render(<IssueEmail {...props} />),
		text: issueText(props),
		categories: [...new Set(articles.map(article => article.category))],
		articleCount: articles.length,
	}
}

const rendered = new Map<string, Promise<IssueContent>>()

/** The send's key: names its ledger, slices, leases and Message-IDs. */
export const issueSendId = (issueId: string) => `issue-${issueId}`

/**
 * The message of a sending issue to one reader, or null when their choices leave it out
 * (`receivesIssue`). Rendered once per issue version and process: every worker renders the
 * same content, fixed when the issue started sending.
 */
export async function issueMessageFor(
	issue: NewsletterIssueFields,
	recipient: Pick<SubscriberFields, '_id' | 'email'> & ReaderChoices,
	at = new Date(),
): Promise<Email | null> {
	const content = await cached(
		rendered,
		`${issue._id}@${issue.version}`,
		8,
		() => renderIssue(issue, issue.startedAt ?? at),
	)
	if (!receivesIssue(recipient, content.categories, at)) return null
	const send = issueSendId(issue._id)
	return personalise(content, send, recipient, 'newsletter', send)
}
