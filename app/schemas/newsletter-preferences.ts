import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { NEWSLETTER_MODES } from '#app/content/newsletter.ts'
import { z } from './z.ts'

/** The preferences form (decision record 068): what the reader receives and their topics. */
const SaveChoices = z.object({
	intent: z.literal('save'),
	receives: z.enum(NEWSLETTER_MODES, {
		error: 'Please choose what you would like to receive.',
	}),
	/** None chosen: every topic. */
	topics: z
		.array(
			z.enum(ALL_CATEGORIES, { error: 'Please choose topics from the list.' }),
		)
		.max(ALL_CATEGORIES.length)
		.optional(),
})

/** The preferences page's forms, told apart by their button's `intent`. */
export const NewsletterPreferencesSchema = z.discriminatedUnion(
	'intent',
	[
		SaveChoices,
		z.object({ intent: z.literal('pause') }),
		z.object({ intent: z.literal('resume') }),
		z.object({ intent: z.literal('unsubscribe') }),
		z.object({ intent: z.literal('resubscribe') }),
	],
	{ error: 'That is not something this page can do.' },
)

export type NewsletterPreferencesInput = z.output<
	typeof NewsletterPreferencesSchema
>
export type NewsletterChoicesInput = z.output<typeof SaveChoices>
export const PREFERENCE_INTENTS = NewsletterPreferencesSchema.options.map(
	option => option.shape.intent.value,
)
