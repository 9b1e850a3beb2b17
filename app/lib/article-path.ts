/** The address readers use for an article: its slug (`/article/{slug}`), or its id before it has one. */
export function articlePath(article: { id: string; slug?: string }): string {
	return `/article/${encodeURIComponent(article.slug || article.id)}`
}

/** A slug as an editor may write it: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 100
