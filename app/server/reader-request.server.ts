/**
 * The edge of counting: who is behind a request that counts something (a view beacon, the
 * tracking image, a share or promotion redirect), or nobody when it must not count.
 */
import type { RouterContextProvider } from "react-router";
import { readForm, readJsonObject } from "./http.server.ts";
import { consumeRateLimit } from "./rate-limit.server.ts";
import { requestInfoContext } from "./request-context.ts";
import { isCountedReader, type Reader } from "./views.server.ts";

const ARTICLE_ID = /^[\w-]{1,100}$/;
const BEACON_BODY_LIMIT = 1024;

/**
 * The reader behind a counting request, or null when it must count nothing (a bot or a client
 * without a user agent). Rate-limited per client (`track`): past the limit it throws "rate-limited".
 */
export async function countedReader(request: Request, context: Readonly<RouterContextProvider>): Promise<Reader | null> {
  const userAgent = request.headers.get("user-agent");
  if (!isCountedReader(userAgent)) return null;
  const { clientIp } = context.get(requestInfoContext);
  await consumeRateLimit("track", clientIp);
  return { ip: clientIp, userAgent };
}

/** As countedReader, for a view of `articleId` (null for an id no article can have). */
export function beaconReader(request: Request, context: Readonly<RouterContextProvider>, articleId: string): Promise<Reader | null> {
  return ARTICLE_ID.test(articleId) ? countedReader(request, context) : Promise.resolve(null);
}

/**
 * A beacon's fields (`article`, `seconds`), sent by `navigator.sendBeacon` as a form, or as JSON,
 * with its reader; null when nothing is to be counted.
 */
export async function readBeacon(request: Request, context: Readonly<RouterContextProvider>): Promise<{ articleId: string; seconds: number; reader: Reader } | null> {
  const json = /json/i.test(request.headers.get("content-type") ?? "");
  const fields = json ? await readJsonObject(request, BEACON_BODY_LIMIT) : Object.fromEntries(await readForm(request, BEACON_BODY_LIMIT));
  const articleId = typeof fields.article === "string" ? fields.article : "";
  const seconds = Number(fields.seconds ?? 0);
  const reader = await beaconReader(request, context, articleId);
  return reader ? { articleId, seconds, reader } : null;
}
