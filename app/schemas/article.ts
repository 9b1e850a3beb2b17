import { ALL_CATEGORIES } from "../content/categories.ts";
import { youtubeVideoId } from "../lib/youtube.ts";
import { ImageUrlSchema, optionalText } from "./guest-post.ts";
import { z } from "./z.ts";

export const ARTICLE_CONTENT_MIN = 100;

/**
 * The admin article form and POST/PUT /api/articles (SPEC §5). Categories are the admin list;
 * guest-contributions is accepted too, for articles published from guest posts.
 */
export const ArticleSchema = z.object({
  headline: z.string({ error: "Headline is required" }).trim().min(1, "Headline is required").max(200, "Headline must be at most 200 characters"),
  summary: z.string({ error: "Summary is required" }).trim().min(1, "Summary is required").max(500, "Summary must be at most 500 characters"),
  content: z
    .string({ error: "Article content must be at least 100 characters" })
    .trim()
    .min(ARTICLE_CONTENT_MIN, "Article content must be at least 100 characters")
    .max(100_000, "Article content is too long"),
  author: z.string({ error: "Author is required" }).trim().min(1, "Author is required").max(120),
  category: z.enum(ALL_CATEGORIES, { error: "Category is required" }),
  imageUrl: ImageUrlSchema.optional().or(z.literal("").transform(() => undefined)),
  imageUrls: z.array(ImageUrlSchema).max(20, "At most 20 additional images").optional(),
  imageCredit: optionalText(200),
  youtubeUrl: optionalText(500).refine((url) => !url || youtubeVideoId(url) !== undefined, "Enter a YouTube watch, youtu.be, shorts, embed or live link"),
  featured: z.boolean().default(false),
  breaking: z.boolean().default(false),
});

export type ArticleInput = z.output<typeof ArticleSchema>;

/** The names the error summary uses for each field (SPEC: errors listed by field name). */
export const ARTICLE_FIELD_LABELS: Record<keyof ArticleInput, string> = {
  headline: "Headline",
  summary: "Summary",
  content: "Content",
  author: "Author",
  category: "Category",
  imageUrl: "Main image",
  imageUrls: "Additional images",
  imageCredit: "Image credit",
  youtubeUrl: "YouTube URL",
  featured: "Featured",
  breaking: "Breaking",
};
