import { Heading, Img, Link, Section, Text } from '@react-email/components'
import {
	MailButton,
	NewsletterLayout,
	textFooter,
} from './newsletter-layout.tsx'
import {
	ArticleList,
	Kicker,
	SponsoredSlot,
	articleText,
	promotionText,
	type DigestArticle,
	type DigestPromotion,
} from './mail-parts.tsx'
import { MAIL } from './theme.ts'

export type { DigestArticle, DigestPromotion }

export interface DigestEmailProps {
	siteName: string
	siteUrl: string
	newsletterName: string
	/** "Monday, November 23". */
	dateLabel: string
	articles: DigestArticle[]
	promotion?: DigestPromotion
	/**
	 * The weekly digest's two parts (docs/decisions/084), each under its heading; `articles` is
	 * both, in that order. Absent: the daily digest's layout (a lead story, then the rest).
	 */
	weekly?: { mostRead: DigestArticle[]; newest: DigestArticle[] }
	unsubscribeUrl: string
	preferencesUrl: string
}

/** The weekly digest's headings over its parts: the week's most-read, then its newest. */
export const WEEKLY_HEADINGS = {
	mostRead: 'Most read this week',
	newest: 'New this week',
} as const

/** Why this reader gets it: the digest named (the Daily Brief, or the Weekly Brief). */
const reasonFor = (newsletterName: string) =>
	`You receive ${newsletterName} because you subscribed and confirmed your address. One click below and it stops.`

export function digestSubject({
	newsletterName,
	articles,
}: Pick<DigestEmailProps, 'newsletterName' | 'articles'>): string {
	const lead = articles[0]
	if (!lead) return newsletterName
	return articles.length === 1
		? `${newsletterName}: ${lead.headline}`
		: `${newsletterName}: ${lead.headline} (+${articles.length - 1} more)`
}

/** The daily digest: the lead story large, the rest as a list, the sponsor's message between. */
export function DigestEmail({
	siteName,
	siteUrl,
	newsletterName,
	dateLabel,
	articles,
	promotion,
	weekly,
	unsubscribeUrl,
	preferencesUrl,
}: DigestEmailProps) {
	const [lead, ...rest] = weekly ? [] : articles
	return (
		<NewsletterLayout
			siteName={siteName}
			siteUrl={siteUrl}
			unsubscribeUrl={unsubscribeUrl}
			preferencesUrl={preferencesUrl}
			preview={articles[0]?.summary ?? newsletterName}
			reason={reasonFor(newsletterName)}
		>
			<Section className="mail-pad" style={{ padding: '20px 32px 0' }}>
				<Kicker>
					{newsletterName} · {dateLabel}
				</Kicker>
			</Section>
			{lead ? (
				<Section className="mail-pad" style={{ padding: '12px 32px 8px' }}>
					{lead.imageUrl ? (
						<Link href={lead.url}>
							<Img
								src={lead.imageUrl}
								alt=""
								width="536"
								style={{
									borderRadius: 4,
									display: 'block',
									height: 'auto',
									margin: '0 0 16px',
									maxWidth: '100%',
									width: '100%',
								}}
							/>
						</Link>
					) : null}
					<Text
						className="mail-muted"
						style={{
							color: MAIL.muted,
							fontSize: 12,
							fontWeight: 700,
							margin: '0 0 6px',
							textTransform: 'uppercase',
						}}
					>
						{lead.category}
					</Text>
					<Heading
						as="h1"
						className="mail-headline"
						style={{
							fontFamily: MAIL.serif,
							fontSize: 28,
							lineHeight: '34px',
							margin: '0 0 10px',
						}}
					>
						<Link
							href={lead.url}
							className="mail-ink"
							style={{ color: MAIL.ink, textDecoration: 'none' }}
						>
							{lead.headline}
						</Link>
					</Heading>
					<Text
						className="mail-ink"
						style={{
							color: MAIL.ink,
							fontSize: 16,
							lineHeight: '24px',
							margin: '0 0 16px',
						}}
					>
						{lead.summary}
					</Text>
					<MailButton href={lead.url}>Read the story</MailButton>
				</Section>
			) : null}
			{weekly ? (
				<ArticleList
					articles={weekly.mostRead}
					heading={WEEKLY_HEADINGS.mostRead}
				/>
			) : null}
			{promotion ? <SponsoredSlot promotion={promotion} /> : null}
			{weekly ? (
				<ArticleList
					articles={weekly.newest}
					heading={WEEKLY_HEADINGS.newest}
				/>
			) : (
				<ArticleList articles={rest} heading="Also published" />
			)}
		</NewsletterLayout>
	)
}

export function digestText({
	siteUrl,
	newsletterName,
	dateLabel,
	articles,
	promotion,
	weekly,
	unsubscribeUrl,
	preferencesUrl,
}: DigestEmailProps): string {
	const [lead, ...rest] = weekly ? [] : articles
	const list = (heading: string, items: readonly DigestArticle[]) =>
		items.length > 0
			? [`${heading.toUpperCase()}\n\n${items.map(articleText).join('\n\n')}`]
			: []
	const parts = [`${newsletterName.toUpperCase()} · ${dateLabel}`]
	if (lead)
		parts.push(
			`${lead.category.toUpperCase()}\n${lead.headline}\n\n${lead.summary}\n\nRead the story: ${lead.url}`,
		)
	if (weekly) parts.push(...list(WEEKLY_HEADINGS.mostRead, weekly.mostRead))
	if (promotion) parts.push(promotionText(promotion))
	parts.push(
		...(weekly
			? list(WEEKLY_HEADINGS.newest, weekly.newest)
			: list('Also published', rest)),
	)
	return (
		parts.join('\n\n----\n\n') +
		textFooter({
			reason: reasonFor(newsletterName),
			unsubscribeUrl,
			preferencesUrl,
			siteUrl,
		})
	)
}
