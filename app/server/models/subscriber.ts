import mongoose, { Schema, type Model } from "mongoose";
import { randomId, schemaOptions } from "./shared.ts";

export interface SubscriberFields {
  _id: string;
  email: string;
  subscribedAt: Date;
  active: boolean;
  source: string;
  contentType: string;
}

const subscriberSchema = new Schema<SubscriberFields>(
  {
    _id: { type: String, default: randomId },
    email: { type: String, required: true, trim: true, lowercase: true },
    subscribedAt: { type: Date, default: () => new Date(), required: true },
    active: { type: Boolean, default: true },
    source: { type: String, trim: true, default: "direct" },
    contentType: { type: String, trim: true, default: "newsletter" },
  },
  schemaOptions<SubscriberFields>(),
);

subscriberSchema.index({ email: 1 }, { unique: true });
subscriberSchema.index({ subscribedAt: -1 });

export type SubscriberModel = Model<SubscriberFields>;

export const NewsletterSubscriber: SubscriberModel =
  (mongoose.models.NewsletterSubscriber as SubscriberModel | undefined) ??
  mongoose.model<SubscriberFields>("NewsletterSubscriber", subscriberSchema, "newsletter_subscribers");
