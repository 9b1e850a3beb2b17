import { useEffect, useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import {
	clearDraft,
	loadDraft,
	type DraftKind,
	type DraftStatus,
	type StoredDraft,
} from '#app/lib/use-draft.ts'

/**
 * What the editors (article, guest post) share so that an edit is never lost: the draft indicator,
 * the recovery of the browser draft, and the notice over values restored after a sign-in.
 */

/** 'Saving draft...' then 'Draft saved' (SPEC §4); nothing before the page is interactive. */
export function DraftIndicator({
	status,
	hydrated,
}: {
	status: DraftStatus
	hydrated: boolean
}) {
	if (!hydrated) return null
	return (
		<p role="status" className="text-sm text-muted">
			{status === 'saving'
				? 'Saving draft...'
				: status === 'saved'
					? 'Draft saved'
					: ''}
		</p>
	)
}

const DRAFT_LABELS: Record<DraftKind, string> = {
	article: 'article',
	'guest-post': 'guest post',
}

/**
 * The browser draft of `id`, read once the page is interactive (localStorage exists only then),
 * with the 'Draft recovered!' toast. When `version` is given, a draft is recovered only if it was
 * made from that version: its save never went through (session expired, server away, tab
 * closed); a draft of an older version was superseded by a later save and is dropped. `skip`:
 * the values come from elsewhere (restored on the server after a sign-in).
 */
export function useRecoveredDraft({
	id,
	kind = 'article',
	version,
	skip = false,
}: {
	id: string
	kind?: DraftKind
	version?: string
	skip?: boolean
}): StoredDraft | null {
	const showToast = useToast()
	const [draft, setDraft] = useState<StoredDraft | null>(null)
	useEffect(() => {
		const saved = skip ? null : loadDraft(id, kind)
		if (!saved) return
		if (version !== undefined && saved.values.version !== version) {
			clearDraft(id, kind)
			return
		}
		// eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only after hydration
		setDraft(saved)
		showToast({
			title: 'Draft recovered!',
			description: `Recovered ${DRAFT_LABELS[kind]} draft from ${new Date(saved.savedAt).toLocaleString()}`,
		})
	}, [id, kind, version, skip, showToast])
	return draft
}

/**
 * Over an editor the sign-in led back to: the values it shows are the ones sent when the session
 * had expired (or, when `missing`, that they could not be found any more).
 */
export function RestoredEditNotice({
	restored,
}: {
	restored: { missing: true } | { values: unknown } | null
}) {
	if (!restored) return null
	if ('missing' in restored) {
		return (
			<p
				role="status"
				className="mt-6 rounded border border-rule bg-white p-4 text-sm"
			>
				The unsaved changes from before you signed in could not be found any
				more (they are kept for 24 hours, and only until the next save). The
				form shows the saved version.
			</p>
		)
	}
	return (
		<p
			role="status"
			className="mt-6 rounded border-2 border-amber-500 bg-amber-50 p-4 text-sm font-semibold"
		>
			Your unsaved changes were restored; review and save.
		</p>
	)
}
