import { Link } from 'react-router'
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

/** Seconds between two reloads of an import's status page while it runs (no script needed). */
export const IMPORT_REFRESH_SECONDS = 2

/** The meta refresh of a status page while its import runs (it works without JavaScript). */
export const importRefreshMeta = (running: boolean) =>
	running
		? [{ httpEquiv: 'refresh', content: String(IMPORT_REFRESH_SECONDS) }]
		: []

/** An import's progress bar, and while it runs, what the page does and a link to refresh now. */
export function ImportProgress({
	label,
	value,
	max,
	running,
	href,
}: {
	label: string
	value: number
	max: number
	running: boolean
	href: string
}) {
	return (
		<div className="mt-4">
			<label htmlFor="import-progress" className="text-sm font-semibold">
				{label}
			</label>
			<progress
				id="import-progress"
				className="mt-1 block w-full"
				max={Math.max(1, max)}
				value={value}
			/>
			{running ? (
				<p className="mt-1 text-sm text-muted">
					This page refreshes every {IMPORT_REFRESH_SECONDS} seconds until the
					import is done; you can leave it, the import goes on.{' '}
					<Link to={href} className="underline">
						Refresh now
					</Link>
				</p>
			) : null}
		</div>
	)
}
