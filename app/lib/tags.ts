import { slugify } from './slug.ts'

/** Tags per article, and how long one may be (its name and its slug). */
export const MAX_TAGS = 10
export const TAG_MAX_LENGTH = 40

/** A tag as an article carries it: its address part (`/tag/{slug}`) and the name an editor typed. */
export interface Tag {
	slug: string
	name: string
}

export type TagsParse =
	{ ok: true; tags: Tag[] } | { ok: false; message: string }

/**
 * Tags from an editor's comma-separated text (or the JSON API's list): each trimmed, with inner
 * spaces collapsed, slugged to lower-case words joined by hyphens; the first spelling of a slug
 * wins and repeats are dropped. Refused: a tag longer than TAG_MAX_LENGTH, one with no letter or
 * digit, more than MAX_TAGS.
 */
export function parseTags(
	input: string | readonly string[] | undefined,
): TagsParse {
	const parts = (typeof input === 'string' ? input.split(',') : (input ?? []))
		.map(part => part.trim().replace(/\s+/g, ' '))
		.filter(Boolean)
	const tags: Tag[] = []
	for (const name of parts) {
		if (name.length > TAG_MAX_LENGTH)
			return {
				ok: false,
				message: `Each tag must be at most ${TAG_MAX_LENGTH} characters ("${name.slice(0, 20)}…" is longer)`,
			}
		const slug = slugify(name, TAG_MAX_LENGTH)
		if (!slug)
			return {
				ok: false,
				message: `A tag needs a letter or a digit ("${name}" has none)`,
			}
		if (!tags.some(tag => tag.slug === slug)) tags.push({ slug, name })
	}
	if (tags.length > MAX_TAGS)
		return { ok: false, message: `At most ${MAX_TAGS} tags per article` }
	return { ok: true, tags }
}

/** What the editor's tags field shows for stored tags: their names, comma-separated. */
export function tagsText(names: readonly string[] | undefined): string {
	return (names ?? []).join(', ')
}

/** A tag page's address part: what `slugify` makes, nothing else (anything else is not a tag). */
export function isTagSlug(text: string): boolean {
	return (
		text.length <= TAG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)
	)
}

/** The tags stored on an article (slugs and names, in the same order) as pairs. */
export function tagsOf(article: {
	tags?: readonly string[]
	tagNames?: readonly string[]
}): Tag[] {
	return (article.tags ?? []).map((slug, index) => ({
		slug,
		name: article.tagNames?.[index] ?? slug,
	}))
}
