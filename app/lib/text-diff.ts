import { diffLines, diffWords } from 'diff'

/** A run of text that both versions share, or that only one of them has. */
export interface DiffPart {
	kind: 'same' | 'added' | 'removed'
	text: string
}

export interface TextDiff {
	parts: DiffPart[]
	/** Whether the two texts differ at all. */
	changed: boolean
	/** True when the texts differ too much for a word diff in good time: the parts are whole lines. */
	byLine: boolean
}

/** Above this many word edits a body is compared line by line (a word diff grows with edits squared). */
export const MAX_WORD_EDITS = 1000

/**
 * What changed from `from` to `to`, word by word: `removed` runs are only in `from`, `added` runs
 * only in `to`. Texts too different to compare by words in good time are compared by lines.
 */
export function diffText(from: string, to: string): TextDiff {
	if (from === to)
		return {
			parts: from ? [{ kind: 'same', text: from }] : [],
			changed: false,
			byLine: false,
		}
	const words = diffWords(from, to, { maxEditLength: MAX_WORD_EDITS })
	const changes = words ?? diffLines(from, to)
	const parts = changes.map((change): DiffPart => ({
		kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
		text: change.value,
	}))
	return { parts, changed: true, byLine: words === undefined }
}
