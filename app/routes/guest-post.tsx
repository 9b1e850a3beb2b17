import type { Route } from './+types/guest-post'
import {
	GuestPostForm,
	SUBMISSION_ANCHOR,
	SubmissionReceived,
} from '#app/components/guest-post-form.tsx'
import { GUEST_GUIDELINES } from '#app/content/guest-guidelines.ts'
import { SITE } from '#app/content/site.ts'
import { breadcrumbLd, faqLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { submitGuestPostForm } from '#app/server/edge/guest-post-submission.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

export async function loader() {
	return { supportEmail: (await getSettings()).contactEmail }
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: 'Submit a Guest Post',
		description:
			'Clients and guests of Leading Voices: share one problem you solved, in 500 words or fewer, with 25,000+ professionals.',
		keywords:
			'guest post, contribute, executive writing, personal branding magazine, Leading Voices',
		path: '/guest-post',
		jsonLd: [
			faqLd([
				{
					question: 'How long is review?',
					answer: 'Our editors review each piece within 3-5 business days.',
				},
				{
					question: 'How long can a guest post be?',
					answer: 'At most 500 words, written as a problem and its solution.',
				},
				{
					question: 'When is an approved post published?',
					answer: 'Within 1-2 weeks of approval.',
				},
			]),
			breadcrumbLd(site, [
				{ name: 'Submit a Guest Post', path: '/guest-post' },
			]),
		],
	})
}

/**
 * In the order that costs least (issue 6): the rate limit, then the text fields, and only then
 * are images decoded and stored. A refused form stores nothing and keeps what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return submitGuestPostForm(request, context.get(requestInfoContext))
}

export default function GuestPostPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { supportEmail } = loaderData
	return (
		<div className="mx-auto max-w-5xl">
			<h1 className="font-serif text-4xl font-black tracking-tight uppercase">
				Submit a Guest Post
			</h1>
			<p className="mt-4 max-w-3xl text-lg">
				Are you a current or recent client of {SITE.show} or its host? Share
				what you have learned with our readers. Use the form below, or email
				your contribution with the subject <strong>GUEST CONTRIBUTION</strong>{' '}
				to{' '}
				<a
					href={`mailto:${supportEmail}?subject=GUEST%20CONTRIBUTION`}
					className="font-semibold text-accent underline"
				>
					{supportEmail}
				</a>
				, including a headshot, a call-to-action link and a post of at most 500
				words written as a problem and its solution.
			</p>

			<div className="mt-10 grid gap-10 lg:grid-cols-[1fr_320px]">
				{/* The form posts to #submission, so the answer page starts here, at the panel or at the form's errors (no JavaScript needed). */}
				<div id={SUBMISSION_ANCHOR} className="scroll-mt-4">
					{actionData?.submitted ? (
						<SubmissionReceived />
					) : (
						<GuestPostForm actionData={actionData} />
					)}
				</div>
				<aside className="flex flex-col gap-8 text-sm">
					<section aria-labelledby="guidelines-heading">
						<h2
							id="guidelines-heading"
							className="font-serif text-2xl font-bold"
						>
							Editorial Guidelines
						</h2>
						<h3 className="mt-4 font-semibold tracking-wide uppercase">
							What We're Looking For
						</h3>
						<ul className="mt-2 space-y-2">
							{GUEST_GUIDELINES.lookingFor.map(item => (
								<li key={item.title}>
									<span className="font-semibold">{item.title}.</span>{' '}
									<span className="text-muted">{item.detail}</span>
								</li>
							))}
						</ul>
						<h3 className="mt-6 font-semibold tracking-wide uppercase">
							Submission Process
						</h3>
						<ol className="mt-2 list-decimal space-y-1 pl-5">
							{GUEST_GUIDELINES.process.map(step => (
								<li key={step}>{step}</li>
							))}
						</ol>
					</section>
					<section
						aria-labelledby="benefits-heading"
						className="rounded bg-night p-5 text-white"
					>
						<h2 id="benefits-heading" className="font-serif text-xl font-bold">
							Publication Benefits
						</h2>
						<ul className="mt-3 space-y-2">
							{GUEST_GUIDELINES.benefits.map(benefit => (
								<li key={benefit.title}>
									<span className="font-semibold">{benefit.title}:</span>{' '}
									<span className="text-white/80">{benefit.detail}</span>
								</li>
							))}
						</ul>
					</section>
				</aside>
			</div>
		</div>
	)
}
