import { Link, data } from 'react-router'
import type { Route } from './+types/game-of-influence.result.$answers'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { Bar } from '#app/components/ui/bar.tsx'
import { gameScenarios } from '#app/content/game.ts'
import { gamePage, reachMethod } from '#app/content/pages/index.ts'
import { GAME_CARD, bandOf, parseAnswers, scoreGame } from '#app/lib/game.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { linkedinOffsiteUrl, twitterShareUrl } from '#app/lib/share.ts'
import { getEnv } from '#app/server/platform/env.server.ts'

/**
 * A finished game's result at an address of its own (/game-of-influence/result/{answers}): the
 * answers are the result, so the link can be shared and shows the same score to anyone, with a
 * social card of its own. Nothing is stored.
 */
export function loader({ params }: Route.LoaderArgs) {
	const answers = parseAnswers(params.answers)
	const result = answers ? scoreGame(answers) : null
	if (!answers || !result) throw data(null, { status: 404 })
	const band = bandOf(gamePage.scoreBands, result.score)
	const env = getEnv()
	return {
		code: params.answers,
		result,
		band,
		review: gameScenarios.map((scenario, index) => {
			const option = scenario.options[answers[index]!]!
			return {
				title: scenario.title,
				step: scenario.step,
				chosen: option.text,
				points: option.points,
				why: option.why,
			}
		}),
		url: `${env.PUBLIC_URL}/game-of-influence/result/${params.answers}`,
	}
}

function shareTitle(score: number, label: string): string {
	return `I scored ${score}/100 in The Game of Influence: ${label}`
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	if (!loaderData)
		return [
			{ title: `404 Page Not Found | ${site.name}` },
			{ name: 'robots', content: 'noindex' },
		]
	const { code, result, band } = loaderData
	const path = `/game-of-influence/result/${code}`
	return pageMeta({
		site,
		title: shareTitle(result.score, band.label),
		description: `A personal-branding score along the five steps of the REACH method. ${band.meaning}`,
		path,
		noindex: true,
		image: {
			url: `/api/game-card/${code}`,
			alt: `A score of ${result.score} out of 100 in The Game of Influence, with the five REACH steps`,
			...GAME_CARD,
		},
		jsonLd: [
			breadcrumbLd(site, [
				{ name: gamePage.title, path: '/game-of-influence' },
				{ name: `Result: ${result.score}/100`, path },
			]),
		],
	})
}

const stepOf = (letter: string) =>
	reachMethod.find(step => step.letter === letter)!

export default function GameResultPage({ loaderData }: Route.ComponentProps) {
	const { result, band, review, url } = loaderData
	const focus = stepOf(result.focus)
	const shareable = {
		url,
		title: shareTitle(result.score, band.label),
		summary: band.meaning,
	}
	return (
		<div className="mx-auto max-w-4xl">
			<Breadcrumb
				items={[
					{ label: gamePage.title, to: '/game-of-influence' },
					{ label: 'Your result' },
				]}
			/>
			<section
				aria-labelledby="score-heading"
				className="mt-6 rounded bg-night p-6 text-white sm:p-10"
			>
				<p className="text-xs font-semibold tracking-wide text-white/70 uppercase">
					The Game of Influence
				</p>
				<h1
					id="score-heading"
					className="mt-2 font-serif text-5xl font-black sm:text-6xl"
				>
					{result.score}
					<span className="text-2xl font-bold text-white/70">/100</span>
				</h1>
				<p className="mt-2 font-serif text-2xl font-bold">{band.label}</p>
				<p className="mt-3 max-w-2xl text-white/85">{band.meaning}</p>
			</section>

			<section aria-labelledby="breakdown-heading" className="mt-10">
				<h2
					id="breakdown-heading"
					className="border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
				>
					Your score along the REACH method
				</h2>
				<p className="mt-3 text-muted">
					Start with <strong className="text-ink">{focus.name}</strong> (
					{focus.alternateName}): it is where your choices cost you most.
				</p>
				<ol className="mt-6 flex flex-col gap-6">
					{result.steps.map(step => {
						const method = stepOf(step.step)
						return (
							<li
								key={step.step}
								className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6"
							>
								<div>
									<p className="font-serif text-xl font-bold">
										<span className="text-accent">{method.letter}</span> ·{' '}
										{method.name}
									</p>
									<p className="text-xs tracking-wide text-muted uppercase">
										{method.alternateName}
									</p>
								</div>
								<div>
									<div className="flex items-center gap-3">
										<Bar
											value={step.percent}
											max={100}
											role="meter"
											label={`${method.name}: ${step.percent} out of 100`}
										/>
										<span className="w-16 shrink-0 text-right font-semibold tabular-nums">
											{step.percent}/100
										</span>
									</div>
									<p className="mt-2">{step.advice}</p>
								</div>
							</li>
						)
					})}
				</ol>
			</section>

			<section
				aria-labelledby="share-heading"
				className="mt-10 rounded border border-rule bg-surface p-6"
			>
				<h2 id="share-heading" className="font-serif text-xl font-bold">
					Share your result
				</h2>
				<p className="mt-1 text-sm text-muted">
					The link shows this score and breakdown to anyone you send it to.
					Nothing about you is stored.
				</p>
				<ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
					<li>
						<a
							href={linkedinOffsiteUrl(url)}
							target="_blank"
							rel="noopener noreferrer nofollow"
							className="inline-block rounded border border-ink px-3 py-1.5 hover:bg-ink hover:text-paper"
						>
							Share on LinkedIn
						</a>
					</li>
					<li>
						<a
							href={twitterShareUrl(shareable)}
							target="_blank"
							rel="noopener noreferrer nofollow"
							className="inline-block rounded border border-ink px-3 py-1.5 hover:bg-ink hover:text-paper"
						>
							Share on Twitter
						</a>
					</li>
					<li>
						<Link
							to="/game-of-influence/play"
							className="inline-block rounded bg-ink px-3 py-1.5 text-paper"
						>
							Play again
						</Link>
					</li>
				</ul>
				<label className="mt-4 block text-sm">
					<span className="font-semibold">Link to this result</span>
					<input
						readOnly
						value={url}
						className="mt-1 w-full rounded border border-rule bg-paper px-2 py-1 text-xs"
					/>
				</label>
			</section>

			<section aria-labelledby="review-heading" className="mt-10">
				<h2
					id="review-heading"
					className="border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
				>
					Your answers, reviewed
				</h2>
				<ol className="mt-4 flex flex-col gap-5">
					{review.map((item, index) => (
						<li key={item.title} className="border-b border-rule pb-4">
							<p className="text-xs font-semibold tracking-wide text-muted uppercase">
								{index + 1}. {stepOf(item.step).name} · {item.points} of 3
								points
							</p>
							<p className="mt-1 font-serif text-lg font-bold">{item.title}</p>
							<p className="mt-1">
								<span className="font-semibold">You chose:</span> {item.chosen}
							</p>
							<p className="mt-1 text-muted">{item.why}</p>
						</li>
					))}
				</ol>
			</section>
		</div>
	)
}
