import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import type { Route } from './+types/api.game-card.$answers'
import { gamePage, reachMethod } from '#app/content/pages/index.ts'
import {
	GAME_CARD,
	bandOf,
	parseAnswers,
	scoreGame,
	type GameResult,
} from '#app/lib/game.ts'
import {
	handleApi,
	errorResponse,
	methodNotAllowed,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

function escapeXml(text: string): string {
	return text.replace(/[<>&"']/g, character => `&#${character.charCodeAt(0)};`)
}

/**
 * The result's social card: the score, its band and a bar per REACH step. Text is drawn with the
 * system's serif and sans fonts; on a server without fonts the bars and the score ring still say
 * it (the ring's arc is the score).
 */
export function gameCardSvg(result: GameResult, label: string): string {
	const { width, height } = GAME_CARD
	const radius = 150
	const circumference = 2 * Math.PI * radius
	const arc = (result.score / 100) * circumference
	const bars = result.steps
		.map((step, index) => {
			const method = reachMethod.find(
				candidate => candidate.letter === step.step,
			)!
			const y = 170 + index * 70
			const length = Math.round((step.percent / 100) * 420)
			return `<text x="560" y="${y + 22}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fbfaf7">${escapeXml(method.letter)}</text>
<text x="600" y="${y + 22}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#fbfaf7" opacity="0.8">${escapeXml(method.name)}</text>
<rect x="600" y="${y + 34}" width="420" height="12" rx="6" fill="#fbfaf7" opacity="0.18"/>
<rect x="600" y="${y + 34}" width="${Math.max(length, 1)}" height="12" rx="6" fill="#b4232c"/>
<text x="1130" y="${y + 46}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#fbfaf7">${step.percent}</text>`
		})
		.join('\n')
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#111418"/>
<text x="70" y="90" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="4" fill="#fbfaf7" opacity="0.7">THE GAME OF INFLUENCE</text>
<circle cx="270" cy="330" r="${radius}" fill="none" stroke="#fbfaf7" stroke-opacity="0.15" stroke-width="24"/>
<circle cx="270" cy="330" r="${radius}" fill="none" stroke="#b4232c" stroke-width="24" stroke-linecap="round" stroke-dasharray="${arc.toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 270 330)"/>
<text x="270" y="360" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="110" font-weight="700" fill="#fbfaf7">${result.score}</text>
<text x="270" y="405" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#fbfaf7" opacity="0.7">out of 100</text>
<text x="270" y="565" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="34" font-weight="700" fill="#fbfaf7">${escapeXml(label)}</text>
<text x="560" y="120" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#fbfaf7" opacity="0.7">Along the REACH method</text>
${bars}
</svg>`
}

/**
 * Cards drawn on this instance, by what they show (many answer strings share one result). A card
 * is a pure function of its result, so instances need not agree; about 40 KB each.
 */
const drawn = new LRUCache<string, Uint8Array<ArrayBuffer>>({ max: 200 })

/**
 * GET /api/game-card/{answers}: a finished game's social card (1200x630 PNG); an unfinished or
 * invalid one is a 404. Drawing costs real CPU, so a card not drawn yet counts against the client's
 * `render` limit; one already drawn answers from memory at no cost.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	return handleApi(async () => {
		const answers = parseAnswers(params.answers)
		const result = answers ? scoreGame(answers) : null
		if (!result)
			return errorResponse(404, 'No finished game has these answers.')
		const label = bandOf(gamePage.scoreBands, result.score).label
		const key = `${result.score}:${result.steps.map(step => step.percent).join(',')}:${label}`
		let png = drawn.get(key)
		if (!png) {
			await consumeRateLimit('render', context.get(requestInfoContext).clientIp)
			png = new Uint8Array(
				await sharp(Buffer.from(gameCardSvg(result, label)))
					.png({ compressionLevel: 9 })
					.toBuffer(),
			)
			drawn.set(key, png)
		}
		// A result never changes: shared caches keep it.
		return new Response(png, {
			headers: {
				'Content-Type': 'image/png',
				'Cache-Control': 'public, max-age=86400, immutable',
			},
		})
	})
}

export function action() {
	return methodNotAllowed(['GET'])
}
