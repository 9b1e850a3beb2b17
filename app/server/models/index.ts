export { Article, type ArticleFields } from './article.ts'
export {
	GuestPost,
	GUEST_POST_STATUSES,
	type GuestPostFields,
	type GuestPostStatus,
} from './guest-post.ts'
export { NewsletterSubscriber, type SubscriberFields } from './subscriber.ts'
export {
	Promotion,
	type PromotionFields,
	type PromotionPlacement,
} from './promotion.ts'
export {
	ShareEvent,
	SHARE_EVENTS_KEEP_DAYS,
	type ShareEventFields,
	type SharePlatform,
} from './share-event.ts'
export { AdminSessionRecord, type AdminSessionFields } from './admin-session.ts'
export { RateLimitRecord, type RateLimitFields } from './rate-limit.ts'
export {
	Claim,
	ReaderMark,
	type ClaimFields,
	type LeaseTermId,
} from './claim.ts'
export {
	ImageRecord,
	IMAGE_STATES,
	type ImageFields,
	type ImageState,
} from './image.ts'
export { SignupRequest, type SignupRequestFields } from './signup-request.ts'
export {
	NewsletterDigest,
	type NewsletterDigestFields,
} from './newsletter-digest.ts'
export {
	NewsletterDelivery,
	SendSlice,
	DELIVERY_OUTCOMES,
	ofSends,
	sendOf,
	type DeliveryClaimId,
	type DeliveryOutcome,
	type DeliveryOutcomeId,
	type NewsletterDeliveryFields,
	type SendSliceFields,
} from './send.ts'
export {
	NewsletterIssue,
	type NewsletterIssueFields,
} from './newsletter-issue.ts'
export { InsightDay, type InsightDayFields } from './insight-day.ts'
export {
	ArticleStats,
	DailySalt,
	type ArticleStatsFields,
	type DailySaltFields,
} from './reading.ts'
export { ArticleBody, type ArticleBodyFields } from './article-body.ts'
export {
	ActivityDay,
	ACTIVITY_KINDS,
	type ActivityDayFields,
	type ActivityKind,
} from './activity-day.ts'
export { ArticleSlug, type ArticleSlugFields } from './article-slug.ts'
export {
	Author,
	AUTHOR_KINDS,
	type AuthorFields,
	type AuthorKind,
} from './author.ts'
export {
	ImportFeed,
	type ImportFeedFields,
	type FeedImportReport,
} from './import-feed.ts'
export {
	ArticleRevision,
	type ArticleRevisionFields,
} from './article-revision.ts'
export { EditStash, type EditStashFields } from './edit-stash.ts'
export { PublishQueue, type PublishQueueFields } from './publish-queue.ts'
export {
	Redirect,
	REDIRECT_ORIGINS,
	type RedirectFields,
	type RedirectOrigin,
} from './redirect.ts'
export {
	ImportRun,
	IMPORT_SOURCES,
	type ImportPendingBatch,
	type ImportPreview,
	type ImportReport,
	type ImportRunFields,
	type ImportSource,
	type ImportTagRow,
} from './import-run.ts'
export {
	SubscriberImport,
	SubscriberImportRefusal,
	type SubscriberImportCounts,
	type SubscriberImportFields,
	type SubscriberImportRefusalFields,
} from './subscriber-import.ts'
export { StaffMember, type StaffMemberFields } from './staff-member.ts'
export {
	OneTimeToken,
	ONE_TIME_PURPOSES,
	type OneTimePurpose,
	type OneTimeTokenFields,
} from './one-time-token.ts'
export {
	PublicationSettings,
	settingsVersionId,
	type PublicationSettingsFields,
} from './publication-settings.ts'
export { AuditEntry, type AuditEntryFields } from './audit-entry.ts'
export {
	SendLink,
	SendReaders,
	type SendLinkFields,
	type SendReadersFields,
} from './send-stats.ts'
