import mongoose, { Schema, type Model } from 'mongoose'
import type { ImageMeta } from '#app/lib/image-upload.ts'
import { schemaOptions } from './shared.ts'

/** Staff write for the magazine; contributors are guests whose posts were published. */
export const AUTHOR_KINDS = ['staff', 'contributor'] as const
export type AuthorKind = (typeof AUTHOR_KINDS)[number]

/**
 * A byline's person, at /author/{slug}. The `_id` is the slug. An article names its author by
 * `name` (the SPEC's article has a text author), so a name belongs to one record; the services
 * keep it that way (ensureAuthor).
 */
export interface AuthorFields {
	_id: string
	name: string
	/** e.g. "Senior Editor, Audience Growth". */
	role: string
	/** One or two sentences: profile cards, meta descriptions, structured data. */
	shortBio: string
	/** Markdown, several paragraphs (optional: contributors often have only the short bio). */
	bio?: string
	photoUrl?: string
	photoAlt?: string
	photoMeta?: ImageMeta
	links: { label: string; url: string }[]
	expertise: string[]
	credentials: { label: string; detail: string }[]
	publications: string[]
	kind: AuthorKind
	createdAt: Date
	updatedAt: Date
}

const authorSchema = new Schema<AuthorFields>(
	{
		_id: { type: String, required: true },
		name: { type: String, required: true, trim: true },
		role: { type: String, required: true, trim: true },
		shortBio: { type: String, required: true, trim: true },
		bio: { type: String },
		photoUrl: { type: String, trim: true },
		photoAlt: { type: String, trim: true },
		photoMeta: {
			type: {
				_id: false,
				url: String,
				width: Number,
				height: Number,
				widths: { type: [Number], default: [] },
			},
			default: undefined,
		},
		links: {
			type: [
				{
					_id: false,
					label: { type: String, required: true },
					url: { type: String, required: true },
				},
			],
			default: [],
		},
		expertise: { type: [String], default: [] },
		credentials: {
			type: [
				{
					_id: false,
					label: { type: String, required: true },
					detail: { type: String, required: true },
				},
			],
			default: [],
		},
		publications: { type: [String], default: [] },
		kind: {
			type: String,
			enum: AUTHOR_KINDS,
			required: true,
			default: 'staff',
		},
	},
	schemaOptions<AuthorFields>({ timestamps: true }),
)

// Bylines are resolved by name.
authorSchema.index({ name: 1 })

export type AuthorModel = Model<AuthorFields>

export const Author: AuthorModel =
	(mongoose.models.Author as AuthorModel | undefined) ??
	mongoose.model<AuthorFields>('Author', authorSchema)
