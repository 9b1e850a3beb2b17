import { z } from "./z.ts";

export const PROMOTION_PLACEMENT_VALUES = ["sidebar", "newsletter", "article-footer", "homepage", "category"] as const;

/** GET /api/promotions/active?placement=…&category=… */
export const ActivePromotionsQuerySchema = z.object({
  placement: z.enum(PROMOTION_PLACEMENT_VALUES, { error: "placement must be one of sidebar, newsletter, article-footer, homepage, category" }).default("sidebar"),
  category: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/, "category must be a category slug")
    .optional(),
  limit: z.coerce.number().int().min(1).max(10).default(2),
});
