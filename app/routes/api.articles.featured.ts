import { listFeaturedArticles } from '#app/server/articles/lists.server.ts'
import { publicJson } from '#app/server/edge/http.server.ts'

/** GET /api/articles/featured */
export async function loader() {
	return publicJson(await listFeaturedArticles(20), 60)
}
