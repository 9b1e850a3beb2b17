import { Link } from 'react-router'
import type { Route } from './+types/authors'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { AuthorPortrait } from '#app/components/author-portrait.tsx'
import { SITE } from '#app/content/site.ts'
import { formatDateline } from '#app/lib/format.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'
import { countOf } from '#app/lib/plural.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { bylineRecords } from '#app/server/articles/bylines.server.ts'
import { listAuthors } from '#app/server/people/authors.server.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/**
 * /authors: the people who write here, the staff first and then contributors, each with what they
 * have published and when last. A byline with nothing public yet is left out (its page is a 404
 * too), except the editor, whom the SPEC always shows.
 */
export async function loader() {
	const [authors, records] = await Promise.all([listAuthors(), bylineRecords()])
	const listed = authors
		.map(author => {
			const record = records.get(author.name)
			return {
				slug: author.slug,
				name: author.name,
				role: author.role,
				shortBio: author.shortBio,
				kind: author.kind,
				...(author.photo ? { photo: author.photo } : {}),
				count: record?.count ?? 0,
				latest: record?.latest.toISOString() ?? null,
			}
		})
		.filter(author => author.count > 0 || author.slug === SITE.editor.slug)
		// The editor first, then the most published, then by name.
		.sort(
			(a, b) =>
				Number(b.slug === SITE.editor.slug) -
					Number(a.slug === SITE.editor.slug) ||
				b.count - a.count ||
				a.name.localeCompare(b.name),
		)
	return {
		staff: listed.filter(author => author.kind === 'staff'),
		contributors: listed.filter(author => author.kind === 'contributor'),
	}
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: 'Authors',
		description: `The editors, writers and contributors behind ${site.name}.`,
		path: '/authors',
		jsonLd: [breadcrumbLd(site, [{ name: 'Authors', path: '/authors' }])],
	})
}

type Listed = Route.ComponentProps['loaderData']['staff'][number]

function AuthorEntry({ author }: { author: Listed }) {
	return (
		<li className="flex gap-4 border-b border-rule pb-5">
			{author.photo ? (
				<AuthorPortrait photo={author.photo} size={80} alt="" />
			) : null}
			<div className="min-w-0">
				<h3 className="font-serif text-xl font-bold">
					<Link to={`/author/${author.slug}`} className="hover:underline">
						{author.name}
					</Link>
				</h3>
				<p className="text-sm text-muted">{author.role}</p>
				<p className="mt-2 max-w-prose font-serif text-base">
					{author.shortBio}
				</p>
				<p className="mt-2 text-sm text-muted">
					{author.count > 0 && author.latest ? (
						<>
							{countOf(author.count, 'article')} · latest{' '}
							<time dateTime={author.latest}>
								{formatDateline(author.latest)}
							</time>
						</>
					) : (
						'Nothing published yet'
					)}
				</p>
			</div>
		</li>
	)
}

function AuthorSection({
	id,
	title,
	authors,
}: {
	id: string
	title: string
	authors: Listed[]
}) {
	if (authors.length === 0) return null
	return (
		<section aria-labelledby={id} className="mt-10">
			<h2
				id={id}
				className="mb-2 border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
			>
				{title}
			</h2>
			<ul className="mt-5 grid gap-x-10 gap-y-6 md:grid-cols-2">
				{authors.map(author => (
					<AuthorEntry key={author.slug} author={author} />
				))}
			</ul>
		</section>
	)
}

export default function Authors({ loaderData }: Route.ComponentProps) {
	const { staff, contributors } = loaderData
	return (
		<div className="mx-auto max-w-5xl">
			<Breadcrumb items={[{ label: 'Authors' }]} />
			<header className="mt-4 border-b-2 border-ink pb-4">
				<h1 className="font-serif text-4xl font-black sm:text-5xl">Authors</h1>
				<p className="mt-3 max-w-prose font-serif text-lg text-muted">
					The editors and writers on our staff, and the practitioners who
					contribute their experience. Every byline links to its author&rsquo;s
					page and everything they have written for us.
				</p>
			</header>
			<AuthorSection id="staff-heading" title="Our staff" authors={staff} />
			<AuthorSection
				id="contributors-heading"
				title="Contributors"
				authors={contributors}
			/>
			<p className="mt-10 text-sm">
				Have a lesson worth sharing?{' '}
				<Link to="/guest-post" className="font-semibold underline">
					Write for us
				</Link>
				.
			</p>
		</div>
	)
}
