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
import { READER_PAGE, type PageHandle } from '#app/lib/page-handle.ts'
import {
	NewsletterPrivacy,
	NewsletterPromise,
} from '#app/components/newsletter/pitch.tsx'
import { SampleIssue } from '#app/components/newsletter/sample-issue.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { sampleIssue } from '#app/server/newsletter/sample-issue.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'

/** A reading page: its form posts without JavaScript and is enhanced by the reader script (decision 051). */
export const handle = { ...READER_PAGE, hasSignup: true } satisfies PageHandle

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

export async function loader() {
	const [sample, { digestHour, timeZone }] = await Promise.all([
		sampleIssue(),
		getSettings(),
	])
	return {
		sample,
		sendsAt: sendingTime(digestHour, timeZone),
		confirmFirst: getEnv().NEWSLETTER_DOUBLE_OPT_IN,
	}
}

/** "7 a.m. New York time": the digest's hour as a reader reads it. */
function sendingTime(hour: number, timeZone: string): string {
	const clock = `${hour % 12 || 12} ${hour < 12 ? 'a.m.' : 'p.m.'}`
	const place = timeZone.includes('/')
		? `${timeZone.split('/').pop()!.replaceAll('_', ' ')} time`
		: timeZone
	return `${clock} ${place}`
}

export default function NewsletterPage({
	actionData,
	loaderData,
}: Route.ComponentProps) {
	const { sample, sendsAt, confirmFirst } = loaderData
	return (
		<div className="mx-auto grid max-w-6xl gap-10 py-2 sm:py-6 lg:grid-cols-[minmax(0,1fr)_440px]">
			<div className="flex max-w-measure min-w-0 flex-col gap-8">
				<header>
					<p className="text-xs font-bold tracking-[0.12em] text-accent uppercase">
						Newsletter · Free
					</p>
					<h1 className="mt-2 font-serif text-4xl leading-[1.1] font-black tracking-[-0.015em] sm:text-5xl">
						The morning e-mail on what builds a reputation
					</h1>
					<p className="mt-3 font-serif text-xl leading-relaxed text-muted">
						{NEWSLETTER_NAME} brings you every new story on personal branding,
						audience growth and influence, before your first meeting.
					</p>
				</header>
				{/* The form comes first on a phone, high on the screen: its confirmation (bottom right) never covers it. */}
				<NewsletterForm
					source={submittedSource(actionData) ?? 'newsletter-page'}
					lastResult={actionData?.result}
					redirectTo={submittedRedirect(actionData)}
					id="subscribe"
					pitch={`Free, every morning at ${sendsAt}. Unsubscribe in one click.`}
				/>
				<NewsletterPromise sendsAt={sendsAt} />
				<NewsletterPrivacy confirmFirst={confirmFirst} />
			</div>
			{sample ? (
				<div className="max-w-measure min-w-0 lg:max-w-none lg:pt-2">
					<SampleIssue sample={sample} />
				</div>
			) : null}
		</div>
	)
}
