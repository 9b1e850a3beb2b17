import { ARTICLE_CATEGORIES } from "../content/categories.ts";
import { z } from "./z.ts";

/** POST /api/articles/import-curated { keywords, category } (SPEC §7). */
export const ImportCuratedSchema = z.object({
  keywords: z.array(z.string().trim().toLowerCase().min(1).max(60)).min(1, "Give at least one keyword").max(20).default(["personal branding", "influence"]),
  category: z.enum(ARTICLE_CATEGORIES, { error: "Unknown category" }).default("personal-branding"),
});

export type ImportCuratedInput = z.output<typeof ImportCuratedSchema>;
