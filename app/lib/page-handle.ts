/** What a route tells the root layout about its page (routes export it as `handle`). */
export interface PageHandle {
	/** The admin's compact chrome instead of the public masthead (routes/admin.tsx). */
	chrome?: 'admin'
	/** The page has its own newsletter sign-up block, so the footer's gives up the #subscribe anchor. */
	hasSignup?: boolean
	/** false: a reader page, sent without the React client, with the reader script (decision 051). */
	hydrate?: false
}

/** The reading pages: nothing on them needs React, so readers download 6 KB of script instead of 130. */
export const READER_PAGE = { hydrate: false } as const satisfies PageHandle

/** Whether any of the matched routes says `key` is `value`. */
export function pageSays<K extends keyof PageHandle>(
	matches: readonly { handle?: unknown }[],
	key: K,
	value: NonNullable<PageHandle[K]>,
): boolean {
	return matches.some(
		match => (match.handle as PageHandle | undefined)?.[key] === value,
	)
}
