import { GUEST_POST_CATEGORIES } from "../content/categories.ts";
import { z } from "./z.ts";

export const GUEST_POST_MIN_CHARACTERS = 500;
export const GUEST_POST_MAX_WORDS = 500;
export const BIO_MAX_WORDS = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** An image reference: one of ours (/public-objects/...) or an http(s) address. */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^\/public-objects\/[\w./-]+$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), "Please enter a valid image URL");

/** The public submission (SPEC §5). Messages are the SPEC's. */
export const GuestPostSubmissionSchema = z.object({
  authorName: z.string({ error: "Required" }).trim().min(1, "Required").max(120),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254).pipe(z.email("Please enter a valid email address")),
  company: optionalText(120),
  socialHandle: optionalText(120),
  category: z.enum(GUEST_POST_CATEGORIES, { error: "Required" }),
  headline: z.string({ error: "Required" }).trim().min(1, "Required").max(200),
  content: z
    .string({ error: "Article content must be at least 500 characters" })
    .trim()
    .min(GUEST_POST_MIN_CHARACTERS, "Article content must be at least 500 characters")
    .max(20_000, "Article content is too long"),
  authorBio: optionalText(600).refine((bio) => !bio || wordCount(bio) <= BIO_MAX_WORDS, "Author bio must not exceed 50 words"),
  imageUrl: ImageUrlSchema.optional().or(z.literal("").transform(() => undefined)),
  imageUrls: z.array(ImageUrlSchema).max(12, "At most 12 additional images").optional(),
  agreeTerms: z.literal(true, { error: "You must agree to the terms" }),
});

export type GuestPostSubmission = z.output<typeof GuestPostSubmissionSchema>;
