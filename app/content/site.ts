import type { Category } from './categories.ts'

/** Fixed facts about the publication (SPEC §1). The name itself comes from SITE_NAME. */
export const SITE = {
	tagline:
		'Personal branding, audience growth and influence for the people who lead.',
	location: 'New York · London · Online',
	claims: {
		circulation: '25,000+',
		monthlyReach: '150,000+',
		professionals: '25,000+',
	},
	show: 'Leading Voices',
	editor: {
		name: 'Claire Ashby',
		slug: 'claire-ashby',
		title: 'Editor-in-Chief and host of Leading Voices',
	},
} as const

/** Main navigation, in the order the masthead shows it (SPEC §2). */
export const NAV_CATEGORIES: { slug: Category; label: string }[] = [
	{ slug: 'personal-branding', label: 'Personal Branding' },
	{ slug: 'audience-growth', label: 'Audience Growth' },
	{ slug: 'influence-strategies', label: 'Influence Strategies' },
	{ slug: 'expert-interviews', label: 'Expert Interviews' },
	{ slug: 'guest-contributions', label: 'Guest Contributions' },
]

/** The networks the footer can link to, in its order; each shown only when its setting is set. */
export const SOCIAL_NETWORKS = [
	{ setting: 'SOCIAL_LINKEDIN_URL', label: 'LinkedIn' },
	{ setting: 'SOCIAL_X_URL', label: 'X' },
	{ setting: 'SOCIAL_YOUTUBE_URL', label: 'YouTube' },
	{ setting: 'SOCIAL_INSTAGRAM_URL', label: 'Instagram' },
	{ setting: 'SOCIAL_FACEBOOK_URL', label: 'Facebook' },
] as const

export interface SocialLink {
	label: string
	url: string
}

/** The configured profiles, in the footer's order (none when nothing is set). */
export function socialLinksFrom(
	settings: Partial<
		Record<(typeof SOCIAL_NETWORKS)[number]['setting'], string | undefined>
	>,
): SocialLink[] {
	return SOCIAL_NETWORKS.flatMap(({ setting, label }) => {
		const url = settings[setting]
		return url ? [{ label, url }] : []
	})
}
