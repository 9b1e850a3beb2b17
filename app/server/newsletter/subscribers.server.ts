/**
 * The newsletter list: sign-ups (answered before anything is looked up, so the answer never tells
 * whether an address was known), confirmed opt-in, leaving, and the admin's view of the list.
 */
import {
	SIGNUP_ACKNOWLEDGEMENT,
	type SubscriberStatus,
} from '#app/content/newsletter.ts'
import type { NewsletterSignup } from '#app/schemas/newsletter.ts'
import { deliverEmail } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { notFound } from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	NewsletterSubscriber,
	SignupRequest,
	type SignupRequestFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { isDuplicateKey, op } from '#app/server/models/shared.ts'
import { claim, readClaim } from '#app/server/coordination/claims.server.ts'
import { takeLease } from '#app/server/coordination/leases.server.ts'
import { verifyLinkToken, type LinkPurpose } from './links.server.ts'
import { composeSignupEmail } from './mail.server.tsx'

export interface SubscriberView {
	id: string
	email: string
	subscribedAt: string
	/** SPEC's flag. */
	active: boolean
	/** Pending (signed up, not confirmed), Active or Inactive. */
	status: SubscriberStatus
	confirmedAt?: string
	unsubscribedAt?: string
	/** Why the address was set inactive by a failed delivery. */
	bounceReason?: string
	source: string
	contentType: string
}

/** The words every sign-up is answered with, under the current opt-in setting. */
export function signupAcknowledgement(): {
	title: string
	description: string
} {
	return getEnv().NEWSLETTER_DOUBLE_OPT_IN
		? SIGNUP_ACKNOWLEDGEMENT.confirm
		: SIGNUP_ACKNOWLEDGEMENT.direct
}

/** A repeat sign-up within this time sends no second e-mail (nobody can flood an inbox through the form). */
const RESEND_GAP_MS = 10 * 60_000
/** A request this young is being handled by the instance that received it; the job leaves it alone. */
const FRESH_REQUEST_MS = 10_000
/**
 * An attempt claimed this long ago and not finished: its instance died (or its mail server hung
 * past every timeout of email.server.ts), and the job tries again.
 */
export const SIGNUP_LEASE_MS = 60_000

/**
 * Takes a sign-up. Whatever the address, this does the same work, one insert, and returns; the
 * caller answers the same words every time. Everything that depends on whether the address is
 * known happens afterwards (`processSignupRequest`, started here in the background and retried
 * by the periodic job if this instance dies first). Resolves once the request is stored, so an
 * acknowledged sign-up survives a crash.
 */
export async function requestSubscription(
	input: NewsletterSignup,
	{ processNow = true }: { processNow?: boolean } = {},
): Promise<string> {
	const request = await SignupRequest.create({
		email: input.email.trim().toLowerCase(),
		source: input.source,
		contentType: input.contentType,
		requestedAt: new Date(),
	})
	if (processNow) {
		setImmediate(() => {
			void processSignupRequest(request._id).catch((error: unknown) =>
				logger.warn(
					{ err: error },
					'sign-up not processed yet; the job retries it',
				),
			)
		})
	}
	return request._id
}

/** The kind of lease a sign-up's processing is held by (coordination/leases.server.ts). */
export const SIGNUP_LEASE = 'newsletter-signup'

/**
 * Runs a stored sign-up if this call takes its lease (the first, or the next once an earlier
 * holder's ran out): creates or reactivates the subscriber, sends what is due (confirmation link,
 * guide), and deletes the request. A temporary mail failure throws and leaves the request for a
 * later attempt.
 */
export async function processSignupRequest(
	requestId: string,
	{
		leaseMs = SIGNUP_LEASE_MS,
		now = new Date(),
	}: { leaseMs?: number; now?: Date } = {},
): Promise<boolean> {
	const lease = await takeLease(SIGNUP_LEASE, requestId, {
		forMs: leaseMs,
		now,
	})
	if (!lease) return false
	const request = await SignupRequest.findOneAndUpdate(
		{ _id: requestId },
		{ $set: { attempt: lease.term, claimedAt: new Date() } },
		{ returnDocument: 'after' },
	).lean<SignupRequestFields>()
	if (!request) return false
	await applySignup(request)
	await SignupRequest.deleteOne({ _id: requestId })
	return true
}

async function applySignup(request: SignupRequestFields): Promise<void> {
	const doubleOptIn = getEnv().NEWSLETTER_DOUBLE_OPT_IN
	const now = new Date()
	let subscriber = await NewsletterSubscriber.findOne({
		email: request.email,
	}).lean<SubscriberFields>()
	let fresh = false
	let lostRace = false
	if (!subscriber) {
		// Sign-ups of one address moments apart may be processed in any order (and on different
		// instances): whichever creates the subscriber takes the form and time of the first of them.
		const [first] = await SignupRequest.find({ email: request.email })
			.sort({ requestedAt: 1, _id: 1 })
			.limit(1)
			.lean<SignupRequestFields[]>()
		const origin =
			first && first.requestedAt <= request.requestedAt ? first : request
		try {
			const created = await NewsletterSubscriber.create({
				email: request.email,
				source: origin.source ?? 'direct',
				contentType: origin.contentType ?? 'newsletter',
				subscribedAt: origin.requestedAt,
				...(doubleOptIn ? { pending: true } : { confirmedAt: now }),
			})
			subscriber = created.toObject({ transform: false })
			fresh = true
		} catch (error) {
			// The same address signed up twice at once: the unique index let one in.
			if (!isDuplicateKey(error)) throw error
			lostRace = true
			subscriber = await NewsletterSubscriber.findOne({
				email: request.email,
			}).lean<SubscriberFields>()
			if (!subscriber) throw error
		}
	} else if (!subscriber.active) {
		// Back after leaving (or a bounce). Anyone can type an address, so under confirmed opt-in the
		// owner confirms again before anything is sent to it.
		subscriber = await NewsletterSubscriber.findOneAndUpdate(
			{ _id: subscriber._id },
			{
				$set: {
					active: true,
					...(doubleOptIn
						? { pending: true }
						: { pending: false, confirmedAt: now }),
				},
				$unset: { unsubscribedAt: 1, bouncedAt: 1, bounceReason: 1 },
			},
			{ returnDocument: 'after' },
		).lean<SubscriberFields>()
		if (!subscriber) return
		fresh = true
	}

	const confirm = subscriber.pending === true
	const withGuide =
		request.contentType === 'pdf-guide' &&
		(await claimMailWindow(`guide:${subscriber._id}`, request._id, now))
	// A lost race for a new address: the request that created it sends its e-mail.
	const confirmDue =
		confirm &&
		!lostRace &&
		(await claimMailWindow(`confirmation:${subscriber._id}`, request._id, now))
	const welcomeDue = !confirm && fresh
	if (!confirmDue && !withGuide && !welcomeDue) return

	const email = await composeSignupEmail(
		{ id: subscriber._id, email: subscriber.email },
		{ confirm, withGuide, requestId: request._id },
	)
	const result = await deliverEmail(email)
	if (result.status === 'temporary-failure')
		throw new Error(`sign-up e-mail to be retried: ${result.reason}`)
	if (result.status === 'permanent-failure')
		await markUndeliverable(subscriber._id, result.reason)
}

/**
 * At most one e-mail of a kind per address per RESEND_GAP, however many sign-ups arrive at once
 * (on any instance): the window is claimed with an insert. A retry of the same request keeps it.
 */
async function claimMailWindow(
	kind: string,
	requestId: string,
	now: Date,
): Promise<boolean> {
	const id = `${kind}:${Math.floor(now.getTime() / RESEND_GAP_MS)}`
	if (
		await claim(id, { holder: requestId, lifetimeMs: 2 * RESEND_GAP_MS, now })
	)
		return true
	return (await readClaim(id))?.holder === requestId
}

/**
 * The periodic job's part: sign-ups whose instance did not finish them (it died, or the mail
 * server was away) get another attempt once the previous one's lease has run out.
 */
export async function processPendingSignups(
	now = new Date(),
): Promise<{ processed: number; failed: number }> {
	const lease = SIGNUP_LEASE_MS
	const stale = await SignupRequest.find({
		$or: [
			{
				claimedAt: op({ $exists: false }),
				requestedAt: op({ $lt: new Date(now.getTime() - FRESH_REQUEST_MS) }),
			},
			{ claimedAt: op({ $lt: new Date(now.getTime() - lease) }) },
		],
	})
		.limit(200)
		.lean<SignupRequestFields[]>()
	let processed = 0
	let failed = 0
	for (const request of stale) {
		try {
			if (await processSignupRequest(request._id, { now })) processed += 1
		} catch (error) {
			failed += 1
			logger.warn(
				{ err: error, attempt: request.attempt + 1 },
				'sign-up not processed yet; trying again later',
			)
		}
	}
	return { processed, failed }
}

/** A permanent delivery failure: the address gets nothing more until it signs up again. */
export async function markUndeliverable(
	subscriberId: string,
	reason: string,
	now = new Date(),
): Promise<void> {
	await NewsletterSubscriber.updateOne(
		{ _id: subscriberId },
		{
			$set: {
				active: false,
				bouncedAt: now,
				bounceReason: reason.slice(0, 300),
			},
		},
	)
}

export interface LinkSubscriber {
	id: string
	email: string
	status: SubscriberStatus
}

export async function subscriberForLink(
	purpose: LinkPurpose,
	token: string,
): Promise<SubscriberFields> {
	const id = verifyLinkToken(purpose, token)
	const subscriber = id
		? await NewsletterSubscriber.findById(id).lean<SubscriberFields>()
		: null
	if (!subscriber)
		throw notFound(
			'This link is not valid any more. Please sign up again from any page of the site.',
		)
	return subscriber
}

/** Who a confirmation or unsubscribe link speaks for, and their status (for the page; changes nothing). */
export async function findLinkSubscriber(
	purpose: 'confirm' | 'unsubscribe',
	token: string,
): Promise<LinkSubscriber> {
	const subscriber = await subscriberForLink(purpose, token)
	return {
		id: subscriber._id,
		email: subscriber.email,
		status: statusOf(subscriber),
	}
}

/** The confirmation link's button: the address is confirmed and active. Doing it twice is harmless. */
export async function confirmSubscription(
	token: string,
	now = new Date(),
): Promise<LinkSubscriber> {
	const subscriber = await subscriberForLink('confirm', token)
	if (statusOf(subscriber) !== 'active') {
		await NewsletterSubscriber.updateOne(
			{ _id: subscriber._id },
			{
				$set: { active: true, pending: false, confirmedAt: now },
				$unset: { unsubscribedAt: 1, bouncedAt: 1, bounceReason: 1 },
			},
		)
	}
	return { id: subscriber._id, email: subscriber.email, status: 'active' }
}

/** Leaves the list (the e-mail's link, a mail client's one-click POST, the preferences page). */
export async function unsubscribe(
	token: string,
	now = new Date(),
	purpose: LinkPurpose = 'unsubscribe',
): Promise<LinkSubscriber> {
	const subscriber = await subscriberForLink(purpose, token)
	if (subscriber.active) {
		await NewsletterSubscriber.updateOne(
			{ _id: subscriber._id },
			{ $set: { active: false, unsubscribedAt: now } },
		)
	}
	return { id: subscriber._id, email: subscriber.email, status: 'inactive' }
}

/** Changed their mind on the unsubscribe page: the link came from their inbox, so no new confirmation. */
export async function resubscribe(
	token: string,
	now = new Date(),
	purpose: LinkPurpose = 'unsubscribe',
): Promise<LinkSubscriber> {
	const subscriber = await subscriberForLink(purpose, token)
	await NewsletterSubscriber.updateOne(
		{ _id: subscriber._id },
		{
			$set: {
				active: true,
				pending: false,
				confirmedAt: subscriber.confirmedAt ?? now,
			},
			$unset: { unsubscribedAt: 1, bouncedAt: 1, bounceReason: 1 },
		},
	)
	return { id: subscriber._id, email: subscriber.email, status: 'active' }
}

export async function listSubscribers(): Promise<SubscriberView[]> {
	const docs = await NewsletterSubscriber.find()
		.sort({ subscribedAt: -1, _id: 1 })
		.lean<SubscriberFields[]>()
	return docs.map(toView)
}

export function statusOf(
	doc: Pick<SubscriberFields, 'active' | 'pending'>,
): SubscriberStatus {
	if (!doc.active) return 'inactive'
	return doc.pending ? 'pending' : 'active'
}

function toView(doc: SubscriberFields): SubscriberView {
	return {
		id: doc._id,
		email: doc.email,
		subscribedAt: new Date(doc.subscribedAt).toISOString(),
		active: doc.active,
		status: statusOf(doc),
		confirmedAt: doc.confirmedAt?.toISOString(),
		unsubscribedAt: doc.unsubscribedAt?.toISOString(),
		bounceReason: doc.bounceReason,
		source: doc.source ?? 'direct',
		contentType: doc.contentType ?? 'newsletter',
	}
}
