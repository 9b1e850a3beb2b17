import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Uploaded and generated images live under DATA_DIR/uploads and are served at /public-objects/. */
export const PUBLIC_OBJECTS_PREFIX = "/public-objects/";

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

/**
 * The file for an object path such as "seed/cover.webp", or undefined when the path would leave
 * the uploads directory or is not of the form we write (lowercase words, one extension).
 */
export function resolveObjectPath(dataDir: string, objectPath: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|jpeg|png|gif|avif)$/i.test(objectPath)) return undefined;
  const base = uploadsDir(dataDir);
  const file = path.resolve(base, objectPath);
  return file.startsWith(base + path.sep) ? file : undefined;
}

export async function writeObject(dataDir: string, objectPath: string, data: Buffer): Promise<string> {
  const file = resolveObjectPath(dataDir, objectPath);
  if (!file) throw new Error(`invalid object path: ${objectPath}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return PUBLIC_OBJECTS_PREFIX + objectPath;
}

export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};
