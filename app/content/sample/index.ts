export { sampleAuthors } from './authors.ts'
export { sampleArticles } from './articles.ts'
export { sampleGuestPosts } from './guest-posts.ts'
export { samplePromotions } from './promotions.ts'
export { sampleSubscribers } from './subscribers.ts'
export type {
	SampleArticle,
	SampleGuestPost,
	SamplePromotion,
	SampleSubscriber,
} from './types.ts'
