/**
 * Counts in words: "1 view", "2 views", "1,204 article views". The one place the site chooses a
 * singular or a plural, by the language's rule (Intl.PluralRules), so no page prints "1 views".
 */
import { formatCompactNumber, formatCount } from './format.ts'

const rules = new Intl.PluralRules('en-US')

/** The English forms of a noun: one, and other (regular nouns add "s"). */
export type Noun = string | { one: string; other: string }

function formsOf(noun: Noun): { one: string; other: string } {
	return typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun
}

/** The noun that goes with `count`: `nounFor(1, 'view')` is "view", `nounFor(2, 'view')` "views". */
export function nounFor(count: number, noun: Noun): string {
	const forms = formsOf(noun)
	return rules.select(count) === 'one' ? forms.one : forms.other
}

/** A count and its noun: "1 view", "48,213 views"; `compact` writes "1.2K views". */
export function countOf(
	count: number,
	noun: Noun,
	{ compact = false }: { compact?: boolean } = {},
): string {
	const number = compact ? formatCompactNumber(count) : formatCount(count)
	return `${number} ${nounFor(count, noun)}`
}
