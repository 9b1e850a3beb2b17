import { Heading, Section } from '@react-email/components'
import {
	ArticleList,
	Kicker,
	SponsoredSlot,
	articleText,
	promotionText,
	type DigestArticle,
	type DigestPromotion,
} from './mail-parts.tsx'
import { NewsletterLayout, textFooter } from './newsletter-layout.tsx'
import { MAIL } from './theme.ts'

export interface IssueEmailProps {
	siteName: string
	siteUrl: string
	newsletterName: string
	subject: string
	/** The inbox's one-line preview; the introduction's start when empty. */
	preheader: string
	/** The introduction as the site's sanitising renderer made it, links absolute. */
	introductionHtml: string
	/** The introduction's markdown, for the plain-text part (markdown reads as text). */
	introductionText: string
	articles: DigestArticle[]
	promotion?: DigestPromotion
	unsubscribeUrl: string
	preferencesUrl: string
}

const REASON =
	'You receive this because you subscribed to our newsletter and confirmed your address. One click below and it stops.'

/** An editor's issue (docs/decisions/079): the introduction, the chosen articles as cards, the sponsor. */
export function IssueEmail({
	siteName,
	siteUrl,
	newsletterName,
	subject,
	preheader,
	introductionHtml,
	articles,
	promotion,
	unsubscribeUrl,
	preferencesUrl,
}: IssueEmailProps) {
	return (
		<NewsletterLayout
			siteName={siteName}
			siteUrl={siteUrl}
			unsubscribeUrl={unsubscribeUrl}
			preferencesUrl={preferencesUrl}
			preview={preheader || subject}
			reason={REASON}
		>
			<Section className="mail-pad" style={{ padding: '20px 32px 0' }}>
				<Kicker>{newsletterName}</Kicker>
				<Heading
					as="h1"
					className="mail-headline"
					style={{
						fontFamily: MAIL.serif,
						fontSize: 28,
						lineHeight: '34px',
						margin: '12px 0 10px',
					}}
				>
					{subject}
				</Heading>
				{introductionHtml ? (
					<Section
						className="mail-ink"
						style={{ color: MAIL.ink, fontSize: 16, lineHeight: '24px' }}
					>
						<div dangerouslySetInnerHTML={{ __html: introductionHtml }} />
					</Section>
				) : null}
			</Section>
			{promotion ? <SponsoredSlot promotion={promotion} /> : null}
			<ArticleList articles={articles} />
		</NewsletterLayout>
	)
}

export function issueText({
	siteUrl,
	newsletterName,
	subject,
	introductionText,
	articles,
	promotion,
	unsubscribeUrl,
	preferencesUrl,
}: IssueEmailProps): string {
	const parts = [`${newsletterName.toUpperCase()}\n${subject}`]
	if (introductionText.trim()) parts.push(introductionText.trim())
	if (promotion) parts.push(promotionText(promotion))
	if (articles.length > 0) parts.push(articles.map(articleText).join('\n\n'))
	return (
		parts.join('\n\n----\n\n') +
		textFooter({ reason: REASON, unsubscribeUrl, preferencesUrl, siteUrl })
	)
}
