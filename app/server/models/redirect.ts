import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/** Who made a redirect: an editor (the form or a CSV) or an import of old posts. */
export const REDIRECT_ORIGINS = ['editor', 'csv', 'import'] as const
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number]

/**
 * An old address answering 301 (docs/decisions/063). The `_id` is the normalised "from"
 * (app/lib/redirect-paths.ts), so one address has one redirect however many writers race: a
 * second insert of the same `_id` fails on every MongoDB-wire server.
 */
export interface RedirectFields {
	_id: string
	to: string
	origin: RedirectOrigin
	/** The import that made it (its old post's address), when origin is "import". */
	importId?: string
	createdAt: Date
	updatedAt: Date
}

const redirectSchema = new Schema<RedirectFields>(
	{
		_id: { type: String, required: true },
		to: { type: String, required: true, trim: true },
		origin: { type: String, enum: REDIRECT_ORIGINS, required: true },
		importId: { type: String },
	},
	schemaOptions<RedirectFields>({ timestamps: true }),
)

export type RedirectModel = Model<RedirectFields>

export const Redirect: RedirectModel =
	(mongoose.models.Redirect as RedirectModel | undefined) ??
	mongoose.model<RedirectFields>('Redirect', redirectSchema, 'redirects')
