/**
 * Time on page (SPEC §4 view timer, §9 engagement rule): engagement is reported only when the
 * reader stayed more than 30 seconds, and its value is the time in minutes (seconds over 60),
 * capped at 10.
 */
export const ENGAGEMENT_MIN_SECONDS = 30
export const ENGAGEMENT_MAX_VALUE = 10
/** Longer than any reading: a tab left open over a weekend is not engagement. */
export const ENGAGEMENT_MAX_SECONDS = 4 * 3600

/** The engagement value for `seconds` on the page, or null when nothing is to be reported. */
export function engagementValue(seconds: number): number | null {
	if (
		!Number.isFinite(seconds) ||
		seconds <= ENGAGEMENT_MIN_SECONDS ||
		seconds > ENGAGEMENT_MAX_SECONDS
	)
		return null
	return Math.min(Math.round((seconds / 60) * 100) / 100, ENGAGEMENT_MAX_VALUE)
}
