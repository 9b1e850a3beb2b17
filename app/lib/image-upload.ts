/**
 * Image upload rules shared by the browser widget and the server (SPEC §5, §9): what may be
 * uploaded, how large, and which image URLs a form may point at.
 */

/** Largest upload accepted, in bytes ("Max file size: 5MB"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Extensions an uploaded image may be stored under; the stored file is re-encoded to match. */
export const UPLOAD_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "avif"] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const PUBLIC_OBJECTS_PATH = "/public-objects/";

const EXTENSION_BY_TYPE: Record<string, UploadExtension> = {
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/pjpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

export function isUploadExtension(value: string): value is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(value);
}

/**
 * The extension to ask an upload URL for: from the file's type, else its name, else jpg. Other
 * decodable types (TIFF, HEIF…) are converted to JPEG by the server rather than refused.
 */
export function uploadExtensionFor(contentType: string, fileName: string): UploadExtension {
  const byType = EXTENSION_BY_TYPE[contentType.toLowerCase().split(";")[0]!.trim()];
  if (byType) return byType;
  const dot = fileName.lastIndexOf(".");
  const byName = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  return isUploadExtension(byName) ? byName : "jpg";
}

/**
 * True for an image type we take (checked in the browser before anything is sent, and again by
 * the server). SVG is refused: it is a document that can carry scripts, not a picture.
 */
export function isImageContentType(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return /^image\/[\w.+-]+$/.test(type) && !type.startsWith("image/svg");
}

// An object path as images.server.ts writes them: lowercase words, one image extension.
const PUBLIC_OBJECT_PATTERN = /^\/public-objects\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|jpeg|png|gif|avif)$/i;

/**
 * An image reference a form may store: an absolute http(s) URL (no credentials in it) or one of
 * our own /public-objects/ paths. Anything else — javascript:, data:, relative paths — is refused.
 * Returns the normalised value, or undefined when it is not acceptable.
 */
export function normaliseImageUrl(input: string): string | undefined {
  const value = input.trim();
  if (value === "" || value.length > 2048) return undefined;
  if (value.startsWith("/")) return PUBLIC_OBJECT_PATTERN.test(value) ? value : undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}
