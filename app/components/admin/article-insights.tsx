import type { ShareStats } from '#app/server/insights/shares.server.ts'
import type { OneArticleActivity } from '#app/server/insights/activity.server.ts'

/**
 * The figures of one article on its edit page (issue 10, "Per article"): views and engaged time
 * over the last days, shares by platform since publication, and the sites readers came from.
 */
export function ArticleInsights({
	activity,
	shares,
	totalViews,
}: {
	activity: OneArticleActivity
	shares: ShareStats
	totalViews: number
}) {
	const figures: [string, string][] = [
		[
			`Views, last ${activity.days} days`,
			activity.views.toLocaleString('en-GB'),
		],
		['Views since publication', totalViews.toLocaleString('en-GB')],
		[
			`Engaged reads, last ${activity.days} days`,
			activity.engagedReads.toLocaleString('en-GB'),
		],
		[
			'Average engaged time',
			activity.engagedReads > 0 ? `${activity.averageEngagedMinutes} min` : '—',
		],
	]
	const platforms: [string, number][] = [
		['LinkedIn', shares.linkedin],
		['X (Twitter)', shares.twitter],
		['E-mail', shares.email],
		['Copy link', shares.copyLink],
	]
	return (
		<section
			aria-labelledby="article-insights"
			className="rounded border border-rule bg-white p-4"
		>
			<h2 id="article-insights" className="font-serif text-lg font-bold">
				Insights
			</h2>
			<dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
				{figures.map(([label, value]) => (
					<div key={label}>
						<dt className="text-muted">{label}</dt>
						<dd className="text-xl font-bold tabular-nums">{value}</dd>
					</div>
				))}
			</dl>
			<div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
				<div>
					<h3 className="font-semibold">
						Shares by platform ({shares.total} in all)
					</h3>
					<ul className="mt-1">
						{platforms.map(([label, count]) => (
							<li
								key={label}
								className="flex justify-between border-b border-rule py-1"
							>
								<span>{label}</span>
								<span className="tabular-nums">{count}</span>
							</li>
						))}
					</ul>
				</div>
				<div>
					<h3 className="font-semibold">
						Where readers came from, last {activity.days} days
					</h3>
					{activity.referrers.length === 0 ? (
						<p className="mt-1 text-muted">
							No other site has sent readers yet (visits from bookmarks, apps
							and e-mail carry no referrer).
						</p>
					) : (
						<ul className="mt-1">
							{activity.referrers.map(referrer => (
								<li
									key={referrer.host}
									className="flex justify-between border-b border-rule py-1"
								>
									<span className="break-all">{referrer.host}</span>
									<span className="tabular-nums">{referrer.views}</span>
								</li>
							))}
						</ul>
					)}
				</div>
			</div>
		</section>
	)
}
