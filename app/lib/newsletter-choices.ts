/**
 * What a reader's newsletter choices mean for one message (decision record 068): pure, so the
 * digest, the preferences page and their tests read them the same way.
 */
import { PAUSE_DAYS, type NewsletterMode } from '#app/content/newsletter.ts'

export interface ReaderChoices {
	receives?: NewsletterMode
	topics?: readonly string[]
	pausedUntil?: Date
}

const DAY_MS = 86_400_000

/** True while the reader's pause lasts. */
export function isPaused(choices: ReaderChoices, at: Date): boolean {
	return Boolean(
		choices.pausedUntil && choices.pausedUntil.getTime() > at.getTime(),
	)
}

/** The mode a reader is in; records from before the preferences page get the daily digest. */
export function modeOf(choices: ReaderChoices): NewsletterMode {
	return choices.receives ?? 'daily'
}

/** The two digests (decision records 031 and 084): each morning's, and the week's. */
export type DigestKind = 'daily' | 'weekly'

/** Which digests each mode takes; "breaking news only" takes the daily one's breaking stories. */
const DIGESTS_OF: Record<NewsletterMode, readonly DigestKind[]> = {
	daily: ['daily'],
	weekly: ['weekly'],
	both: ['daily', 'weekly'],
	stories: [],
	breaking: ['daily'],
}

/** Whether a reader in this mode takes this digest at all. */
export function takesDigest(mode: NewsletterMode, kind: DigestKind): boolean {
	return DIGESTS_OF[mode].includes(kind)
}

/**
 * The articles of a digest this reader gets at `at`, in order: none while paused or with this
 * digest turned off; only those marked breaking for "breaking news only"; only their topics (none
 * chosen: every topic); none already sent to them (`alreadySent`, decision record 084). An empty
 * answer means the reader is sent nothing.
 */
export function digestSelection<
	T extends { id?: string; category: string; breaking?: boolean },
>(
	choices: ReaderChoices,
	articles: readonly T[],
	at: Date,
	kind: DigestKind = 'daily',
	alreadySent: (article: T) => boolean = () => false,
): T[] {
	if (isPaused(choices, at)) return []
	const mode = modeOf(choices)
	if (!takesDigest(mode, kind)) return []
	const kept = mode === 'breaking' ? articles.filter(a => a.breaking) : articles
	return inTopics(kept, choices.topics).filter(a => !alreadySent(a))
}

/** The items in the reader's topics, in their order; no topics chosen means every topic. */
export function inTopics<T extends { category: string }>(
	items: readonly T[],
	topics: readonly string[] | undefined,
): T[] {
	if (!topics || topics.length === 0) return [...items]
	const wanted = new Set(topics)
	return items.filter(item => wanted.has(item.category))
}

/** The end of a pause started at `now`: PAUSE_DAYS later. */
export function pauseEnd(now: Date): Date {
	return new Date(now.getTime() + PAUSE_DAYS * DAY_MS)
}

/**
 * Whether this reader gets an editor's issue at `at` (decision record 079), whose articles are in
 * `categories`: not while paused, not for "breaking news only" (an issue is not breaking news),
 * and with topics chosen only when one of its articles is in them. An issue without articles
 * (a letter from the editor) goes to every reader who takes issues, whatever their topics; a reader
 * who gets it gets all of it.
 */
export function receivesIssue(
	choices: ReaderChoices,
	categories: readonly string[],
	at: Date,
): boolean {
	if (isPaused(choices, at)) return false
	if (modeOf(choices) === 'breaking') return false
	if (categories.length === 0) return true
	return (
		inTopics(
			categories.map(category => ({ category })),
			choices.topics,
		).length > 0
	)
}
