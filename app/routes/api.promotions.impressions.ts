import { z } from 'zod'
import type { Route } from './+types/api.promotions.impressions'
import {
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import {
	countPromotionImpressions,
	PROMOTION_IMPRESSION_BATCH,
} from '#app/server/promotions/promotions.server.ts'
import { countedReader } from '#app/server/edge/reader-request.server.ts'

const ImpressionsSchema = z.object({
	ids: z
		.array(z.string().trim().min(1).max(64))
		.min(1)
		.max(PROMOTION_IMPRESSION_BATCH),
})

/**
 * POST /api/promotions/impressions { ids } — the promotions a reader saw on one page, sent in one
 * beacon (components/promotion-card.tsx). Bots are answered alike and not counted.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const parsed = ImpressionsSchema.safeParse(
			await readJsonObject(request, 4096),
		)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		// Bots (and readers past the `track` limit: a 429) count nothing.
		if (await countedReader(request, context))
			await countPromotionImpressions(parsed.data.ids)
		return new Response(null, { status: 204 })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
