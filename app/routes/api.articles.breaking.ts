import { listBreakingArticles } from '~/server/articles.server'
import { publicJson } from '~/server/http.server'

/** GET /api/articles/breaking */
export async function loader() {
	return publicJson(await listBreakingArticles(20), 60)
}
