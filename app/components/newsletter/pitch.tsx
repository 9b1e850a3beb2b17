import { Link } from 'react-router'
import {
	NEWSLETTER_NAME,
	PAUSE_DAYS,
	WEEKLY_NAME,
} from '#app/content/newsletter.ts'

/**
 * What a subscriber gets and how often: only what the product sends (decision 081): the daily
 * digest (or the weekly one instead), the occasional issue an editor writes, and the choices of
 * the preferences page.
 */
export function NewsletterPromise({ sendsAt }: { sendsAt: string }) {
	const items = [
		{
			title: `${NEWSLETTER_NAME}, every morning`,
			body: `At ${sendsAt}: every story we published since the last one (up to ten), each with its summary and a link. On a day with nothing new, nothing is sent.`,
		},
		{
			title: 'Now and then, an editor’s issue',
			body: 'When a story deserves more than a line, or several belong together, our editors write to you themselves. Not on a schedule, and never more than the news calls for.',
		},
		{
			title: 'Yours to shape',
			body: `Every e-mail links to your preferences: choose your sections, take ${WEEKLY_NAME} once a week instead of the morning e-mail (or both), take breaking news only, keep only the editors’ issues, or pause everything for ${PAUSE_DAYS} days.`,
		},
	]
	return (
		<section aria-labelledby="newsletter-promise-heading">
			<h2
				id="newsletter-promise-heading"
				className="border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
			>
				What you get
			</h2>
			<dl className="mt-4 flex flex-col gap-4">
				{items.map(item => (
					<div key={item.title}>
						<dt className="font-serif text-lg font-bold">{item.title}</dt>
						<dd className="mt-1 leading-relaxed text-muted">{item.body}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

/** What signing up stores, in brief, with the privacy policy for the rest. */
export function NewsletterPrivacy({ confirmFirst }: { confirmFirst: boolean }) {
	return (
		<section
			aria-labelledby="newsletter-privacy-heading"
			className="rounded border border-rule p-5 text-sm leading-relaxed"
		>
			<h2
				id="newsletter-privacy-heading"
				className="font-serif text-lg font-bold"
			>
				Your address, and nothing else
			</h2>
			<p className="mt-2 text-muted">
				We keep your e-mail address, when and on which form you signed up, when
				you confirmed, and the choices you make on your preferences page. We
				record whether each morning’s e-mail reached your mail server (for 30
				days). We do not track whether you open it, no click is tied to you, and
				we do not sell the list.{' '}
				{confirmFirst
					? 'Nothing is sent until you confirm your address, and every e-mail carries a one-click unsubscribe.'
					: 'Every e-mail carries a one-click unsubscribe.'}
			</p>
			<p className="mt-2">
				<Link to="/privacy" className="font-semibold text-accent underline">
					Read the privacy policy
				</Link>
			</p>
		</section>
	)
}
