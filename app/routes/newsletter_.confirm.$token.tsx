import { Link, data, redirect } from 'react-router'
import type { Route } from './+types/newsletter_.confirm.$token'
import {
	LINK_PAGE_HEADERS,
	NewsletterLinkPage,
} from '#app/components/newsletter/link-page.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { signLinkToken } from '#app/server/newsletter/links.server.ts'
import { readForm } from '#app/server/edge/http.server.ts'
import {
	confirmSubscription,
	findLinkSubscriber,
} from '#app/server/newsletter/subscribers.server.ts'

/**
 * The confirmation e-mail's link. Opening it changes nothing (mail scanners open links too); the
 * reader confirms with the button, which works without JavaScript.
 */
export async function loader({ params }: Route.LoaderArgs) {
	try {
		const subscriber = await findLinkSubscriber('confirm', params.token)
		return data(
			{
				valid: true as const,
				email: subscriber.email,
				confirmed: subscriber.status === 'active',
				// The token proved the address; the preferences page takes its own (decision 068).
				preferencesPath: `/newsletter/preferences/${signLinkToken('preferences', subscriber.id)}`,
			},
			{ headers: LINK_PAGE_HEADERS },
		)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return data(
			{ valid: false as const, message: error.message },
			{ status: 404, headers: LINK_PAGE_HEADERS },
		)
	}
}

export async function action({ params, request }: Route.ActionArgs) {
	await readForm(request).catch(() => undefined)
	try {
		await confirmSubscription(params.token)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return data(
			{ message: error.message },
			{ status: 404, headers: LINK_PAGE_HEADERS },
		)
	}
	return redirect(`/newsletter/confirm/${encodeURIComponent(params.token)}`, {
		status: 303,
		headers: LINK_PAGE_HEADERS,
	})
}

export function headers() {
	return LINK_PAGE_HEADERS
}

export function meta() {
	return [
		{ title: `Confirm your subscription | ${NEWSLETTER_NAME}` },
		{ name: 'robots', content: 'noindex' },
	]
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
	if (!loaderData.valid) {
		return (
			<NewsletterLinkPage title="This link has expired">
				<p>{loaderData.message}</p>
			</NewsletterLinkPage>
		)
	}
	if (loaderData.confirmed) {
		return (
			<NewsletterLinkPage title="You're subscribed!">
				<p>
					<strong className="text-ink">{loaderData.email}</strong> will receive{' '}
					{NEWSLETTER_NAME} each morning.
				</p>
				<p>
					Only want some sections, or only breaking news?{' '}
					<Link to={loaderData.preferencesPath} className="underline">
						Choose what you receive
					</Link>
					.
				</p>
			</NewsletterLinkPage>
		)
	}
	return (
		<NewsletterLinkPage
			title="Confirm your subscription"
			action={{ label: 'Confirm subscription' }}
		>
			<p>
				Confirm that <strong className="text-ink">{loaderData.email}</strong>{' '}
				should receive {NEWSLETTER_NAME} each morning.
			</p>
		</NewsletterLinkPage>
	)
}
