/**
 * The markdown editor's preview: rendered by the site's own renderer, live once the page is
 * interactive (asked of the admin's preview route as one types), else the one the server rendered
 * for the form's Preview button.
 */
import { useEffect, useRef, useState } from 'react'

/** The resource route that renders unsaved markdown (app/routes/admin.markdown-preview.ts). */
const PREVIEW_URL = '/admin/markdown-preview'
/** How long the typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 400

export type PreviewState = 'loading' | 'ready' | 'error' | 'signed-out'

export function PreviewPanel({
	id,
	html,
	state,
	live,
}: {
	id: string
	html: string
	state: PreviewState
	live: boolean
}) {
	const headingId = `${id}-heading`
	return (
		<section
			id={id}
			aria-labelledby={headingId}
			className="mt-3 rounded border border-rule bg-white p-4"
		>
			<div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-rule pb-2">
				<h2
					id={headingId}
					className="text-sm font-semibold tracking-wide uppercase"
				>
					Preview
				</h2>
				<p role="status" className="text-xs text-muted">
					{state === 'loading'
						? 'Updating…'
						: state === 'error'
							? 'The preview could not be updated; it shows the last text that could.'
							: state === 'signed-out'
								? 'Your session has ended: sign in again (in another tab) to see the preview. Your text is still here.'
								: live
									? 'As readers will see it. Not saved yet.'
									: 'As readers will see it. Nothing was saved: press the save button to keep your changes.'}
				</p>
			</div>
			{/* Scrolls on its own beside a long text; focusable, so the keyboard can scroll it too. */}
			<div
				tabIndex={0}
				aria-labelledby={headingId}
				role="document"
				className="article-body mt-3 max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:outline-ink"
				data-testid="markdown-preview"
				dangerouslySetInnerHTML={{ __html: html }}
			/>
		</section>
	)
}

/**
 * The preview of `text` once the page is interactive: asked for PREVIEW_DELAY_MS after the last
 * change, an answer to an older text never replacing a newer one. Starts from the server's
 * preview of the text as loaded when there is one (the Preview button without JavaScript).
 */
export function useLivePreview(
	text: string,
	enabled: boolean,
	initialHtml: string | undefined,
	externalImagesAsLinks: boolean,
): { html: string; state: PreviewState } {
	const [preview, setPreview] = useState<{ html: string; state: PreviewState }>(
		{
			html: initialHtml ?? '',
			state: initialHtml === undefined ? 'loading' : 'ready',
		},
	)
	// The text the shown preview is of (the first render's text is the one the server rendered).
	const rendered = useRef<string | null>(
		initialHtml === undefined ? null : text,
	)

	useEffect(() => {
		if (!enabled || text === rendered.current) return
		const controller = new AbortController()
		const timer = setTimeout(
			() => {
				setPreview(last => ({ ...last, state: 'loading' }))
				void requestPreview(
					text,
					externalImagesAsLinks,
					controller.signal,
				).then(answer => {
					if (controller.signal.aborted) return
					if (typeof answer === 'string') {
						rendered.current = text
						setPreview({ html: answer, state: 'ready' })
					} else {
						setPreview(last => ({ ...last, state: answer.failure }))
					}
				})
			},
			// The first preview (the text as loaded) at once; then after a pause in the typing.
			rendered.current === null && initialHtml === undefined
				? 0
				: PREVIEW_DELAY_MS,
		)
		return () => {
			clearTimeout(timer)
			controller.abort()
		}
	}, [text, enabled, externalImagesAsLinks, initialHtml])

	return preview
}

async function requestPreview(
	content: string,
	externalImagesAsLinks: boolean,
	signal: AbortSignal,
): Promise<string | { failure: 'error' | 'signed-out' }> {
	try {
		const response = await fetch(PREVIEW_URL, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Accept: 'application/json',
			},
			body: JSON.stringify({ content, externalImagesAsLinks }),
			// Without a session the admin answers with a redirect to the sign-in page: not a preview.
			redirect: 'manual',
			signal,
		})
		if (response.type === 'opaqueredirect' || response.status === 401)
			return { failure: 'signed-out' }
		if (!response.ok) return { failure: 'error' }
		const body = (await response.json()) as { html?: unknown }
		return typeof body.html === 'string' ? body.html : { failure: 'error' }
	} catch {
		return { failure: 'error' }
	}
}
