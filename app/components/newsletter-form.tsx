import { useLocation } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { HoneypotField } from './honeypot.tsx'
import { enhanceNewsletterForm } from '#app/enhance/newsletter.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

export interface NewsletterActionData {
	result: SubmissionResult<string[]>
	toast?: {
		title: string
		description?: string
		variant?: 'default' | 'destructive'
	}
}

/**
 * The daily newsletter sign-up. Without JavaScript it is a plain POST to /newsletter, which
 * comes back here with a notice (or, on a mistake, the /newsletter page with the errors). With it
 * (enhance/newsletter.ts, run from here on pages with React and by the reader script on pages
 * without it) the page stays put, the button reads 'SUBSCRIBING...' and a toast reports the
 * outcome. It is on every reader page, so it ships no validation library: the server validates.
 */
export function NewsletterForm({
	source,
	id,
	heading = 'The Daily Brief',
	pitch = 'One email each morning: the ideas, interviews and tactics that build reputations. Free; unsubscribe anytime.',
	dark = false,
	lastResult,
	redirectTo,
}: {
	source: string
	id?: string
	heading?: string
	/** The line under the heading: why to sign up, in the words that suit the form's place. */
	pitch?: string
	dark?: boolean
	/** The answer to a submission made without JavaScript (the /newsletter page passes it in). */
	lastResult?: SubmissionResult<string[]>
	/** Where to return after signing up; defaults to this page. */
	redirectTo?: string
}) {
	const location = useLocation()
	const form = useEnhancement(enhanceNewsletterForm)
	const formId = `newsletter-${source}`
	const emailErrors = lastResult?.error?.email
	const formErrors = lastResult?.error?.['']
	const errorClass = dark ? 'text-white' : 'text-accent'

	return (
		<section
			id={id}
			aria-labelledby={`${formId}-heading`}
			className={`rounded p-5 ${dark ? 'bg-white/5 text-white' : 'border border-rule bg-surface'}`}
		>
			<h2 id={`${formId}-heading`} className="font-serif text-xl font-bold">
				{heading}
			</h2>
			<p className={`mt-1 text-sm ${dark ? 'text-white/80' : 'text-muted'}`}>
				{pitch}
			</p>
			{/* With JavaScript the empty-email check is ours (a toast); without it, the browser's. */}
			<form
				ref={form}
				method="post"
				action="/newsletter"
				id={formId}
				data-newsletter=""
				data-error-class={errorClass}
				className="mt-3 flex flex-col gap-2"
			>
				<HoneypotField />
				<input type="hidden" name="source" value={source} />
				<input
					type="hidden"
					name="redirectTo"
					value={redirectTo ?? `${location.pathname}${location.search}`}
				/>
				<label htmlFor={`${formId}-email`} className="sr-only">
					Email address
				</label>
				<input
					id={`${formId}-email`}
					name="email"
					type="email"
					defaultValue={
						typeof lastResult?.initialValue?.email === 'string'
							? lastResult.initialValue.email
							: undefined
					}
					aria-invalid={emailErrors ? true : undefined}
					aria-describedby={emailErrors ? `${formId}-email-error` : undefined}
					required
					autoComplete="email"
					placeholder="you@company.com"
					className="rounded border border-rule bg-surface px-3 py-2 text-ink disabled:opacity-60"
				/>
				{emailErrors ? (
					<p id={`${formId}-email-error`} className={`text-sm ${errorClass}`}>
						{emailErrors[0]}
					</p>
				) : null}
				{formErrors ? (
					<p id={`${formId}-error`} className={`text-sm ${errorClass}`}>
						{formErrors[0]}
					</p>
				) : null}
				<button
					type="submit"
					className="rounded bg-accent px-4 py-2 font-semibold tracking-wide text-on-accent uppercase disabled:opacity-60"
				>
					SUBSCRIBE
				</button>
			</form>
		</section>
	)
}
