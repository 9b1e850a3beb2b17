import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import { INPUT_CLASS } from '#app/components/form-field.tsx'
import { formatCount } from '#app/lib/format.ts'
import type { MarkdownAction } from '#app/lib/markdown-format.ts'
import { countWords, readingMinutes } from '#app/lib/reading-time.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { PreviewPanel, useLivePreview } from './markdown-preview.tsx'
import {
	MarkdownToolbar,
	applyMarkdown,
	shortcutAction,
} from './markdown-toolbar.tsx'

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
		const action = shortcutAction(event)
		if (!action) return
		event.preventDefault()
		apply(action)
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
