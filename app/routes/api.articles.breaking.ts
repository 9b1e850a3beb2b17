import { listBreakingArticles } from '#app/server/articles/lists.server.ts'
import { publicJson } from '#app/server/edge/http.server.ts'

/** GET /api/articles/breaking */
export async function loader() {
	return publicJson(await listBreakingArticles(20), 60)
}
