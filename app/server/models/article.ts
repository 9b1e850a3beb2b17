import mongoose, { Schema, type Model } from "mongoose";
import { ALL_CATEGORIES, type Category } from "../../content/categories.ts";
import type { ImageMeta } from "../../lib/image-upload.ts";
import { randomId, schemaOptions } from "./shared.ts";

export interface ArticleFields {
  _id: string;
  headline: string;
  summary: string;
  /** Before bodies moved to article_bodies the markdown lived here; upgradeArticleBodies moves it. */
  content?: string;
  author: string;
  category: Category;
  imageUrl?: string;
  imageUrls?: string[];
  imageCredit?: string;
  /** Intrinsic size and variant widths of the stored images among imageUrl and imageUrls (set on save). */
  imageMeta?: ImageMeta[];
  youtubeUrl?: string;
  publishedAt: Date;
  views: number;
  shares: number;
  linkedinShares: number;
  twitterShares: number;
  emailShares: number;
  copyLinkShares: number;
  featured: boolean;
  breaking: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const articleSchema = new Schema<ArticleFields>(
  {
    _id: { type: String, default: randomId },
    headline: { type: String, required: true, trim: true },
    summary: { type: String, required: true, trim: true },
    content: { type: String },
    author: { type: String, required: true, trim: true },
    category: { type: String, required: true, enum: ALL_CATEGORIES },
    imageUrl: { type: String, trim: true },
    imageUrls: { type: [String], default: undefined },
    imageCredit: { type: String, trim: true },
    imageMeta: {
      type: [{ _id: false, url: { type: String, required: true }, width: { type: Number, required: true }, height: { type: Number, required: true }, widths: { type: [Number], default: [] } }],
      default: undefined,
    },
    youtubeUrl: { type: String, trim: true },
    publishedAt: { type: Date, default: () => new Date(), required: true },
    views: { type: Number, default: 0, min: 0 },
    shares: { type: Number, default: 0, min: 0 },
    linkedinShares: { type: Number, default: 0, min: 0 },
    twitterShares: { type: Number, default: 0, min: 0 },
    emailShares: { type: Number, default: 0, min: 0 },
    copyLinkShares: { type: Number, default: 0, min: 0 },
    featured: { type: Boolean, default: false },
    breaking: { type: Boolean, default: false },
  },
  schemaOptions<ArticleFields>({ timestamps: true }),
);

// Every list query has an index that ends in _id (articles.server.ts): a stable order, an index
// range scan on MongoDB however large the archive (the benchmark prints the plans).
articleSchema.index({ publishedAt: -1, _id: -1 });
articleSchema.index({ category: 1, publishedAt: -1, _id: -1 });
articleSchema.index({ featured: 1, publishedAt: -1, _id: -1 });
articleSchema.index({ breaking: 1, publishedAt: -1, _id: -1 });
articleSchema.index({ views: -1, _id: 1 });
articleSchema.index({ author: 1, publishedAt: -1, _id: -1 });

export type ArticleModel = Model<ArticleFields>;

export const Article: ArticleModel =
  (mongoose.models.Article as ArticleModel | undefined) ?? mongoose.model<ArticleFields>("Article", articleSchema);
