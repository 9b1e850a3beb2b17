import { randomBytes } from "node:crypto";
import type { SchemaOptions } from "mongoose";

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
