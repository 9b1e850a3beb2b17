/**
 * Postings: for each term, the articles that contain it, as bytes. 100,000 articles of ~950 words
 * hold ~35 million (term, article) pairs; as JavaScript objects or Map entries they would take
 * 1–1.6 GB, as bytes here ~2.8 each (decision 058).
 *
 * A posting is the gap to the term's previous article number (a varint), one byte of field flags
 * (bits 0–5, which fields hold the word) and, when the body does, the body's count of it: in bits
 * 6–7 of the flags byte when 1–3, else in the next byte (capped at 255). A term's postings are a
 * chain of slices of growing size (16 bytes to 64 KiB, as Lucene's in-memory postings do) in
 * 1 MiB pages; the last 4 bytes of a slice hold the address of the next. A posting never
 * straddles two slices.
 */

/** Fields a word can be found in (the flags byte of a posting). */
export const FIELD = {
	headline: 1,
	summary: 2,
	tags: 4,
	author: 8,
	category: 16,
	body: 32,
} as const

export const SLICE_SIZES = [
	16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536,
] as const
const TOP_LEVEL = SLICE_SIZES.length - 1
/** The longest posting: a 5-byte gap, the flags, a count. */
export const MAX_POSTING = 7
const DEFAULT_PAGE_BITS = 20

/** Bytes in fixed pages; an address is page × page size + offset. */
export class BytePool {
	readonly pages: Uint8Array[] = []
	readonly pageBits: number
	readonly pageSize: number
	private offset: number

	constructor(pageBits = DEFAULT_PAGE_BITS) {
		this.pageBits = pageBits
		this.pageSize = 2 ** pageBits
		this.offset = this.pageSize
	}

	/** `size` contiguous bytes (never more than a page). */
	alloc(size: number): number {
		if (this.offset + size > this.pageSize) {
			this.pages.push(new Uint8Array(this.pageSize))
			this.offset = 0
		}
		const address = (this.pages.length - 1) * this.pageSize + this.offset
		this.offset += size
		return address
	}

	get bytes(): number {
		return this.pages.length * this.pageSize
	}

	readUint32(address: number): number {
		const page = this.pages[Math.floor(address / this.pageSize)]!
		const at = address % this.pageSize
		return (
			(page[at]! |
				(page[at + 1]! << 8) |
				(page[at + 2]! << 16) |
				(page[at + 3]! << 24)) >>>
			0
		)
	}

	writeUint32(address: number, value: number): void {
		const page = this.pages[Math.floor(address / this.pageSize)]!
		const at = address % this.pageSize
		page[at] = value & 0xff
		page[at + 1] = (value >>> 8) & 0xff
		page[at + 2] = (value >>> 16) & 0xff
		page[at + 3] = value >>> 24
	}
}

type Growable = Uint8Array | Uint32Array | Int32Array

/** A copy of `array` with room for `need` items (doubling), or `array` if it has room. */
export function grow<
	T extends Growable | Float32Array | Float64Array | Uint16Array,
>(array: T, need: number): T {
	if (need <= array.length) return array
	const Kind = array.constructor as new (length: number) => T
	const grown = new Kind(Math.max(need, array.length * 2))
	grown.set(array)
	return grown
}

/** Every term's chain of postings. Articles must be appended to a term in increasing number. */
export class PostingLists {
	readonly pool: BytePool
	head = new Uint32Array(1024)
	tail = new Uint32Array(1024)
	private end = new Uint32Array(1024)
	private level = new Uint8Array(1024)
	private lastDoc = new Int32Array(1024).fill(-1)
	/** Articles per term (dead ones included until the index is compacted). */
	df = new Uint32Array(1024)

	constructor(pageBits = DEFAULT_PAGE_BITS) {
		this.pool = new BytePool(pageBits)
	}

	/** Makes room for terms 0 … count − 1. */
	ensure(count: number): void {
		if (count <= this.head.length) return
		this.head = grow(this.head, count)
		this.tail = grow(this.tail, count)
		this.end = grow(this.end, count)
		this.level = grow(this.level, count)
		const old = this.lastDoc.length
		this.lastDoc = grow(this.lastDoc, count)
		this.lastDoc.fill(-1, old)
		this.df = grow(this.df, count)
	}

	isEmpty(term: number): boolean {
		return this.head[term] === this.tail[term]
	}

	/** Appends article `doc` (greater than the term's last) with its field flags and body count. */
	append(term: number, doc: number, fields: number, bodyCount: number): void {
		if (this.end[term] === 0 && this.head[term] === this.tail[term]) {
			const first = this.pool.alloc(SLICE_SIZES[0])
			this.head[term] = first
			this.tail[term] = first
			this.end[term] = first + SLICE_SIZES[0] - 4
			this.level[term] = 0
		}
		if (this.end[term]! - this.tail[term]! < MAX_POSTING) this.nextSlice(term)
		let gap = doc - this.lastDoc[term]! - 1
		this.lastDoc[term] = doc
		this.df[term]! += 1
		while (gap >= 0x80) {
			this.writeByte(term, (gap & 0x7f) | 0x80)
			gap >>>= 7
		}
		this.writeByte(term, gap)
		const count = Math.min(bodyCount, 255)
		if (fields & FIELD.body && count <= 3)
			this.writeByte(term, fields | (count << 6))
		else {
			this.writeByte(term, fields)
			if (fields & FIELD.body) this.writeByte(term, count)
		}
	}

	get bytes(): number {
		return this.pool.bytes
	}

	private nextSlice(term: number): void {
		const level = Math.min(this.level[term]! + 1, TOP_LEVEL)
		const size = SLICE_SIZES[level]!
		const next = this.pool.alloc(size)
		this.pool.writeUint32(this.end[term]!, next)
		this.level[term] = level
		this.end[term] = next + size - 4
		this.tail[term] = next
	}

	private writeByte(term: number, value: number): void {
		const address = this.tail[term]!
		this.pool.pages[Math.floor(address / this.pool.pageSize)]![
			address % this.pool.pageSize
		] = value
		this.tail[term] = address + 1
	}
}

/**
 * Reads one term's postings in order: `open(term)`, then while `next()`: `doc`, `fields`,
 * `bodyCount`. Allocation-free, so the search loop can use one for every term it reads.
 */
export class PostingCursor {
	doc = -1
	fields = 0
	bodyCount = 0
	private pages: Uint8Array[] = []
	private pageBits = DEFAULT_PAGE_BITS
	private mask = 0
	private at = 0
	private stop = 0
	private end = 0
	private level = 0

	open(lists: PostingLists, term: number): void {
		this.pages = lists.pool.pages
		this.pageBits = lists.pool.pageBits
		this.mask = lists.pool.pageSize - 1
		this.at = lists.head[term]!
		this.stop = lists.tail[term]!
		this.level = 0
		this.end = this.at + SLICE_SIZES[0] - 4
		this.doc = -1
	}

	/** Reads the next posting; false at the end. */
	next(): boolean {
		let at = this.at
		if (at === this.stop) return false
		if (this.end - at < MAX_POSTING) {
			const page = this.pages[this.end >>> this.pageBits]!
			const o = this.end & this.mask
			at =
				(page[o]! |
					(page[o + 1]! << 8) |
					(page[o + 2]! << 16) |
					(page[o + 3]! << 24)) >>>
				0
			if (this.level < TOP_LEVEL) this.level++
			this.end = at + SLICE_SIZES[this.level]! - 4
		}
		const page = this.pages[at >>> this.pageBits]!
		let o = at & this.mask
		let byte = page[o++]!
		let gap = byte & 0x7f
		for (let shift = 7; byte & 0x80; shift += 7) {
			byte = page[o++]!
			gap += (byte & 0x7f) * 2 ** shift
		}
		this.doc += gap + 1
		const flags = page[o++]!
		this.fields = flags & 63
		this.bodyCount = flags & FIELD.body ? flags >>> 6 || page[o++]! : 0
		this.at = at - (at & this.mask) + o
		return true
	}
}
