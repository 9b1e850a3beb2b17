/**
 * What a test of the daily digest needs: a real SMTP listener the site sends through, the digest's
 * collections emptied before each test, and the clock of a digest due at 00:00 UTC (the file sets
 * NEWSLETTER_DIGEST_HOUR=0 and NEWSLETTER_TIME_ZONE=UTC before importing the app).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import {
	Article,
	Claim,
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterSubscriber,
	PublicationSettings,
	SendSlice,
	settingsVersionId,
} from '#app/server/models/index.ts'
import { utcDay, utcDayStart } from '#app/lib/utc-day.ts'
import {
	forgetSettings,
	settingsFromEnv,
} from '#app/server/site/settings.server.ts'
import { useEmailTransport } from '#app/server/platform/email.server.ts'
import { startMailSink, type MailSink, type ReceivedMail } from './mail-sink.ts'

export const HOUR = 3_600_000

let testDay = utcDay(new Date())

/**
 * Starts a test's digest day: today's UTC day stays the test's "today" until the next call (a test
 * that runs across midnight keeps one digest day), and the settings are the environment's with the
 * weekly digest three days away. These files test the daily digest, and on a Sunday (the weekly's
 * default day, at the same hour) the weekly one would go out beside it. Called before each test.
 */
export async function beginTestDay(): Promise<void> {
	testDay = utcDay(new Date())
	const env = settingsFromEnv()
	await PublicationSettings.deleteMany({})
	await PublicationSettings.create({
		_id: settingsVersionId(1),
		version: 1,
		siteName: env.siteName,
		description: env.description,
		logoUrl: env.logoUrl,
		...env.social,
		contactEmail: env.contactEmail,
		senderName: env.senderName,
		senderEmail: env.senderEmail,
		digestHour: env.digestHour,
		weeklyDay: (todayMidnight().getUTCDay() + 3) % 7,
		weeklyHour: env.weeklyHour,
		timeZone: env.timeZone,
		savedById: 'test',
		savedByName: 'Test',
	})
	forgetSettings()
}

/** 00:00 UTC on the test's day: the digest's hour, the end of its window. */
export const todayMidnight = () => utcDayStart(testDay)

/** Half an hour after the digest's hour: "now" for the job, within its grace period. */
export const digestNow = () => new Date(todayMidnight().getTime() + 30 * 60_000)

/** Starts the listener for the file and empties the digest's records before each test. */
export function startDigestFixture(): { sink(): MailSink } {
	let sink: MailSink | undefined
	beforeAll(async () => {
		sink = await startMailSink()
		useEmailTransport(sink.transport())
	})
	afterAll(async () => {
		useEmailTransport(undefined)
		await sink?.close()
	})
	beforeEach(async () => {
		await beginTestDay()
		sink?.clear()
		await Promise.all([
			NewsletterDigest.deleteMany({}),
			NewsletterDelivery.deleteMany({}),
			SendSlice.deleteMany({}),
			Claim.deleteMany({}),
			NewsletterSubscriber.deleteMany({}),
			Article.deleteMany({}),
		])
	})
	return {
		sink() {
			if (!sink) throw new Error('the mail listener has not started')
			return sink
		},
	}
}

/** Recipients that got more than one message. */
export function duplicates(messages: ReceivedMail[]): string[] {
	const seen = new Map<string, number>()
	for (const message of messages)
		for (const to of message.to) seen.set(to, (seen.get(to) ?? 0) + 1)
	return [...seen].filter(([, count]) => count > 1).map(([to]) => to)
}
