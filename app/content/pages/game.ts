import { gameScenarios } from '#app/content/game.ts'
import type { GamePage } from './types.ts'

/** Words for the counts a round is described by. */
const NUMBER_WORDS = [
	'zero',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve',
	'thirteen',
	'fourteen',
	'fifteen',
] as const
function inWords(value: number): string {
	return NUMBER_WORDS[value] ?? String(value)
}

/**
 * One round of the game, the one source of every "N situations, about M minutes" on the site (the
 * game page, the home teaser, the house ad): the length is the scenarios' count, the time measured
 * at about 25 seconds a situation.
 */
export const GAME_ROUND = {
	situations: gameScenarios.length,
	minutes: Math.max(1, Math.round((gameScenarios.length * 25) / 60)),
} as const

/** "twelve situations, about five minutes". */
export const GAME_ROUND_LENGTH = `${inWords(GAME_ROUND.situations)} situations, about ${inWords(GAME_ROUND.minutes)} minutes`

/** The Game of Influence: an interactive personal-branding self-assessment scored 0 to 100. */
export const gamePage: GamePage = {
	title: 'The Game of Influence',
	intro: [
		'The Game of Influence is an interactive personal-branding game that puts you in a series of realistic situations: a journalist needs a quote before her deadline, a well-known critic attacks one of your posts, a vendor offers to pay for a glowing review. You choose how to respond, and at the end you receive a score from 0 to 100.',
		'The score reflects how closely your choices follow the five steps of the [REACH method](/about): building relationships, engaging consistently, growing the right audience, creating useful content and keeping your brand aligned with how you lead. It is an informal self-assessment to prompt reflection, not a psychometric test, and a lower score simply shows where to focus next.',
		`A round is ${GAME_ROUND_LENGTH.replace(', about', ' and takes about')}. After the last one you see your score, a breakdown along the five steps with advice for each, and a review of every answer. Nothing you choose is stored: your answers travel only in the page's address, so no account or sign-up is needed, your result can be shared as a link, and you can replay as often as you like.`,
	].join('\n\n'),
	scoreBands: [
		{
			range: '0–39',
			label: 'Just getting started',
			meaning:
				'Your reputation is mostly being shaped by others. Start with the Relationship step: identify the people who already know your work and give them a reason to talk about it.',
		},
		{
			range: '40–59',
			label: 'Visible but unfocused',
			meaning:
				'You show up, but your message shifts from one post or appearance to the next. Pick one clear point of view and repeat it until people associate it with you.',
		},
		{
			range: '60–74',
			label: 'Building momentum',
			meaning:
				'You have a recognisable voice and a steady rhythm. The next gains come from amplifying what works, through partners, interviews and speaking, rather than posting more.',
		},
		{
			range: '75–89',
			label: 'Trusted voice',
			meaning:
				'Peers seek out your view and your audience is growing for the right reasons. Focus on turning attention into concrete opportunities without letting promotion crowd out usefulness.',
		},
		{
			range: '90–100',
			label: 'Leading voice',
			meaning:
				'Your choices consistently build trust and influence. Keep reviewing your brand as a whole, and pass on what you have learned: teaching others is one of the surest ways to keep your own standards high.',
		},
	],
	teaser: `How influential is your personal brand? Play The Game of Influence: ${GAME_ROUND_LENGTH}, a score out of 100.`,
}
