import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Route } from "./+types/public-objects.$";
import { getEnv } from "~/server/env.server";
import { IMAGE_CONTENT_TYPES, resolveObjectPath } from "~/server/images.server";

/** Serves stored images. Object names never change content, so they cache for a year. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const objectPath = params["*"] ?? "";
  const file = resolveObjectPath(getEnv().DATA_DIR, objectPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const extension = objectPath.split(".").pop()!.toLowerCase();
  const headers = {
    "Content-Type": IMAGE_CONTENT_TYPES[extension] ?? "application/octet-stream",
    "Content-Length": String(info.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "Last-Modified": info.mtime.toUTCString(),
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}
