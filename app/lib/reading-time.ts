/**
 * Words and reading time of an article's markdown: one rule for the editor (as you type, in the
 * browser) and the public article page, so the two never disagree.
 */

/** An adult's silent reading speed for non-fiction, in words a minute (Brysbaert 2019: about 238). */
export const WORDS_PER_MINUTE = 230

/** Words in the text, ignoring markup (used for the 500-word guest post limit and reading stats). */
export function countWords(source: string): number {
	const text = source
		.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
		.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/[#>*_`~-]+/g, ' ')
	return text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes to read `words`, at least one: what "N min read" says. */
export function readingMinutes(words: number): number {
	return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
