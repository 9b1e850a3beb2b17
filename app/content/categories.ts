/** The five editorial sections: what guest posts and promotions may target (SPEC §3, §9). */
export const EDITORIAL_CATEGORIES = [
	'personal-branding',
	'audience-growth',
	'trust-building',
	'influence-strategies',
	'expert-interviews',
] as const

/** Article categories (SPEC §3, §9). The slug is what URLs and the database store. */
export const ARTICLE_CATEGORIES = [
	...EDITORIAL_CATEGORIES,
	'interviews',
] as const

/** Guest posts: guest-contributions plus the first five article categories (no 'interviews'). */
export const GUEST_POST_CATEGORIES = [
	'guest-contributions',
	...EDITORIAL_CATEGORIES,
] as const

/** Every category an article may carry once guest posts are published as articles. */
export const ALL_CATEGORIES = [
	...ARTICLE_CATEGORIES,
	'guest-contributions',
] as const

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]
export type GuestPostCategory = (typeof GUEST_POST_CATEGORIES)[number]
export type Category = (typeof ALL_CATEGORIES)[number]

export interface CategoryInfo {
	slug: Category
	title: string
	description: string
}

export const CATEGORY_INFO: Record<Category, CategoryInfo> = {
	'personal-branding': {
		slug: 'personal-branding',
		title: 'Personal Branding',
		description:
			'How leaders define what they stand for and make it visible, consistently, in public.',
	},
	'audience-growth': {
		slug: 'audience-growth',
		title: 'Audience Growth',
		description:
			'Practical ways to earn attention and turn it into an audience that stays.',
	},
	'trust-building': {
		slug: 'trust-building',
		title: 'Trust Building',
		description:
			'The habits, proof and candour that make people believe what you say.',
	},
	'influence-strategies': {
		slug: 'influence-strategies',
		title: 'Influence Strategies',
		description:
			'How ideas travel from one leader to a market: positioning, timing and allies.',
	},
	'expert-interviews': {
		slug: 'expert-interviews',
		title: 'Expert Interviews',
		description:
			'Conversations with the people who build reputations for a living.',
	},
	interviews: {
		slug: 'interviews',
		title: 'Interviews',
		description: 'Short conversations from the studio and the road.',
	},
	'guest-contributions': {
		slug: 'guest-contributions',
		title: 'Guest Contributions',
		description:
			'Problem-and-solution pieces from the clients and guests of our show.',
	},
}

export function isCategory(value: string): value is Category {
	return Object.hasOwn(CATEGORY_INFO, value)
}

/** Title for a category slug; an unknown slug is titled 'Category' (SPEC §2). */
export function categoryTitle(slug: string): string {
	return isCategory(slug) ? CATEGORY_INFO[slug].title : 'Category'
}
