/**
 * `work` on every item with at most `limit` running at once; the answers in the items' order. The
 * first failure is thrown once every started call has settled (none is left running behind it).
 */
export async function mapConcurrent<T, R>(
	items: readonly T[],
	limit: number,
	work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const results = new Array<R>(items.length)
	let next = 0
	let failure: { error: unknown } | undefined
	const worker = async () => {
		while (!failure && next < items.length) {
			const index = next
			next += 1
			try {
				results[index] = await work(items[index]!, index)
			} catch (error) {
				failure ??= { error }
			}
		}
	}
	await Promise.all(
		Array.from({ length: Math.min(limit, items.length) }, worker),
	)
	if (failure) throw failure.error
	return results
}
