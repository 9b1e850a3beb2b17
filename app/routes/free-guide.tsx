import { Link } from 'react-router'
import type { Route } from './+types/free-guide'
import {
	ContentUpgrade,
	GuideReadyPanel,
	type ContentUpgradeActionData,
} from '#app/components/content-upgrade.tsx'
import { guide } from '#app/content/guide.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { NewsletterSignupSchema } from '#app/schemas/newsletter.ts'
import { isSpam } from '#app/server/edge/honeypot.server.ts'
import { readForm } from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { requestSubscription } from '#app/server/newsletter/subscribers.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: its form posts without JavaScript and is enhanced by the reader script (decision 051). */
export const handle = READER_PAGE

/**
 * The guide for an email. Whatever happens to the sign-up, the reader gets the guide at once: the
 * SPEC shows the download panel on success and failure alike, and a failure is only logged. The
 * e-mail that follows carries the guide's link too (and the confirmation, for a new address).
 */
export async function action({
	request,
	context,
}: Route.ActionArgs): Promise<ContentUpgradeActionData> {
	const { log, clientIp } = context.get(requestInfoContext)
	try {
		const formData = await readForm(request)
		if (await isSpam(formData)) return { sent: true }
		const parsed = NewsletterSignupSchema.safeParse({
			email: formData.get('email'),
			source: 'content-upgrade',
			contentType: 'pdf-guide',
		})
		if (!parsed.success) {
			log.info(
				{ issues: parsed.error.issues.map(issue => issue.message) },
				'guide request without a usable email',
			)
			return { sent: true }
		}
		await consumeRateLimit('subscribe', clientIp)
		await requestSubscription(parsed.data)
	} catch (error) {
		log.warn(
			{ err: error },
			'guide sign-up failed; the guide is offered anyway',
		)
	}
	return { sent: true }
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: `Free guide: ${guide.title}`,
		description: guide.subtitle,
		path: '/free-guide',
		jsonLd: [breadcrumbLd(site, [{ name: 'Free guide', path: '/free-guide' }])],
	})
}

export default function FreeGuidePage({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto grid max-w-4xl gap-10 md:grid-cols-[1fr_320px]">
			<div>
				<p className="text-xs font-semibold tracking-wide text-accent uppercase">
					Free guide
				</p>
				<h1 className="mt-2 font-serif text-4xl font-black">{guide.title}</h1>
				<p className="mt-3 text-lg text-muted">{guide.subtitle}</p>
				<ol className="mt-8 space-y-4">
					{guide.mistakes.map(mistake => (
						<li key={mistake.number} className="flex gap-4">
							<span className="font-serif text-3xl font-black text-accent">
								{mistake.number}
							</span>
							<div>
								<p className="font-semibold">{mistake.title}</p>
								<p className="text-sm text-muted">
									{mistake.symptom.replace(/\*/g, '')}
								</p>
							</div>
						</li>
					))}
				</ol>
				<p className="mt-8 text-sm text-muted">
					By {guide.author}. Read more on{' '}
					<Link to="/category/personal-branding" className="underline">
						personal branding
					</Link>
					.
				</p>
			</div>
			<aside>
				{actionData?.sent ? <GuideReadyPanel /> : <ContentUpgrade />}
			</aside>
		</div>
	)
}
