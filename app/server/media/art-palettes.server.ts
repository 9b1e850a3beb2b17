/**
 * The studio's colours and its seeded dice (decision 059, "Generated art"). Each section has a
 * family of palettes (related, never one palette), and every colour has a name so the alt text can
 * say what a picture is painted in.
 */
import { createHash } from 'node:crypto'

export interface Colour {
	name: string
	hex: string
}

/** A palette: the ground the picture is laid on, an ink, an accent, a light and a second accent. */
export interface Palette {
	ground: Colour
	ink: Colour
	accent: Colour
	light: Colour
	second: Colour
}

const c = (name: string, hex: string): Colour => ({ name, hex })

const NAVY = c('navy', '#1f2a44')
const INK = c('ink black', '#1b1b1f')
const RUST = c('rust', '#c8553d')
const SAND = c('sand', '#f2d0a4')
const CREAM = c('cream', '#f6efe3')
const TEAL = c('teal', '#2a9d8f')
const PINE = c('pine green', '#0b3d3a')
const MUSTARD = c('mustard', '#e9b949')
const PLUM = c('plum', '#4a2040')
const LILAC = c('lilac', '#c9b6e4')
const SLATE = c('slate', '#3d4a5c')
const STONE = c('stone grey', '#d9d4cc')
const BRICK = c('brick red', '#9c2f24')
const SCARLET = c('scarlet', '#d62828')
const SAFFRON = c('saffron', '#ffb703')
const OXBLOOD = c('oxblood', '#3d0c11')
const VIOLET = c('violet', '#5a189a')
const MIDNIGHT = c('midnight blue', '#10162f')
const COBALT = c('cobalt', '#2952a3')
const SKY = c('pale blue', '#cfe3f2')
const ORANGE = c('orange', '#f77f00')
const OLIVE = c('olive', '#606c38')
const MOSS = c('moss green', '#283618')
const PARCHMENT = c('parchment', '#fefae0')
const COPPER = c('copper', '#b5653a')
const BLUSH = c('blush pink', '#f4c7c3')
const FOREST = c('forest green', '#1d4d3a')

const p = (
	ground: Colour,
	ink: Colour,
	accent: Colour,
	light: Colour,
	second: Colour,
): Palette => ({ ground, ink, accent, light, second })

/** Palette families per section: related colours, so a section's pictures belong together without repeating. */
export const PALETTE_FAMILIES: Record<string, Palette[]> = {
	'personal-branding': [
		p(NAVY, INK, RUST, SAND, MUSTARD),
		p(CREAM, NAVY, RUST, SAND, TEAL),
		p(RUST, NAVY, SAND, CREAM, INK),
		p(SAND, INK, BRICK, CREAM, NAVY),
	],
	'audience-growth': [
		p(PINE, INK, MUSTARD, TEAL, CREAM),
		p(CREAM, PINE, TEAL, MUSTARD, RUST),
		p(TEAL, PINE, MUSTARD, CREAM, INK),
		p(MUSTARD, PINE, CREAM, TEAL, NAVY),
	],
	'trust-building': [
		p(SLATE, INK, COPPER, STONE, SKY),
		p(STONE, SLATE, BRICK, CREAM, NAVY),
		p(MIDNIGHT, INK, SKY, STONE, COPPER),
		p(SKY, SLATE, COPPER, CREAM, NAVY),
	],
	'influence-strategies': [
		p(OXBLOOD, INK, SCARLET, SAFFRON, CREAM),
		p(SAFFRON, OXBLOOD, SCARLET, CREAM, INK),
		p(CREAM, INK, SCARLET, SAFFRON, OXBLOOD),
		p(SCARLET, OXBLOOD, SAFFRON, CREAM, INK),
	],
	'expert-interviews': [
		p(PLUM, INK, LILAC, CREAM, MUSTARD),
		p(LILAC, PLUM, VIOLET, CREAM, MUSTARD),
		p(MIDNIGHT, INK, VIOLET, LILAC, BLUSH),
		p(CREAM, PLUM, VIOLET, LILAC, RUST),
	],
	interviews: [
		p(MIDNIGHT, INK, ORANGE, STONE, SKY),
		p(STONE, MIDNIGHT, ORANGE, CREAM, COBALT),
		p(COBALT, MIDNIGHT, ORANGE, SKY, CREAM),
		p(ORANGE, MIDNIGHT, CREAM, SKY, INK),
	],
	'guest-contributions': [
		p(MOSS, INK, PARCHMENT, OLIVE, COPPER),
		p(PARCHMENT, MOSS, OLIVE, BLUSH, COPPER),
		p(FOREST, INK, BLUSH, PARCHMENT, MUSTARD),
		p(OLIVE, MOSS, PARCHMENT, BLUSH, INK),
	],
}

/** Every palette, for pictures that belong to no section (author monograms). */
export const ALL_PALETTES: Palette[] = Object.values(PALETTE_FAMILIES).flat()

/** Seeded dice: the same seed always throws the same numbers (same article, same picture). */
export interface Dice {
	/** A number in [0, 1). */
	next(): number
	/** A number in [min, max). */
	between(min: number, max: number): number
	/** One item of a list. */
	pick<T>(items: readonly T[]): T
	/** True with probability `chance`. */
	chance(chance: number): boolean
}

export function dice(seed: string): Dice {
	let pool = createHash('sha256').update(seed).digest()
	let index = 0
	const next = () => {
		if (index + 4 > pool.length) {
			pool = createHash('sha256').update(pool).digest()
			index = 0
		}
		const value = pool.readUInt32BE(index) / 0x1_0000_0000
		index += 4
		return value
	}
	return {
		next,
		between: (min, max) => min + next() * (max - min),
		pick: items => items[Math.floor(next() * items.length)]!,
		chance: chance => next() < chance,
	}
}

/** Rounds to one decimal place, enough for an SVG coordinate. */
export const r1 = (value: number) => Math.round(value * 10) / 10

/** True for a colour a dark subject reads on. */
export function isLight(hex: string): boolean {
	const value = Number.parseInt(hex.slice(1), 16)
	const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
	return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150
}
