/** Long date as the article page shows it: weekday, month day, year (in UTC, so server and browser agree). */
export function formatLongDate(date: Date | string): string {
	return new Date(date).toLocaleDateString('en-US', {
		weekday: 'long',
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	})
}

/** Short date as lists show it: "Nov 23, 2026" (UTC, so server and browser agree). */
export function formatShortDate(date: Date | string): string {
	return new Date(date).toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	})
}

/** The masthead's date on a phone: "Thu, Nov 26, 2026". */
export function formatMastheadDate(date: Date | string): string {
	return new Date(date).toLocaleDateString('en-US', {
		weekday: 'short',
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	})
}

/** Month, day and year: "November 12, 2026" (in UTC, so server and browser agree). */
export function formatDate(date: Date | string): string {
	return new Date(date).toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	})
}

/** How long a date stays relative ("3 days ago") before it is printed as a date. */
export const RELATIVE_DATE_DAYS = 7

/**
 * A dateline on cards and bylines (docs/design/README.md): relative within a week ("3 hours ago",
 * "1 day ago"), then the date ("November 12, 2026"): "176 days ago" is not a date.
 */
export function formatDateline(
	date: Date | string,
	now: Date = new Date(),
): string {
	const hours = Math.max(
		0,
		Math.floor((now.getTime() - new Date(date).getTime()) / 3_600_000),
	)
	if (hours < 1) return 'Just now'
	if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
	const days = Math.floor(hours / 24)
	if (days >= RELATIVE_DATE_DAYS) return formatDate(date)
	return `${days} ${days === 1 ? 'day' : 'days'} ago`
}

/** Compact counts: 950, 1.2K, 48K, 1.5M. */
export function formatCompactNumber(value: number): string {
	return new Intl.NumberFormat('en-US', {
		notation: 'compact',
		maximumFractionDigits: 1,
	}).format(value)
}

/** Full counts with separators: 48,213. */
export function formatCount(value: number): string {
	return new Intl.NumberFormat('en-US').format(value)
}

/** Credits that already say what kind of image they credit ("Illustration: …", "Photograph by …"). */
const LABELLED_CREDIT =
	/^(photo|photograph|photography|illustration|image|graphic|artwork|art|video|still|chart|map|courtesy)\b/i

/**
 * The caption line under a featured image (SPEC: "Photo: ..."): "Photo: " is added only when the
 * credit does not already name its kind, so generated art reads "Illustration: Brandline", never
 * "Photo: Illustration: Brandline".
 */
export function formatImageCredit(credit: string): string {
	const text = credit.trim()
	return LABELLED_CREDIT.test(text)
		? text.charAt(0).toUpperCase() + text.slice(1)
		: `Photo: ${text}`
}
