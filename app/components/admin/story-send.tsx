/**
 * The article editor's story sends (docs/decisions/082): "Publish and send" and "Send by e-mail
 * only", submit buttons of the editor's own form (the whole article is saved with the send), or,
 * once the article was sent, what became of it. Without JavaScript they are plain submits.
 */
import { Link } from 'react-router'
import { NEWSLETTER_PAGE } from '#app/content/newsletter-issues.ts'
import type { StorySendView } from '#app/server/newsletter/story-send.server.ts'
import { DeskTime } from './desk-time.tsx'

export interface StorySendProps {
	/** This article's story send, if it had one. */
	sent: StorySendView | null
	/** The form's token (one send however often the form is posted); null: the person may not send. */
	token: string | null
	mayPublish: boolean
	/** The stored article is a draft: only then can it go out by e-mail only. */
	mayEmailOnly: boolean
	disabled: boolean
}

export function StorySend({
	sent,
	token,
	mayPublish,
	mayEmailOnly,
	disabled,
}: StorySendProps) {
	if (sent)
		return (
			<p
				className="rounded border border-rule bg-paper p-3 text-sm"
				role="status"
			>
				{sent.mode === 'email-only'
					? 'Sent to the subscribers by e-mail only (not on the site)'
					: 'Published and sent to the subscribers'}
				{sent.startedAt ? (
					<>
						{' '}
						on <DeskTime at={sent.startedAt} />
					</>
				) : null}
				. A story is sent once;{' '}
				<Link to={NEWSLETTER_PAGE} className="font-semibold underline">
					the newsletter page
				</Link>{' '}
				shows how it went.
			</p>
		)
	if (!token || (!mayPublish && !mayEmailOnly)) return null
	return (
		<fieldset className="flex flex-col gap-2 rounded border border-rule p-3">
			<legend className="px-1 text-sm font-semibold">
				Send to subscribers
			</legend>
			<input type="hidden" name="storyToken" value={token} />
			<p className="text-sm text-muted">
				Saves the article as it is in this form and e-mails it to every
				subscriber now, once. It cannot be undone.
			</p>
			<div className="flex flex-wrap gap-3">
				{mayPublish ? (
					<button
						type="submit"
						name="intent"
						value="publish-and-send"
						disabled={disabled}
						className="rounded bg-accent px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						Publish and send
					</button>
				) : null}
				{mayEmailOnly ? (
					<button
						type="submit"
						name="intent"
						value="send-email-only"
						disabled={disabled}
						className="rounded border border-ink px-5 py-2 font-semibold disabled:opacity-60"
					>
						Send by e-mail only
					</button>
				) : null}
			</div>
		</fieldset>
	)
}
