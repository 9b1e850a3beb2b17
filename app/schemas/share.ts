import { z } from './z.ts'

/** The share platforms (SPEC §3): declared once, used by the model and the API. */
export const SHARE_PLATFORM_VALUES = [
	'linkedin',
	'twitter',
	'email',
	'copy_link',
	'native_share',
] as const
export type SharePlatform = (typeof SHARE_PLATFORM_VALUES)[number]

/** POST /api/analytics/share (SPEC §7). The timestamp is the client's; we record our own too. */
export const ShareEventSchema = z.object({
	articleId: z.string().trim().min(1, 'articleId is required').max(100),
	platform: z.enum(SHARE_PLATFORM_VALUES, {
		error: `platform must be one of ${SHARE_PLATFORM_VALUES.join(', ')}`,
	}),
	category: z.string().trim().min(1, 'category is required').max(60),
	timestamp: z.union([z.string(), z.number()]).optional(),
})

export type ShareEventInput = z.output<typeof ShareEventSchema>
