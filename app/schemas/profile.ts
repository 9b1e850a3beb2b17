import { orNone, siteImageUrl, socialUrl, text } from './settings.ts'
import { z } from './z.ts'

/** Limits of a staff person's profile (issue 22 item 5), for the schema, the form and its hints. */
export const PROFILE_LIMITS = {
	name: 80,
	role: 80,
	shortBio: 300,
	bio: 5000,
	photoAlt: 200,
} as const

/** The places a profile may link to, in the author page's order: form field → label. */
export const PROFILE_LINK_FIELDS = [
	{ field: 'linkWebsite', label: 'Website' },
	{ field: 'linkBluesky', label: 'Bluesky' },
	{ field: 'linkMastodon', label: 'Mastodon' },
	{ field: 'linkLinkedin', label: 'LinkedIn' },
	{ field: 'linkX', label: 'X' },
] as const
export type ProfileLinkField = (typeof PROFILE_LINK_FIELDS)[number]['field']

/** A person's own profile at /admin/profile: what their byline's author page shows. */
export const ProfileFormSchema = z.object({
	name: text('Name', PROFILE_LIMITS.name).refine(
		value => !/[<>\r\n]/.test(value),
		'Name cannot contain <, > or line breaks',
	),
	role: text('Title', PROFILE_LIMITS.role),
	shortBio: text('Short bio', PROFILE_LIMITS.shortBio),
	bio: z
		.string()
		.trim()
		.max(
			PROFILE_LIMITS.bio,
			`Bio must be at most ${PROFILE_LIMITS.bio} characters`,
		)
		.optional()
		.transform(value => value ?? ''),
	photoUrl: orNone(siteImageUrl('Portrait')),
	photoAlt: z
		.string()
		.trim()
		.max(
			PROFILE_LIMITS.photoAlt,
			`Portrait description must be at most ${PROFILE_LIMITS.photoAlt} characters`,
		)
		.optional()
		.transform(value => value ?? ''),
	linkWebsite: socialUrl('Website'),
	linkBluesky: socialUrl('Bluesky'),
	linkMastodon: socialUrl('Mastodon'),
	linkLinkedin: socialUrl('LinkedIn'),
	linkX: socialUrl('X'),
})

export type ProfileInput = z.output<typeof ProfileFormSchema>
