import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'

/** The one-card page that confirmation and unsubscribe links open (works without JavaScript). */
export function NewsletterLinkPage({
	title,
	children,
	action,
}: {
	title: string
	children: ReactNode
	action?: { label: string; intent?: string }
}) {
	return (
		<div className="mx-auto max-w-lg py-8">
			<div className="rounded border border-rule bg-surface p-6">
				<h1 className="font-serif text-3xl font-black">{title}</h1>
				<div className="mt-3 space-y-2 text-muted">{children}</div>
				{action ? (
					<Form method="post" className="mt-5">
						{action.intent ? (
							<input type="hidden" name="intent" value={action.intent} />
						) : null}
						<button
							type="submit"
							className="rounded bg-accent px-4 py-2 font-semibold text-on-accent"
						>
							{action.label}
						</button>
					</Form>
				) : null}
				<p className="mt-6 text-sm">
					<Link to="/" className="underline">
						Back to the front page
					</Link>
				</p>
			</div>
		</div>
	)
}

/** Token pages are for one reader: never cached, never indexed, never sent on as a referrer. */
export const LINK_PAGE_HEADERS = {
	'Cache-Control': 'private, no-store',
	'Referrer-Policy': 'same-origin',
	'X-Robots-Tag': 'noindex',
} as const
