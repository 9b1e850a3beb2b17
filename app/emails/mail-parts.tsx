/**
 * Pieces the newsletter's messages share: an article as a card, the sponsored slot, and their
 * plain-text forms (the daily digest and an editor's issue, docs/decisions/079).
 */
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
import type { ReactNode } from 'react'
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

/** The small accent line above a message's content (the newsletter's name, a date). */
export function Kicker({ children }: { children: ReactNode }) {
	return (
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
			{children}
		</Text>
	)
}

/** Articles as cards under a rule (with a heading when given); an empty list keeps the bottom space. */
export function ArticleList({
	articles,
	heading,
}: {
	articles: readonly DigestArticle[]
	heading?: string
}) {
	if (articles.length === 0) return <Section style={{ padding: '0 0 20px' }} />
	return (
		<Section className="mail-pad" style={{ padding: '16px 32px 24px' }}>
			<Hr
				className="mail-rule"
				style={{ borderColor: MAIL.rule, margin: '8px 0 4px' }}
			/>
			{heading ? (
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
					{heading}
				</Heading>
			) : null}
			{articles.map(article => (
				<ArticleItem key={article.url} article={article} />
			))}
		</Section>
	)
}

/** A promotion, labelled "Sponsored", with its image when it has one. */
export function SponsoredSlot({ promotion }: { promotion: DigestPromotion }) {
	return (
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
					<Column style={{ paddingRight: 14, verticalAlign: 'top', width: 96 }}>
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
	)
}

/** An article as a card: its category, headline (the link) and summary. */
export function ArticleItem({ article }: { article: DigestArticle }) {
	return (
		<Section style={{ padding: '12px 0 0' }}>
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
	)
}

export function promotionText(promotion: DigestPromotion): string {
	return `SPONSORED\n${promotion.title}\n${promotion.description}\n${promotion.buttonText}: ${promotion.url}`
}

export function articleText(article: DigestArticle): string {
	return `${article.headline}\n${article.summary}\n${article.url}`
}
