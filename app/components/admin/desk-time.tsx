/**
 * Times on the desk, in the publication's time zone and naming it (docs/decisions/067). The zone
 * comes from the admin layout's loader, so every admin page and list reads the same setting.
 */
import { useRouteLoaderData } from 'react-router'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'

/** The publication's time zone, as the admin layout loaded it (UTC outside the admin). */
export function useDeskTimeZone(): string {
	return (
		useRouteLoaderData<{ timeZone?: string }>('routes/admin')?.timeZone ?? 'UTC'
	)
}

/** "Nov 26, 2026, 14:00 Europe/Berlin", as a `<time>` holding the instant. */
export function DeskTime({ at }: { at: string | Date }) {
	const timeZone = useDeskTimeZone()
	const iso = new Date(at).toISOString()
	return <time dateTime={iso}>{formatZonedDateTime(iso, timeZone)}</time>
}
