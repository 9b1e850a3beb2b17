import { Link } from 'react-router'
import type { Route } from './+types/admin.promotions'
import { PromotionList } from '#app/components/admin/promotion-list.tsx'
import { toQueryValues } from '#app/lib/admin-list.ts'
import { PromotionListQuery, readListQuery } from '#app/schemas/admin-lists.ts'
import { listPromotionsForAdmin } from '#app/server/admin/lists.server.ts'

/** /admin/promotions, where the header's 'Edit Ads' link leads (SPEC: 'Manage Your Promotions'). */
export async function loader({ url }: Route.LoaderArgs) {
	const query = readListQuery(PromotionListQuery, url.searchParams)
	return {
		promotions: await listPromotionsForAdmin(query),
		query: toQueryValues(query),
	}
}

export function meta() {
	return [
		{ title: 'Promotions | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AdminPromotionsPage({
	loaderData,
}: Route.ComponentProps) {
	return (
		<div>
			<h1 className="sr-only">Promotions</h1>
			<Link
				to="/admin?tab=promotions"
				className="text-sm font-semibold hover:underline"
			>
				← Back to the dashboard
			</Link>
			<div className="mt-4">
				<PromotionList
					promotions={loaderData.promotions}
					heading="Manage Your Promotions"
					path="/admin/promotions"
					query={loaderData.query}
				/>
			</div>
		</div>
	)
}
