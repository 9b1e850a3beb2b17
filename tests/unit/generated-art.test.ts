import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { sampleArticles } from '#app/content/sample/articles.ts'
import { sampleAuthors } from '#app/content/sample/authors.ts'
import { IMAGE_CROPS, type ImageCrop } from '#app/lib/image-crops.ts'
import { formatImageCredit } from '#app/lib/format.ts'
import {
	NEAR_DUPLICATE_BITS,
	differenceHash,
	hammingDistance,
} from '#app/server/media/perceptual-hash.server.ts'
import {
	GENERATED_ART_CREDIT,
	GENERATED_WIDTH,
	coverArt,
	portraitArt,
	renderCover,
	renderPortrait,
} from '#app/server/media/cover-art.server.ts'
import { placeSampleCovers } from '#app/server/media/sample-covers.server.ts'
import { initialsOf } from '#app/server/media/monogram.server.ts'

const CROPS = Object.keys(IMAGE_CROPS) as ImageCrop[]

/** The sample covers placed as the seed places them (a few seconds of drawing), once. */
let placed: ReturnType<typeof placeSampleCovers> | undefined
const samplePlacings = () => (placed ??= placeSampleCovers(sampleArticles))

/** The smallest dHash distance between any two of the pictures, and which pair it is. */
async function closestPair(pictures: { name: string; png: Buffer }[]) {
	const hashes = await Promise.all(
		pictures.map(async picture => differenceHash(picture.png)),
	)
	let closest = { bits: 64, pair: '' }
	for (let i = 0; i < hashes.length; i += 1)
		for (let j = i + 1; j < hashes.length; j += 1) {
			const bits = hammingDistance(hashes[i]!, hashes[j]!)
			if (bits < closest.bits)
				closest = { bits, pair: `${pictures[i]!.name} ~ ${pictures[j]!.name}` }
		}
	return closest
}

describe('generated covers', () => {
	it('are the same picture, with the same words, for the same article (seeding stays idempotent)', async () => {
		for (const crop of CROPS) {
			expect(coverArt('a-key', 'audience-growth', crop)).toEqual(
				coverArt('a-key', 'audience-growth', crop),
			)
			expect(coverArt('a-key', 'audience-growth', crop).svg).not.toBe(
				coverArt('another-key', 'audience-growth', crop).svg,
			)
		}
		const [first, again] = await Promise.all([
			renderCover('a-key', 'trust-building', 'lead'),
			renderCover('a-key', 'trust-building', 'lead'),
		])
		expect(first.equals(again)).toBe(true)
	})

	it("are drawn at each crop's own ratio (lead 16:9, card 3:2, thumbnail 1:1)", async () => {
		for (const crop of CROPS) {
			const { width, height } = await sharp(
				await renderCover('ratio-check', 'interviews', crop),
			).metadata()
			const [w, h] = IMAGE_CROPS[crop].ratio.split(' / ').map(Number)
			expect(width * h!).toBe(height * w!)
			expect(width).toBe(GENERATED_WIDTH[crop])
		}
	})

	it('are composed for each crop, not one picture cut three ways', async () => {
		// The card cut to a square is not the thumbnail: the thumbnail moves the subject to the middle and closer.
		let recomposed = 0
		for (const { key, category } of sampleArticles.slice(0, 8)) {
			const card = await renderCover(key, category, 'card')
			const cut = await sharp(card)
				.resize(400, 400, { fit: 'cover' })
				.png()
				.toBuffer()
			const thumb = await renderCover(key, category, 'thumb')
			const pixels = async (png: Buffer) =>
				sharp(png).greyscale().resize(40, 40).raw().toBuffer()
			const [a, b] = await Promise.all([pixels(cut), pixels(thumb)])
			if (!a.equals(b)) recomposed += 1
		}
		expect(recomposed).toBe(8)
	})

	it('vary motif and palette within a section, and say what they show', () => {
		for (const category of ALL_CATEGORIES) {
			const alts = Array.from(
				{ length: 16 },
				(_, i) => coverArt(`${category}-${i}`, category).alt,
			)
			const motifs = new Set(alts.map(alt => alt.split(', in ')[0]))
			const colours = new Set(alts.map(alt => alt.split(', in ')[1]))
			expect(motifs.size, category).toBeGreaterThanOrEqual(3)
			expect(colours.size, category).toBeGreaterThanOrEqual(3)
			for (const alt of alts)
				expect(alt).toMatch(/^Illustration: [a-z ,]+, in [a-z ]+ and [a-z ]+$/)
		}
	})

	it('step through subjects and colours from one article to the next in a section, as the seed places them', async () => {
		const placings = await samplePlacings()
		const places = new Map(
			[...placings].map(([key, placing]) => [key, placing.place]),
		)
		for (const category of ALL_CATEGORIES) {
			const newest = sampleArticles
				.filter(sample => sample.category === category)
				.sort((a, b) => places.get(a.key)! - places.get(b.key)!)
				.slice(0, 3)
				.map(({ key }) => coverArt(key, category, 'card', placings.get(key)))
			const subjects = new Set(newest.map(art => art.alt.split(', in ')[0]))
			const colours = new Set(newest.map(art => art.alt.split(', in ')[1]))
			expect(subjects.size, category).toBe(newest.length)
			expect(colours.size, category).toBe(newest.length)
		}
		expect([...places.values()].filter(place => place === 0).length).toBe(
			new Set(sampleArticles.map(sample => sample.category)).size,
		)
	}, 60_000)

	it('are never the same or near-the-same picture across the sample articles, in any crop', async () => {
		const placings = await samplePlacings()
		for (const crop of CROPS) {
			const closest = await closestPair(
				await Promise.all(
					sampleArticles.map(async ({ key, category }) => ({
						name: key,
						png: await renderCover(key, category, crop, placings.get(key)),
					})),
				),
			)
			expect(closest.bits, `${crop}: ${closest.pair}`).toBeGreaterThan(
				NEAR_DUPLICATE_BITS,
			)
		}
	}, 60_000)

	it('are credited "Illustration: Brandline studio", printed as it is', () => {
		expect(GENERATED_ART_CREDIT).toBe('Illustration: Brandline studio')
		expect(formatImageCredit(GENERATED_ART_CREDIT)).toBe(
			'Illustration: Brandline studio',
		)
	})
})

describe('author monograms', () => {
	it('take the initials of the name, accents and all', () => {
		expect(initialsOf('Tomás Ferreira')).toBe('TF')
		expect(initialsOf('Brandline Desk')).toBe('BD')
		expect(initialsOf('Ana María de la Cruz-Ortega')).toBe('AO')
		expect(initialsOf('Prince')).toBe('P')
	})

	it('are distinct for every sample author, square, and described', async () => {
		const pictures = await Promise.all(
			sampleAuthors.map(async author => ({
				name: author.slug,
				png: await renderPortrait(author.slug, author.name),
			})),
		)
		const closest = await closestPair(pictures)
		expect(closest.bits, closest.pair).toBeGreaterThan(NEAR_DUPLICATE_BITS)
		const { width, height } = await sharp(pictures[0]!.png).metadata()
		expect(width).toBe(height)
		for (const author of sampleAuthors)
			expect(portraitArt(author.slug, author.name).alt).toMatch(
				new RegExp(
					`^Portrait of ${author.name}, illustrated: the monogram ${initialsOf(author.name)} `,
				),
			)
	})
})
