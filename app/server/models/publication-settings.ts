import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * One saved version of the publication's settings (docs/decisions/066). Every save inserts the
 * next version under a deterministic `_id` (`settingsVersionId`), so of two saves made from the
 * same version exactly one is stored on every MongoDB-wire server (a second insert of the same
 * `_id` fails); the settings in force are the highest version. Nothing is ever updated in place.
 */
export interface PublicationSettingsFields {
	_id: string
	version: number
	siteName: string
	description: string
	/** '' when the publication has no logo. */
	logoUrl: string
	socialLinkedin: string
	socialX: string
	socialYoutube: string
	socialInstagram: string
	socialFacebook: string
	contactEmail: string
	senderName: string
	senderEmail: string
	digestHour: number
	/** The weekly digest's day (0 Sunday … 6 Saturday) and hour in the zone (docs/decisions/084); absent in older versions. */
	weeklyDay?: number
	weeklyHour?: number
	timeZone: string
	/** Administrators sign in with a second factor (docs/decisions/074); absent in older versions. */
	requireAdminTwoFactor?: boolean
	/** Who saved it (the staff member's id and name at the time). */
	savedById: string
	savedByName: string
	createdAt: Date
}

/** The `_id` of version `version`: zero-padded, so the ids sort as the versions do. */
export function settingsVersionId(version: number): string {
	return `v${String(version).padStart(9, '0')}`
}

const text = { type: String, default: '' }

const publicationSettingsSchema = new Schema<PublicationSettingsFields>(
	{
		_id: { type: String, required: true },
		version: { type: Number, required: true },
		siteName: { type: String, required: true },
		description: { type: String, required: true },
		logoUrl: text,
		socialLinkedin: text,
		socialX: text,
		socialYoutube: text,
		socialInstagram: text,
		socialFacebook: text,
		contactEmail: { type: String, required: true },
		senderName: { type: String, required: true },
		senderEmail: { type: String, required: true },
		digestHour: { type: Number, required: true, min: 0, max: 23 },
		weeklyDay: { type: Number, min: 0, max: 6 },
		weeklyHour: { type: Number, min: 0, max: 23 },
		timeZone: { type: String, required: true },
		requireAdminTwoFactor: { type: Boolean, default: false },
		savedById: { type: String, required: true },
		savedByName: { type: String, required: true },
	},
	schemaOptions<PublicationSettingsFields>({
		timestamps: { createdAt: true, updatedAt: false },
	}),
)
publicationSettingsSchema.index({ version: -1 })

export type PublicationSettingsModel = Model<PublicationSettingsFields>

export const PublicationSettings: PublicationSettingsModel =
	(mongoose.models.PublicationSettings as
		PublicationSettingsModel | undefined) ??
	mongoose.model<PublicationSettingsFields>(
		'PublicationSettings',
		publicationSettingsSchema,
		'publication_settings',
	)
