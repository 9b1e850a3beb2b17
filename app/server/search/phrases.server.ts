/**
 * Phrases without word positions: per article, a Bloom filter of the pairs of terms that stand next
 * to each other in it (8 bits a pair, 4 of them set in one 32-bit block, so a look-up touches one
 * cache line). A phrase can only be in an article whose filter holds each of its pairs; ~3 % of
 * articles without a given pair say they have it, so what passes is checked against the text
 * before a reader sees it (snippets.server.ts, `containsPhrase`). Storing positions instead
 * would cost about as much again as all the other postings.
 */
import { type BytePool } from './postings.server.ts'

export const BLOOM_BITS_PER_PAIR = 8
const BITS_SET = 4
/** The largest filter, in 32-bit blocks (8 KB: ~2,000 distinct pairs at 8 bits; beyond, more false positives). */
const MAX_BLOCKS = 2047

function mix(h: number): number {
	h ^= h >>> 16
	h = Math.imul(h, 0x85ebca6b)
	h ^= h >>> 13
	h = Math.imul(h, 0xc2b2ae35)
	return h ^ (h >>> 16)
}

/** The key of two terms side by side, in this order. */
export function pairKey(first: number, second: number): number {
	return mix(Math.imul(first, 0x9e3779b1) ^ second)
}

/** Where a pair's bits are: a 16-bit block hash (scaled to a filter's size) and the bits within the block. */
export function probeOf(key: number): [block: number, bits: number] {
	const h = mix(key ^ 0x5bd1e995)
	let bits = 0
	for (let k = 0; k < BITS_SET; k++) bits |= 1 << ((h >>> (5 * k)) & 31)
	return [key >>> 16, bits >>> 0]
}

/** The block of a 16-bit block hash in a filter of `blocks` blocks. */
function blockOf(hash: number, blocks: number): number {
	return (hash * blocks) >>> 16
}

/** Writes a filter of `pairs` into `pool`; its address and length in bytes. */
export function writePairFilter(
	pool: BytePool,
	pairs: Iterable<number>,
	count: number,
): { at: number; bytes: number } {
	const blocks = Math.min(
		MAX_BLOCKS,
		Math.max(2, Math.ceil((count * BLOOM_BITS_PER_PAIR) / 32)),
	)
	const at = pool.alloc(blocks * 4)
	for (const key of pairs) {
		const [hash, bits] = probeOf(key)
		const address = at + 4 * blockOf(hash, blocks)
		pool.writeUint32(address, (pool.readUint32(address) | bits) >>> 0)
	}
	return { at, bytes: blocks * 4 }
}

/** Whether the filter at `at` (of `bytes`) may hold every pair of `probes` (from probeOf, flattened). */
export function mayHoldAll(
	pool: BytePool,
	at: number,
	bytes: number,
	probes: readonly number[],
): boolean {
	const blocks = bytes >>> 2
	const page = pool.pages[Math.floor(at / pool.pageSize)]!
	const base = at % pool.pageSize
	for (let i = 0; i < probes.length; i += 2) {
		const o = base + 4 * blockOf(probes[i]!, blocks)
		const word =
			(page[o]! |
				(page[o + 1]! << 8) |
				(page[o + 2]! << 16) |
				(page[o + 3]! << 24)) >>>
			0
		const bits = probes[i + 1]!
		if ((word & bits) >>> 0 !== bits) return false
	}
	return true
}

/** Copies a filter from one pool to another (compaction). */
export function copyFilter(
	from: BytePool,
	at: number,
	bytes: number,
	to: BytePool,
): number {
	const target = to.alloc(bytes)
	const source = from.pages[Math.floor(at / from.pageSize)]!
	const offset = at % from.pageSize
	to.pages[Math.floor(target / to.pageSize)]!.set(
		source.subarray(offset, offset + bytes),
		target % to.pageSize,
	)
	return target
}
