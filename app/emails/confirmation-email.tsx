import { Heading, Section, Text } from '@react-email/components'
import {
	MailButton,
	NewsletterLayout,
	textFooter,
} from './newsletter-layout.tsx'
import { MAIL } from './theme.ts'

export interface ConfirmationEmailProps {
	siteName: string
	siteUrl: string
	unsubscribeUrl: string
	preferencesUrl: string
	/** Present while the address still needs confirming. */
	confirmUrl?: string
	/** The free guide's address, when the sign-up came with the guide. */
	guideUrl?: string
	guideTitle?: string
}

export function confirmationSubject({
	siteName,
	guideUrl,
	confirmUrl,
}: ConfirmationEmailProps): string {
	if (guideUrl) return `Your free guide from ${siteName}`
	return confirmUrl
		? `Confirm your subscription to ${siteName}`
		: `Welcome to ${siteName}`
}

const REASON =
	"You received this because your address was entered in a sign-up form on our site. If that wasn't you, ignore this message: without confirmation you will get nothing more."

/** The confirmation for a new sign-up, or the guide with (while pending) the confirmation. */
export function ConfirmationEmail(props: ConfirmationEmailProps) {
	const {
		siteName,
		siteUrl,
		unsubscribeUrl,
		preferencesUrl,
		confirmUrl,
		guideUrl,
		guideTitle,
	} = props
	return (
		<NewsletterLayout
			siteName={siteName}
			siteUrl={siteUrl}
			unsubscribeUrl={unsubscribeUrl}
			preferencesUrl={preferencesUrl}
			preview={
				guideUrl
					? `${guideTitle ?? 'Your guide'} is ready to download.`
					: 'One click to start receiving the Daily Brief.'
			}
			reason={REASON}
		>
			{guideUrl ? (
				<Section className="mail-pad" style={{ padding: '28px 32px 8px' }}>
					<Heading
						as="h1"
						className="mail-ink mail-headline"
						style={{
							color: MAIL.ink,
							fontFamily: MAIL.serif,
							fontSize: 26,
							lineHeight: '32px',
							margin: '0 0 12px',
						}}
					>
						Your guide is ready
					</Heading>
					<Text
						className="mail-ink"
						style={{
							color: MAIL.ink,
							fontSize: 16,
							lineHeight: '24px',
							margin: '0 0 20px',
						}}
					>
						Thank you for asking for{' '}
						<strong>{guideTitle ?? 'our guide'}</strong>. Download it here:
					</Text>
					<MailButton href={guideUrl}>Download the PDF guide</MailButton>
				</Section>
			) : null}
			{confirmUrl ? (
				<Section
					className="mail-pad"
					style={{ padding: guideUrl ? '24px 32px 28px' : '28px 32px' }}
				>
					<Heading
						as={guideUrl ? 'h2' : 'h1'}
						className="mail-ink mail-headline"
						style={{
							color: MAIL.ink,
							fontFamily: MAIL.serif,
							fontSize: guideUrl ? 20 : 26,
							lineHeight: '30px',
							margin: '0 0 12px',
						}}
					>
						{guideUrl
							? 'And the Daily Brief?'
							: 'Please confirm your subscription'}
					</Heading>
					<Text
						className="mail-ink"
						style={{
							color: MAIL.ink,
							fontSize: 16,
							lineHeight: '24px',
							margin: '0 0 20px',
						}}
					>
						One e-mail each morning from {siteName}: the ideas, interviews and
						tactics that build reputations. Confirm that this address is yours
						and wants it:
					</Text>
					<MailButton href={confirmUrl}>Confirm my subscription</MailButton>
					<Text
						className="mail-muted"
						style={{
							color: MAIL.muted,
							fontSize: 13,
							lineHeight: '20px',
							margin: '20px 0 0',
						}}
					>
						Or paste this link into your browser: {confirmUrl}
					</Text>
				</Section>
			) : (
				<Section className="mail-pad" style={{ padding: '8px 32px 28px' }}>
					<Text
						className="mail-ink"
						style={{
							color: MAIL.ink,
							fontSize: 16,
							lineHeight: '24px',
							margin: 0,
						}}
					>
						You are subscribed to the Daily Brief: it arrives each morning.
					</Text>
				</Section>
			)}
		</NewsletterLayout>
	)
}

export function confirmationText(props: ConfirmationEmailProps): string {
	const {
		siteName,
		siteUrl,
		unsubscribeUrl,
		preferencesUrl,
		confirmUrl,
		guideUrl,
		guideTitle,
	} = props
	const parts: string[] = []
	if (guideUrl)
		parts.push(
			`Your guide is ready\n\nThank you for asking for ${guideTitle ?? 'our guide'}. Download it here:\n${guideUrl}`,
		)
	if (confirmUrl) {
		parts.push(
			`${guideUrl ? 'And the Daily Brief?' : 'Please confirm your subscription'}\n\nOne e-mail each morning from ${siteName}: the ideas, interviews and tactics that build reputations. Confirm that this address is yours and wants it:\n${confirmUrl}`,
		)
	} else {
		parts.push(
			'You are subscribed to the Daily Brief: it arrives each morning.',
		)
	}
	return (
		parts.join('\n\n') +
		textFooter({ reason: REASON, unsubscribeUrl, preferencesUrl, siteUrl })
	)
}
