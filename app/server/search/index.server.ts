/**
 * Brandline's search index (decision 058): an in-process inverted index of the public articles,
 * derived from the database and held by each instance (lifecycle.server.ts keeps it current).
 * Words are analysed by text.server.ts, postings stored as bytes (postings.server.ts), phrases
 * pre-checked by per-article pair filters (phrases.server.ts), matched and scored by
 * matching.server.ts and scoring.server.ts.
 */
import {
	type DocumentTable,
	type SearchDoc,
	type StoredDoc,
} from './documents.server.ts'
import { DocumentTable as Table } from './documents.server.ts'
import {
	Collector,
	expandWord,
	type Expansion,
	MAX_EXPANSIONS,
	type MatchSources,
} from './matching.server.ts'
import {
	copyFilter,
	pairKey,
	probeOf,
	writePairFilter,
} from './phrases.server.ts'
import { FIELD, PostingCursor, PostingLists } from './postings.server.ts'
import { parseQuery, type ParsedQuery } from './query.server.ts'
import { type Adjacency, rankMatches } from './ranking.server.ts'
import { ADJACENCY_WEIGHT, idf } from './scoring.server.ts'
import { forgetStems, STOP_WORDS, stem, words } from './text.server.ts'
import { suggestQueries } from './suggestions.server.ts'
import { TermDictionary } from './vocabulary.server.ts'

export interface SearchOptions {
	/** A category slug. */
	category?: string
	/** Published at or after (ms). */
	from?: number
	/** Published at or before (ms). */
	to?: number
	limit?: number
	offset?: number
}

export interface Hit<Extra = unknown> {
	doc: StoredDoc<Extra>
	score: number
	/** Stems that matched in this article: give them to snippet() and markTerms(). */
	terms: string[]
}

export interface SearchResult<Extra = unknown> {
	/** Matching articles: exact, except for a phrase query with more matches than the page needs (an estimate then). */
	total: number
	totalExact: boolean
	/** Another page follows (exact). */
	hasMore: boolean
	hits: Hit<Extra>[]
	/** The query's phrases as stems: give them to snippet() and markTerms() too. */
	phrases: string[][]
}

export class SearchIndex<Extra = unknown> {
	private dictionary = new TermDictionary()
	private postings = new PostingLists()
	private docs: DocumentTable<Extra> = new Table<Extra>()
	private collector = new Collector()
	/** Per term, scratch for one article being added. */
	private fieldsOf = new Uint8Array(1024)
	private countOf = new Uint16Array(1024)
	private removedDuringBuild: Set<string> | undefined
	private built = false

	/** Live articles. */
	get size(): number {
		return this.docs.live
	}

	/** A build has finished: until then searches should be answered another way (results would be partial). */
	get ready(): boolean {
		return this.built
	}

	/** Share of article numbers that are dead (replaced or removed): compact or rebuild past ~0.25. */
	get deadRatio(): number {
		return this.docs.deadRatio
	}

	has(id: string): boolean {
		return this.docs.has(id)
	}

	stats() {
		return {
			articles: this.docs.live,
			articleNumbers: this.docs.next,
			terms: this.dictionary.count,
			words: this.dictionary.vocabulary.size,
			postingBytes: this.postings.bytes,
			filterBytes: this.docs.filters.bytes,
		}
	}

	private get sources(): MatchSources {
		return {
			dictionary: this.dictionary,
			postings: this.postings,
			docs: this.docs,
		}
	}

	/** Adds an article, or replaces the one with its id. */
	add(doc: SearchDoc<Extra>): void {
		this.docs.retire(doc.id)
		const touched: number[] = []
		const pairs = new Set<number>()
		let bodyLength = 0
		const field = (text: string, flag: number) => {
			let previous = -1
			for (const word of words(text)) {
				const term = this.dictionary.termOfWord(word, count =>
					this.ensureTerms(count),
				)
				if (previous >= 0) pairs.add(pairKey(previous, term))
				previous = term
				if (flag === FIELD.body) bodyLength++
				if (STOP_WORDS.has(word)) continue
				if (this.fieldsOf[term] === 0) touched.push(term)
				this.fieldsOf[term]! |= flag
				if (flag === FIELD.body && this.countOf[term]! < 65535)
					this.countOf[term]!++
			}
		}
		field(doc.headline, FIELD.headline)
		field(doc.summary, FIELD.summary)
		for (const tag of doc.tags) field(tag, FIELD.tags)
		field(doc.author, FIELD.author)
		field(doc.categoryName, FIELD.category)
		field(doc.text, FIELD.body)
		const { text: _text, ...stored } = doc
		const no = this.docs.admit(stored, bodyLength)
		for (const term of touched) {
			this.postings.append(term, no, this.fieldsOf[term]!, this.countOf[term]!)
			this.fieldsOf[term] = 0
			this.countOf[term] = 0
		}
		const filter = writePairFilter(this.docs.filters, pairs, pairs.size)
		this.docs.filterAt[no] = filter.at
		this.docs.filterBytes[no] = filter.bytes
	}

	/** Unpublished or deleted: true when it was here. */
	remove(id: string): boolean {
		this.removedDuringBuild?.add(id)
		return this.docs.retire(id) !== undefined
	}

	/**
	 * Adds every article of `source` (a database cursor) without blocking the event loop: adds for
	 * `sliceMs`, then yields. Articles added or removed meanwhile win over what the source says.
	 */
	async build(
		source: AsyncIterable<SearchDoc<Extra>> | Iterable<SearchDoc<Extra>>,
		sliceMs = 8,
	): Promise<void> {
		this.removedDuringBuild = new Set()
		let sliceStart = performance.now()
		try {
			for await (const doc of source) {
				if (!this.docs.has(doc.id) && !this.removedDuringBuild.has(doc.id))
					this.add(doc)
				if (performance.now() - sliceStart > sliceMs) {
					await new Promise(resolve => setImmediate(resolve))
					sliceStart = performance.now()
				}
			}
			this.built = true
		} finally {
			this.removedDuringBuild = undefined
			this.dictionary.settle()
			forgetStems()
		}
	}

	/** Rewrites postings and filters without the dead articles (blocks: ~1.5 s at 100,000; rebuild instead when large). */
	compact(): void {
		const map = this.docs.renumbering()
		const old = { postings: this.postings, docs: this.docs }
		this.docs = old.docs.compacted(map, (at, bytes, to) =>
			copyFilter(old.docs.filters, at, bytes, to),
		)
		this.postings = new PostingLists()
		this.postings.ensure(this.dictionary.count)
		const cursor = new PostingCursor()
		for (let term = 0; term < this.dictionary.count; term++) {
			if (old.postings.isEmpty(term)) continue
			cursor.open(old.postings, term)
			while (cursor.next()) {
				const no = map[cursor.doc]!
				if (no >= 0)
					this.postings.append(term, no, cursor.fields, cursor.bodyCount)
			}
		}
	}

	search(
		query: string | ParsedQuery,
		options: SearchOptions = {},
	): SearchResult<Extra> {
		const parsed = typeof query === 'string' ? parseQuery(query) : query
		const limit = Math.max(0, options.limit ?? 20)
		const offset = Math.max(0, options.offset ?? 0)
		const phrases = parsed.phrases.map(phrase => phrase.map(stem))
		const empty = {
			total: 0,
			totalExact: true,
			hasMore: false,
			hits: [],
			phrases,
		}
		const groups = this.groupsOf(parsed)
		const category =
			options.category === undefined
				? -1
				: this.docs.lookupCategory(options.category)
		const probes = this.phraseProbes(phrases)
		if (!groups || (options.category !== undefined && category < 0) || !probes)
			return empty
		this.collector.collect(this.sources, groups, {
			category,
			from: options.from ?? -Infinity,
			to: options.to ?? Infinity,
		})
		return this.page(parsed, groups, probes, phrases, { offset, limit })
	}

	/** "Did you mean": up to `max` rewrites of a query with unknown words, each with results. */
	suggest(query: string, max = 3): string[] {
		return suggestQueries(
			this.sources,
			query,
			rewritten => this.search(`${rewritten} `, { limit: 0 }).total > 0,
			max,
		)
	}

	/** Each query word's group of terms, rarest first; null when a word matches nothing (every word must). */
	private groupsOf(parsed: ParsedQuery): Expansion[][] | null {
		const wanted = [
			...parsed.words.map(item => ({ ...item, exactOnly: false })),
			...parsed.phrases
				.flat()
				.filter(word => !STOP_WORDS.has(word))
				.map(word => ({ word, prefix: false, exactOnly: true })),
		]
		const groups: Expansion[][] = []
		const stems = new Set<string>()
		let budget = MAX_EXPANSIONS
		for (const { word, prefix, exactOnly } of wanted) {
			const stemmed = stem(word)
			if (stems.has(stemmed) && !prefix) continue
			stems.add(stemmed)
			const room = Math.max(1, budget - (wanted.length - groups.length - 1))
			const group = expandWord(this.sources, word, { prefix, exactOnly, room })
			if (group.length === 0) return null
			budget -= group.length
			groups.push(group)
		}
		const df = (group: Expansion[]) =>
			group.reduce((sum, e) => sum + this.postings.df[e.term]!, 0)
		return groups.length ? groups.sort((a, b) => df(a) - df(b)) : null
	}

	/** The pair probes of every phrase (flattened); null when a phrase has a word no article holds. */
	private phraseProbes(phrases: string[][]): number[] | null {
		const probes: number[] = []
		for (const phrase of phrases) {
			const terms = phrase.map(stemmed => this.dictionary.termOfStem(stemmed))
			if (terms.some(term => term === undefined)) return null
			for (let i = 1; i < terms.length; i++)
				probes.push(...probeOf(pairKey(terms[i - 1]!, terms[i]!)))
		}
		return probes
	}

	/** Pairs of query words typed side by side that the index knows, with their bonus (scoring.server.ts). */
	private adjacenciesOf(parsed: ParsedQuery): Adjacency[] {
		const out: Adjacency[] = []
		for (const [a, b] of parsed.pairs) {
			const first = this.dictionary.termOfStem(stem(a))
			const second = this.dictionary.termOfStem(stem(b))
			if (first === undefined || second === undefined) continue
			const n = this.docs.live || 1
			const weight =
				(idf(this.postings.df[first]!, n) + idf(this.postings.df[second]!, n)) /
				2
			out.push({
				probe: probeOf(pairKey(first, second)),
				bonus: ADJACENCY_WEIGHT * weight,
			})
		}
		return out
	}

	/** The page of hits from what the collector matched. */
	private page(
		parsed: ParsedQuery,
		groups: Expansion[][],
		phraseProbes: number[],
		phrases: string[][],
		{ offset, limit }: { offset: number; limit: number },
	): SearchResult<Extra> {
		const { kept, total, totalExact } = rankMatches({
			collector: this.collector,
			docs: this.docs,
			groups: groups.length,
			phraseProbes,
			adjacencies: this.adjacenciesOf(parsed),
			keep: offset + limit + 1,
		})
		const stems = groups.flat().map(e => this.dictionary.stemOf(e.term))
		const matched = this.collector.matched
		const hits = kept.slice(offset, offset + limit).map(({ doc, score }) => ({
			doc: this.docs.doc(doc),
			score,
			terms: [
				...new Set(stems.filter((_, b) => b < 32 && matched[doc]! & (2 ** b))),
			],
		}))
		return {
			total,
			totalExact,
			hasMore: kept.length > offset + limit,
			hits,
			phrases,
		}
	}

	private ensureTerms(count: number): void {
		this.postings.ensure(count)
		if (count > this.fieldsOf.length) {
			const size = Math.max(count, this.fieldsOf.length * 2)
			const fields = new Uint8Array(size)
			fields.set(this.fieldsOf)
			this.fieldsOf = fields
			const counts = new Uint16Array(size)
			counts.set(this.countOf)
			this.countOf = counts
		}
	}
}
