import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import { INPUT_CLASS } from '#app/components/form-field.tsx'
import { formatCount } from '#app/lib/format.ts'
import { markdownEdit, type MarkdownAction } from '#app/lib/markdown-format.ts'
import { countWords, readingMinutes } from '#app/lib/reading-time.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/** The resource route that renders unsaved markdown (app/routes/admin.markdown-preview.ts). */
const PREVIEW_URL = '/admin/markdown-preview'
/** How long the typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 400

/** Line icons drawn here (no icon font: a glyph missing from the reader's fonts would show as a box). */
function Icon({ path }: { path: string }) {
	return (
		<svg
			viewBox="0 0 24 24"
			width="16"
			height="16"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
		>
			<path d={path} />
		</svg>
	)
}

const TOOLS: {
	action: MarkdownAction
	label: string
	glyph: React.ReactNode
	shortcut?: string
}[] = [
	{ action: 'bold', label: 'Bold', glyph: 'B', shortcut: 'b' },
	{ action: 'italic', label: 'Italic', glyph: 'I', shortcut: 'i' },
	{
		action: 'link',
		label: 'Link',
		glyph: (
			<Icon path="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
		),
		shortcut: 'k',
	},
	{ action: 'heading', label: 'Heading', glyph: 'H' },
	{
		action: 'quote',
		label: 'Quote',
		glyph: <Icon path="M6 17h3l2-4V7H5v6h3M14 17h3l2-4V7h-6v6h3" />,
	},
	{
		action: 'list',
		label: 'Bulleted list',
		glyph: <Icon path="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />,
	},
	{
		action: 'image',
		label: 'Image',
		glyph: <Icon path="M4 5h16v14H4zM4 15l4-4 5 5M13 13l2-2 5 5M15 9h.01" />,
	},
]

export interface MarkdownEditorProps {
	/** The Conform field of the markdown (the form's `content`). */
	field: FieldMetadata<string>
	label: string
	required?: boolean
	hint?: string
	rows?: number
	/** The preview the server rendered for the Preview button (without JavaScript). */
	preview?: string
	/** A contributor's text: images from other sites are previewed as links (nothing loads from them). */
	externalImagesAsLinks?: boolean
}

/**
 * The Content field of the admin's editors: the markdown textarea, its word count and reading time
 * (server-rendered from the text, updated as one types), and with JavaScript a formatting toolbar
 * and a live preview by the site's own renderer. Without JavaScript the form's Preview button
 * (PreviewButton) asks the server for the same preview; it is shown here.
 */
export function MarkdownEditor({
	field,
	label,
	required,
	hint,
	rows = 15,
	preview,
	externalImagesAsLinks = false,
}: MarkdownEditorProps) {
	const hydrated = useHydrated()
	const textareaRef = useRef<HTMLTextAreaElement>(null)
	// A form sends line breaks as CRLF; the textarea (and so the counts) has LF.
	const [text, setText] = useState(
		typeof field.initialValue === 'string'
			? field.initialValue.replace(/\r\n?/g, '\n')
			: '',
	)
	const livePreview = useLivePreview(
		text,
		hydrated,
		preview,
		externalImagesAsLinks,
	)
	const words = countWords(text)
	const statsId = `${field.id}-stats`
	const hintId = `${field.id}-hint`
	const textareaProps = getTextareaProps(field)
	const describedBy = [
		textareaProps['aria-describedby'],
		hint ? hintId : undefined,
		statsId,
	]
		.filter(Boolean)
		.join(' ')

	const apply = (action: MarkdownAction) => {
		const textarea = textareaRef.current
		if (textarea) applyMarkdown(textarea, action)
	}

	const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
		if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
			return
		const tool = TOOLS.find(
			candidate => candidate.shortcut === event.key.toLowerCase(),
		)
		if (!tool) return
		event.preventDefault()
		apply(tool.action)
	}

	const shown = hydrated
		? livePreview
		: preview === undefined
			? null
			: { html: preview, state: 'ready' as const }
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={field.id} className="text-sm font-semibold">
				{label}
				{required ? <span aria-hidden="true"> *</span> : null}
			</label>
			{hydrated ? (
				<MarkdownToolbar controls={field.id} onAction={apply} />
			) : null}
			<textarea
				{...textareaProps}
				aria-describedby={describedBy}
				ref={textareaRef}
				rows={rows}
				onInput={event => setText(event.currentTarget.value)}
				onKeyDown={onKeyDown}
				className={`${INPUT_CLASS} font-mono text-sm`}
			/>
			{hint ? (
				<p id={hintId} className="text-xs text-muted">
					{hint}
				</p>
			) : null}
			<p
				id={statsId}
				className="text-xs text-muted"
				data-testid="markdown-stats"
			>
				{formatCount(words)} {words === 1 ? 'word' : 'words'} ·{' '}
				{readingMinutes(words)} min read · {formatCount(text.length)} characters
			</p>
			{field.errors?.length ? (
				<p id={`${field.id}-error`} className="text-sm text-accent">
					{field.errors[0]}
				</p>
			) : null}
			{shown ? (
				<PreviewPanel
					id={`${field.id}-preview`}
					html={shown.html}
					state={shown.state}
					live={hydrated}
				/>
			) : null}
		</div>
	)
}

/**
 * The form's Preview button without JavaScript (with it, the preview is live): the form is sent
 * with `intent=preview`, the action renders the content and saves nothing. Placed after the
 * form's save button, so Enter in a field still saves. The address's fragment brings the reader
 * to the preview when the page comes back.
 */
export function PreviewButton({
	fieldId,
	form,
	className = 'rounded border border-ink px-5 py-2 font-semibold',
}: {
	fieldId: string
	form?: string
	className?: string
}) {
	const hydrated = useHydrated()
	const location = useLocation()
	if (hydrated) return null
	return (
		<button
			type="submit"
			name="intent"
			value="preview"
			form={form}
			formAction={`${location.pathname}${location.search}#${fieldId}-preview`}
			formNoValidate
			className={className}
		>
			Preview
		</button>
	)
}

type PreviewState = 'loading' | 'ready' | 'error' | 'signed-out'

function PreviewPanel({
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

/** The formatting buttons: one tab stop, arrow keys between buttons (the WAI-ARIA toolbar pattern). */
function MarkdownToolbar({
	controls,
	onAction,
}: {
	controls: string
	onAction: (action: MarkdownAction) => void
}) {
	const [current, setCurrent] = useState(0)
	const buttons = useRef<(HTMLButtonElement | null)[]>([])

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const last = TOOLS.length - 1
		const next = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: last,
		}[event.key]
		if (next === undefined) return
		event.preventDefault()
		const index = next < 0 ? last : next > last ? 0 : next
		setCurrent(index)
		buttons.current[index]?.focus()
	}

	return (
		<div
			role="toolbar"
			aria-label="Formatting"
			aria-controls={controls}
			onKeyDown={onKeyDown}
			className="flex flex-wrap gap-1"
		>
			{TOOLS.map((tool, index) => (
				<button
					key={tool.action}
					ref={element => {
						buttons.current[index] = element
					}}
					type="button"
					tabIndex={index === current ? 0 : -1}
					aria-label={tool.label}
					aria-keyshortcuts={
						tool.shortcut
							? `Control+${tool.shortcut.toUpperCase()} Meta+${tool.shortcut.toUpperCase()}`
							: undefined
					}
					title={
						tool.shortcut
							? `${tool.label} (Ctrl+${tool.shortcut.toUpperCase()})`
							: tool.label
					}
					// A click keeps the textarea's focus and selection; the keyboard gives focus back after the edit.
					onMouseDown={event => event.preventDefault()}
					onClick={() => {
						setCurrent(index)
						onAction(tool.action)
					}}
					className={`min-w-9 rounded border border-rule bg-white px-2 py-1 text-sm hover:bg-paper focus-visible:outline-2 focus-visible:outline-ink ${tool.action === 'bold' ? 'font-bold' : tool.action === 'italic' ? 'font-serif italic' : ''}`}
				>
					<span
						aria-hidden="true"
						className="inline-flex items-center justify-center"
					>
						{tool.glyph}
					</span>
				</button>
			))}
		</div>
	)
}

/**
 * Applies a toolbar edit through the browser's own text insertion (`insertText`), which keeps the
 * edit on the textarea's undo stack and fires the input event; where that is not supported,
 * setRangeText (no undo) and an input event of our own.
 */
function applyMarkdown(textarea: HTMLTextAreaElement, action: MarkdownAction) {
	const edit = markdownEdit(action, textarea.value, {
		start: textarea.selectionStart,
		end: textarea.selectionEnd,
	})
	textarea.focus()
	textarea.setSelectionRange(edit.from, edit.to)
	// Deprecated, yet the one way to edit a textarea that the browser's undo remembers.
	const inserted =
		edit.insert !== '' && document.execCommand('insertText', false, edit.insert)
	if (!inserted) {
		textarea.setRangeText(edit.insert, edit.from, edit.to, 'end')
		textarea.dispatchEvent(new Event('input', { bubbles: true }))
	}
	textarea.setSelectionRange(edit.select.start, edit.select.end)
}

/**
 * The preview of `text` once the page is interactive: asked for PREVIEW_DELAY_MS after the last
 * change, an answer to an older text never replacing a newer one. Starts from the server's
 * preview of the text as loaded when there is one (the Preview button without JavaScript).
 */
function useLivePreview(
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
