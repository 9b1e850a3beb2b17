import mongoose, { Schema, type Model } from 'mongoose'
import { randomId, schemaOptions } from './shared.ts'

/**
 * A sign-up as received, before anything was looked up. Every sign-up writes exactly this one
 * record and is answered, so the answer cannot tell a new address from a known one; the work
 * (creating the subscriber, the confirmation e-mail) happens afterwards and is deleted when done.
 */
export interface SignupRequestFields {
	_id: string
	email: string
	source?: string
	contentType?: string
	requestedAt: Date
	/** The processing attempt that holds it (each attempt is claimed once, see claims). */
	attempt: number
	claimedAt?: Date
}

const signupRequestSchema = new Schema<SignupRequestFields>(
	{
		_id: { type: String, default: randomId },
		email: { type: String, required: true },
		source: { type: String },
		contentType: { type: String },
		requestedAt: { type: Date, required: true, default: () => new Date() },
		attempt: { type: Number, required: true, default: 0 },
		claimedAt: { type: Date },
	},
	schemaOptions<SignupRequestFields>(),
)

export type SignupRequestModel = Model<SignupRequestFields>

export const SignupRequest: SignupRequestModel =
	(mongoose.models.SignupRequest as SignupRequestModel | undefined) ??
	mongoose.model<SignupRequestFields>(
		'SignupRequest',
		signupRequestSchema,
		'newsletter_signup_requests',
	)
