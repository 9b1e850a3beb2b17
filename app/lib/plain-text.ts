import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

/**
 * What a reader would read of a markdown text, without its markup: the text of every block,
 * blocks separated by one space (link targets, image addresses and HTML are left out).
 */
export function markdownToPlainText(markdown: string): string {
	const tree = unified().use(remarkParse).parse(markdown)
	const blocks: string[] = []
	let current: string[] = []
	visit(tree, node => {
		if (node.type === 'text' || node.type === 'inlineCode')
			current.push((node as { value: string }).value)
		else if (node.type === 'image')
			current.push((node as { alt?: string }).alt ?? '')
		else if (node.type === 'break') current.push(' ')
		else if (
			node.type === 'paragraph' ||
			node.type === 'heading' ||
			node.type === 'code' ||
			node.type === 'tableCell'
		) {
			if (current.length) blocks.push(current.join(''))
			current = node.type === 'code' ? [(node as { value: string }).value] : []
		}
	})
	if (current.length) blocks.push(current.join(''))
	return blocks.join(' ').replace(/\s+/g, ' ').trim()
}

/** The first `length` characters of the plain text (SPEC: the guest-post list's excerpt), "..." when cut. */
export function plainExcerpt(markdown: string, length = 200): string {
	const text = markdownToPlainText(markdown)
	return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text
}
