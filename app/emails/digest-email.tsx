import {
	Column,
	Heading,
	Hr,
	Img,
	Link,
	Row,
	Section,
	Text,
} from '@react-email/components'
import {
	MailButton,
	NewsletterLayout,
	textFooter,
} from './newsletter-layout.tsx'
import { MAIL } from './theme.ts'

export interface DigestArticle {
	headline: string
	summary: string
	/** Absolute. */
	url: string
	/** Absolute, when the article has an image. */
	imageUrl?: string
	category: string
	author: string
}

export interface DigestPromotion {
	title: string
	description: string
	/** Absolute; goes through the click counter. */
	url: string
	imageUrl?: string
	buttonText: string
}

export interface DigestEmailProps {
	siteName: string
	siteUrl: string
	newsletterName: string
	/** "Monday, November 23". */
	dateLabel: string
	articles: DigestArticle[]
	promotion?: DigestPromotion
	unsubscribeUrl: string
	preferencesUrl: string
}

const REASON =
	'You receive the Daily Brief because you subscribed and confirmed your address. One click below and it stops.'

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
	unsubscribeUrl,
	preferencesUrl,
}: DigestEmailProps) {
	const [lead, ...rest] = articles
	return (
		<NewsletterLayout
			siteName={siteName}
			siteUrl={siteUrl}
			unsubscribeUrl={unsubscribeUrl}
			preferencesUrl={preferencesUrl}
			preview={lead ? lead.summary : newsletterName}
			reason={REASON}
		>
			<Section className="mail-pad" style={{ padding: '20px 32px 0' }}>
				<Text
					className="mail-accent"
					style={{
						color: MAIL.accent,
						fontSize: 12,
						fontWeight: 700,
						letterSpacing: '1.5px',
						margin: 0,
						textTransform: 'uppercase',
					}}
				>
					{newsletterName} · {dateLabel}
				</Text>
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
			{promotion ? (
				<Section className="mail-pad" style={{ padding: '16px 32px 0' }}>
					<Hr
						className="mail-rule"
						style={{ borderColor: MAIL.rule, margin: '8px 0 14px' }}
					/>
					<Text
						className="mail-muted"
						style={{
							color: MAIL.muted,
							fontSize: 11,
							fontWeight: 700,
							letterSpacing: '1px',
							margin: '0 0 6px',
							textTransform: 'uppercase',
						}}
					>
						Sponsored
					</Text>
					<Row>
						{promotion.imageUrl ? (
							<Column
								style={{ paddingRight: 14, verticalAlign: 'top', width: 96 }}
							>
								<Img
									src={promotion.imageUrl}
									alt=""
									width="96"
									style={{
										borderRadius: 4,
										display: 'block',
										height: 'auto',
										width: 96,
									}}
								/>
							</Column>
						) : null}
						<Column style={{ verticalAlign: 'top' }}>
							<Text
								className="mail-ink"
								style={{
									color: MAIL.ink,
									fontSize: 16,
									fontWeight: 700,
									lineHeight: '22px',
									margin: '0 0 4px',
								}}
							>
								{promotion.title}
							</Text>
							<Text
								className="mail-ink"
								style={{
									color: MAIL.ink,
									fontSize: 14,
									lineHeight: '20px',
									margin: '0 0 8px',
								}}
							>
								{promotion.description}
							</Text>
							<Link
								href={promotion.url}
								className="mail-accent"
								style={{ color: MAIL.accent, fontSize: 14, fontWeight: 700 }}
							>
								{promotion.buttonText} →
							</Link>
						</Column>
					</Row>
				</Section>
			) : null}
			{rest.length > 0 ? (
				<Section className="mail-pad" style={{ padding: '16px 32px 24px' }}>
					<Hr
						className="mail-rule"
						style={{ borderColor: MAIL.rule, margin: '8px 0 4px' }}
					/>
					<Heading
						as="h2"
						className="mail-ink"
						style={{
							color: MAIL.ink,
							fontFamily: MAIL.serif,
							fontSize: 20,
							lineHeight: '26px',
							margin: '12px 0 4px',
						}}
					>
						Also published
					</Heading>
					{rest.map(article => (
						<Section key={article.url} style={{ padding: '12px 0 0' }}>
							<Text
								className="mail-muted"
								style={{
									color: MAIL.muted,
									fontSize: 11,
									fontWeight: 700,
									margin: '0 0 2px',
									textTransform: 'uppercase',
								}}
							>
								{article.category}
							</Text>
							<Link
								href={article.url}
								className="mail-ink"
								style={{
									color: MAIL.ink,
									fontFamily: MAIL.serif,
									fontSize: 18,
									fontWeight: 700,
									lineHeight: '24px',
									textDecoration: 'none',
								}}
							>
								{article.headline}
							</Link>
							<Text
								className="mail-ink"
								style={{
									color: MAIL.ink,
									fontSize: 14,
									lineHeight: '21px',
									margin: '4px 0 0',
								}}
							>
								{article.summary}
							</Text>
						</Section>
					))}
				</Section>
			) : (
				<Section style={{ padding: '0 0 20px' }} />
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
	unsubscribeUrl,
	preferencesUrl,
}: DigestEmailProps): string {
	const [lead, ...rest] = articles
	const parts = [`${newsletterName.toUpperCase()} · ${dateLabel}`]
	if (lead)
		parts.push(
			`${lead.category.toUpperCase()}\n${lead.headline}\n\n${lead.summary}\n\nRead the story: ${lead.url}`,
		)
	if (promotion)
		parts.push(
			`SPONSORED\n${promotion.title}\n${promotion.description}\n${promotion.buttonText}: ${promotion.url}`,
		)
	if (rest.length > 0)
		parts.push(
			`ALSO PUBLISHED\n\n${rest.map(article => `${article.headline}\n${article.summary}\n${article.url}`).join('\n\n')}`,
		)
	return (
		parts.join('\n\n----\n\n') +
		textFooter({ reason: REASON, unsubscribeUrl, preferencesUrl, siteUrl })
	)
}
