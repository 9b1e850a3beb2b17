import { z } from "./z.ts";

export const SHARE_PLATFORM_VALUES = ["linkedin", "twitter", "email", "copy_link", "native_share"] as const;

/** POST /api/analytics/share (SPEC §7). The timestamp is the client's; we record our own too. */
export const ShareEventSchema = z.object({
  articleId: z.string().trim().min(1, "articleId is required").max(100),
  platform: z.enum(SHARE_PLATFORM_VALUES, { error: "platform must be one of linkedin, twitter, email, copy_link, native_share" }),
  category: z.string().trim().min(1, "category is required").max(60),
  timestamp: z.union([z.string(), z.number()]).optional(),
});

export type ShareEventInput = z.output<typeof ShareEventSchema>;
