import { data, redirect } from 'react-router'
import type { Route } from './+types/newsletter_.unsubscribe.$token'
import {
	LINK_PAGE_HEADERS,
	NewsletterLinkPage,
} from '#app/components/newsletter/link-page.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { readForm } from '#app/server/edge/http.server.ts'
import {
	findLinkSubscriber,
	resubscribe,
	unsubscribe,
} from '#app/server/newsletter/subscribers.server.ts'
import { attributed, viaOf } from '#app/server/newsletter/send-stats.server.ts'

/**
 * Leaving the list. The e-mail's visible link opens this page (GET changes nothing); its button
 * unsubscribes without JavaScript. Mail clients use /newsletter/one-click/{token} instead. The
 * send the link came in (`via`) stays in the address, so the button's POST counts for it.
 */
export async function loader({ params }: Route.LoaderArgs) {
	try {
		const subscriber = await findLinkSubscriber('unsubscribe', params.token)
		return data(
			{
				valid: true as const,
				email: subscriber.email,
				subscribed: subscriber.status !== 'inactive',
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
	const form = await readForm(request).catch(() => new FormData())
	const search = new URL(request.url).search
	try {
		if (form.get('intent') === 'resubscribe') await resubscribe(params.token)
		else
			await attributed(
				{ ...viaOf(request), purpose: 'unsubscribe', token: params.token },
				'unsubscribes',
				() => unsubscribe(params.token),
			)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return data(
			{ message: error.message },
			{ status: 404, headers: LINK_PAGE_HEADERS },
		)
	}
	return redirect(
		`/newsletter/unsubscribe/${encodeURIComponent(params.token)}${search}`,
		{ status: 303, headers: LINK_PAGE_HEADERS },
	)
}

export function headers() {
	return LINK_PAGE_HEADERS
}

export function meta() {
	return [
		{ title: `Unsubscribe | ${NEWSLETTER_NAME}` },
		{ name: 'robots', content: 'noindex' },
	]
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
	if (!loaderData.valid) {
		return (
			<NewsletterLinkPage title="This link is not valid">
				<p>{loaderData.message}</p>
			</NewsletterLinkPage>
		)
	}
	if (!loaderData.subscribed) {
		return (
			<NewsletterLinkPage
				title="You're unsubscribed"
				action={{ label: 'Subscribe again', intent: 'resubscribe' }}
			>
				<p>
					<strong className="text-ink">{loaderData.email}</strong> will receive
					no more newsletters from us. Changed your mind?
				</p>
			</NewsletterLinkPage>
		)
	}
	return (
		<NewsletterLinkPage
			title={`Unsubscribe from ${NEWSLETTER_NAME}?`}
			action={{ label: 'Unsubscribe' }}
		>
			<p>
				<strong className="text-ink">{loaderData.email}</strong> will receive no
				more newsletters from us.
			</p>
		</NewsletterLinkPage>
	)
}
