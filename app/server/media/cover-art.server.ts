import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** Colours per category (ink, accent, light), so a section's covers look related. */
const PALETTES: Record<string, [string, string, string]> = {
	'personal-branding': ['#1f2a44', '#c8553d', '#f2d0a4'],
	'audience-growth': ['#0b3d3a', '#2a9d8f', '#e9c46a'],
	'trust-building': ['#22223b', '#4a4e69', '#c9ada7'],
	'influence-strategies': ['#3d0c11', '#d00000', '#ffba08'],
	'expert-interviews': ['#10002b', '#5a189a', '#e0aaff'],
	interviews: ['#14213d', '#fca311', '#e5e5e5'],
	'guest-contributions': ['#283618', '#606c38', '#fefae0'],
}

/** Deterministic pseudo-random numbers from a seed string (same key, same picture). */
function numbers(seed: string): () => number {
	let pool = createHash('sha256').update(seed).digest()
	let index = 0
	return () => {
		if (index + 4 > pool.length) {
			pool = createHash('sha256').update(pool).digest()
			index = 0
		}
		const value = pool.readUInt32BE(index) / 0xffffffff
		index += 4
		return value
	}
}

interface Canvas {
	width: number
	height: number
	ink: string
	accent: string
	light: string
	next: () => number
}

const round = (value: number) => Math.round(value)

/** Personal branding: a figure in a spotlight, standing out from a crowd of small ones. */
function spotlight({
	width,
	height,
	accent,
	light,
	ink,
	next,
}: Canvas): string {
	const cx = round(width * (0.3 + next() * 0.4))
	const rings = [0.9, 0.65, 0.42].map(
		(scale, i) =>
			`<circle cx="${cx}" cy="${height}" r="${round(height * scale)}" fill="${light}" fill-opacity="${0.12 + i * 0.1}"/>`,
	)
	const crowd = Array.from({ length: 9 }, (_, i) => {
		const x = round((i + 0.5) * (width / 9) + (next() - 0.5) * 30)
		return `<circle cx="${x}" cy="${round(height * 0.8)}" r="22" fill="${ink}" fill-opacity="0.55"/><rect x="${x - 30}" y="${round(height * 0.8) + 26}" width="60" height="120" rx="30" fill="${ink}" fill-opacity="0.55"/>`
	})
	const figure = `<circle cx="${cx}" cy="${round(height * 0.38)}" r="70" fill="${accent}"/><rect x="${cx - 110}" y="${round(height * 0.38) + 85}" width="220" height="${height}" rx="110" fill="${accent}"/>`
	return rings.join('') + crowd.join('') + figure
}

/** Audience growth: rising bars and a line that climbs past them. */
function risingBars({ width, height, accent, light, next }: Canvas): string {
	const count = 6 + round(next() * 3)
	const step = width / (count + 1)
	const points: string[] = []
	const bars = Array.from({ length: count }, (_, i) => {
		const barHeight = round(height * (0.15 + (i / count) * 0.6 + next() * 0.08))
		const x = round(step * (i + 0.6))
		points.push(`${x + round(step * 0.3)},${height - barHeight - 40}`)
		return `<rect x="${x}" y="${height - barHeight}" width="${round(step * 0.6)}" height="${barHeight}" fill="${light}" fill-opacity="${(0.35 + i * 0.08).toFixed(2)}"/>`
	})
	return `${bars.join('')}<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Trust building: a wall of bricks laid course by course, a few in the accent colour. */
function brickWall({ width, height, accent, light, next }: Canvas): string {
	const brick = 150
	const course = 70
	const bricks: string[] = []
	for (let row = 0; row * course < height; row += 1) {
		for (let x = row % 2 ? -brick / 2 : 0; x < width; x += brick) {
			const colour = next() < 0.12 ? accent : light
			bricks.push(
				`<rect x="${round(x + 6)}" y="${row * course + 6}" width="${brick - 12}" height="${course - 12}" rx="6" fill="${colour}" fill-opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`,
			)
		}
	}
	return bricks.join('')
}

/** Influence strategies: rays bursting from one point, with chevrons pointing outwards. */
function burst({ width, height, accent, light, next }: Canvas): string {
	const cx = round(width * (0.25 + next() * 0.5))
	const cy = round(height * (0.35 + next() * 0.3))
	const rays = Array.from({ length: 18 }, (_, i) => {
		const angle = (i / 18) * Math.PI * 2 + next() * 0.1
		const spread = 0.06
		const far = Math.max(width, height)
		const p = (a: number) =>
			`${round(cx + Math.cos(a) * far)},${round(cy + Math.sin(a) * far)}`
		return `<polygon points="${cx},${cy} ${p(angle - spread)} ${p(angle + spread)}" fill="${i % 2 ? light : accent}" fill-opacity="${i % 2 ? 0.18 : 0.45}"/>`
	})
	return `${rays.join('')}<circle cx="${cx}" cy="${cy}" r="60" fill="${light}"/><circle cx="${cx}" cy="${cy}" r="28" fill="${accent}"/>`
}

/** Expert interviews: two speech bubbles in conversation. */
function conversation({ width, height, accent, light, next }: Canvas): string {
	const bubble = (
		x: number,
		y: number,
		w: number,
		h: number,
		colour: string,
		tailLeft: boolean,
	) => {
		const tailX = tailLeft ? x + w * 0.2 : x + w * 0.8
		const lines = [0.3, 0.5, 0.7].map(
			f =>
				`<rect x="${round(x + w * 0.12)}" y="${round(y + h * f - 8)}" width="${round(w * (0.5 + next() * 0.26))}" height="16" rx="8" fill="#ffffff" fill-opacity="0.55"/>`,
		)
		return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="48" fill="${colour}"/><polygon points="${round(tailX - 30)},${round(y + h - 2)} ${round(tailX + 30)},${round(y + h - 2)} ${round(tailX + (tailLeft ? -50 : 50))},${round(y + h + 70)}" fill="${colour}"/>${lines.join('')}`
	}
	const w = width * 0.5
	return (
		bubble(
			width * (0.06 + next() * 0.06),
			height * 0.12,
			w,
			height * 0.34,
			accent,
			true,
		) +
		bubble(
			width * (0.38 + next() * 0.06),
			height * 0.5,
			w,
			height * 0.3,
			light,
			false,
		)
	)
}

/** Interviews: a microphone with sound waves around it. */
function microphone({ width, height, accent, light, next }: Canvas): string {
	const cx = round(width * (0.4 + next() * 0.2))
	const cy = round(height * 0.42)
	const waves = [1, 2, 3, 4].map(
		i =>
			`<circle cx="${cx}" cy="${cy}" r="${120 + i * 70}" fill="none" stroke="${light}" stroke-width="10" stroke-opacity="${(0.5 - i * 0.1).toFixed(2)}" stroke-dasharray="${round(60 + next() * 80)} 40"/>`,
	)
	const mic = `<rect x="${cx - 60}" y="${cy - 150}" width="120" height="220" rx="60" fill="${accent}"/><path d="M ${cx - 100} ${cy} a 100 100 0 0 0 200 0" fill="none" stroke="${light}" stroke-width="14"/><rect x="${cx - 7}" y="${cy + 100}" width="14" height="90" fill="${light}"/><rect x="${cx - 70}" y="${cy + 186}" width="140" height="16" rx="8" fill="${light}"/>`
	return waves.join('') + mic
}

/** Guest contributions: a stack of written pages, fanned out. */
function pages({ width, height, accent, light, next }: Canvas): string {
	const sheets = Array.from({ length: 4 }, (_, i) => {
		const angle = round(-14 + i * 8 + next() * 4)
		const x = round(width * 0.3 + i * 24)
		const y = round(height * 0.12 + i * 10)
		const w = round(width * 0.36)
		const h = round(height * 0.72)
		const lines = Array.from(
			{ length: 9 },
			(_, line) =>
				`<rect x="${x + 40}" y="${y + 70 + line * 48}" width="${round(w * (0.45 + next() * 0.35))}" height="10" rx="5" fill="${accent}" fill-opacity="0.45"/>`,
		)
		return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${light}" fill-opacity="${(0.6 + i * 0.13).toFixed(2)}"/>${i === 3 ? lines.join('') : ''}</g>`
	})
	return sheets.join('')
}

/** Each section has its own composition, not one picture recoloured. */
const COMPOSITIONS: Record<string, (canvas: Canvas) => string> = {
	'personal-branding': spotlight,
	'audience-growth': risingBars,
	'trust-building': brickWall,
	'influence-strategies': burst,
	'expert-interviews': conversation,
	interviews: microphone,
	'guest-contributions': pages,
}

/** An editorial cover for an article (no text, so no fonts needed) as SVG: its category's composition in its colours. */
export function coverSvg(
	key: string,
	category: string,
	width = 1200,
	height = 800,
): string {
	const [ink, accent, light] =
		PALETTES[category] ?? PALETTES['personal-branding']!
	const compose = COMPOSITIONS[category] ?? spotlight
	const next = numbers(key)
	const angle = round(next() * 360)
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${ink}" stop-opacity="0.82"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${ink}"/><rect width="100%" height="100%" fill="url(#g)"/>${compose({ width, height, ink, accent, light, next })}</svg>`
}

/** The cover as a lossless PNG at the SPEC's hero size (1200x800); the upload pipeline encodes it once. */
export async function renderCover(
	key: string,
	category: string,
): Promise<Buffer> {
	return sharp(Buffer.from(coverSvg(key, category)))
		.png()
		.toBuffer()
}

/**
 * A sample author's portrait: a head-and-shoulders silhouette in one of the section palettes,
 * chosen by the author's key (no text, no likeness). Square, 600 px.
 */
export function portraitSvg(key: string, size = 600): string {
	const next = numbers(`portrait:${key}`)
	const palettes = Object.values(PALETTES)
	const [ink, accent, light] =
		palettes[Math.floor(next() * palettes.length) % palettes.length]!
	const head = round(size * (0.17 + next() * 0.03))
	const cx = round(size * (0.46 + next() * 0.08))
	const cy = round(size * 0.4)
	const shoulders = round(size * (0.34 + next() * 0.05))
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="100%" height="100%" fill="${light}"/>
<circle cx="${round(size * 0.8)}" cy="${round(size * 0.18)}" r="${round(size * 0.24)}" fill="${accent}" opacity="0.35"/>
<path d="M${cx - shoulders} ${size} C ${cx - shoulders} ${round(size * 0.7)}, ${cx - round(shoulders * 0.55)} ${round(size * 0.62)}, ${cx} ${round(size * 0.62)} S ${cx + shoulders} ${round(size * 0.7)}, ${cx + shoulders} ${size} Z" fill="${ink}"/>
<circle cx="${cx}" cy="${cy}" r="${head}" fill="${ink}"/>
</svg>`
}

export async function renderPortrait(key: string): Promise<Buffer> {
	return sharp(Buffer.from(portraitSvg(key)))
		.png()
		.toBuffer()
}
