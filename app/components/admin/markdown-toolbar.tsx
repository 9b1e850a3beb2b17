/**
 * The markdown editor's formatting toolbar (bold, italic, link, heading, quote, list, image), its
 * keyboard shortcuts, and the edit each button makes in the textarea.
 */
import { useRef, useState, type KeyboardEvent } from 'react'
import { markdownEdit, type MarkdownAction } from '#app/lib/markdown-format.ts'

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

/** The toolbar edit a Ctrl (or Cmd) shortcut stands for, if any: Ctrl+B, Ctrl+I, Ctrl+K. */
export function shortcutAction(
	event: KeyboardEvent<HTMLElement>,
): MarkdownAction | undefined {
	if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
		return undefined
	return TOOLS.find(candidate => candidate.shortcut === event.key.toLowerCase())
		?.action
}

/** The formatting buttons: one tab stop, arrow keys between buttons (the WAI-ARIA toolbar pattern). */
export function MarkdownToolbar({
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
export function applyMarkdown(
	textarea: HTMLTextAreaElement,
	action: MarkdownAction,
) {
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
