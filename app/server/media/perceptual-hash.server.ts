import sharp from 'sharp'

/**
 * A difference hash (dHash) of a picture: shrunk to 9×8 greys (whatever its ratio: a lead and a
 * card of one composition hash alike), each bit says whether a pixel is brighter than its right
 * neighbour. 64 bits; pictures that look alike differ in few.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
	const pixels = await sharp(image)
		.flatten({ background: '#ffffff' })
		.greyscale()
		.resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
		.raw()
		.toBuffer()
	let hash = 0n
	for (let y = 0; y < 8; y += 1)
		for (let x = 0; x < 8; x += 1)
			hash =
				(hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n)
	return hash
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
	let bits = a ^ b
	let count = 0
	while (bits) {
		count += Number(bits & 1n)
		bits >>= 1n
	}
	return count
}

/**
 * Two pictures at most this many bits apart are "the same or near-the-same". 10 of 64 is the
 * usual line for dHash: a recompression, a resize or a small shift stays well inside it, while
 * different pictures land near 32 (half the bits).
 */
export const NEAR_DUPLICATE_BITS = 10
