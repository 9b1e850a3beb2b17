/**
 * The studio's motifs, part one: each is drawn in a 100×100 box (the composition places, scales,
 * turns and mirrors it) in the roles of its palette, and says in words what it shows (the alt text).
 */
import { r1, type Dice } from './art-palettes.server.ts'

/** The colours a motif paints with: its subject, what stands out from the ground, a detail, the ground. */
export interface Inks {
	main: string
	contrast: string
	detail: string
	ground: string
}

export interface Motif {
	/** What it shows, as the alt text says it ("a lone figure in a spotlight above a crowd"). */
	says: string
	/** Never mirrored (a chart that rises, quotation marks that open). */
	fixed?: boolean
	draw(inks: Inks, dice: Dice): string
}

/** A small standing figure (head and body) with its feet at (x, y). */
export function figure(x: number, y: number, h: number, fill: string): string {
	const head = h * 0.2
	return `<circle cx="${r1(x)}" cy="${r1(y - h + head)}" r="${r1(head)}" fill="${fill}"/><rect x="${r1(x - h * 0.22)}" y="${r1(y - h + head * 2.3)}" width="${r1(h * 0.44)}" height="${r1(h - head * 2.3)}" rx="${r1(h * 0.2)}" fill="${fill}"/>`
}

export const spotlight: Motif = {
	says: 'a lone figure in a spotlight above a crowd',
	draw({ main, contrast, detail }, d) {
		const crowd = Array.from({ length: 7 }, (_, i) =>
			figure(8 + i * 14 + d.between(-2, 2), 104, d.between(16, 22), contrast),
		).join('')
		return `<polygon points="42,-20 58,-20 80,84 20,84" fill="${detail}" fill-opacity="0.35"/><ellipse cx="50" cy="84" rx="30" ry="6" fill="${detail}" fill-opacity="0.6"/>${figure(50, 84, 44, main)}<g opacity="0.7">${crowd}</g>`
	},
}

export const steps: Motif = {
	says: 'a figure climbing a staircase towards a flag',
	fixed: true,
	draw({ main, contrast, detail }, d) {
		const count = 5
		const stairs = Array.from({ length: count }, (_, i) => {
			const x = 4 + i * 18
			const top = 92 - (i + 1) * 15
			return `<rect x="${x}" y="${top}" width="18.5" height="${100 - top}" fill="${contrast}" fill-opacity="${r1(0.45 + i * 0.12)}"/>`
		}).join('')
		const at = Math.floor(d.between(1, 3))
		return `${stairs}${figure(13 + at * 18, 92 - (at + 1) * 15, 20, main)}<rect x="88" y="1" width="2.5" height="17" fill="${contrast}"/><polygon points="90.5,1 104,6 90.5,11" fill="${detail}"/>`
	},
}

export const target: Motif = {
	says: 'an arrow in the centre of a target',
	draw({ main, contrast, detail }, d) {
		const rings = [46, 36, 26, 16, 7]
			.map(
				(r, i) =>
					`<circle cx="50" cy="50" r="${r}" fill="${i % 2 ? contrast : main}" fill-opacity="${i % 2 ? 0.85 : 1}"/>`,
			)
			.join('')
		const angle = r1(d.between(-35, -15))
		return `${rings}<g transform="rotate(${angle} 50 50)"><rect x="50" y="48.6" width="62" height="2.8" fill="${detail}"/><polygon points="104,43 116,43 112,50 116,57 104,57 108,50" fill="${detail}"/><polygon points="50,50 58,45 58,55" fill="${detail}"/></g>`
	},
}

export const risingBars: Motif = {
	says: 'bars rising left to right with a line climbing past them',
	fixed: true,
	draw({ main, contrast, detail }, d) {
		const count = 5 + Math.floor(d.between(0, 3))
		const step = 96 / count
		const points: string[] = []
		const bars = Array.from({ length: count }, (_, i) => {
			const h = 18 + (i / (count - 1)) * 62 + d.between(-5, 5)
			const x = 2 + i * step
			points.push(`${r1(x + step * 0.4)},${r1(92 - h - 8)}`)
			return `<rect x="${r1(x)}" y="${r1(92 - h)}" width="${r1(step * 0.78)}" height="${r1(h)}" fill="${contrast}" fill-opacity="${r1(0.35 + (i / count) * 0.6)}"/>`
		}).join('')
		const [lx, ly] = points.at(-1)!.split(',')
		return `${bars}<rect x="0" y="92" width="100" height="2" fill="${contrast}"/><polyline points="${points.join(' ')}" fill="none" stroke="${main}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${lx}" cy="${ly}" r="4.5" fill="${detail}"/>`
	},
}

export const network: Motif = {
	says: 'a network of connected people around one bright node',
	draw({ main, contrast, detail }, d) {
		const nodes = Array.from({ length: 9 }, (_, i) => {
			const angle = (i / 9) * Math.PI * 2 + d.between(-0.2, 0.2)
			const far = d.between(28, 46)
			return [50 + Math.cos(angle) * far, 50 + Math.sin(angle) * far] as const
		})
		const lines = nodes
			.map(
				([x, y], i) =>
					`<line x1="50" y1="50" x2="${r1(x)}" y2="${r1(y)}"/><line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(nodes[(i + 1) % 9]![0])}" y2="${r1(nodes[(i + 1) % 9]![1])}"/>`,
			)
			.join('')
		const dots = nodes
			.map(
				([x, y], i) =>
					`<circle cx="${r1(x)}" cy="${r1(y)}" r="${i % 3 ? 4 : 6}" fill="${i % 3 ? contrast : detail}"/>`,
			)
			.join('')
		return `<g stroke="${contrast}" stroke-width="1.2" stroke-opacity="0.6">${lines}</g>${dots}<circle cx="50" cy="50" r="11" fill="${main}"/>`
	},
}

export const ripples: Motif = {
	says: 'ripples spreading from a single drop',
	draw({ main, contrast, detail }, d) {
		const rings = Array.from(
			{ length: 6 },
			(_, i) =>
				`<ellipse cx="50" cy="62" rx="${10 + i * 12}" ry="${r1((10 + i * 12) * 0.36)}" fill="none" stroke="${contrast}" stroke-width="${r1(2.6 - i * 0.3)}" stroke-opacity="${r1(0.95 - i * 0.13)}"/>`,
		).join('')
		const height = r1(d.between(14, 26))
		return `${rings}<path d="M50 ${62 - height - 16} C 44 ${62 - height - 6}, 44 ${62 - height + 2}, 50 ${62 - height + 2} S 56 ${62 - height - 6}, 50 ${62 - height - 16} Z" fill="${main}"/><ellipse cx="50" cy="62" rx="6" ry="2.2" fill="${detail}"/>`
	},
}

export const brickWall: Motif = {
	says: 'a wall built course by course, one brick being laid',
	draw({ main, contrast, detail }, d) {
		const bricks: string[] = []
		for (let row = 0; row < 6; row += 1) {
			const offset = row % 2 ? -10 : 0
			const length = 6 - Math.max(0, row - 3)
			for (let i = 0; i < length; i += 1) {
				const fill = d.chance(0.14) ? detail : contrast
				bricks.push(
					`<rect x="${offset + i * 20 + 1}" y="${88 - row * 12}" width="18" height="10" rx="1.5" fill="${fill}" fill-opacity="${r1(d.between(0.55, 0.95))}"/>`,
				)
			}
		}
		return `${bricks.join('')}<rect x="${r1(d.between(62, 74))}" y="4" width="18" height="10" rx="1.5" fill="${main}" transform="rotate(-12 70 9)"/>`
	},
}

export const padlock: Motif = {
	says: 'a closed padlock with a key beside it',
	draw({ main, contrast, detail }, d) {
		const tilt = r1(d.between(-10, 10))
		return `<path d="M30 48 V34 a20 20 0 0 1 40 0 V48" fill="none" stroke="${contrast}" stroke-width="8"/><rect x="20" y="46" width="60" height="48" rx="6" fill="${main}"/><circle cx="50" cy="64" r="6" fill="${detail}"/><rect x="47" y="66" width="6" height="14" rx="2" fill="${detail}"/><g transform="rotate(${tilt} 92 80)"><circle cx="92" cy="70" r="7" fill="none" stroke="${detail}" stroke-width="3.5"/><rect x="90.5" y="76" width="3" height="22" fill="${detail}"/><rect x="93" y="90" width="5" height="3" fill="${detail}"/></g>`
	},
}

export const burst: Motif = {
	says: 'rays bursting out from one bright point',
	draw({ main, contrast, detail }, d) {
		const count = 14 + Math.floor(d.between(0, 8))
		const rays = Array.from({ length: count }, (_, i) => {
			const angle = (i / count) * Math.PI * 2
			const spread = 0.07
			const far = 90
			const at = (a: number) =>
				`${r1(50 + Math.cos(a) * far)},${r1(50 + Math.sin(a) * far)}`
			return `<polygon points="50,50 ${at(angle - spread)} ${at(angle + spread)}" fill="${i % 2 ? contrast : main}" fill-opacity="${i % 2 ? 0.3 : 0.75}"/>`
		}).join('')
		return `${rays}<circle cx="50" cy="50" r="15" fill="${contrast}"/><circle cx="50" cy="50" r="8" fill="${detail}"/>`
	},
}
