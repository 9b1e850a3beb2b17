/**
 * Copying images a stranger linked to into our own storage (issue 11 item 7), so that published
 * pages load nothing from third parties: fetched safely (safe-fetch.server.ts), then checked and
 * stored through the upload pipeline like any upload.
 */
import { MAX_IMAGE_BYTES, storedObjectPath, type ImageMeta } from "../lib/image-upload.ts";
import { getEnv } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { prepareImage, storePreparedImage } from "./images.server.ts";
import { fetchImageSafely } from "./safe-fetch.server.ts";
import { newUploadObjectPath } from "./uploads.server.ts";

/** True for an image address that is not one of our stored images. */
export function isExternalImage(url: string | undefined): url is string {
  return typeof url === "string" && /^https?:\/\//i.test(url) && !storedObjectPath(url);
}

/** Fetches an external image and stores it like an upload; fails with the reason (a domain error). */
export async function importExternalImage(url: string): Promise<ImageMeta> {
  const env = getEnv();
  const fetched = await fetchImageSafely(url, { maxBytes: MAX_IMAGE_BYTES, allowPrivateAddresses: env.IMAGE_FETCH_ALLOW_PRIVATE });
  return storePreparedImage(newUploadObjectPath(), await prepareImage(fetched.bytes, fetched.contentType), "import");
}

// ![alt](url "title") with an http(s) address; the title is optional.
const MARKDOWN_IMAGE = /!\[([^\]\n]*)\]\(\s*<?(https?:\/\/[^\s)>]+)>?(\s+"[^"\n]*")?\s*\)/gi;

export interface ImagesToCopy {
  imageUrl?: string;
  imageUrls?: string[];
  content: string;
}

/**
 * The same images, every external one copied into our storage: the main and additional images,
 * and images in the markdown body. One that cannot be copied (unreachable, too large, not an
 * image) is left out of the image fields, and in the body becomes a plain link, so nothing loads
 * from elsewhere. The copies are not attached yet: the record that uses them attaches them.
 */
export async function copyExternalImages(images: ImagesToCopy): Promise<ImagesToCopy & { failed: string[] }> {
  const external = [images.imageUrl, ...(images.imageUrls ?? []), ...[...images.content.matchAll(MARKDOWN_IMAGE)].map((match) => match[2])].filter(isExternalImage);
  const copies = new Map<string, string | undefined>();
  await Promise.all(
    [...new Set(external)].map(async (url) => {
      try {
        copies.set(url, (await importExternalImage(url)).url);
      } catch (error) {
        logger.warn({ url, err: error }, "an external image could not be copied; it is left out");
        copies.set(url, undefined);
      }
    }),
  );
  const copied = (url: string | undefined) => (isExternalImage(url) ? copies.get(url) : url);
  const imageUrls = (images.imageUrls ?? []).map(copied).filter((url): url is string => Boolean(url));
  const content = images.content.replace(MARKDOWN_IMAGE, (whole: string, alt: string, url: string, title: string | undefined) => {
    const copy = copies.get(url);
    if (copy) return `![${alt}](${copy}${title ?? ""})`;
    return copies.has(url) ? `[${alt || "Image"}](${url})` : whole;
  });
  return {
    ...(copied(images.imageUrl) ? { imageUrl: copied(images.imageUrl) } : {}),
    ...(imageUrls.length ? { imageUrls } : {}),
    content,
    failed: [...copies].filter(([, copy]) => !copy).map(([url]) => url),
  };
}
