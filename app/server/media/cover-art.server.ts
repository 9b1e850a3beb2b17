/**
 * Generated editorial art (decision 059, "Generated art"): a cover per article and crop, and a
 * monogram per author. Everything is seeded by the article's (or author's) key, so the same
 * article always gets the same picture: its motif (several per section), its palette (one of its
 * section's family), its ground and texture. Each crop is composed for its ratio (the lead 16:9
 * puts the subject on a third, the card 3:2 nearer the middle, the thumbnail 1:1 centred and
 * closer), not cut from one picture. No text is drawn with fonts, so rendering needs none.
 */
import sharp from 'sharp'
import { ALL_CATEGORIES, type Category } from '#app/content/categories.ts'
import { IMAGE_CROPS, type ImageCrop } from '#app/lib/image-crops.ts'
import {
	PALETTE_FAMILIES,
	dice,
	isLight,
	r1,
	type Dice,
	type Palette,
} from './art-palettes.server.ts'
import { MOTIFS_BY_CATEGORY } from './art-motifs-2.server.ts'
import type { Inks } from './art-motifs.server.ts'

export { portraitArt, renderPortrait } from './monogram.server.ts'

/** The credit line of every generated picture, wherever credits are shown. */
export const GENERATED_ART_CREDIT = 'Illustration: Brandline studio'

/** Bump to draw every sample picture afresh (the seed stores them under a new folder). */
export const ART_VERSION = 3

/**
 * How wide each crop's picture is drawn. The lead (the article's own image: hero, front-page lead,
 * social card) at 1200 px, enough for its 860 px column; a card is drawn at most 760 px wide, so
 * 780 px (an exact 3:2, 780×520); the thumbnail at its slot's 400. Encoding is what seeding spends its time on (the AVIF
 * variants above all): these sizes keep the three pictures within about 30% of the one 1200 px
 * cover they replace.
 */
export const GENERATED_WIDTH: Record<ImageCrop, number> = {
	lead: 1200,
	card: 780,
	thumb: 400,
}

/** The size a crop's picture is drawn at: its slot's ratio at GENERATED_WIDTH. */
export function generatedSize(crop: ImageCrop): { w: number; h: number } {
	const { width, height } = IMAGE_CROPS[crop]
	const w = GENERATED_WIDTH[crop]
	return { w, h: Math.round((w * height) / width) }
}

export interface GeneratedArt {
	svg: string
	/** What the picture shows, for its alt text ("Illustration: …, in rust and navy"). */
	alt: string
	width: number
	height: number
}

export function inksOf(palette: Palette, swap = false): Inks {
	const light = isLight(palette.ground.hex)
	return {
		main: swap ? palette.second.hex : palette.accent.hex,
		contrast: light ? palette.ink.hex : palette.light.hex,
		detail: swap ? palette.accent.hex : palette.second.hex,
		ground: palette.ground.hex,
	}
}

/** Where the subject stands in each crop: a third of a lead, off-centre on a card, centred and close in a thumbnail. */
const STAGING: Record<
	ImageCrop,
	{ size: number; x: [number, number, number] }
> = {
	lead: { size: 0.84, x: [0.28, 0.5, 0.72] },
	card: { size: 0.8, x: [0.36, 0.5, 0.64] },
	thumb: { size: 0.8, x: [0.5, 0.5, 0.5] },
}

const BACKDROPS = ['disc', 'arch', 'band', 'split', 'sun'] as const
const TEXTURES = ['dots', 'hatch', 'grain', 'none'] as const
type Backdrop = (typeof BACKDROPS)[number]

/** The article's choices, the same in every crop: these make it this article's picture. */
interface Direction {
	palette: Palette
	motifIndex: number
	side: 0 | 1 | 2
	/** How large the subject is drawn, and how high (its crop's staging times these). */
	scale: number
	lift: number
	tilt: number
	flip: boolean
	backdrop: Backdrop
	texture: (typeof TEXTURES)[number]
	framed: boolean
	/** The subject in the second accent, details in the first. */
	swap: boolean
	backdropRole: 'tone' | 'second'
}

/**
 * Where a cover stands among the others: its place in its section (0 for the newest), and a salt
 * that draws its free choices afresh (0 for the first drawing; see sample-covers.server.ts).
 */
export interface Placing {
	place: number
	salt: number
}

/**
 * The article's choices. Without a place they are all drawn from the article's key. With its place
 * in its section (0 for the newest), neighbours are told apart by design, not by chance: the
 * motif, the palette, the subject's side and the backdrop each step on by one from place to place,
 * from the section's own start, so the three newest of a section never share a subject, colours
 * or ground.
 */
function directionFor(
	key: string,
	category: string,
	placing?: Placing,
): Direction {
	const d = dice(
		placing?.salt ? `cover:${key}:${placing.salt}` : `cover:${key}`,
	)
	const place = placing?.place
	const family =
		PALETTE_FAMILIES[category] ?? PALETTE_FAMILIES['personal-branding']!
	const motifs =
		MOTIFS_BY_CATEGORY[category] ?? MOTIFS_BY_CATEGORY['personal-branding']!
	const section = Math.max(0, ALL_CATEGORIES.indexOf(category as Category))
	// Steps of one per place, and a different start per section: the same place in two sections
	// (say, the newest of each on the front page) differs as well. Backdrops start two apart, so
	// sections next to each other in the menu never meet on the same ground one place apart.
	const step = <T>(choices: readonly T[], spread = 1): T =>
		place === undefined
			? d.pick(choices)
			: choices[(place + section * spread) % choices.length]!
	return {
		palette: step(family),
		motifIndex: step(motifs.map((_, index) => index)),
		side: step([0, 1, 2] as const),
		scale: r1(d.between(0.75, 1.1) * 100) / 100,
		lift: r1(d.between(-0.08, 0.08) * 100) / 100,
		swap: d.chance(0.4),
		backdropRole: d.pick(['tone', 'tone', 'second'] as const),
		tilt: r1(d.between(-7, 7)),
		flip: d.chance(0.5),
		backdrop: step(BACKDROPS, 2),
		texture: d.pick(TEXTURES),
		framed: d.chance(0.35),
	}
}

/** The backdrop's colour: a tone of the ground (the light on a light ground, the ink on a dark one), or the accent the subject is not in. */
function backdropColour({ palette, backdropRole, swap }: Direction): string {
	if (backdropRole === 'second')
		return swap ? palette.accent.hex : palette.second.hex
	return isLight(palette.ground.hex) ? palette.light.hex : palette.ink.hex
}

/** The large shape behind the subject, placed for the crop's ratio. */
function backdropSvg(
	kind: Backdrop,
	w: number,
	h: number,
	cx: number,
	fill: string,
): string {
	switch (kind) {
		case 'disc':
			return `<circle cx="${r1(cx)}" cy="${r1(h * 0.5)}" r="${r1(h * 0.44)}" fill="${fill}"/>`
		case 'arch': {
			const aw = h * 0.62
			return `<path d="M${r1(cx - aw / 2)} ${h} V${r1(h * 0.42)} a${r1(aw / 2)} ${r1(aw / 2)} 0 0 1 ${r1(aw)} 0 V${h} Z" fill="${fill}"/>`
		}
		case 'band':
			return `<polygon points="0,${r1(h * 0.62)} ${w},${r1(h * 0.38)} ${w},${h} 0,${h}" fill="${fill}"/>`
		case 'split': {
			const x = cx < w / 2 ? cx + h * 0.3 : cx - h * 0.3
			return cx < w / 2
				? `<rect x="0" y="0" width="${r1(x)}" height="${h}" fill="${fill}"/>`
				: `<rect x="${r1(x)}" y="0" width="${r1(w - x)}" height="${h}" fill="${fill}"/>`
		}
		case 'sun': {
			const sx = cx < w / 2 ? w * 0.86 : w * 0.14
			return `<circle cx="${r1(sx)}" cy="${r1(h * 0.2)}" r="${r1(h * 0.3)}" fill="${fill}"/>`
		}
	}
}

/** A light texture over the ground (halftone dots, hatching or grain), the printed look. */
function textureSvg(
	kind: Direction['texture'],
	w: number,
	h: number,
	colour: string,
	d: Dice,
): string {
	const step = Math.max(w, h) / 40
	const marks: string[] = []
	if (kind === 'dots') {
		for (let y = step / 2; y < h; y += step)
			for (let x = step / 2; x < w; x += step) {
				const fade = 1 - Math.abs(x / w - 0.5) * 1.6
				if (fade > 0.15)
					marks.push(
						`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.16 * fade)}"/>`,
					)
			}
	} else if (kind === 'hatch') {
		for (let x = -h; x < w; x += step * 0.8)
			marks.push(
				`<line x1="${r1(x)}" y1="${h}" x2="${r1(x + h)}" y2="0" stroke="${colour}" stroke-width="${r1(step * 0.06)}"/>`,
			)
	} else if (kind === 'grain') {
		for (let i = 0; i < 260; i += 1)
			marks.push(
				`<circle cx="${r1(d.next() * w)}" cy="${r1(d.next() * h)}" r="${r1(step * d.between(0.05, 0.14))}"/>`,
			)
	}
	return marks.length
		? `<g fill="${colour}" fill-opacity="0.16" stroke-opacity="0.12">${marks.join('')}</g>`
		: ''
}

/** One article's cover in one crop, with what it shows in words. */
export function coverArt(
	key: string,
	category: string,
	crop: ImageCrop = 'card',
	placing?: Placing,
): GeneratedArt {
	const { w, h } = generatedSize(crop)
	const direction = directionFor(key, category, placing)
	const motifs =
		MOTIFS_BY_CATEGORY[category] ?? MOTIFS_BY_CATEGORY['personal-branding']!
	const motif = motifs[direction.motifIndex]!
	const inks = inksOf(direction.palette, direction.swap)
	const staging = STAGING[crop]
	const cropDice = dice(`cover:${key}:${crop}`)
	const size =
		h * staging.size * Math.min(direction.scale, crop === 'thumb' ? 1 : 1.1)
	const cx = w * staging.x[direction.side] + cropDice.between(-0.02, 0.02) * w
	const cy = h * (0.52 + direction.lift)
	const scale = size / 100
	const mirror =
		direction.flip && !motif.fixed ? ` translate(100 0) scale(-1 1)` : ''
	const subject = `<g transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) rotate(${direction.tilt} ${r1(size / 2)} ${r1(size / 2)}) scale(${r1(scale * 1000) / 1000})${mirror}">${motif.draw(inks, dice(`motif:${key}`))}</g>`
	const backdropFill = backdropColour(direction)
	const inset = r1(Math.min(w, h) * 0.035)
	const frame = direction.framed
		? `<rect x="${inset}" y="${inset}" width="${r1(w - inset * 2)}" height="${r1(h - inset * 2)}" fill="none" stroke="${inks.contrast}" stroke-opacity="0.5" stroke-width="${r1(inset * 0.12)}"/>`
		: ''
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${inks.ground}"/>${backdropSvg(direction.backdrop, w, h, cx, backdropFill)}${textureSvg(direction.texture, w, h, inks.contrast, cropDice)}${subject}${frame}</svg>`
	const { accent, ground } = direction.palette
	return {
		svg,
		alt: `Illustration: ${motif.says}, in ${accent.name} and ${ground.name}`,
		width: w,
		height: h,
	}
}

/** The SVG of a cover (tests and previews); see coverArt. */
export function coverSvg(
	key: string,
	category: string,
	crop: ImageCrop = 'card',
	placing?: Placing,
): string {
	return coverArt(key, category, crop, placing).svg
}

/** The cover as a lossless PNG at its crop's size; the upload pipeline encodes it once. */
export async function renderCover(
	key: string,
	category: string,
	crop: ImageCrop = 'card',
	placing?: Placing,
): Promise<Buffer> {
	return sharp(Buffer.from(coverSvg(key, category, crop, placing)))
		.png()
		.toBuffer()
}
