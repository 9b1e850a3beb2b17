/**
 * The markdown toolbar's edits, as pure functions of the text and the selection: what replaces
 * which range, and what is selected afterwards. The editor applies an edit through the browser's
 * own text insertion, so undo keeps working (app/components/admin/markdown-editor.tsx).
 */

export const MARKDOWN_ACTIONS = [
	'bold',
	'italic',
	'link',
	'heading',
	'quote',
	'list',
	'image',
] as const
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number]

export interface TextSelection {
	start: number
	end: number
}

export interface MarkdownEdit {
	/** The range of the current text to replace… */
	from: number
	to: number
	/** …by this text… */
	insert: string
	/** …after which this is selected (offsets in the new text). */
	select: TextSelection
}

/** What an empty selection becomes, selected so typing replaces it. */
const PLACEHOLDER: Record<'bold' | 'italic' | 'link' | 'image', string> = {
	bold: 'bold text',
	italic: 'italic text',
	link: 'link text',
	image: 'image description',
}

const URL_PLACEHOLDER = 'https://'
const LINE_PREFIX: Record<'heading' | 'quote' | 'list', string> = {
	heading: '## ',
	quote: '> ',
	list: '- ',
}

export function markdownEdit(
	action: MarkdownAction,
	text: string,
	selection: TextSelection,
): MarkdownEdit {
	switch (action) {
		case 'bold':
			return toggleWrap(text, selection, '**', PLACEHOLDER.bold)
		case 'italic':
			return toggleWrap(text, selection, '*', PLACEHOLDER.italic)
		case 'link':
		case 'image':
			return linkTo(action, text, selection)
		default:
			return toggleLinePrefix(text, selection, LINE_PREFIX[action])
	}
}

/** `**selection**`; a selection already wrapped (inside or just outside the markers) is unwrapped. */
function toggleWrap(
	text: string,
	{ start, end }: TextSelection,
	marker: string,
	placeholder: string,
): MarkdownEdit {
	const selected = text.slice(start, end)
	const size = marker.length
	// Bold's markers would look like italic's from the inside: `*` unwraps only a lone star.
	const lone = (before: string, after: string) =>
		size > 1 || (before !== '*' && after !== '*')
	if (
		selected.length >= 2 * size &&
		selected.startsWith(marker) &&
		selected.endsWith(marker) &&
		lone(selected[size] ?? '', selected[selected.length - size - 1] ?? '')
	) {
		const inner = selected.slice(size, selected.length - size)
		return {
			from: start,
			to: end,
			insert: inner,
			select: { start, end: start + inner.length },
		}
	}
	if (
		text.slice(start - size, start) === marker &&
		text.slice(end, end + size) === marker &&
		lone(text[start - size - 1] ?? '', text[end + size] ?? '')
	) {
		return {
			from: start - size,
			to: end + size,
			insert: selected,
			select: { start: start - size, end: end - size },
		}
	}
	// Spaces at the edges stay outside the markers (`** bold**` is not bold).
	const leading = /^\s*/.exec(selected)![0]
	const trailing =
		selected.length > leading.length ? /\s*$/.exec(selected)![0] : ''
	const core =
		selected.slice(leading.length, selected.length - trailing.length) ||
		placeholder
	const insert = `${leading}${marker}${core}${marker}${trailing}`
	const coreStart = start + leading.length + size
	return {
		from: start,
		to: end,
		insert,
		select: { start: coreStart, end: coreStart + core.length },
	}
}

/** `[text](url)` or `![description](url)`: the part still to write is selected. */
function linkTo(
	action: 'link' | 'image',
	text: string,
	{ start, end }: TextSelection,
): MarkdownEdit {
	const selected = text.slice(start, end).trim()
	const prefix = action === 'image' ? '!' : ''
	if (/^https?:\/\/\S+$/i.test(selected)) {
		const label = PLACEHOLDER[action]
		const insert = `${prefix}[${label}](${selected})`
		const labelStart = start + prefix.length + 1
		return {
			from: start,
			to: end,
			insert,
			select: { start: labelStart, end: labelStart + label.length },
		}
	}
	const label = selected.replace(/[[\]]/g, '') || PLACEHOLDER[action]
	const insert = `${prefix}[${label}](${URL_PLACEHOLDER})`
	if (!selected) {
		const labelStart = start + prefix.length + 1
		return {
			from: start,
			to: end,
			insert,
			select: { start: labelStart, end: labelStart + label.length },
		}
	}
	const urlStart = start + prefix.length + label.length + 3
	return {
		from: start,
		to: end,
		insert,
		select: { start: urlStart, end: urlStart + URL_PLACEHOLDER.length },
	}
}

/** A heading, quote or bullet on every selected line; when every line has it already, it is taken off. */
function toggleLinePrefix(
	text: string,
	{ start, end }: TextSelection,
	prefix: string,
): MarkdownEdit {
	const from = text.lastIndexOf('\n', start - 1) + 1
	// A selection that ends just after a line break does not take in the next line.
	const lastLineEnd = end > start && text[end - 1] === '\n' ? end - 1 : end
	const newline = text.indexOf('\n', lastLineEnd)
	const to = newline === -1 ? text.length : newline
	const lines = text.slice(from, to).split('\n')
	const marker = prefix.trimEnd()
	const has = (line: string) => line.startsWith(prefix) || line === marker
	const content = lines.filter(line => line.trim() !== '')
	const removing = content.length > 0 && content.every(has)
	// Another block marker of the same family is replaced, not stacked (`## ` → `> ## ` is kept, `### ` → `## `).
	const strip = (line: string) =>
		prefix === '## ' ? line.replace(/^#{1,6}\s+/, '') : line
	const changed = lines.map(line => {
		if (line.trim() === '' && lines.length > 1) return line
		if (removing) return line === marker ? '' : line.slice(prefix.length)
		return prefix + strip(line)
	})
	const insert = changed.join('\n')
	if (start === end && lines.length === 1) {
		const caret = Math.max(from, start + (insert.length - (to - from)))
		return { from, to, insert, select: { start: caret, end: caret } }
	}
	return {
		from,
		to,
		insert,
		select: { start: from, end: from + insert.length },
	}
}
