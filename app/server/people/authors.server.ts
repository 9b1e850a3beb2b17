/**
 * Authors: the people behind bylines, each at /author/{slug} (docs/decisions/045). An article
 * names its author by name (the SPEC's article has a text `author`), and one Author record holds
 * each name; `ensureAuthor` keeps it that way when a new name appears (an article saved under a
 * new byline, a guest post approved).
 */
import mongoose from 'mongoose'
import type { ImageMeta } from '#app/lib/image-upload.ts'
import { slugify } from '#app/lib/slug.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import {
	Author,
	type AuthorFields,
	type AuthorKind,
} from '#app/server/models/index.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'

/** An author as pages present one. */
export interface AuthorView {
	slug: string
	name: string
	role: string
	shortBio: string
	bio?: string
	photo?: { url: string; alt: string; meta?: ImageMeta }
	links: { label: string; url: string }[]
	expertise: string[]
	credentials: { label: string; detail: string }[]
	publications: string[]
	kind: AuthorKind
}

/** What a byline needs to link: the name as printed and the profile's slug. */
export interface AuthorRef {
	name: string
	slug: string
}

function toView(doc: AuthorFields): AuthorView {
	return {
		slug: doc._id,
		name: doc.name,
		role: doc.role,
		shortBio: doc.shortBio,
		...(doc.bio ? { bio: doc.bio } : {}),
		...(doc.photoUrl
			? {
					photo: {
						url: doc.photoUrl,
						alt: doc.photoAlt ?? `Portrait of ${doc.name}`,
						...(doc.photoMeta ? { meta: doc.photoMeta } : {}),
					},
				}
			: {}),
		links: doc.links ?? [],
		expertise: doc.expertise ?? [],
		credentials: doc.credentials ?? [],
		publications: doc.publications ?? [],
		kind: doc.kind,
	}
}

/** The author at `slug`, or null. */
export async function getAuthor(slug: string): Promise<AuthorView | null> {
	const doc = await Author.findById(slug).lean<AuthorFields>()
	if (!doc) return null
	// A cached page showing the profile is dropped when it changes (profiles.server.ts).
	dependsOn(PAGE_TAGS.author(doc.name))
	return toView(doc)
}

/** The profile a byline links to, or null when the name has no record. */
export async function findAuthorRef(name: string): Promise<AuthorRef | null> {
	const doc = await Author.findOne({ name: name.trim() }, { name: 1 }).lean<
		Pick<AuthorFields, '_id' | 'name'>
	>()
	return doc ? { name: doc.name, slug: doc._id } : null
}

/** What the author card at an article's end shows (decision 081). */
export type AuthorCard = Pick<
	AuthorView,
	'slug' | 'name' | 'role' | 'shortBio'
> &
	Pick<Partial<AuthorView>, 'photo'>

/** The byline's profile as the article's author card shows it, or null when the name has none. */
export async function findAuthorCard(name: string): Promise<AuthorCard | null> {
	const doc = await Author.findOne(
		{ name: name.trim() },
		{
			name: 1,
			role: 1,
			shortBio: 1,
			kind: 1,
			photoUrl: 1,
			photoAlt: 1,
			photoMeta: 1,
		},
	).lean<AuthorFields>()
	if (!doc) return null
	// A cached article page drops its card when the profile changes (profiles.server.ts).
	dependsOn(PAGE_TAGS.author(doc.name))
	const { slug, role, shortBio, photo } = toView(doc)
	return { slug, name: doc.name, role, shortBio, ...(photo ? { photo } : {}) }
}

/** Profiles for several bylines at once (a page of cards): name → slug, for the names that have one. */
export async function findAuthorRefs(
	names: readonly string[],
): Promise<Record<string, string>> {
	const unique = [...new Set(names.map(name => name.trim()))]
	if (unique.length === 0) return {}
	const docs = await Author.find(
		{ name: mongoose.trusted({ $in: unique }) },
		{ name: 1 },
	).lean<Pick<AuthorFields, '_id' | 'name'>[]>()
	return Object.fromEntries(docs.map(doc => [doc.name, doc._id]))
}

/** The fields a new author record is made with; a missing role or bio gets a plain default. */
export type NewAuthor = Partial<
	Omit<AuthorFields, '_id' | 'createdAt' | 'updatedAt'>
> & { name: string }

/** How many slugs (`jane-doe`, `jane-doe-2`, …) a new name tries before giving up. */
const MAX_SLUG_ATTEMPTS = 20

/**
 * The record for `name`, made when there is none. Idempotent, and safe when several requests or
 * instances ensure the same name at once: the slug is claimed by inserting it as the `_id` (exact
 * on MongoDB and FerretDB), and a loser that finds its own name under the slug uses it. A slug
 * held by another name moves on to `-2`, `-3`, …. Never changes an existing record.
 */
export async function ensureAuthor(input: NewAuthor): Promise<AuthorRef> {
	const name = input.name.trim()
	const existing = await findAuthorRef(name)
	if (existing) return existing
	const base = slugify(name, 60) || 'author'
	const fields = {
		role: 'Contributor',
		shortBio: `${name} writes for the magazine.`,
		kind: 'contributor' satisfies AuthorKind,
		links: [],
		expertise: [],
		credentials: [],
		publications: [],
		...input,
		name,
	}
	for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
		const slug = attempt === 1 ? base : `${base}-${attempt}`
		if (await insertOnce(Author, slug, fields)) return { name, slug }
		const holder = await Author.findById(slug, { name: 1 }).lean<
			Pick<AuthorFields, 'name'>
		>()
		if (holder?.name === name) return { name, slug }
	}
	throw conflict(`Could not find a free profile address for ${name}.`)
}

/** A guest post's author, as their published article's byline needs them (on approval). */
export function ensureContributor(post: {
	authorName: string
	authorBio?: string
	company?: string
	socialHandle?: string
}): Promise<AuthorRef> {
	const profile = httpsUrl(post.socialHandle)
	return ensureAuthor({
		name: post.authorName,
		role: post.company
			? `Guest contributor, ${post.company}`
			: 'Guest contributor',
		shortBio:
			post.authorBio?.trim() ||
			`${post.authorName.trim()} is a guest contributor${post.company ? ` from ${post.company}` : ''}.`,
		kind: 'contributor',
		links: profile ? [{ label: 'Profile', url: profile }] : [],
	})
}

/** A social handle that is a full https address (a bare @handle names no network). */
function httpsUrl(value: string | undefined): string | undefined {
	if (!value) return undefined
	try {
		const url = new URL(value.trim())
		return url.protocol === 'https:' ? url.toString() : undefined
	} catch {
		return undefined
	}
}

/** Every author profile, as the /authors index lists them (a masthead's worth, read whole). */
export async function listAuthors(): Promise<AuthorView[]> {
	const docs = await Author.find().lean<AuthorFields[]>()
	// A profile's change (profiles.server.ts) drops the index as it drops the author's page.
	for (const doc of docs) dependsOn(PAGE_TAGS.author(doc.name))
	return docs.map(toView)
}
