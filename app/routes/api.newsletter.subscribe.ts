import type { Route } from "./+types/api.newsletter.subscribe";
import { NewsletterSignupSchema } from "~/schemas/newsletter";
import { methodNotAllowed, handleApi, readJsonObject, validationErrorResponse } from "~/server/http.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { subscribe } from "~/server/subscribers.server";

/**
 * POST /api/newsletter/subscribe { email, source?, contentType? } (SPEC §7).
 * 201 with the subscriber when new, 200 when the address was already on the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const parsed = NewsletterSignupSchema.safeParse(body);
    if (!parsed.success) return validationErrorResponse(parsed.error);
    await consumeRateLimit("subscribe", context.get(requestInfoContext).clientIp);
    const { outcome, subscriber } = await subscribe(parsed.data);
    return Response.json(
      { message: outcome === "already-subscribed" ? "Already subscribed." : "Subscribed.", outcome, subscriber },
      { status: outcome === "subscribed" ? 201 : 200 },
    );
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
