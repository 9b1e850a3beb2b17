/**
 * The front page fills its sections top to bottom from candidate lists (SPEC §2: Featured Today,
 * then the sections), and no article appears twice: each section takes the next eligible
 * candidates that no section above it has shown.
 */
export interface SectionRequest<K extends string, T extends { id: string }> {
	key: K
	/** How many the section shows (fewer when candidates run out). */
	count: number
	/** Eligible articles in the section's own order (newest first, say). */
	candidates: readonly T[]
}

/** Fills each section in the given order; `shown` holds ids already on the page (the lead story). */
export function fillSections<K extends string, T extends { id: string }>(
	requests: readonly SectionRequest<K, T>[],
	shown: Iterable<string> = [],
): Record<K, T[]> {
	const taken = new Set(shown)
	const filled = {} as Record<K, T[]>
	for (const { key, count, candidates } of requests) {
		const picked: T[] = []
		for (const candidate of candidates) {
			if (picked.length >= count) break
			if (taken.has(candidate.id)) continue
			taken.add(candidate.id)
			picked.push(candidate)
		}
		filled[key] = picked
	}
	return filled
}

/**
 * How many candidates a section must read so that it can still fill after every section above it
 * (and the lead) took theirs: its own count plus every slot before it.
 */
export function candidateLimits<K extends string>(
	sections: readonly { key: K; count: number }[],
	alreadyShown = 0,
): Record<K, number> {
	const limits = {} as Record<K, number>
	let before = alreadyShown
	for (const { key, count } of sections) {
		limits[key] = count + before
		before += count
	}
	return limits
}
