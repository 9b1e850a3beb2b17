import { useEffect, useRef } from 'react'
import { Form, Link, redirect } from 'react-router'
import type { Route } from './+types/game-of-influence.play'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { Bar } from '#app/components/ui/bar.tsx'
import { gameScenarios } from '#app/content/game.ts'
import { gamePage, reachMethod } from '#app/content/pages/index.ts'
import {
	GAME_LENGTH,
	answerNext,
	encodeAnswers,
	parseAnswers,
} from '#app/lib/game.ts'
import { pageMeta, siteOf } from '#app/lib/seo.ts'

const PLAY = '/game-of-influence/play'

/**
 * One scenario per page, a GET form each: the answers so far travel in the address (?a=021…), so
 * the game works without JavaScript, stores nothing and a GET changes nothing. A chosen answer
 * (&choice=n) is folded into the address by a redirect; the twelfth goes to the result.
 */
export function loader({ url }: Route.LoaderArgs) {
	const answers = parseAnswers(url.searchParams.get('a') ?? '')
	if (!answers) throw redirect(PLAY)
	const choice = url.searchParams.get('choice')
	let error: string | null = null
	if (url.searchParams.has('choice')) {
		const next = answerNext(answers, choice)
		if (next)
			throw redirect(
				next.length === GAME_LENGTH
					? `/game-of-influence/result/${encodeAnswers(next)}`
					: `${PLAY}?a=${encodeAnswers(next)}`,
			)
		error = 'Choose one of the three answers to continue.'
	}
	if (answers.length === GAME_LENGTH)
		throw redirect(`/game-of-influence/result/${encodeAnswers(answers)}`)
	const scenario = gameScenarios[answers.length]!
	return {
		answers: encodeAnswers(answers),
		number: answers.length + 1,
		scenario: {
			title: scenario.title,
			situation: scenario.situation,
			options: scenario.options.map(option => option.text),
		},
		step: reachMethod.find(step => step.letter === scenario.step)!,
		error,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	return pageMeta({
		site: siteOf(matches),
		title: loaderData
			? `Question ${loaderData.number} of ${GAME_LENGTH}: ${loaderData.scenario.title}`
			: gamePage.title,
		description: gamePage.teaser,
		path: PLAY,
		noindex: true,
	})
}

export default function GamePlay({ loaderData }: Route.ComponentProps) {
	const { answers, number, scenario, step, error } = loaderData
	const heading = useRef<HTMLHeadingElement>(null)
	const last = number === GAME_LENGTH
	// With JavaScript the next question arrives without a page load: focus goes to its heading, as a new page's would.
	const first = useRef(true)
	useEffect(() => {
		if (first.current) {
			first.current = false
			return
		}
		heading.current?.focus()
	}, [number])
	return (
		<div className="mx-auto max-w-3xl">
			<Breadcrumb
				items={[
					{ label: gamePage.title, to: '/game-of-influence' },
					{ label: `Question ${number}` },
				]}
			/>
			<div className="mt-6">
				<p className="flex justify-between text-xs font-semibold tracking-wide text-muted uppercase">
					<span>
						Question {number} of {GAME_LENGTH}
					</span>
					<span>
						{step.letter} · {step.name}
					</span>
				</p>
				<Bar
					value={number - 1}
					max={GAME_LENGTH}
					role="progressbar"
					label="Progress through the game"
					className="mt-2"
				/>
			</div>
			<Form
				method="get"
				action={PLAY}
				className="mt-6 rounded border border-rule bg-surface p-6 sm:p-8"
				aria-labelledby="scenario-heading"
				key={number}
			>
				<input type="hidden" name="a" value={answers} />
				<h1
					id="scenario-heading"
					ref={heading}
					tabIndex={-1}
					className="font-serif text-3xl font-black"
				>
					{scenario.title}
				</h1>
				<p className="mt-3 text-lg">{scenario.situation}</p>
				<fieldset
					className="mt-6"
					aria-describedby={error ? 'choice-error' : undefined}
				>
					<legend className="font-semibold">What do you do?</legend>
					{error ? (
						<p
							id="choice-error"
							role="alert"
							className="mt-2 text-sm text-accent"
						>
							{error}
						</p>
					) : null}
					<div className="mt-3 flex flex-col gap-3">
						{scenario.options.map((text, index) => (
							<label
								key={text}
								className="flex cursor-pointer gap-3 rounded border border-rule p-4 hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-paper"
							>
								<input
									type="radio"
									name="choice"
									value={index}
									required
									className="mt-1 shrink-0"
								/>
								<span>{text}</span>
							</label>
						))}
					</div>
				</fieldset>
				<div className="mt-6 flex flex-wrap items-center justify-between gap-4">
					{number > 1 ? (
						<Link
							to={`${PLAY}?a=${answers.slice(0, -1)}`}
							className="text-sm font-semibold underline"
						>
							← Previous question
						</Link>
					) : (
						<span />
					)}
					<button
						type="submit"
						className="rounded bg-ink px-5 py-2 font-semibold tracking-wide text-paper uppercase"
					>
						{last ? 'See my score' : 'Next question'}
					</button>
				</div>
			</Form>
		</div>
	)
}
