/**
 * A reader's newsletter preferences (decision record 068), reached through a signed link in every
 * message: what they receive, their topics, a pause, leaving. The token is the authority; each
 * change is one plain last-writer-wins update of the subscriber (two tabs saving at once: the later
 * save stands, which is what the reader did last).
 */
import { modeOf, pauseEnd } from '#app/lib/newsletter-choices.ts'
import type {
	NewsletterMode,
	SubscriberStatus,
} from '#app/content/newsletter.ts'
import {
	NewsletterSubscriber,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import type { NewsletterChoicesInput } from '#app/schemas/newsletter-preferences.ts'
import {
	resubscribe,
	statusOf,
	subscriberForLink,
	unsubscribe,
} from './subscribers.server.ts'

export interface ReaderPreferences {
	email: string
	status: SubscriberStatus
	receives: NewsletterMode
	/** Empty: every topic. */
	topics: string[]
	/** While paused, when the pause ends. */
	pausedUntil?: Date
}

function toPreferences(
	subscriber: SubscriberFields,
	now: Date,
): ReaderPreferences {
	const paused =
		subscriber.pausedUntil && subscriber.pausedUntil.getTime() > now.getTime()
	return {
		email: subscriber.email,
		status: statusOf(subscriber),
		receives: modeOf(subscriber),
		topics: subscriber.topics ?? [],
		...(paused ? { pausedUntil: subscriber.pausedUntil } : {}),
	}
}

/** What the page shows; reading changes nothing. A forged or tampered token is not found. */
export async function readPreferences(
	token: string,
	now = new Date(),
): Promise<ReaderPreferences> {
	return toPreferences(await subscriberForLink('preferences', token), now)
}

async function update(
	token: string,
	now: Date,
	set: Partial<SubscriberFields>,
	unset?: 'pausedUntil',
): Promise<void> {
	const subscriber = await subscriberForLink('preferences', token)
	await NewsletterSubscriber.updateOne(
		{ _id: subscriber._id },
		{
			$set: { ...set, preferencesChangedAt: now },
			...(unset ? { $unset: { [unset]: 1 } } : {}),
		},
	)
}

/** What the reader receives and their topics. */
export async function saveChoices(
	token: string,
	{ receives, topics }: Pick<NewsletterChoicesInput, 'receives' | 'topics'>,
	now = new Date(),
): Promise<void> {
	await update(token, now, { receives, topics: [...new Set(topics ?? [])] })
}

/** Nothing is sent for a month from now; the end is returned for the page to show. */
export async function pauseNewsletter(
	token: string,
	now = new Date(),
): Promise<Date> {
	const until = pauseEnd(now)
	await update(token, now, { pausedUntil: until })
	return until
}

export async function resumeNewsletter(
	token: string,
	now = new Date(),
): Promise<void> {
	await update(token, now, {}, 'pausedUntil')
}

/** "Unsubscribe from all": the same as the unsubscribe link; "Subscribe again" undoes it. */
export async function leaveFromPreferences(
	token: string,
	now = new Date(),
): Promise<void> {
	await unsubscribe(token, now, 'preferences')
}

export async function rejoinFromPreferences(
	token: string,
	now = new Date(),
): Promise<void> {
	await resubscribe(token, now, 'preferences')
}
