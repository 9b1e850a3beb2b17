/**
 * Image uploads (SPEC §5, §7, §9). The browser asks for an upload target (a signed, expiring,
 * single-use URL for one new object path), PUTs the raw file there, then refers to the image as
 * /public-objects/{imagePath}. Forms sent without JavaScript carry the file in the form itself.
 *
 * Every stored image is decoded and re-encoded: that proves it is an image, drops EXIF/GPS and
 * other metadata, applies the camera's orientation, and caps its size.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { access } from "node:fs/promises";
import sharp, { type Sharp } from "sharp";
import { MAX_IMAGE_BYTES, isImageContentType, isUploadExtension, normaliseImageUrl, uploadExtensionFor, type UploadExtension } from "../lib/image-upload.ts";
import { getEnv } from "./env.server.ts";
import { DomainError, conflict, forbidden, gone, invalid, tooLarge, unsupportedType } from "./errors.server.ts";
import { PUBLIC_OBJECTS_PREFIX, resolveObjectPath, writeObject } from "./images.server.ts";

/** How long an upload URL stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Beyond this many pixels (all frames together) an image is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images are scaled down so that neither side exceeds this. */
export const MAX_STORED_SIDE = 2400;

export const UPLOAD_URL_PREFIX = "/api/images/upload/";

export const INVALID_FILE_TYPE_MESSAGE = "Please upload an image file (JPG, PNG, GIF, WebP)";
export const FILE_TOO_LARGE_MESSAGE = "Image must be smaller than 5MB";
export const INVALID_IMAGE_URL_MESSAGE = "Please enter a valid image URL";

/** Formats we are willing to decode (notably not SVG or PDF, which sharp could also read). */
const DECODABLE_FORMATS = new Set(["jpeg", "png", "gif", "webp", "avif", "heif", "tiff"]);

const NAME_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomName(length = 16): string {
  let name = "";
  for (let i = 0; i < length; i += 1) name += NAME_ALPHABET[randomInt(NAME_ALPHABET.length)];
  return name;
}

/** The extension an upload is stored under: lowercase, no dot, jpg when none was given. */
export function normaliseUploadExtension(fileExtension: string | undefined): UploadExtension {
  const extension = (fileExtension ?? "").trim().toLowerCase().replace(/^\.+/, "");
  if (extension === "") return "jpg";
  if (!isUploadExtension(extension)) throw invalid(`Invalid file type. ${INVALID_FILE_TYPE_MESSAGE}`);
  return extension === "jpeg" ? "jpg" : extension;
}

/** A fresh object path such as uploads/2026/11/k3v9x0q2m7a1b8c4.jpg. */
export function newUploadObjectPath(extension: UploadExtension, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `uploads/${now.getUTCFullYear()}/${month}/${randomName()}.${extension}`;
}

function sign(payload: string): Buffer {
  // The prefix keeps these signatures apart from anything else signed with the session secret.
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`image-upload\n${payload}`).digest();
}

/** A new upload target: where to PUT the file, and the object path it will be stored under. */
export function createUploadTarget(fileExtension?: string): { uploadURL: string; imagePath: string } {
  const imagePath = newUploadObjectPath(normaliseUploadExtension(fileExtension));
  const payload = `${Date.now() + UPLOAD_TOKEN_TTL_MS}:${imagePath}`;
  const token = `${Buffer.from(payload).toString("base64url")}.${sign(payload).toString("base64url")}`;
  return { uploadURL: UPLOAD_URL_PREFIX + token, imagePath };
}

/** The object path a token grants; "forbidden" when it is not one of ours, "gone" once it has expired. */
export function verifyUploadToken(token: string): string {
  const notOurs = forbidden("This upload link is not valid.");
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw notOurs;
  const payload = Buffer.from(match[1]!, "base64url").toString("utf8");
  const signature = Buffer.from(match[2]!, "base64url");
  const expected = sign(payload);
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw notOurs;
  const separator = payload.indexOf(":");
  const expiresAt = Number(payload.slice(0, separator));
  const imagePath = payload.slice(separator + 1);
  if (separator < 0 || !Number.isSafeInteger(expiresAt) || !resolveObjectPath(getEnv().DATA_DIR, imagePath)) throw notOurs;
  if (Date.now() > expiresAt) throw gone("This upload link has expired. Please try the upload again.");
  return imagePath;
}

function encoderFor(image: Sharp, extension: string): Sharp {
  switch (extension) {
    case "png":
      return image.png();
    case "gif":
      return image.gif();
    case "webp":
      return image.webp({ quality: 82 });
    case "avif":
      return image.avif({ quality: 60 });
    default:
      // JPEG has no transparency: lay transparent pixels on white rather than black.
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true });
  }
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Checks, cleans and stores an uploaded image at `objectPath` (whose extension decides the output
 * format); returns its public URL. Fails "too-large", "unsupported-type" when it is not a
 * decodable image, and "conflict" when something is already stored there (each upload URL works once).
 */
export async function storeImage(
  bytes: Uint8Array,
  contentType: string,
  objectPath: string,
  { dataDir = getEnv().DATA_DIR }: { dataDir?: string } = {},
): Promise<string> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
  if (!isImageContentType(contentType)) throw unsupportedType(INVALID_FILE_TYPE_MESSAGE);
  const file = resolveObjectPath(dataDir, objectPath);
  if (!file) throw invalid("Invalid image path.");
  const taken = await access(file).then(
    () => true,
    () => false,
  );
  if (taken) throw conflict("This upload link has already been used.");

  const extension = objectPath.slice(objectPath.lastIndexOf(".") + 1).toLowerCase();
  // Only GIF and WebP output keep every frame; other formats take the first.
  const animated = extension === "gif" || extension === "webp";
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: "error" });
    const { format } = await image.metadata();
    if (!DECODABLE_FORMATS.has(format)) throw unsupportedType(INVALID_FILE_TYPE_MESSAGE);
    const resized = image.autoOrient().resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
    // sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to keep it.
    output = await encoderFor(resized, extension).toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isPixelLimitError(error)) throw tooLarge(`Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`);
    throw unsupportedType(INVALID_FILE_TYPE_MESSAGE);
  }
  return writeObject(dataDir, objectPath, output);
}

/** The "From URL" tab's value: undefined when empty, else a checked image URL ("invalid" otherwise). */
export function resolveImageUrlInput(value: FormDataEntryValue | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "string") throw invalid(INVALID_IMAGE_URL_MESSAGE);
  if (value.trim() === "") return undefined;
  const url = normaliseImageUrl(value);
  if (!url) throw invalid(INVALID_IMAGE_URL_MESSAGE);
  if (url.startsWith(PUBLIC_OBJECTS_PREFIX) && !resolveObjectPath(getEnv().DATA_DIR, url.slice(PUBLIC_OBJECTS_PREFIX.length))) {
    throw invalid(INVALID_IMAGE_URL_MESSAGE);
  }
  return url;
}

interface StoreOptions {
  dataDir?: string;
}

async function storeFormFile(file: File, options: StoreOptions): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
  const objectPath = newUploadObjectPath(uploadExtensionFor(file.type, file.name));
  return storeImage(new Uint8Array(await file.arrayBuffer()), file.type, objectPath, options);
}

function chosenFile(value: FormDataEntryValue | null): File | undefined {
  return typeof value === "object" && value !== null && value.size > 0 ? value : undefined;
}

/**
 * One image field of a multipart form (ImageUpload): a file chosen without JavaScript
 * (`{base}File`), else a typed URL (`{base}Url`), else the current value (`{base}`, kept up to
 * date by the widget when JavaScript runs). Undefined when none is given.
 */
export async function readImageFromForm(formData: FormData, fieldBase: string, options: StoreOptions = {}): Promise<string | undefined> {
  const file = chosenFile(formData.get(`${fieldBase}File`));
  if (file) return storeFormFile(file, options);
  return resolveImageUrlInput(formData.get(`${fieldBase}Url`)) ?? resolveImageUrlInput(formData.get(fieldBase));
}

/**
 * A list of images from a multipart form (MultiImageUpload): the values kept (`{base}`, repeated),
 * then a typed URL (`{base}Url`), then files chosen without JavaScript (`{base}Files`). Duplicates
 * are dropped; order is kept.
 */
export async function readImagesFromForm(formData: FormData, fieldBase: string, options: StoreOptions = {}): Promise<string[]> {
  const urls: string[] = [];
  for (const value of [...formData.getAll(fieldBase), formData.get(`${fieldBase}Url`)]) {
    const url = resolveImageUrlInput(value);
    if (url && !urls.includes(url)) urls.push(url);
  }
  for (const value of formData.getAll(`${fieldBase}Files`)) {
    const file = chosenFile(value);
    if (file) urls.push(await storeFormFile(file, options));
  }
  return urls;
}

/**
 * Stores the images of a multipart form (ImageUpload under `image`, MultiImageUpload under
 * `images`) and puts their addresses back where the form's schema reads them: `image` as one value,
 * `images` as `images[0]`, `images[1]`... The raw file and URL inputs are removed. Returns the
 * refused image's message as a field error on `image`, or undefined when all went well.
 */
export async function storeFormImages(
  formData: FormData,
  fields: { image: string; images?: string },
  options: StoreOptions = {},
): Promise<Record<string, string[]> | undefined> {
  try {
    const image = await readImageFromForm(formData, fields.image, options);
    const images = fields.images ? await readImagesFromForm(formData, fields.images, options) : [];
    for (const key of [fields.image, `${fields.image}File`, `${fields.image}Url`]) formData.delete(key);
    if (image) formData.set(fields.image, image);
    if (fields.images) {
      for (const key of [fields.images, `${fields.images}Files`, `${fields.images}Url`]) formData.delete(key);
      images.forEach((value, index) => formData.set(`${fields.images}[${index}]`, value));
    }
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { [fields.image]: [error.message] };
  }
}
