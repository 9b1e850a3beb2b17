import {
	Body,
	Container,
	Head,
	Hr,
	Html,
	Link,
	Preview,
	Section,
	Text,
} from '@react-email/components'
import type { ReactNode } from 'react'
import { DARK_MODE_CSS, MAIL } from './theme.ts'

export interface LayoutProps {
	siteName: string
	siteUrl: string
	/** The inbox's one-line preview. */
	preview: string
	/** Why the reader gets this, shown above the unsubscribe link. */
	reason: string
	unsubscribeUrl: string
	/** The reader's preferences page (what they receive, topics, pause). */
	preferencesUrl: string
	children: ReactNode
}

/** The frame every newsletter message shares: masthead, card, and the way out. */
export function NewsletterLayout({
	siteName,
	siteUrl,
	preview,
	reason,
	unsubscribeUrl,
	preferencesUrl,
	children,
}: LayoutProps) {
	return (
		<Html lang="en" dir="ltr">
			<Head>
				<meta name="color-scheme" content="light dark" />
				<meta name="supported-color-schemes" content="light dark" />
				<style>{DARK_MODE_CSS}</style>
			</Head>
			<Preview>{preview}</Preview>
			<Body
				className="mail-bg"
				style={{
					backgroundColor: MAIL.paper,
					margin: 0,
					padding: '24px 0',
					fontFamily: MAIL.sans,
				}}
			>
				<Container style={{ maxWidth: 600, width: '100%', margin: '0 auto' }}>
					<Section
						className="mail-pad"
						style={{ padding: '8px 32px 20px', textAlign: 'center' }}
					>
						<Link
							href={siteUrl}
							className="mail-ink"
							style={{
								color: MAIL.ink,
								fontFamily: MAIL.serif,
								fontSize: 34,
								fontWeight: 900,
								letterSpacing: '-0.5px',
								textDecoration: 'none',
							}}
						>
							{siteName}
						</Link>
					</Section>
					<Section
						className="mail-card"
						style={{
							backgroundColor: MAIL.card,
							border: `1px solid ${MAIL.rule}`,
							borderRadius: 6,
						}}
					>
						{children}
					</Section>
					<Section className="mail-pad" style={{ padding: '20px 32px' }}>
						<Text
							className="mail-muted"
							style={{
								color: MAIL.muted,
								fontSize: 12,
								lineHeight: '18px',
								margin: 0,
								textAlign: 'center',
							}}
						>
							{reason}
						</Text>
						<Hr
							className="mail-rule"
							style={{ borderColor: MAIL.rule, margin: '12px 0' }}
						/>
						<Text
							className="mail-muted"
							style={{
								color: MAIL.muted,
								fontSize: 12,
								lineHeight: '18px',
								margin: 0,
								textAlign: 'center',
							}}
						>
							<Link
								href={unsubscribeUrl}
								className="mail-muted"
								style={{ color: MAIL.muted, textDecoration: 'underline' }}
							>
								Unsubscribe
							</Link>
							{' · '}
							<Link
								href={preferencesUrl}
								className="mail-muted"
								style={{ color: MAIL.muted, textDecoration: 'underline' }}
							>
								Manage your preferences
							</Link>
							{' · '}
							<Link
								href={siteUrl}
								className="mail-muted"
								style={{ color: MAIL.muted, textDecoration: 'underline' }}
							>
								{siteUrl.replace(/^https?:\/\//, '')}
							</Link>
						</Text>
					</Section>
				</Container>
			</Body>
		</Html>
	)
}

/** A call to action as a link styled as a button (works in every client, no images). */
export function MailButton({
	href,
	children,
}: {
	href: string
	children: ReactNode
}) {
	return (
		<Link
			href={href}
			className="mail-button"
			style={{
				backgroundColor: MAIL.accent,
				borderRadius: 4,
				color: '#ffffff',
				display: 'inline-block',
				fontSize: 16,
				fontWeight: 700,
				padding: '12px 22px',
				textDecoration: 'none',
			}}
		>
			{children}
		</Link>
	)
}

/** The plain-text footer every message shares. */
export function textFooter({
	reason,
	unsubscribeUrl,
	preferencesUrl,
	siteUrl,
}: Pick<
	LayoutProps,
	'reason' | 'unsubscribeUrl' | 'preferencesUrl' | 'siteUrl'
>): string {
	return `\n\n--\n${reason}\nManage your preferences: ${preferencesUrl}\nUnsubscribe: ${unsubscribeUrl}\n${siteUrl}\n`
}
