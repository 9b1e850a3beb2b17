import { randomBytes } from "node:crypto";
import type { Model, SchemaOptions } from "mongoose";

/** A short random id: 12 characters of base64url (72 bits), safe in URLs. */
export function randomId(): string {
  return randomBytes(9).toString("base64url");
}

/**
 * Options every schema shares: string ids exposed as `id` (the API's field name), no `__v`,
 * and no `_id` in JSON. Strings are trimmed by the schemas themselves.
 */
export function schemaOptions<T>(extra: SchemaOptions<T> = {}): SchemaOptions<T> {
  const toJSON = {
    virtuals: false,
    versionKey: false,
    transform(_doc: unknown, ret: Record<string, unknown>) {
      const { _id, ...rest } = ret;
      return { id: _id, ...rest };
    },
  };
  return { versionKey: false, id: false, toJSON, toObject: toJSON, ...extra } as SchemaOptions<T>;
}

/**
 * Inserts a record under a fixed id unless one exists; never overwrites what is there (an editor's
 * change survives a re-run). True when it inserted.
 */
export async function insertMissing<T extends { _id: string }>(model: Model<T>, id: string, fields: Record<string, unknown>): Promise<boolean> {
  const now = new Date();
  const result = await model.updateOne(
    { _id: id } as never,
    { $setOnInsert: { createdAt: now, updatedAt: now, ...fields } },
    // Mongoose would otherwise $set updatedAt, touching a record that already exists.
    { upsert: true, timestamps: false },
  );
  return result.upsertedCount > 0;
}

/** A write refused by a unique index (E11000): on every MongoDB-wire server, a second insert of one `_id`. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === 11000;
}
