/**
 * A list of confirmed subscribers with a realistic mix of choices (app/lib/newsletter-choices.ts,
 * decision record 068), and what each send should do with it, worked out here from the mix itself
 * and not by the app's rules, so a send that honours the choices wrongly shows in the counts.
 *
 * Out of every 20 subscribers: 8 take the daily digest (no topics), 3 turned the digest off (stories
 * only), 2 take breaking news only, 2 chose topics that include the story's category, 2 chose only
 * another topic, 1 is paused, 1 paused and the pause is over, 1 unsubscribed.
 */
import { randomBytes } from 'node:crypto'

/** The category of the bench's articles and story. */
export const BENCH_CATEGORY = 'personal-branding'

const DAY_MS = 86_400_000

interface Kind {
	label: string
	share: number
	fields: (now: Date) => Record<string, unknown>
	/** Receives the digest of the bench's articles (one of which is breaking news). */
	digest: boolean
	/** Receives the story send (an issue of one article in BENCH_CATEGORY). */
	story: boolean
}

const KINDS: Kind[] = [
	{
		label: 'daily digest',
		share: 8,
		fields: () => ({}),
		digest: true,
		story: true,
	},
	{
		label: 'digest off, stories only',
		share: 3,
		fields: () => ({ receives: 'stories' }),
		digest: false,
		story: true,
	},
	{
		label: 'breaking news only',
		share: 2,
		fields: () => ({ receives: 'breaking' }),
		digest: true,
		story: false,
	},
	{
		label: "topics with the story's",
		share: 2,
		fields: () => ({ topics: [BENCH_CATEGORY, 'audience-growth'] }),
		digest: true,
		story: true,
	},
	{
		label: 'another topic only',
		share: 2,
		fields: () => ({ topics: ['trust-building'] }),
		digest: false,
		story: false,
	},
	{
		label: 'paused',
		share: 1,
		fields: now => ({ pausedUntil: new Date(now.getTime() + 20 * DAY_MS) }),
		digest: false,
		story: false,
	},
	{
		label: 'pause over',
		share: 1,
		fields: now => ({ pausedUntil: new Date(now.getTime() - DAY_MS) }),
		digest: true,
		story: true,
	},
	{
		label: 'unsubscribed',
		share: 1,
		fields: now => ({ active: false, unsubscribedAt: now }),
		digest: false,
		story: false,
	},
]

/** Which kind subscriber `n` is: the kinds in turn, each its share of every 20. */
const kindOf = (() => {
	const slots = KINDS.flatMap(kind =>
		Array.from({ length: kind.share }, () => kind),
	)
	return (n: number) => slots[n % slots.length]!
})()

export type SendKind = 'digest' | 'story'

/** What a send to the list should come to. */
export interface Expected {
	/** Active subscribers (the send's recipients). */
	listed: number
	/** Messages that reach the mail server. */
	sent: number
	/** Recipients the send leaves out by their choices. */
	skipped: number
}

/** The mix's description and what a send to `total` subscribers of it should do. */
export function expectedOf(total: number, send: SendKind): Expected {
	let listed = 0
	let sent = 0
	for (let n = 0; n < total; n += 1) {
		const kind = kindOf(n)
		if (kind.label === 'unsubscribed') continue
		listed += 1
		if (kind[send]) sent += 1
	}
	return { listed, sent, skipped: listed - sent }
}

export const MIX_DESCRIPTION = KINDS.map(
	kind => `${kind.share * 5}% ${kind.label}`,
).join(', ')

/** Inserts `total` subscribers of the mix, 5,000 per write, signed up a day before `now`. */
export async function insertMixedSubscribers(
	collection: { insertMany(docs: never[], options: object): Promise<unknown> },
	total: number,
	now = new Date(),
): Promise<void> {
	const subscribedAt = new Date(now.getTime() - DAY_MS)
	for (let start = 0; start < total; start += 5000) {
		const batch = Array.from(
			{ length: Math.min(5000, total - start) },
			(_, index) => ({
				_id: randomBytes(9).toString('base64url'),
				email: `reader-${start + index}@bench.example`,
				subscribedAt,
				confirmedAt: subscribedAt,
				active: true,
				source: 'direct',
				contentType: 'newsletter',
				...kindOf(start + index).fields(now),
			}),
		)
		await collection.insertMany(batch as never[], { ordered: false })
	}
}
