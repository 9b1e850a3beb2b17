import type { PromotionPlacement } from '#app/schemas/promotion.ts'
import type {
	ArticleCategory,
	Category,
	GuestPostCategory,
} from '#app/content/categories.ts'

/** One seeded article. Dates are relative so the sample never looks stale. */
export interface SampleArticle {
	/** Stable, URL-safe key; also names and seeds the generated cover (credited "Illustration: Brandline studio"). */
	key: string
	headline: string
	/** One or two sentences, 120–220 characters. */
	summary: string
	/** Markdown body in the SPEC's light markup: '## ' subheads, '> ' pull quotes, '- ' bullets, **bold**, *italic*, [links](https://…), '***' rules. 450–900 words. */
	content: string
	author: string
	category: Category
	youtubeUrl?: string
	featured: boolean
	breaking: boolean
	/** Free tags by their display names (each page at /tag/{slug}). */
	tags?: string[]
	/** How long ago it was published, in hours. */
	hoursAgo: number
	views: number
	shares: { linkedin: number; twitter: number; email: number; copyLink: number }
}

export interface SampleGuestPost {
	key: string
	authorName: string
	email: string
	company?: string
	socialHandle?: string
	category: GuestPostCategory
	headline: string
	/** Markdown, problem then solution, at least 500 characters and at most 500 words. */
	content: string
	/** At most 50 words. */
	authorBio?: string
	status: 'pending' | 'approved' | 'rejected'
	hoursAgo: number
}

export interface SamplePromotion {
	key: string
	title: string
	description: string
	url: string
	buttonText: string
	placement: PromotionPlacement
	targetCategory?: Exclude<ArticleCategory, 'interviews'>
	priority: number
	active: boolean
	/** Hours from now the promotion starts (negative: already started). */
	startsInHours?: number
	endsInHours?: number
	clicks: number
	impressions?: number
}

export interface SampleSubscriber {
	email: string
	hoursAgo: number
	source: string
	contentType: string
	active: boolean
}
