/**
 * The Game of Influence's rules, pure: the answers so far are a string of option numbers, one digit
 * per scenario ("0213…"), carried in the address, so the game needs no JavaScript, no session and
 * no storage, and a finished game's answers are its shareable result (/game-of-influence/result/{answers}).
 */
import {
	GAME_MAX_POINTS_PER_SCENARIO,
	GAME_STEPS,
	gameAdvice,
	gameScenarios,
	type GameScenario,
	type GameStep,
} from '#app/content/game.ts'

export const GAME_LENGTH = gameScenarios.length

/** The size of a result's social card (/api/game-card/{answers}). */
export const GAME_CARD = { width: 1200, height: 630 } as const

/** The answers in a query value or path, or null when they are not a valid (possibly partial) game. */
export function parseAnswers(
	value: string | null | undefined,
	scenarios: readonly GameScenario[] = gameScenarios,
): number[] | null {
	if (value === null || value === undefined) return null
	if (value.length > scenarios.length || !/^\d*$/.test(value)) return null
	const answers = [...value].map(Number)
	return answers.every(
		(answer, index) => answer < scenarios[index]!.options.length,
	)
		? answers
		: null
}

/** The answers after choosing `choice` for the next scenario, or null when the choice is not one of its options. */
export function answerNext(
	answers: readonly number[],
	choice: string | null,
	scenarios: readonly GameScenario[] = gameScenarios,
): number[] | null {
	const next = scenarios[answers.length]
	if (!next || choice === null || !/^\d$/.test(choice)) return null
	const option = Number(choice)
	return option < next.options.length ? [...answers, option] : null
}

export function encodeAnswers(answers: readonly number[]): string {
	return answers.join('')
}

export type AdviceLevel = 'low' | 'mid' | 'high'

export interface StepResult {
	step: GameStep
	points: number
	max: number
	/** 0 to 100. */
	percent: number
	level: AdviceLevel
	advice: string
}

export interface GameResult {
	/** 0 to 100: the mean of the five steps' percentages, so each step of the method weighs the same. */
	score: number
	steps: StepResult[]
	/** The weakest step (the first of them on a tie): where to start. */
	focus: GameStep
}

function levelOf(percent: number): AdviceLevel {
	return percent >= 75 ? 'high' : percent >= 45 ? 'mid' : 'low'
}

/** The score of a finished game (every scenario answered), or null. */
export function scoreGame(
	answers: readonly number[],
	scenarios: readonly GameScenario[] = gameScenarios,
): GameResult | null {
	if (answers.length !== scenarios.length) return null
	const totals = new Map<GameStep, { points: number; max: number }>(
		GAME_STEPS.map(step => [step, { points: 0, max: 0 }]),
	)
	scenarios.forEach((scenario, index) => {
		const option = scenario.options[answers[index]!]
		if (!option) return
		const total = totals.get(scenario.step)!
		total.points += option.points
		total.max += GAME_MAX_POINTS_PER_SCENARIO
	})
	const steps = GAME_STEPS.map((step): StepResult => {
		const { points, max } = totals.get(step)!
		const percent = max === 0 ? 0 : Math.round((points / max) * 100)
		const level = levelOf(percent)
		return {
			step,
			points,
			max,
			percent,
			level,
			advice: gameAdvice[step][level],
		}
	})
	const exact =
		steps.reduce(
			(sum, step) => sum + (step.max === 0 ? 0 : step.points / step.max),
			0,
		) / steps.length
	const focus = steps.reduce((weakest, step) =>
		step.percent < weakest.percent ? step : weakest,
	).step
	return { score: Math.round(exact * 100), steps, focus }
}

/** The score band (app/content/pages/game.ts) a score falls in: bands are written "0–39". */
export function bandOf<T extends { range: string }>(
	bands: readonly T[],
	score: number,
): T {
	return bands.find(band => {
		const [low, high] = band.range.split(/[–-]/).map(Number)
		return score >= low! && score <= high!
	})!
}
