import { GUEST_POST_CATEGORIES } from '#app/content/categories.ts'
import {
	ALT_TEXT_MAX_LENGTH,
	ALT_TEXT_REQUIRED,
	isAltTextMissing,
} from '#app/lib/image-upload.ts'
import { z } from './z.ts'

export const GUEST_POST_MIN_CHARACTERS = 500
export const GUEST_POST_MAX_WORDS = 500
export const BIO_MAX_WORDS = 50

/** Optional text: trimmed, at most `max` characters, and absent when empty. */
export const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, `Must be at most ${max} characters`)
		.optional()
		.transform(value => (value ? value : undefined))

function wordCount(text: string): number {
	return text.split(/\s+/).filter(Boolean).length
}

/** An image reference: one of ours (/public-objects/...) or an http(s) address. */
export const ImageUrlSchema = z
	.string()
	.trim()
	.max(2000)
	.refine(
		value =>
			/^\/public-objects\/[\w./-]+$/.test(value) ||
			/^https?:\/\/[^\s]+$/i.test(value),
		'Please enter a valid image URL',
	)

/** The public submission (SPEC §5). Messages are the SPEC's. */
export const GuestPostSubmissionSchema = z.object({
	authorName: z
		.string({ error: 'Required' })
		.trim()
		.min(1, 'Required')
		.max(120),
	email: z
		.string({ error: 'Please enter a valid email address' })
		.trim()
		.max(254)
		.pipe(z.email('Please enter a valid email address')),
	company: optionalText(120),
	socialHandle: optionalText(120),
	category: z.enum(GUEST_POST_CATEGORIES, { error: 'Required' }),
	headline: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
	content: z
		.string({ error: 'Article content must be at least 500 characters' })
		.trim()
		.min(
			GUEST_POST_MIN_CHARACTERS,
			'Article content must be at least 500 characters',
		)
		.max(20_000, 'Article content is too long'),
	authorBio: optionalText(600).refine(
		bio => !bio || wordCount(bio) <= BIO_MAX_WORDS,
		'Author bio must not exceed 50 words',
	),
	imageUrl: ImageUrlSchema.optional().or(
		z.literal('').transform(() => undefined),
	),
	/** The main image's alt text (optional in the JSON API, which the SPEC fixes; the forms require it with an image). */
	imageAlt: optionalText(ALT_TEXT_MAX_LENGTH),
	imageUrls: z
		.array(ImageUrlSchema)
		.max(12, 'At most 12 additional images')
		.optional(),
	agreeTerms: z
		.boolean({ error: 'You must agree to the terms' })
		.refine(agreed => agreed, 'You must agree to the terms'),
})

export type GuestPostSubmission = z.output<typeof GuestPostSubmissionSchema>

/** A form that sets a main image must describe it (issue 8): the alt text is required with one. */
export function requireAltWithImage(
	value: { imageUrl?: string; imageAlt?: string },
	context: z.core.$RefinementCtx,
): void {
	if (isAltTextMissing(Boolean(value.imageUrl), value.imageAlt))
		context.addIssue({
			code: 'custom',
			path: ['imageAlt'],
			message: ALT_TEXT_REQUIRED,
		})
}

/** The public form at /guest-post: the submission, and alt text with a main image. */
export const GuestPostFormSchema =
	GuestPostSubmissionSchema.superRefine(requireAltWithImage)

export const GUEST_POST_EDIT_MIN_CHARACTERS = 100

/**
 * The admin's edit of a guest post (SPEC §5 "Admin guest post edit"): the review page's form and
 * PATCH /api/guest-posts/{id}. Looser than the public form (100 characters of content), with the
 * SPEC's messages; the bio keeps its 50-word limit.
 */
export const GuestPostEditSchema = z.object({
	authorName: z
		.string({ error: 'Author name is required' })
		.trim()
		.min(1, 'Author name is required')
		.max(120, 'Author name must be at most 120 characters'),
	email: z
		.string({ error: 'Valid email is required' })
		.trim()
		.max(254, 'Valid email is required')
		.pipe(z.email('Valid email is required')),
	company: optionalText(120),
	socialHandle: optionalText(120),
	category: z.enum(GUEST_POST_CATEGORIES, { error: 'Category is required' }),
	headline: z
		.string({ error: 'Headline is required' })
		.trim()
		.min(1, 'Headline is required')
		.max(200, 'Headline must be at most 200 characters'),
	content: z
		.string({ error: 'Content must be at least 100 characters' })
		.trim()
		.min(
			GUEST_POST_EDIT_MIN_CHARACTERS,
			'Content must be at least 100 characters',
		)
		.max(20_000, 'Content is too long'),
	authorBio: optionalText(600).refine(
		bio => !bio || wordCount(bio) <= BIO_MAX_WORDS,
		'Author bio must not exceed 50 words',
	),
	imageUrl: ImageUrlSchema.optional().or(
		z.literal('').transform(() => undefined),
	),
	imageAlt: optionalText(ALT_TEXT_MAX_LENGTH),
})

export type GuestPostEdit = z.output<typeof GuestPostEditSchema>

/** The fields an admin edit covers, in form order. */
export const GUEST_POST_EDIT_FIELDS = GuestPostEditSchema.keyof().options

/** The names error summaries use for each field (submission and edit). */
export const GUEST_POST_FIELD_LABELS: Record<
	keyof GuestPostSubmission,
	string
> = {
	authorName: 'Author name',
	email: 'Email',
	company: 'Company',
	socialHandle: 'Social handle',
	category: 'Category',
	headline: 'Headline',
	content: 'Content',
	authorBio: 'Author bio',
	imageUrl: 'Main image',
	imageAlt: 'Alt text',
	imageUrls: 'Additional images',
	agreeTerms: 'Terms',
}
