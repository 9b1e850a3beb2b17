/**
 * Where a promotion stands, computed from its active flag and its schedule: readers see it only
 * while it is Live (active, started, not ended).
 */
export const PROMOTION_STATUSES = [
	'live',
	'scheduled',
	'ended',
	'inactive',
] as const
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number]

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
	live: 'Live',
	scheduled: 'Scheduled',
	ended: 'Ended',
	inactive: 'Inactive',
}

interface Schedule {
	active: boolean
	startDate?: Date | string | null
	endDate?: Date | string | null
}

export function promotionStatus(
	{ active, startDate, endDate }: Schedule,
	now: Date = new Date(),
): PromotionStatus {
	if (!active) return 'inactive'
	if (endDate && new Date(endDate).getTime() < now.getTime()) return 'ended'
	if (startDate && new Date(startDate).getTime() > now.getTime())
		return 'scheduled'
	return 'live'
}
