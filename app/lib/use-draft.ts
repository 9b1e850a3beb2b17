import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

export type DraftStatus = 'idle' | 'saving' | 'saved'

const DRAFT_SAVE_DELAY_MS = 2000
const SAVED_LABEL_MS = 2000
const DRAFT_MAX_AGE_MS = 24 * 3_600_000

/** The stored draft: the form's text values plus when it was saved (SPEC §3 'Article draft'). */
export interface StoredDraft {
	values: Record<string, string | string[]>
	savedAt: string
}

/** What a draft is of: stored under `{kind}-draft-{id}` (SPEC §4's 'article-draft-{id}' for articles). */
export type DraftKind = 'article' | 'guest-post'

export function draftKey(id: string, kind: DraftKind = 'article'): string {
	return `${kind}-draft-${id}`
}

function readForm(form: HTMLFormElement): Record<string, string | string[]> {
	const values: Record<string, string | string[]> = {}
	for (const [name, value] of new FormData(form)) {
		if (typeof value !== 'string' || name === 'intent') continue
		const existing = values[name]
		values[name] =
			existing === undefined
				? value
				: Array.isArray(existing)
					? [...existing, value]
					: [existing, value]
	}
	return values
}

/** A draft under 24 hours old, or null (a broken one is logged and ignored). */
export function loadDraft(
	id: string,
	kind: DraftKind = 'article',
	now = Date.now(),
): StoredDraft | null {
	try {
		const raw = window.localStorage.getItem(draftKey(id, kind))
		if (!raw) return null
		const draft = JSON.parse(raw) as StoredDraft
		if (
			!draft.savedAt ||
			now - new Date(draft.savedAt).getTime() > DRAFT_MAX_AGE_MS
		)
			return null
		return draft
	} catch (error) {
		console.warn('Could not read the saved draft', error)
		return null
	}
}

export function clearDraft(id: string, kind: DraftKind = 'article'): void {
	window.localStorage.removeItem(draftKey(id, kind))
}

/**
 * Saves the form to localStorage 2 s after the last edit ('Saving draft...' then 'Draft saved' for
 * 2 s), and at once when it is submitted (a save that does not go through, such as an expired
 * session, leaves the draft to recover). New and existing articles alike; nothing leaves the
 * browser. The draft is cleared once a save went through (the dashboard's `?saved={id}`), or
 * passed over once a later save made it stale (its `version` field no longer the stored one).
 */
export function useDraftAutosave(
	formRef: RefObject<HTMLFormElement | null>,
	id: string,
	enabled: boolean,
	kind: DraftKind = 'article',
): DraftStatus {
	const [status, setStatus] = useState<DraftStatus>('idle')
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

	const save = useCallback(() => {
		const form = formRef.current
		if (!form) return
		const draft: StoredDraft = {
			values: readForm(form),
			savedAt: new Date().toISOString(),
		}
		window.localStorage.setItem(draftKey(id, kind), JSON.stringify(draft))
		setStatus('saved')
		timer.current = setTimeout(() => setStatus('idle'), SAVED_LABEL_MS)
	}, [formRef, id, kind])

	useEffect(() => {
		const form = formRef.current
		if (!enabled || !form) return
		const onEdit = () => {
			clearTimeout(timer.current)
			setStatus('saving')
			timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS)
		}
		const onSubmit = () => {
			clearTimeout(timer.current)
			save()
		}
		form.addEventListener('input', onEdit)
		form.addEventListener('change', onEdit)
		form.addEventListener('submit', onSubmit)
		return () => {
			form.removeEventListener('input', onEdit)
			form.removeEventListener('change', onEdit)
			form.removeEventListener('submit', onSubmit)
			clearTimeout(timer.current)
		}
	}, [enabled, formRef, save])

	return status
}
