import { Link, data, redirect } from 'react-router'
import type { Route } from './+types/author.$slug'
import { ArticleCard } from '#app/components/article-card.tsx'
import { AuthorPortrait } from '#app/components/author-portrait.tsx'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import {
	CredentialList,
	PublicationList,
} from '#app/components/credentials.tsx'
import { RichText } from '#app/components/rich-text.tsx'
import { Pager, pageMetaLinks } from '#app/components/pager.tsx'
import { SITE } from '#app/content/site.ts'
import { breadcrumbLd, pageMeta, personLd, siteOf } from '#app/lib/seo.ts'
import {
	cursorParam,
	listArticlePage,
} from '#app/server/articles/lists.server.ts'
import { getAuthor } from '#app/server/people/authors.server.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** Articles on an author's page. */
const PAGE_SIZE = 12

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

export async function loader({ params, url }: Route.LoaderArgs) {
	const author = await getAuthor(params.slug)
	if (!author) throw data(null, { status: 404 })
	// Older articles page by cursor (?before=…, ?after=…): stable while new ones are published.
	const beforeParam = url.searchParams.get('before')
	const afterParam = url.searchParams.get('after')
	const before = cursorParam(beforeParam)
	const after = cursorParam(afterParam)
	const base = `/author/${author.slug}`
	// A cursor that is not one (edited by hand) leads to the first page.
	if ((beforeParam !== null && !before) || (afterParam !== null && !after))
		throw redirect(base)
	const list = await listArticlePage({
		author: author.name,
		before,
		after,
		limit: PAGE_SIZE,
	})
	// A byline with nothing public yet (a draft's, an imported feed's) has no page; the SPEC's
	// editor always has one. A 404 is never cached, so the page appears with the first article.
	if (
		!before &&
		!after &&
		list.articles.length === 0 &&
		author.slug !== SITE.editor.slug
	)
		throw data(null, { status: 404 })
	return {
		author,
		bioHtml: renderMarkdown(author.bio ?? author.shortBio),
		...list,
		base,
		// The canonical path names the page of the list it shows.
		path: `${base}${before ? `?before=${beforeParam}` : after ? `?after=${afterParam}` : ''}`,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	if (!loaderData)
		return [
			{ title: `404 Page Not Found | ${site.name}` },
			{ name: 'robots', content: 'noindex' },
		]
	const { author } = loaderData
	const path = loaderData.base
	return pageMeta({
		site,
		title: `${author.name}, ${author.role}`,
		description: author.shortBio,
		path: loaderData.path,
		extra: pageMetaLinks(site.url, loaderData.base, loaderData),
		type: 'profile',
		...(author.photo
			? {
					image: {
						url: author.photo.url,
						alt: author.photo.alt,
						...(author.photo.meta
							? {
									width: author.photo.meta.width,
									height: author.photo.meta.height,
								}
							: {}),
					},
				}
			: {}),
		jsonLd: [
			personLd(site, {
				name: author.name,
				path,
				jobTitle: author.role,
				description: author.shortBio,
				image: author.photo?.url,
				sameAs: author.links.map(link => link.url),
				knowsAbout: author.expertise,
			}),
			breadcrumbLd(site, [
				{ name: 'Authors', path: '/authors' },
				{ name: author.name, path },
			]),
		],
	})
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
	const { author, bioHtml, articles, base } = loaderData
	return (
		<div className="mx-auto max-w-4xl">
			<Breadcrumb
				items={[{ label: 'Authors', to: '/authors' }, { label: author.name }]}
			/>
			<header className="mt-4 flex flex-col gap-5 border-b-2 border-ink pb-6 sm:flex-row sm:items-center">
				{author.photo ? (
					<AuthorPortrait photo={author.photo} size={128} />
				) : null}
				<div className="min-w-0">
					<h1 className="font-serif text-4xl font-black sm:text-5xl">
						{author.name}
					</h1>
					<p className="mt-2 text-lg text-muted">{author.role}</p>
				</div>
			</header>
			<div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,1fr)_260px]">
				<RichText html={bioHtml} />
				<aside className="space-y-6 text-sm">
					{author.credentials.length > 0 ? (
						<section aria-labelledby="credentials-heading">
							<h2
								id="credentials-heading"
								className="font-semibold tracking-wide uppercase"
							>
								Credentials
							</h2>
							<CredentialList
								credentials={author.credentials}
								className="mt-2"
							/>
						</section>
					) : null}
					{author.expertise.length > 0 ? (
						<section aria-labelledby="expertise-heading">
							<h2
								id="expertise-heading"
								className="font-semibold tracking-wide uppercase"
							>
								Writes about
							</h2>
							<ul className="mt-2 flex flex-wrap gap-2">
								{author.expertise.map(topic => (
									<li key={topic} className="rounded bg-surface px-2 py-1">
										{topic}
									</li>
								))}
							</ul>
						</section>
					) : null}
					{author.publications.length > 0 ? (
						<section aria-labelledby="publications-heading">
							<h2
								id="publications-heading"
								className="font-semibold tracking-wide uppercase"
							>
								Featured in
							</h2>
							<PublicationList
								publications={author.publications}
								className="mt-2"
							/>
						</section>
					) : null}
					{author.links.length > 0 ? (
						<ul
							aria-label={`${author.name} elsewhere`}
							className="flex flex-wrap gap-3"
						>
							{author.links.map(link => (
								<li key={link.url}>
									<a
										href={link.url}
										target="_blank"
										rel="noopener noreferrer me"
										className="font-semibold text-accent underline"
									>
										{link.label}
									</a>
								</li>
							))}
						</ul>
					) : null}
				</aside>
			</div>
			<section aria-labelledby="latest-heading" className="mt-12">
				<h2
					id="latest-heading"
					className="mb-4 border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
				>
					Latest from {author.name}
				</h2>
				{articles.length > 0 ? (
					<div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
						{articles.map(article => (
							<ArticleCard key={article.id} article={article} size="small" />
						))}
					</div>
				) : (
					<p className="text-muted">
						No articles by {author.name} have been published yet.
					</p>
				)}
				<Pager
					base={base}
					links={loaderData}
					label={`More from ${author.name}`}
				/>
			</section>
			<p className="mt-10 text-sm">
				<Link to="/about" className="font-semibold underline">
					About the magazine
				</Link>
			</p>
		</div>
	)
}
