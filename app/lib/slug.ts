/** A URL-safe slug from a headline: lowercase ASCII words joined by hyphens, at most `max` characters. */
export function slugify(text: string, max = 60): string {
	const slug = text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
	if (slug.length <= max) return slug
	const cut = slug.slice(0, max)
	return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut
}
