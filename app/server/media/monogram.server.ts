/**
 * Author portraits as illustrated monograms: the author's initials, drawn as strokes (no font is
 * needed to render them), on a geometric ground seeded by the author's key. No likeness, and no
 * two authors alike.
 */
import sharp from 'sharp'
import {
	ALL_PALETTES,
	dice,
	isLight,
	r1,
	type Dice,
} from './art-palettes.server.ts'

/** Capitals as strokes in a 10×14 box (round caps and joins give them their weight). */
const LETTERS: Record<string, string> = {
	A: 'M0 14 L5 0 L10 14 M2.2 8.6 H7.8',
	B: 'M0 14 V0 H5 A3.5 3.5 0 0 1 5 7 H0 M5 7 H6 A3.5 3.5 0 0 1 6 14 H0',
	C: 'M10 2.5 A6.5 7 0 1 0 10 11.5',
	D: 'M0 0 V14 H3.5 A6.5 7 0 0 0 3.5 0 Z',
	E: 'M10 0 H0 V14 H10 M0 7 H7',
	F: 'M10 0 H0 V14 M0 7 H7',
	G: 'M10 2.5 A6.5 7 0 1 0 10 11.5 V8 H6',
	H: 'M0 0 V14 M10 0 V14 M0 7 H10',
	I: 'M5 0 V14 M2 0 H8 M2 14 H8',
	J: 'M10 0 V9.5 A5 4.5 0 0 1 0 9.5',
	K: 'M0 0 V14 M10 0 L0 8 M3.2 5.8 L10 14',
	L: 'M0 0 V14 H10',
	M: 'M0 14 V0 L5 8 L10 0 V14',
	N: 'M0 14 V0 L10 14 V0',
	O: 'M5 0 A5 7 0 1 0 5 14 A5 7 0 1 0 5 0',
	P: 'M0 14 V0 H5 A3.5 3.5 0 0 1 5 7 H0',
	Q: 'M5 0 A5 7 0 1 0 5 14 A5 7 0 1 0 5 0 M6.5 10 L10 14',
	R: 'M0 14 V0 H5 A3.5 3.5 0 0 1 5 7 H0 M4.5 7 L10 14',
	S: 'M10 2 C8 -0.5 0 -0.5 0 3.5 C0 7 10 6.5 10 10.5 C10 14.5 2 14.5 0 12',
	T: 'M0 0 H10 M5 0 V14',
	U: 'M0 0 V9 A5 5 0 0 0 10 9 V0',
	V: 'M0 0 L5 14 L10 0',
	W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
	X: 'M0 0 L10 14 M10 0 L0 14',
	Y: 'M0 0 L5 7 L10 0 M5 7 V14',
	Z: 'M0 0 H10 L0 14 H10',
}

/** The initials of a name ("Tomás Ferreira" → "TF"), letters only, at most two. */
export function initialsOf(name: string): string {
	const words = name
		.normalize('NFD')
		.replace(/[^A-Za-z\s-]/g, '')
		.split(/[\s-]+/)
		.filter(word => word && LETTERS[word[0]!.toUpperCase()])
	const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words
	return picked.map(word => word[0]!.toUpperCase()).join('') || 'B'
}

const GROUNDS = [
	'quarter circles',
	'concentric rings',
	'diagonal stripes',
	'a large offset disc',
] as const
type Ground = (typeof GROUNDS)[number]

function groundSvg(kind: Ground, size: number, fill: string, d: Dice): string {
	const half = size / 2
	switch (kind) {
		case 'quarter circles':
			return [0, 1, 2, 3]
				.map(i => {
					const x = (i % 2) * half
					const y = Math.floor(i / 2) * half
					const corner = Math.floor(d.next() * 4)
					const ox = x + (corner % 2) * half
					const oy = y + Math.floor(corner / 2) * half
					return `<clipPath id="q${i}"><rect x="${x}" y="${y}" width="${half}" height="${half}"/></clipPath><circle cx="${ox}" cy="${oy}" r="${half}" fill="${fill}" clip-path="url(#q${i})"/>`
				})
				.join('')
		case 'concentric rings':
			return [0.7, 0.56, 0.42]
				.map(
					(f, i) =>
						`<circle cx="${half}" cy="${half}" r="${r1(size * f)}" fill="none" stroke="${fill}" stroke-width="${r1(size * 0.05)}" stroke-opacity="${r1(0.9 - i * 0.2)}"/>`,
				)
				.join('')
		case 'diagonal stripes':
			return Array.from(
				{ length: 8 },
				(_, i) =>
					`<rect x="${r1(-size + i * size * 0.3)}" y="0" width="${r1(size * 0.12)}" height="${size * 2}" fill="${fill}" transform="rotate(${d.chance(0.5) ? 35 : -35} ${half} ${half})"/>`,
			).join('')
		case 'a large offset disc':
			return `<circle cx="${r1(size * d.between(0.2, 0.8))}" cy="${r1(size * d.between(0.2, 0.8))}" r="${r1(size * 0.46)}" fill="${fill}"/>`
	}
}

const SHAPES = ['roundel', 'square', 'diamond', 'arch'] as const

/** The plate the letters sit on, centred at (cx, cy) with half-width `half`. */
function plateSvg(
	shape: (typeof SHAPES)[number],
	cx: number,
	cy: number,
	half: number,
	fill: string,
): string {
	switch (shape) {
		case 'roundel':
			return `<circle cx="${cx}" cy="${cy}" r="${half}" fill="${fill}"/>`
		case 'square':
			return `<rect x="${cx - half}" y="${cy - half}" width="${half * 2}" height="${half * 2}" rx="${r1(half * 0.12)}" fill="${fill}"/>`
		case 'diamond':
			return `<polygon points="${cx},${cy - half * 1.25} ${cx + half * 1.25},${cy} ${cx},${cy + half * 1.25} ${cx - half * 1.25},${cy}" fill="${fill}"/>`
		case 'arch':
			return `<path d="M${cx - half} ${cy + half * 1.2} V${cy - half * 0.2} a${half} ${half} 0 0 1 ${half * 2} 0 V${cy + half * 1.2} Z" fill="${fill}"/>`
	}
}

/** An author's monogram portrait (square), with what it shows in words. */
export function portraitArt(
	key: string,
	name: string,
	size = 600,
): { svg: string; alt: string } {
	const d = dice(`portrait:${key}`)
	const palette = d.pick(ALL_PALETTES)
	const ground = d.pick(GROUNDS)
	const shape = d.pick(SHAPES)
	const initials = initialsOf(name)
	const letterColour = isLight(palette.accent.hex) ? palette.ink : palette.light
	const half = Math.round(size * d.between(0.27, 0.33))
	const cx = Math.round(size * d.between(0.42, 0.58))
	const cy = Math.round(size * d.between(0.42, 0.58))
	// Letters 10 wide with a gap of 4, scaled so the pair fills about half the plate.
	const span = initials.length * 10 + (initials.length - 1) * 4
	const scale = Math.round(((half * 1.05) / Math.max(span, 14)) * 100) / 100
	const left = cx - (span * scale) / 2
	const top = cy - 7 * scale
	const letters = [...initials]
		.map(
			(letter, i) =>
				`<path d="${LETTERS[letter]}" transform="translate(${r1((i * 14 * scale + left) / scale)} ${r1(top / scale)})"/>`,
		)
		.join('')
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="${palette.ground.hex}"/>${groundSvg(ground, size, palette.second.hex, d)}${plateSvg(shape, cx, cy, half, palette.accent.hex)}<g transform="scale(${scale})" fill="none" stroke="${letterColour.hex}" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">${letters}</g></svg>`
	return {
		svg,
		alt: `Portrait of ${name}, illustrated: the monogram ${initials} in ${letterColour.name} on a ${palette.accent.name} ${shape}, over ${ground} in ${palette.second.name} on ${palette.ground.name}`,
	}
}

export async function renderPortrait(
	key: string,
	name: string,
): Promise<Buffer> {
	return sharp(Buffer.from(portraitArt(key, name).svg))
		.png()
		.toBuffer()
}
