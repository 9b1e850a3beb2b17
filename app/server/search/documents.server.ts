/**
 * The articles an index holds, by dense article number. A number is never reused: an article
 * replaced or removed leaves a dead number (its postings stay until the index is compacted or
 * rebuilt), so postings stay in increasing order without rewriting them.
 */
import { BytePool, grow } from './postings.server.ts'

/** What the index is given for one article. */
export interface SearchDoc<Extra = unknown> {
	id: string
	headline: string
	summary: string
	/** The body as plain text (text.server.ts, htmlToText). Indexed, not kept. */
	text: string
	/** Tag names as shown. */
	tags: readonly string[]
	author: string
	/** Category slug: filtered on, not searched. */
	category: string
	/** Category title: searched. */
	categoryName: string
	/** Milliseconds since the epoch. */
	publishedAt: number
	/** Anything else a result needs without reading the database (an address). */
	extra: Extra
}

/** What the index keeps of an article, and gives back with each hit. */
export type StoredDoc<Extra = unknown> = Omit<SearchDoc<Extra>, 'text'>

export class DocumentTable<Extra = unknown> {
	/** Article numbers handed out (live and dead). */
	next = 0
	live = 0
	/** Body words of the live articles (for BM25's average length). */
	bodyWords = 0
	alive = new Uint8Array(1024)
	published = new Float64Array(1024)
	category = new Uint8Array(1024)
	bodyLength = new Uint16Array(1024)
	filterAt = new Uint32Array(1024)
	filterBytes = new Uint32Array(1024)
	filters = new BytePool()
	private stored: (StoredDoc<Extra> | undefined)[] = []
	private numberOf = new Map<string, number>()
	private categoryCodes = new Map<string, number>()

	/** A new number for `doc` (the caller removed any older version first). */
	admit(doc: StoredDoc<Extra>, bodyLength: number): number {
		const no = this.next++
		this.ensure(no + 1)
		this.stored[no] = doc
		this.numberOf.set(doc.id, no)
		this.alive[no] = 1
		this.published[no] = doc.publishedAt
		this.category[no] = this.codeOf(doc.category)
		this.bodyLength[no] = Math.min(bodyLength, 65535)
		this.bodyWords += this.bodyLength[no]
		this.live += 1
		return no
	}

	/** Marks an article dead; its number if it was here. */
	retire(id: string): number | undefined {
		const no = this.numberOf.get(id)
		if (no === undefined) return undefined
		this.numberOf.delete(id)
		this.alive[no] = 0
		this.stored[no] = undefined
		this.live -= 1
		this.bodyWords -= this.bodyLength[no]!
		return no
	}

	has(id: string): boolean {
		return this.numberOf.has(id)
	}

	doc(no: number): StoredDoc<Extra> {
		return this.stored[no]!
	}

	/** The code of a category slug for filtering; -1 if no article ever had it. */
	lookupCategory(slug: string): number {
		return this.categoryCodes.get(slug) ?? -1
	}

	get averageBodyLength(): number {
		return this.live ? this.bodyWords / this.live : 1
	}

	get deadRatio(): number {
		return this.next === 0 ? 0 : 1 - this.live / this.next
	}

	/** The live articles renumbered 0 … live − 1 in order: old number → new (−1 for the dead). */
	renumbering(): Int32Array {
		const map = new Int32Array(this.next).fill(-1)
		let n = 0
		for (let no = 0; no < this.next; no++) if (this.alive[no]) map[no] = n++
		return map
	}

	/** A table of the live articles only, numbered by `map`; filters copied by `copyFilter`. */
	compacted(
		map: Int32Array,
		copyFilter: (at: number, bytes: number, to: BytePool) => number,
	): DocumentTable<Extra> {
		const table = new DocumentTable<Extra>()
		table.categoryCodes = this.categoryCodes
		for (let no = 0; no < this.next; no++) {
			if (map[no]! < 0) continue
			const k = table.admit(this.stored[no]!, this.bodyLength[no]!)
			table.category[k] = this.category[no]!
			table.filterAt[k] = copyFilter(
				this.filterAt[no]!,
				this.filterBytes[no]!,
				table.filters,
			)
			table.filterBytes[k] = this.filterBytes[no]!
		}
		return table
	}

	private codeOf(slug: string): number {
		let code = this.categoryCodes.get(slug)
		if (code === undefined) {
			code = this.categoryCodes.size
			if (code > 255) throw new Error('more than 256 categories')
			this.categoryCodes.set(slug, code)
		}
		return code
	}

	private ensure(count: number): void {
		if (count <= this.alive.length) return
		this.alive = grow(this.alive, count)
		this.published = grow(this.published, count)
		this.category = grow(this.category, count)
		this.bodyLength = grow(this.bodyLength, count)
		this.filterAt = grow(this.filterAt, count)
		this.filterBytes = grow(this.filterBytes, count)
	}
}
