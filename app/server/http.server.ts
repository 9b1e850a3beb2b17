/**
 * Reading request bodies with a size cap, and expected failures as responses with the right
 * status and a clear message (never a stack trace).
 */
import { z } from "zod";

export class HttpError extends Error {
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.details = details;
  }
}

export const JSON_BODY_LIMIT = 64 * 1024;
export const FORM_BODY_LIMIT = 64 * 1024;
/** Forms that carry image files without JavaScript: one 5 MB image and the rest of the form. */
export const MULTIPART_FORM_LIMIT = 6 * 1024 * 1024;

/** The body as bytes, refusing (413) once it passes `maxBytes`, whatever Content-Length claimed. */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes).`);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, `Request body is too large (limit ${maxBytes} bytes).`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A JSON object body: 415 unless sent as JSON, 413 when too large, 400 when not an object. */
export async function readJsonObject(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new HttpError(415, "Send the body as JSON (Content-Type: application/json).");
  const text = new TextDecoder().decode(await readBodyWithLimit(request, maxBytes));
  let value: unknown;
  try {
    value = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "The body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpError(400, "The body must be a JSON object.");
  return value as Record<string, unknown>;
}

/** A urlencoded or multipart form body, capped like JSON. */
export async function readForm(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormData> {
  const bytes = await readBodyWithLimit(request, maxBytes);
  const copy = new Request(request.url, { method: "POST", headers: request.headers, body: bytes });
  try {
    return await copy.formData();
  } catch {
    throw new HttpError(400, "The form could not be read.");
  }
}

/** 400 for input that failed its schema: the first message, and every field's messages. */
export function validationErrorResponse(error: z.ZodError): Response {
  const errors = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const first = Object.values(errors).flat()[0] ?? error.issues[0]?.message ?? "Invalid input";
  return errorResponse(400, first, { errors });
}

/** A JSON answer anyone may cache for `maxAge` seconds (public reads). */
export function publicJson(body: unknown, maxAge: number): Response {
  return Response.json(body, { headers: { "Cache-Control": `public, max-age=${maxAge}` } });
}

/** A JSON error answer: `{ message, ...details }`. */
export function errorResponse(status: number, message: string, details?: Record<string, unknown>, headers?: HeadersInit): Response {
  return Response.json({ message, ...details }, { status, headers });
}

/** Runs an API handler, turning HttpErrors into their JSON answers. Anything else propagates (500, logged). */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) {
      const retryAfter = error.details?.retryAfter;
      return errorResponse(error.status, error.message, error.details, retryAfter ? { "Retry-After": String(retryAfter) } : undefined);
    }
    throw error;
  }
}

/** Answers 405 listing what the resource does accept. */
export function methodNotAllowed(allowed: string[]): Response {
  return errorResponse(405, `Use ${allowed.join(" or ")}.`, undefined, { Allow: allowed.join(", ") });
}
