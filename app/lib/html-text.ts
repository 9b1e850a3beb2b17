import { toText } from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'

const html = unified().use(rehypeParse, { fragment: true })

/** The text a browser would show for an HTML fragment (entities decoded, tags and scripts gone), on one line. */
export function htmlToPlainText(fragment: string): string {
	if (!/[<&]/.test(fragment)) return fragment.replace(/\s+/g, ' ').trim()
	const tree = html.parse(fragment)
	return toText(tree, { whitespace: 'normal' }).replace(/\s+/g, ' ').trim()
}

/** Text cut at a word before `length` characters, with "..." when cut. */
export function cutAtWord(text: string, length: number): string {
	if (text.length <= length) return text
	const cut = text.slice(0, length)
	const space = cut.lastIndexOf(' ')
	return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}...`
}

/** Lower-case words separated by single spaces: "Personal-Branding!" and "personal branding" read alike. */
function normalise(text: string): string {
	return ` ${text
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()} `
}

/**
 * The keywords that occur in any of `texts`: at the start of a word, in any case or punctuation
 * ("influence" finds "Influencers", not "confluence"; "personal branding" finds "Personal-Branding").
 */
export function matchingKeywords(
	texts: string[],
	keywords: string[],
): string[] {
	const haystack = normalise(texts.join(' '))
	return keywords.filter(keyword => {
		const needle = normalise(keyword).trimEnd()
		return needle.trim() !== '' && haystack.includes(needle)
	})
}
