import { describe, expect, it } from 'vitest'
import { GAME_STEPS, gameScenarios } from '#app/content/game.ts'
import { gamePage } from '#app/content/pages/index.ts'
import {
	GAME_LENGTH,
	answerNext,
	bandOf,
	encodeAnswers,
	parseAnswers,
	scoreGame,
} from './game.ts'

/** The option with the given points in each scenario (every scenario has a 3 and a 0). */
function answersScoring(points: number): number[] {
	return gameScenarios.map(scenario =>
		scenario.options.findIndex(option => option.points === points),
	)
}

describe('the Game of Influence', () => {
	it('has twelve scenarios over the five steps, each with a best and a worst answer in varying places', () => {
		expect(GAME_LENGTH).toBe(12)
		for (const step of GAME_STEPS)
			expect(
				gameScenarios.filter(scenario => scenario.step === step).length,
				step,
			).toBeGreaterThanOrEqual(2)
		for (const scenario of gameScenarios) {
			expect(scenario.options.map(option => option.points)).toContain(3)
			expect(scenario.options.map(option => option.points)).toContain(0)
		}
		// The best answer is not always in the same place.
		expect(new Set(answersScoring(3)).size).toBeGreaterThan(1)
	})

	it('scores from 0 to 100 with a breakdown by step and advice for each', () => {
		const best = scoreGame(answersScoring(3))!
		expect(best.score).toBe(100)
		expect(best.steps.map(step => step.percent)).toEqual([
			100, 100, 100, 100, 100,
		])
		expect(
			best.steps.every(
				step => step.level === 'high' && step.advice.length > 40,
			),
		).toBe(true)

		const worst = scoreGame(answersScoring(0))!
		expect(worst.score).toBe(0)
		expect(worst.steps.every(step => step.level === 'low')).toBe(true)
		expect(worst.focus).toBe('R')

		// Best everywhere but Harvest: Harvest is the step to work on, and each step weighs a fifth.
		const mixed = answersScoring(3).map((answer, index) =>
			gameScenarios[index]!.step === 'H' ? answersScoring(0)[index]! : answer,
		)
		const result = scoreGame(mixed)!
		expect(result.score).toBe(80)
		expect(result.focus).toBe('H')
		expect(result.steps.find(step => step.step === 'H')).toMatchObject({
			percent: 0,
			level: 'low',
		})
	})

	it('every score lands in exactly one band of the game page', () => {
		for (let score = 0; score <= 100; score += 1)
			expect(bandOf(gamePage.scoreBands, score), String(score)).toBeDefined()
	})

	it('reads answers from the address and refuses anything else', () => {
		expect(parseAnswers('')).toEqual([])
		expect(parseAnswers('012')).toEqual([0, 1, 2])
		for (const bad of [null, '3', '01a', '0'.repeat(13), '-1', ' 0'])
			expect(parseAnswers(bad), String(bad)).toBeNull()
		expect(answerNext([0, 1], '2')).toEqual([0, 1, 2])
		expect(answerNext([0, 1], '3')).toBeNull()
		expect(answerNext([0, 1], null)).toBeNull()
		expect(answerNext(answersScoring(3), '0')).toBeNull()
		expect(encodeAnswers([0, 1, 2])).toBe('012')
		expect(scoreGame([0, 1])).toBeNull()
	})
})
