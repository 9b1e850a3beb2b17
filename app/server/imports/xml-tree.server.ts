/**
 * A minimal, typed XML element tree built by the streaming WXR reader (wxr-stream.server.ts), one
 * channel child at a time, so the WXR extraction (wxr-parse.server.ts) reads small trees.
 */
export interface XmlElement {
	name: string
	attrs: Record<string, string>
	children: XmlNode[]
}
export type XmlNode = XmlElement | string

export class XmlRefusedError extends Error {
	override name = 'XmlRefusedError'
}

/** Concatenated text of an element (CDATA pieces joined, as "]]>" splitting requires). */
export function textOf(element: XmlElement | undefined): string {
	if (!element) return ''
	let out = ''
	for (const child of element.children)
		out += typeof child === 'string' ? child : textOf(child)
	return out
}

export function childElements(
	element: XmlElement,
	name?: string,
): XmlElement[] {
	const out: XmlElement[] = []
	for (const child of element.children) {
		if (
			typeof child !== 'string' &&
			(name === undefined || child.name === name)
		)
			out.push(child)
	}
	return out
}

export function firstChild(
	element: XmlElement,
	name: string,
): XmlElement | undefined {
	for (const child of element.children)
		if (typeof child !== 'string' && child.name === name) return child
	return undefined
}
