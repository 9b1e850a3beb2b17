import type { Route } from "./+types/api.images.upload.$token";
import { MAX_IMAGE_BYTES } from "~/lib/image-upload";
import { isDomainError, tooLarge } from "~/server/errors.server";
import { errorResponse, handleApi, readBodyWithLimit } from "~/server/http.server";
import { requestInfoContext } from "~/server/request-context";
import { FILE_TOO_LARGE_MESSAGE, storeImage, verifyUploadToken } from "~/server/uploads.server";

// Room for a client that counts 5MB generously; storeImage applies the exact limit.
const BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * PUT /api/images/upload/{token} with the raw image and its Content-Type (SPEC §7):
 * 200 { imagePath, url }; 403/410 for a bad or expired link, 409 when already used,
 * 413 too large, 415 not an image.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return errorResponse(405, "Use PUT.", undefined, { Allow: "PUT" });
  return handleApi(async () => {
    // The link is checked before the body is read, so a stranger cannot make us read 5MB.
    const imagePath = verifyUploadToken(params.token ?? "");
    const bytes = await readBodyWithLimit(request, BODY_LIMIT).catch((error: unknown) => {
      throw isDomainError(error, "too-large") ? tooLarge(FILE_TOO_LARGE_MESSAGE) : error;
    });
    const url = await storeImage(bytes, request.headers.get("content-type") ?? "", imagePath);
    context.get(requestInfoContext).log.info({ imagePath, bytes: bytes.byteLength }, "image uploaded");
    return Response.json({ imagePath, url }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function loader() {
  return errorResponse(405, "Use PUT.", undefined, { Allow: "PUT" });
}
