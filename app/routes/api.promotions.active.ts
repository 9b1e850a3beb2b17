import type { Route } from './+types/api.promotions.active'
import { ActivePromotionsQuerySchema } from '#app/schemas/promotion.ts'
import {
	publicJson,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'

/** GET /api/promotions/active?placement=sidebar[&category=…] — what readers may be shown now. */
export async function loader({ url }: Route.LoaderArgs) {
	const query = Object.fromEntries(url.searchParams)
	const parsed = ActivePromotionsQuerySchema.safeParse(query)
	if (!parsed.success) return validationErrorResponse(parsed.error)
	const promotions = await listActivePromotions(parsed.data)
	return publicJson(promotions, 60)
}
