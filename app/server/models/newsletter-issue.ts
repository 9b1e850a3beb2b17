import mongoose, { Schema, type Model } from 'mongoose'
import {
	NEWSLETTER_ISSUE_STATES,
	STORY_SEND_MODES,
	type NewsletterIssueState,
	type StorySendMode,
} from '#app/content/newsletter-issues.ts'
import { randomId, schemaOptions } from './shared.ts'

/**
 * A newsletter issue an editor writes (issue 23, docs/decisions/079): a subject, a preheader, an
 * introduction in markdown, chosen articles shown as cards and an optional sponsored slot. Its
 * `state` moves draft → scheduled → sending → sent (or scheduled → cancelled) by conditional
 * updates only, so a cancel and the scheduler starting it cannot both win. Once `sending`, the
 * send (ledger `issue-<_id>`, newsletter/sends.server.ts) goes to the subscribers on the list at
 * `startedAt`; its totals land here when every slice is done.
 */
export interface NewsletterIssueFields {
	_id: string
	subject: string
	preheader: string
	/** Markdown, rendered through the site's sanitising renderer. */
	introduction: string
	articleIds: string[]
	/** An active newsletter promotion, shown as "Sponsored". */
	promotionId?: string
	/**
	 * A story send from the article editor (docs/decisions/082): the article, whether it was
	 * published with the send or went by e-mail only, and the editor form's token (a second post of
	 * the same form is the same send). Such an issue's id is `story-<articleId>`: one per article.
	 */
	story?: {
		articleId: string
		mode: StorySendMode
		token: string
		/** When the editor's form reserved the send (an old draft one was abandoned). */
		reservedAt?: Date
	}
	state: NewsletterIssueState
	/** Each save adds one; a save from an older version is refused (another tab saved first). */
	version: number
	scheduledAt?: Date
	/** When it was handed to the senders (send now, or its time came): the list is fixed then. */
	startedAt?: Date
	/** When the last slice finished. */
	sentAt?: Date
	cancelledAt?: Date
	sliceCount: number
	sent?: number
	failed?: number
	bounced?: number
	skipped?: number
	createdAt: Date
	updatedAt: Date
}

const issueSchema = new Schema<NewsletterIssueFields>(
	{
		_id: { type: String, default: randomId },
		subject: { type: String, required: true },
		preheader: { type: String, default: '' },
		introduction: { type: String, default: '' },
		articleIds: { type: [String], default: [] },
		promotionId: { type: String },
		story: {
			type: new Schema(
				{
					articleId: { type: String, required: true },
					mode: { type: String, enum: STORY_SEND_MODES, required: true },
					token: { type: String, required: true },
					reservedAt: { type: Date },
				},
				{ _id: false },
			),
		},
		state: {
			type: String,
			enum: NEWSLETTER_ISSUE_STATES,
			required: true,
			default: 'draft',
		},
		version: { type: Number, required: true, default: 1 },
		scheduledAt: { type: Date },
		startedAt: { type: Date },
		sentAt: { type: Date },
		cancelledAt: { type: Date },
		sliceCount: { type: Number, required: true },
		sent: { type: Number },
		failed: { type: Number },
		bounced: { type: Number },
		skipped: { type: Number },
	},
	schemaOptions<NewsletterIssueFields>({ timestamps: true }),
)

// The admin's list (newest first) and the scheduler's question (what is due, what is sending).
issueSchema.index({ updatedAt: -1 })
issueSchema.index({ state: 1, scheduledAt: 1 })

export type NewsletterIssueModel = Model<NewsletterIssueFields>

export const NewsletterIssue: NewsletterIssueModel =
	(mongoose.models.NewsletterIssue as NewsletterIssueModel | undefined) ??
	mongoose.model<NewsletterIssueFields>(
		'NewsletterIssue',
		issueSchema,
		'newsletter_issues',
	)
