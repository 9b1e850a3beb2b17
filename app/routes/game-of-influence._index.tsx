import { Link } from 'react-router'
import type { Route } from './+types/game-of-influence._index'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { RichText } from '#app/components/rich-text.tsx'
import { gamePage, reachMethod } from '#app/content/pages/index.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { renderStaticMarkdown } from '#app/server/platform/markdown.server.ts'

export function loader() {
	const env = getEnv()
	return {
		introHtml: renderStaticMarkdown(gamePage.intro),
		gameUrl: env.GAME_URL ?? null,
	}
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: gamePage.title,
		description: gamePage.teaser,
		path: '/game-of-influence',
		jsonLd: [
			breadcrumbLd(site, [
				{ name: gamePage.title, path: '/game-of-influence' },
			]),
		],
	})
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
	const { introHtml, gameUrl } = loaderData
	return (
		<div className="mx-auto max-w-4xl">
			<Breadcrumb items={[{ label: gamePage.title }]} />
			<h1 className="mt-4 font-serif text-4xl font-black sm:text-5xl">
				{gamePage.title}
			</h1>
			<RichText html={introHtml} className="mt-6" />
			{gameUrl ? (
				<>
					<div className="mt-8 aspect-[4/3] w-full overflow-hidden rounded border border-rule bg-surface">
						<iframe
							src={gameUrl}
							title={gamePage.title}
							className="h-full w-full"
							loading="lazy"
							referrerPolicy="strict-origin-when-cross-origin"
							sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
						/>
					</div>
					<p className="mt-2 text-xs text-muted">
						This edition of the game is provided by our game partner, whose own
						privacy terms apply to what you enter.
					</p>
				</>
			) : (
				<section
					aria-labelledby="play-heading"
					className="mt-8 rounded bg-night p-6 text-white sm:p-8"
				>
					<h2 id="play-heading" className="font-serif text-2xl font-bold">
						Twelve situations. Five steps. One score.
					</h2>
					<ol className="mt-4 grid gap-2 text-sm text-white/85 sm:grid-cols-5">
						{reachMethod.map(step => (
							<li key={step.letter}>
								<span className="font-serif text-xl font-bold text-white">
									{step.letter}
								</span>{' '}
								{step.name}
							</li>
						))}
					</ol>
					<Link
						to="/game-of-influence/play"
						className="mt-6 inline-block rounded bg-accent px-5 py-2 font-semibold tracking-wide text-on-accent uppercase"
					>
						Start the game
					</Link>
				</section>
			)}
			<section aria-labelledby="score-heading" className="mt-10">
				<h2 id="score-heading" className="font-serif text-2xl font-bold">
					What your score means
				</h2>
				<table className="mt-4 w-full border-collapse text-left text-sm">
					<thead>
						<tr className="border-b-2 border-ink">
							<th scope="col" className="py-2 pr-4">
								Score
							</th>
							<th scope="col" className="py-2 pr-4">
								Level
							</th>
							<th scope="col" className="py-2">
								What it means
							</th>
						</tr>
					</thead>
					<tbody>
						{gamePage.scoreBands.map(band => (
							<tr key={band.range} className="border-b border-rule align-top">
								<td className="py-2 pr-4 font-semibold whitespace-nowrap">
									{band.range}
								</td>
								<td className="py-2 pr-4">{band.label}</td>
								<td className="py-2">{band.meaning}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
		</div>
	)
}
