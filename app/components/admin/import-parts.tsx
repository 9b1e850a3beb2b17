import { formatCount } from '#app/lib/format.ts'

/** The pieces the import pages share (the archive import, the subscriber import). */

/** One figure of an import's counts (inside a `<dl>`). */
export function ImportCount({
	label,
	value,
}: {
	label: string
	value: number
}) {
	return (
		<div className="rounded border border-rule bg-white p-3">
			<dt className="text-sm text-muted">{label}</dt>
			<dd className="font-serif text-2xl font-bold">{formatCount(value)}</dd>
		</div>
	)
}

/** The end of an upload form: the form's error, and the button that says when it is at work. */
export function UploadFormEnd({
	error,
	busy,
	label,
	busyLabel,
}: {
	error?: string
	busy: boolean
	label: string
	busyLabel: string
}) {
	return (
		<>
			{error ? (
				<p role="alert" className="text-sm text-accent">
					{error}
				</p>
			) : null}
			<div>
				<button
					type="submit"
					disabled={busy}
					className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white"
				>
					{busy ? busyLabel : label}
				</button>
			</div>
		</>
	)
}
