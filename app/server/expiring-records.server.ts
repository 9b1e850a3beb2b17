/**
 * Every collection whose records end, for the one sweep (coordination/expiry.server.ts, decision
 * 055): each record carries `expiresAt`, set when it is written; on MongoDB a TTL index removes it,
 * elsewhere the sweep does. `legacy` is how the old sweep of a collection found ended records
 * written before they carried `expiresAt`; kept until none is left.
 */
import { DAY_MS, utcDay, utcDayBefore } from '#app/lib/utc-day.ts'
import { EDIT_STASH_MAX_AGE_MS } from '#app/server/admin/edit-stashes.server.ts'
import {
	expirySweepJob,
	sweepExpired,
	type ExpiringCollection,
} from '#app/server/coordination/expiry.server.ts'
import {
	CHANGE_RETENTION_MS,
	PAGE_CHANGES,
} from '#app/server/coordination/page-cache.server.ts'
import { ACTIVITY_KEEP_DAYS } from '#app/server/insights/activity.server.ts'
import {
	ActivityDay,
	AdminSessionRecord,
	AuditEntry,
	Claim,
	DailySalt,
	EditStash,
	OneTimeToken,
	NewsletterDelivery,
	RateLimitRecord,
	ReaderMark,
	SHARE_EVENTS_KEEP_DAYS,
	ShareEvent,
} from '#app/server/models/index.ts'
import { LEDGER_RETENTION_MS } from '#app/server/newsletter/send-ledger.server.ts'

const before = (ms: number) => (now: Date) => new Date(now.getTime() - ms)

export const EXPIRING_RECORDS: readonly ExpiringCollection[] = [
	// Claims with a lifetime (reader marks, fold turns, edits, mail windows) and lease terms.
	{ name: 'claims', collection: Claim.collection.collectionName },
	{ name: 'marks', collection: ReaderMark.collection.collectionName },
	{
		name: 'salts',
		collection: DailySalt.collection.collectionName,
		legacy: now => ({ _id: { $lt: utcDay(before(DAY_MS)(now)) } }),
	},
	{
		name: 'sessions',
		collection: AdminSessionRecord.collection.collectionName,
	},
	{
		name: 'editStashes',
		collection: EditStash.collection.collectionName,
		legacy: now => ({
			createdAt: { $lte: before(EDIT_STASH_MAX_AGE_MS)(now) },
		}),
	},
	// Invitations and password resets: a link past its end is refused before it is swept.
	{ name: 'oneTimeTokens', collection: OneTimeToken.collection.collectionName },
	{ name: 'rateLimits', collection: RateLimitRecord.collection.collectionName },
	{
		name: 'pageChanges',
		collection: PAGE_CHANGES,
		legacy: now => ({ at: { $lt: before(CHANGE_RETENTION_MS)(now) } }),
	},
	{
		name: 'activity',
		collection: ActivityDay.collection.collectionName,
		legacy: now => ({
			day: { $lt: utcDayBefore(utcDay(now), ACTIVITY_KEEP_DAYS) },
		}),
	},
	{
		name: 'shares',
		collection: ShareEvent.collection.collectionName,
		legacy: now => ({
			timestamp: { $lt: before(SHARE_EVENTS_KEEP_DAYS * DAY_MS)(now) },
		}),
	},
	{
		name: 'deliveries',
		collection: NewsletterDelivery.collection.collectionName,
		legacy: now => ({ at: { $lt: before(LEDGER_RETENTION_MS)(now) } }),
	},
	// The audit log: each entry ends AUDIT_KEEP_DAYS after it was written (docs/decisions/070).
	{ name: 'audit', collection: AuditEntry.collection.collectionName },
]

/** Deletes every ended record (of the collections named in `only`): tests and one-off commands. */
export function sweepExpiredRecords(
	now = new Date(),
	only?: readonly string[],
): Promise<Record<string, number>> {
	return sweepExpired(EXPIRING_RECORDS, now, only)
}

/** The periodic sweep (listed in periodic-jobs.server.ts). */
export const SWEEP_EXPIRED_RECORDS = expirySweepJob(EXPIRING_RECORDS)
