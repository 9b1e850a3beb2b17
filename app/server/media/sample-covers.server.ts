/**
 * Placing the sample articles' covers (decision 059, step 4). Each cover steps through its
 * section's subjects, palettes and grounds by its place in the section, so neighbours differ by
 * design. The remaining choices (scale, tilt, texture, frame...) are drawn from the article's key,
 * and a chance draw can still land two covers of different sections on the same layout; the
 * perceptual hash that the tests hold pages to sees that, and the cover is drawn again with the
 * next salt. The result depends only on the sample list, so every seeding run places alike.
 */
import { IMAGE_CROPS, type ImageCrop } from '#app/lib/image-crops.ts'
import { coverSvg, type Placing } from './cover-art.server.ts'
import {
	NEAR_DUPLICATE_BITS,
	differenceHash,
	hammingDistance,
} from './perceptual-hash.server.ts'
import sharp from 'sharp'

interface Sample {
	key: string
	category: string
	hoursAgo: number
}

const CROPS = Object.keys(IMAGE_CROPS) as ImageCrop[]
/** Drawings tried per cover before the most distinct one is kept. */
const TRIES = 8

/**
 * Bits kept beyond the tests' line: served pictures are WebP and AVIF encodings of these, and an
 * encoding moves a hash by a bit or two.
 */
const MARGIN = 3

/** A cover's hash in each crop, drawn as the seed draws it. */
async function hashes(sample: Sample, placing: Placing): Promise<bigint[]> {
	return Promise.all(
		CROPS.map(async crop =>
			differenceHash(
				await sharp(
					Buffer.from(coverSvg(sample.key, sample.category, crop, placing)),
				)
					.png()
					.toBuffer(),
			),
		),
	)
}

/** The fewest bits by which a cover differs from any kept one, in any crop. */
function nearest(candidate: bigint[], kept: bigint[][]): number {
	let bits = 64
	for (const other of kept)
		for (let crop = 0; crop < candidate.length; crop += 1)
			bits = Math.min(bits, hammingDistance(candidate[crop]!, other[crop]!))
	return bits
}

/** Every sample's placing, newest first: its place in its section and the salt that keeps it distinct. */
export async function placeSampleCovers(
	samples: readonly Sample[],
): Promise<Map<string, Placing>> {
	const placings = new Map<string, Placing>()
	const taken = new Map<string, number>()
	const kept: bigint[][] = []
	for (const sample of [...samples].sort((a, b) => a.hoursAgo - b.hoursAgo)) {
		const place = taken.get(sample.category) ?? 0
		taken.set(sample.category, place + 1)
		let best = { bits: -1, salt: 0, hashes: [] as bigint[] }
		for (
			let salt = 0;
			salt < TRIES && best.bits <= NEAR_DUPLICATE_BITS + MARGIN;
			salt += 1
		) {
			const candidate = await hashes(sample, { place, salt })
			const bits = nearest(candidate, kept)
			if (bits > best.bits) best = { bits, salt, hashes: candidate }
		}
		kept.push(best.hashes)
		placings.set(sample.key, { place, salt: best.salt })
	}
	return placings
}
