import mongoose, { Schema, type Model } from 'mongoose'
import {
	STAFF_ROLES,
	STAFF_STATUSES,
	type StaffRole,
	type StaffStatus,
} from '#app/content/staff.ts'
import { schemaOptions } from './shared.ts'

/**
 * A person on the staff: their sign-in, role and status (docs/decisions/060).
 */
export interface StaffMemberFields {
	_id: string
	/** Lower-cased; unique. A removed person's becomes `removed+{id}@staff.invalid`, freeing it. */
	email: string
	name: string
	role: StaffRole
	status: StaffStatus
	/** argon2id (or an scrypt hash carried over from ADMIN_PASSWORD_HASH); none once removed. */
	passwordHash?: string
	/** The person made from ADMIN_EMAIL on an empty staff table: the owner. */
	owner?: boolean
	/** Owner only: the ADMIN_PASSWORD(_HASH) their password was last set from (see ensureOwner). */
	ownerSeed?: string
	/** Owner only: the ADMIN_EMAIL their address was last set from (see ensureOwner). */
	ownerEmailSeed?: string
	/** Replaced whenever every session of theirs must end (role, status or password change). */
	sessionEpoch: string
	lastSignInAt?: Date
	/** Two-factor sign-in (docs/decisions/074): the TOTP key, base64, once confirmed. */
	totpKey?: string
	/** A key shown for enrolment, not yet confirmed by a code. */
	totpPendingKey?: string
	/** SHA-256 (base64url) of each recovery code not yet used. */
	recoveryCodeHashes?: string[]
	/** Their byline's author record (its slug), linked on first need (docs/decisions/078). */
	authorId?: string
	createdAt: Date
	updatedAt: Date
}

const staffMemberSchema = new Schema<StaffMemberFields>(
	{
		_id: { type: String, required: true },
		email: { type: String, required: true, trim: true, lowercase: true },
		name: { type: String, required: true, trim: true },
		role: { type: String, enum: STAFF_ROLES, required: true },
		status: {
			type: String,
			enum: STAFF_STATUSES,
			required: true,
			default: 'active',
		},
		passwordHash: { type: String },
		owner: { type: Boolean },
		ownerSeed: { type: String },
		ownerEmailSeed: { type: String },
		sessionEpoch: { type: String, required: true },
		lastSignInAt: { type: Date },
		totpKey: { type: String },
		totpPendingKey: { type: String },
		recoveryCodeHashes: { type: [String], default: undefined },
		authorId: { type: String },
	},
	schemaOptions<StaffMemberFields>({ timestamps: true }),
)

// One account per address (FerretDB enforces unique indexes on insert too).
staffMemberSchema.index({ email: 1 }, { unique: true })

export type StaffMemberModel = Model<StaffMemberFields>

export const StaffMember: StaffMemberModel =
	(mongoose.models.StaffMember as StaffMemberModel | undefined) ??
	mongoose.model<StaffMemberFields>('StaffMember', staffMemberSchema, 'staff')
