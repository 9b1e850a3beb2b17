import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/newsletter'
import {
	NewsletterForm,
	type NewsletterActionData,
} from '#app/components/newsletter-form.tsx'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { pageMeta, siteOf } from '#app/lib/seo.ts'
import { NewsletterSignupSchema } from '#app/schemas/newsletter.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { isSpam } from '#app/server/edge/honeypot.server.ts'
import {
	headersOf,
	readForm,
	readPageForm,
	statusOf,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	requestSubscription,
	signupAcknowledgement,
} from '#app/server/newsletter/subscribers.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: its form posts without JavaScript and is enhanced by the reader script (decision 051). */
export const handle = READER_PAGE

/**
 * The newsletter form's action. Success goes back to the page the form was on with a toast that
 * reads the same whether or not the address was already subscribed; a mistake is answered with
 * the form's errors (shown on this page when JavaScript is off).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const [formData, refused] = await readPageForm(readForm(request))
	if (refused) {
		return data<NewsletterActionData>(
			{
				result: refused.reply,
				toast: {
					title: 'Subscription failed',
					description: refused.message,
					variant: 'destructive',
				},
			},
			{ status: refused.status },
		)
	}
	const back = safeRedirectPath(formData.get('redirectTo'))
	if (await isSpam(formData))
		return redirectWithToast(back, signupAcknowledgement())

	const submission = parseWithZod(formData, { schema: NewsletterSignupSchema })
	if (submission.status !== 'success') {
		return data<NewsletterActionData>(
			{ result: submission.reply() },
			{ status: 400 },
		)
	}
	try {
		await consumeRateLimit(
			'subscribe',
			context.get(requestInfoContext).clientIp,
		)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return data<NewsletterActionData>(
			{
				result: submission.reply({ formErrors: [error.message] }),
				toast: {
					title: 'Subscription failed',
					description: error.message,
					variant: 'destructive',
				},
			},
			{ status: statusOf(error), headers: headersOf(error) },
		)
	}
	await requestSubscription(submission.value)
	return redirectWithToast(back, signupAcknowledgement())
}

export function meta({ matches }: Route.MetaArgs) {
	return pageMeta({
		site: siteOf(matches),
		title: 'Subscribe to the Daily Brief',
		description:
			"The day's best thinking on personal branding, audience growth and influence, in your inbox every morning.",
		path: '/newsletter',
		noindex: true,
	})
}

/** The page a failed no-JavaScript sign-up came from, so a corrected one returns there. */
function submittedRedirect(
	actionData: NewsletterActionData | undefined,
): string | undefined {
	const value = actionData?.result.initialValue?.redirectTo
	return typeof value === 'string' ? safeRedirectPath(value) : undefined
}

function submittedSource(
	actionData: NewsletterActionData | undefined,
): string | undefined {
	const parsed = NewsletterSignupSchema.shape.source.safeParse(
		actionData?.result.initialValue?.source,
	)
	return parsed.success ? parsed.data : undefined
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-lg py-8">
			<h1 className="mb-6 font-serif text-4xl font-black">Subscribe</h1>
			<NewsletterForm
				source={submittedSource(actionData) ?? 'newsletter-page'}
				lastResult={actionData?.result}
				redirectTo={submittedRedirect(actionData)}
			/>
		</div>
	)
}
