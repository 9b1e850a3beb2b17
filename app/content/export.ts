/**
 * The full-site export (docs/export-format.md): its schema version and the files of the archive,
 * in the order they are written. The admin page lists them with these descriptions; the server
 * writes them under these names.
 */

/**
 * Raised when a file's layout changes in a way a reader must know about (docs/export-format.md).
 * Version 2 added `settings.jsonl`; a restore still accepts version 1, which has no settings file.
 */
export const EXPORT_SCHEMA_VERSION = 2

/** The oldest schema version a restore accepts. */
export const EXPORT_OLDEST_RESTORABLE_VERSION = 1

/** Where the archive downloads from (the admin page links to it). */
export const EXPORT_DOWNLOAD_PATH = '/admin/export.zip'

/** Where the articles download as a Ghost JSON export (docs/export-format.md), for another Ghost to import. */
export const GHOST_EXPORT_PATH = '/admin/export.ghost.json'

export const EXPORT_MANIFEST_FILE = 'manifest.json'
/** Where the stored images go: `images/{object path}`, e.g. images/uploads/2026/11/k3v9.webp. */
export const EXPORT_IMAGES_FOLDER = 'images/'

/** The JSON-lines files, one record a line, by kind (the manifest's `counts` use these keys). */
export const EXPORT_KINDS = [
	{
		kind: 'articles',
		file: 'articles.jsonl',
		description:
			'Every article in every state (draft, scheduled, published), with its markdown body, tags, category, images, SEO fields, dates and counts.',
	},
	{
		kind: 'revisions',
		file: 'revisions.jsonl',
		description:
			'Each saved version of each article: the history the revisions page shows.',
	},
	{
		kind: 'categories',
		file: 'categories.jsonl',
		description: 'The sections articles are filed under, with their titles.',
	},
	{
		kind: 'tags',
		file: 'tags.jsonl',
		description:
			'Every tag in use, with its name and how many articles carry it.',
	},
	{
		kind: 'authors',
		file: 'authors.jsonl',
		description:
			'The author profiles shown on bylines, with their biographies.',
	},
	{
		kind: 'promotions',
		file: 'promotions.jsonl',
		description:
			'Promotions with their placement, schedule and click and impression counts.',
	},
	{
		kind: 'guestPosts',
		file: 'guest-posts.jsonl',
		description:
			'Guest post submissions in every status, with the writer’s details and consent to the terms.',
	},
	{
		kind: 'subscribers',
		file: 'subscribers.jsonl',
		description:
			'Newsletter subscribers with their consent (when they signed up and confirmed), source and status.',
	},
	{
		kind: 'redirects',
		file: 'redirects.jsonl',
		description:
			'Old addresses and where they lead, imported or added by hand.',
	},
	{
		kind: 'staff',
		file: 'staff.jsonl',
		description:
			'The people of the newsroom: name, e-mail, role and status. Never a password or a session.',
	},
	{
		kind: 'images',
		file: 'images.jsonl',
		description:
			'Each stored image: its address, size and the files written for it, which follow under images/.',
	},
	{
		kind: 'settings',
		file: 'settings.jsonl',
		description:
			'The publication’s settings (name, description, logo, social links, contact and sender addresses, digest hour, time zone), each saved version. Never a password or a key.',
	},
] as const

/** The files each schema version has: version 1 is version 2 without `settings.jsonl`. */
export function exportKindsOf(
	schemaVersion: number,
): readonly (typeof EXPORT_KINDS)[number][] {
	return schemaVersion >= 2
		? EXPORT_KINDS
		: EXPORT_KINDS.filter(({ kind }) => kind !== 'settings')
}

export type ExportKind = (typeof EXPORT_KINDS)[number]['kind']
