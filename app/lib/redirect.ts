/**
 * Where to go back to after a form: only a path on this site (never `//host`, `/\host` or a full
 * URL, which would make us an open redirect), otherwise `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
