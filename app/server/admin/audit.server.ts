/**
 * The audit log (issue 22 item 6, docs/decisions/070): who did what, when and from which address.
 *
 * - **Who** is known once per request: the admin middleware runs every signed-in admin page,
 *   action and admin API call inside `actingAs(person, ip)`, and `recordAudit` reads it from
 *   there, so the services that change things (an article's status, a subscriber's erasure, a
 *   save of the settings) record themselves without passing a person through every call. What
 *   happens outside a signed-in request (a failed sign-in, the scheduler publishing a booked
 *   article) names its actor itself.
 * - **Written once.** This module inserts and reads; there is no function that changes or removes
 *   an entry, and the model refuses updates and deletes. Entries end after AUDIT_KEEP_DAYS through
 *   the expiry sweep (a TTL index on MongoDB), which works on the collection, not the model.
 * - **Never in the way.** A failure to write an entry is logged and swallowed: the audit log must
 *   not turn a publish that happened into an error the editor retries.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import mongoose from 'mongoose'
import {
	AUDIT_KEEP_DAYS,
	AUDIT_PAGE_SIZE,
	type AuditAction,
} from '#app/content/audit.ts'
import { escapeRegExp, type Paged } from '#app/lib/admin-list.ts'
import { DAY_MS } from '#app/lib/utc-day.ts'
import { AuditEntry, type AuditEntryFields } from '#app/server/models/index.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { allOf, pageOf } from './lists.server.ts'

/** Who acts: a signed-in person, or someone named by what they typed (a failed sign-in). */
export interface AuditActor {
	id?: string
	name: string
	ip: string
}

const acting = new AsyncLocalStorage<AuditActor>()

/** Runs `work` (a signed-in admin request) with `actor` as the one every entry it records names. */
export function actingAs<T>(actor: AuditActor, work: () => T): T {
	return acting.run(actor, work)
}

/** Who this request acts as, for work it starts that records itself later (an import). */
export function currentActor(): AuditActor | undefined {
	return acting.getStore()
}

/** What an entry says beyond who and when. */
export interface AuditEvent {
	action: AuditAction
	subjectId?: string
	subjectLabel?: string
	detail?: string
	/** Who, when not the signed-in person of this request. */
	actor?: AuditActor
}

/** The actor of an entry written outside any signed-in request. */
export const SCHEDULER: AuditActor = { name: 'The scheduler', ip: '' }

/**
 * Records `event`. Outside a signed-in admin request and without an `actor`, nothing is recorded:
 * the public JSON API's own writes and the seed are not somebody's doing.
 */
export async function recordAudit(
	event: AuditEvent,
	at = new Date(),
): Promise<void> {
	const actor = event.actor ?? acting.getStore()
	if (!actor) return
	try {
		await AuditEntry.create({
			at,
			action: event.action,
			actorId: actor.id,
			actorName: actor.name,
			ip: actor.ip,
			subjectId: event.subjectId,
			subjectLabel: event.subjectLabel?.slice(0, 200),
			detail: event.detail?.slice(0, 300),
			expiresAt: new Date(at.getTime() + AUDIT_KEEP_DAYS * DAY_MS),
		})
	} catch (error) {
		logger.error(
			{ err: error, action: event.action },
			'audit entry not written',
		)
	}
}

/** The filters of /admin/audit. */
export interface AuditQuery {
	/** Words in what was acted on, its detail or the actor's name. */
	q?: string
	/** A staff member's id. */
	actorId?: string
	action?: AuditAction
	/** Inclusive bounds, as instants. */
	from?: Date
	until?: Date
	page: number
}

/** An entry as the page reads it: its id as text, its end left out. */
export type AuditRow = Omit<AuditEntryFields, '_id' | 'expiresAt'> & {
	id: string
}

const op = (operator: Record<string, unknown>) => mongoose.trusted(operator)

function auditFilter(query: AuditQuery): Record<string, unknown> {
	const at = {
		...(query.from ? { $gte: query.from } : {}),
		...(query.until ? { $lte: query.until } : {}),
	}
	const pattern = query.q ? new RegExp(escapeRegExp(query.q), 'i') : null
	return allOf(
		pattern
			? {
					$or: ['subjectLabel', 'detail', 'actorName'].map(field => ({
						[field]: pattern,
					})),
				}
			: {},
		query.actorId ? { actorId: query.actorId } : {},
		query.action ? { action: query.action } : {},
		Object.keys(at).length ? { at: op(at) } : {},
	)
}

function toRow({ _id, expiresAt: _end, ...entry }: AuditEntryFields): AuditRow {
	return { id: String(_id), ...entry }
}

/** One page of entries, newest first. */
export async function listAudit(query: AuditQuery): Promise<Paged<AuditRow>> {
	const paged = await pageOf(AuditEntry, {
		filter: auditFilter(query),
		sort: { at: -1, _id: -1 },
		page: query.page,
		pageSize: AUDIT_PAGE_SIZE,
	})
	return { ...paged, items: paged.items.map(toRow) }
}
