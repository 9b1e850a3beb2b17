/**
 * The publication's settings (docs/decisions/066): name, description, logo, social links, contact
 * address, newsletter sender, digest hour and time zone. Saved in the database by Administrators
 * at /admin/settings; until the first save, the deployment's environment variables give them.
 * Every instance keeps the settings in force in memory and reads them again when any instance
 * saves (the page cache's change log), and every cached page depends on them.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import addressparser from 'nodemailer/lib/addressparser'
import { SITE, socialLinksFrom, type SocialLink } from '#app/content/site.ts'
import {
	SOCIAL_FIELDS,
	type SettingsInput,
	type SocialField,
} from '#app/schemas/settings.ts'
import { followedCopy } from '#app/server/coordination/followed-copy.server.ts'
import {
	PAGE_TAGS,
	dependsOn,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { keepImages } from '#app/server/media/image-import.server.ts'
import {
	PublicationSettings,
	settingsVersionId,
	type PublicationSettingsFields,
} from '#app/server/models/index.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'
import { sendEmail, type Email } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { conflict, invalid } from '#app/server/platform/errors.server.ts'

/** The settings in force. `version` 0: never saved, every value is the deployment's default. */
export interface PublicationSettingsView {
	version: number
	siteName: string
	description: string
	/** '' when there is no logo. */
	logoUrl: string
	social: Record<SocialField, string>
	contactEmail: string
	senderName: string
	senderEmail: string
	digestHour: number
	/** The weekly digest's day (0 Sunday … 6 Saturday) and hour (docs/decisions/084). */
	weeklyDay: number
	weeklyHour: number
	timeZone: string
	/** Administrators must sign in with a second factor (docs/decisions/074). */
	requireAdminTwoFactor: boolean
	savedByName?: string
	savedAt?: string
}

/** Until a publication sets it, the weekly digest goes out on Sundays at the daily digest's hour. */
export const WEEKLY_DEFAULT_DAY = 0

const ENV_SOCIAL: Record<SocialField, keyof ReturnType<typeof getEnv>> = {
	socialLinkedin: 'SOCIAL_LINKEDIN_URL',
	socialX: 'SOCIAL_X_URL',
	socialYoutube: 'SOCIAL_YOUTUBE_URL',
	socialInstagram: 'SOCIAL_INSTAGRAM_URL',
	socialFacebook: 'SOCIAL_FACEBOOK_URL',
}

/** The deployment's defaults, from the environment (what a publication that never saved uses). */
export function settingsFromEnv(): PublicationSettingsView {
	const env = getEnv()
	const [sender] = env.SMTP_FROM ? addressparser(env.SMTP_FROM) : []
	const social = Object.fromEntries(
		SOCIAL_FIELDS.map(({ field }) => {
			const value = env[ENV_SOCIAL[field]]
			return [field, typeof value === 'string' ? value : '']
		}),
	) as Record<SocialField, string>
	return {
		version: 0,
		siteName: env.SITE_NAME,
		description: SITE.tagline,
		logoUrl: '',
		social,
		contactEmail: env.CONTACT_EMAIL,
		senderName: sender?.name || env.SITE_NAME,
		senderEmail: sender?.address || env.CONTACT_EMAIL,
		digestHour: env.NEWSLETTER_DIGEST_HOUR,
		weeklyDay: WEEKLY_DEFAULT_DAY,
		weeklyHour: env.NEWSLETTER_DIGEST_HOUR,
		timeZone: env.NEWSLETTER_TIME_ZONE,
		requireAdminTwoFactor: false,
	}
}

function toView(record: PublicationSettingsFields): PublicationSettingsView {
	return {
		version: record.version,
		siteName: record.siteName,
		description: record.description,
		logoUrl: record.logoUrl,
		social: Object.fromEntries(
			SOCIAL_FIELDS.map(({ field }) => [field, record[field]]),
		) as Record<SocialField, string>,
		contactEmail: record.contactEmail,
		senderName: record.senderName,
		senderEmail: record.senderEmail,
		digestHour: record.digestHour,
		weeklyDay: record.weeklyDay ?? WEEKLY_DEFAULT_DAY,
		weeklyHour: record.weeklyHour ?? record.digestHour,
		timeZone: record.timeZone,
		requireAdminTwoFactor: record.requireAdminTwoFactor === true,
		savedByName: record.savedByName,
		savedAt: record.createdAt.toISOString(),
	}
}

/** The highest saved version, read from the database (not this instance's copy). */
export async function getStoredSettings(): Promise<PublicationSettingsView> {
	const latest = await PublicationSettings.findOne({})
		.sort({ version: -1 })
		.lean<PublicationSettingsFields>()
	return latest ? toView(latest) : settingsFromEnv()
}

const inForce = followedCopy(
	PAGE_TAGS.settings,
	getStoredSettings,
	'publication settings',
)

/** The settings in force, for a request (a cached page rendered with them depends on them). */
export async function getSettings(): Promise<PublicationSettingsView> {
	dependsOn(PAGE_TAGS.settings)
	return inForce.current()
}

/**
 * The settings as this instance last read them, for code that cannot wait (building an e-mail's
 * headers). The server reads them before it serves (`loadSettings`), and again after each save.
 */
export function settingsNow(): PublicationSettingsView {
	return inForce.last() ?? settingsFromEnv()
}

/** Reads the settings in force into this instance's copy (at start, before serving). */
export async function loadSettings(): Promise<void> {
	await inForce.current()
}

/** Tests: forget this instance's copy. */
export function forgetSettings(): void {
	inForce.forget()
}

/** The profiles the footer links to, in its order. */
export function socialLinksOf(settings: PublicationSettingsView): SocialLink[] {
	return socialLinksFrom({
		SOCIAL_LINKEDIN_URL: settings.social.socialLinkedin,
		SOCIAL_X_URL: settings.social.socialX,
		SOCIAL_YOUTUBE_URL: settings.social.socialYoutube,
		SOCIAL_INSTAGRAM_URL: settings.social.socialInstagram,
		SOCIAL_FACEBOOK_URL: settings.social.socialFacebook,
	})
}

/** The sender of the publication's messages. */
export function senderOf(settings: PublicationSettingsView): {
	name: string
	address: string
} {
	return { name: settings.senderName, address: settings.senderEmail }
}

/** Sends a message composed for the publication as its settings stand, from its sender. */
export async function sendPublicationEmail(
	compose: (publication: PublicationSettingsView) => Email,
): Promise<boolean> {
	const settings = await getSettings()
	return sendEmail({ ...compose(settings), from: senderOf(settings) })
}

/** The message of a save made from settings another tab or person saved since. */
export const SETTINGS_CHANGED_MEANWHILE_MESSAGE =
	'The settings were saved elsewhere (another tab or another Administrator) since you opened this page, so your save was refused. What you typed is still in the form: reload the page in another tab to see the saved settings, then save again.'

/**
 * Saves the settings as the next version. Refused (conflict) when the form was opened at an older
 * version than the one in force, or when another save from the same version got there first: the
 * next version's `_id` is inserted once on every MongoDB-wire server. Cached pages are re-rendered
 * and every instance reads the new settings within about a second.
 */
/** The names of the fields a save changes, for the audit log. */
function changedFields(stored: object, saved: object): string[] {
	const before = new Map(Object.entries(stored))
	return Object.entries(saved)
		.filter(
			([key, value]) =>
				JSON.stringify(before.get(key) ?? '') !== JSON.stringify(value ?? ''),
		)
		.map(([key]) => key)
}

export const OWN_TWO_FACTOR_FIRST =
	'Turn on two-factor sign-in for yourself first (Your sessions → Two-factor sign-in), then require it of Administrators.'

/**
 * Whether Administrators must use two-factor after a save (docs/decisions/078): only the owner
 * changes it, and turns it on only with two-factor on themselves (or their own session would
 * stop at the two-factor page); anyone else's save (or one without the field) keeps what was in
 * force.
 */
function requirementAfter(
	stored: PublicationSettingsView,
	typed: { requireAdminTwoFactor?: boolean },
	person: { owner?: boolean; twoFactor?: boolean },
): boolean {
	if (person.owner !== true || typed.requireAdminTwoFactor === undefined)
		return stored.requireAdminTwoFactor
	if (
		typed.requireAdminTwoFactor &&
		!stored.requireAdminTwoFactor &&
		person.twoFactor !== true
	)
		throw invalid(OWN_TWO_FACTOR_FIRST)
	return typed.requireAdminTwoFactor
}

/** The audit's words for a change of the two-factor requirement, if the save made one. */
function requirementNote(
	stored: PublicationSettingsView,
	saved: { requireAdminTwoFactor: boolean },
): string {
	if (stored.requireAdminTwoFactor === saved.requireAdminTwoFactor) return ''
	return saved.requireAdminTwoFactor
		? ' (two-factor now required for Administrators)'
		: ' (two-factor no longer required for Administrators)'
}

export async function saveSettings(
	input: Omit<SettingsInput, 'requireAdminTwoFactor'> &
		Partial<Pick<SettingsInput, 'requireAdminTwoFactor'>>,
	person: { id: string; name: string; owner?: boolean; twoFactor?: boolean },
): Promise<PublicationSettingsView> {
	const stored = await getStoredSettings()
	if (stored.version !== input.version)
		throw conflict(SETTINGS_CHANGED_MEANWHILE_MESSAGE)
	const requireAdminTwoFactor = requirementAfter(stored, input, person)
	const { imageUrl: logoUrl } = await keepImages({
		imageUrl: input.logoUrl || undefined,
	})
	const version = input.version + 1
	const { version: _from, ...typed } = input
	const fields = {
		...typed,
		// A form or archive from before the weekly digest keeps the weekly schedule in force.
		weeklyDay: typed.weeklyDay ?? stored.weeklyDay,
		weeklyHour: typed.weeklyHour ?? stored.weeklyHour,
		requireAdminTwoFactor,
	}
	try {
		await PublicationSettings.create({
			...fields,
			_id: settingsVersionId(version),
			version,
			logoUrl: logoUrl ?? '',
			savedById: person.id,
			savedByName: person.name,
		})
	} catch (error) {
		if (isDuplicateKey(error))
			throw conflict(SETTINGS_CHANGED_MEANWHILE_MESSAGE)
		throw error
	}
	await invalidatePages([PAGE_TAGS.settings])
	await recordAudit({
		action: 'settings-changed',
		detail: `version ${version}: ${changedFields(stored, fields).join(', ') || 'nothing changed'}${requirementNote(stored, fields)}`,
	})
	return inForce.current()
}
