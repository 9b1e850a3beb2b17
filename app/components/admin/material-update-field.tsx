import type { ComponentProps } from 'react'
import { formatLongDate } from '#app/lib/format.ts'

/**
 * The editor's "material update" checkbox: a save of a published article with it ticked shows
 * "Updated {today}" on the article (and tells search engines it was modified).
 */
export function MaterialUpdateField({
	input,
	revisedAt,
}: {
	input: ComponentProps<'input'>
	revisedAt?: string
}) {
	const hintId = `${input.id ?? 'material-update'}-hint`
	return (
		<div className="flex flex-col gap-1 sm:col-span-2">
			<label className="flex items-center gap-2 font-semibold">
				<input {...input} aria-describedby={hintId} /> Material update (show an
				Updated date)
			</label>
			<p id={hintId} className="text-sm text-muted">
				For a published article whose substance changed, not for typo fixes.{' '}
				{revisedAt ? (
					<>Shown now: Updated {formatLongDate(revisedAt)}.</>
				) : (
					'No Updated date is shown yet.'
				)}
			</p>
		</div>
	)
}
