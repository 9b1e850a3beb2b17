import {
	ISSUE_ARTICLE_LIMIT,
	ISSUE_LIMITS,
} from '#app/content/newsletter-issues.ts'
import { zonedPublishTimeSchema } from './article.ts'
import { z } from './z.ts'

/** What the issue editor's buttons do: save the draft, schedule it, send it now. */
export const ISSUE_INTENTS = ['save', 'schedule', 'send'] as const
export type IssueIntent = (typeof ISSUE_INTENTS)[number]

export const ISSUE_FIELD_LABELS = {
	subject: 'Subject',
	preheader: 'Preheader',
	introduction: 'Introduction',
	articleIds: 'Articles',
	promotionId: 'Sponsored slot',
	scheduledAt: 'Send at',
} as const

const SCHEDULE_TIME_MESSAGE = 'Enter the time to send it as YYYY-MM-DDTHH:MM'

/**
 * The issue editor's form (docs/decisions/079). `scheduledAt` is a wall time in the publication's
 * zone (docs/decisions/067), needed by "Schedule" and in the future then; `version` is the version
 * the form was opened at (a save from an older one is refused).
 */
export function issueFormSchema(
	timeZone: string,
	kept?: Date | string | null,
	now = () => new Date(),
) {
	return z
		.object({
			intent: z.enum(ISSUE_INTENTS).default('save'),
			version: z.coerce.number().int().min(0).optional(),
			// A new issue's id, made when the form is rendered: sent twice (a double click without
			// JavaScript, a retry), the form still makes one issue.
			draftId: z
				.string()
				.regex(/^[\w-]{12,40}$/)
				.optional(),
			subject: z
				.string({ error: 'Write a subject.' })
				.trim()
				.min(1, 'Write a subject.')
				.max(
					ISSUE_LIMITS.subject,
					`The subject must be at most ${ISSUE_LIMITS.subject} characters.`,
				),
			preheader: z
				.string()
				.trim()
				.max(
					ISSUE_LIMITS.preheader,
					`The preheader must be at most ${ISSUE_LIMITS.preheader} characters.`,
				)
				.default(''),
			introduction: z
				.string()
				.max(
					ISSUE_LIMITS.introduction,
					`The introduction must be at most ${ISSUE_LIMITS.introduction} characters.`,
				)
				.default(''),
			articleIds: z
				.array(
					z.string().regex(/^[\w-]{1,64}$/, 'Choose articles from the list.'),
				)
				.max(
					ISSUE_ARTICLE_LIMIT,
					`Choose at most ${ISSUE_ARTICLE_LIMIT} articles.`,
				)
				.default([]),
			promotionId: z
				.string()
				.regex(/^[\w-]{1,64}$/, 'Choose a promotion from the list.')
				.optional(),
			scheduledAt: zonedPublishTimeSchema(
				timeZone,
				kept,
				SCHEDULE_TIME_MESSAGE,
			).optional(),
		})
		.superRefine((value, context) => {
			if (value.intent !== 'schedule') return
			if (!value.scheduledAt)
				context.addIssue({
					code: 'custom',
					path: ['scheduledAt'],
					message: 'Choose when to send it.',
				})
			else if (value.scheduledAt.getTime() <= now().getTime())
				context.addIssue({
					code: 'custom',
					path: ['scheduledAt'],
					message: 'Choose a time in the future.',
				})
		})
}

export type IssueForm = z.output<ReturnType<typeof issueFormSchema>>
