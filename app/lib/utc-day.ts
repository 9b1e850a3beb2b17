/** UTC days as `YYYY-MM-DD`: the unit of the daily salt, activity records and insight rollups. */
export const DAY_MS = 86_400_000

export function utcDay(instant: Date): string {
	return instant.toISOString().slice(0, 10)
}

/** The instant a UTC day starts. */
export function utcDayStart(day: string): Date {
	return new Date(`${day}T00:00:00Z`)
}

/** The day `days` days before (negative: after) `day`. */
export function utcDayBefore(day: string, days: number): string {
	return utcDay(new Date(utcDayStart(day).getTime() - days * DAY_MS))
}
