import { listFeaturedArticles } from '~/server/articles.server'
import { publicJson } from '~/server/http.server'

/** GET /api/articles/featured */
export async function loader() {
	return publicJson(await listFeaturedArticles(20), 60)
}
