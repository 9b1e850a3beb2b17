import { Link } from 'react-router'
import type { Route } from './+types/about'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import {
	CredentialList,
	PublicationList,
} from '#app/components/credentials.tsx'
import { RichText } from '#app/components/rich-text.tsx'
import { Stars } from '#app/components/stars.tsx'
import { aboutPage, reachMethod } from '#app/content/pages/index.ts'
import { SITE } from '#app/content/site.ts'
import { averageRating } from '#app/lib/rating.ts'
import {
	breadcrumbLd,
	howToLd,
	organizationLd,
	pageMeta,
	siteOf,
} from '#app/lib/seo.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { renderStaticMarkdown } from '#app/server/platform/markdown.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

export async function loader() {
	return {
		missionHtml: renderStaticMarkdown(aboutPage.mission),
		coverageHtml: renderStaticMarkdown(aboutPage.whatWeCover),
		contactEmail: (await getSettings()).contactEmail,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	if (!loaderData) return []
	const site = siteOf(matches)
	const rating = averageRating(
		aboutPage.testimonials.map(testimonial => testimonial.rating),
	)
	return pageMeta({
		site,
		title: 'About',
		description: `${aboutPage.headline} Read by ${SITE.claims.professionals} professionals.`,
		path: '/about',
		jsonLd: [
			organizationLd(site, {
				email: loaderData.contactEmail,
				...(rating
					? {
							aggregateRating: {
								'@type': 'AggregateRating',
								ratingValue: rating,
								reviewCount: aboutPage.testimonials.length,
								bestRating: 5,
								worstRating: 1,
							},
						}
					: {}),
			}),
			howToLd({
				name: 'The REACH method for building a personal brand',
				description:
					"Brandline's five-step framework for executives, founders and creators.",
				steps: reachMethod.map(step => ({
					name: `${step.name} (${step.alternateName})`,
					text: step.description,
				})),
			}),
			breadcrumbLd(site, [{ name: 'About', path: '/about' }]),
		],
	})
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
	const { missionHtml, coverageHtml, contactEmail } = loaderData
	const rating = averageRating(
		aboutPage.testimonials.map(testimonial => testimonial.rating),
	)
	return (
		<div className="mx-auto max-w-4xl">
			<Breadcrumb items={[{ label: 'About' }]} />
			<h1 className="mt-4 font-serif text-4xl font-black sm:text-5xl">
				{aboutPage.headline}
			</h1>

			<dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
				{aboutPage.statistics.map(statistic => (
					<div
						key={statistic.label}
						className="rounded border border-rule bg-surface p-4 text-center"
					>
						<dt className="text-xs font-semibold tracking-wide text-muted uppercase">
							{statistic.label}
						</dt>
						<dd className="mt-1 font-serif text-3xl font-black">
							{statistic.value}
						</dd>
					</div>
				))}
			</dl>

			<section aria-labelledby="mission-heading" className="mt-12">
				<h2 id="mission-heading" className="font-serif text-3xl font-bold">
					Our mission
				</h2>
				<RichText html={missionHtml} className="mt-4" />
			</section>

			<section aria-labelledby="coverage-heading" className="mt-12">
				<h2 id="coverage-heading" className="font-serif text-3xl font-bold">
					What we cover
				</h2>
				<RichText html={coverageHtml} className="mt-4" />
			</section>

			<section aria-labelledby="method-heading" className="mt-12">
				<h2 id="method-heading" className="font-serif text-3xl font-bold">
					The REACH method
				</h2>
				<ol className="mt-6 grid gap-4 md:grid-cols-5">
					{reachMethod.map(step => (
						<li
							key={step.letter}
							className="rounded border border-rule bg-surface p-4"
						>
							<p className="font-serif text-4xl font-black text-accent">
								{step.letter}
							</p>
							<p className="mt-1 font-semibold">{step.name}</p>
							<p className="text-xs tracking-wide text-muted uppercase">
								also: {step.alternateName}
							</p>
							<p className="mt-2 text-sm">{step.description}</p>
						</li>
					))}
				</ol>
			</section>

			<div className="mt-12 grid gap-8 md:grid-cols-2">
				<section aria-labelledby="credentials-heading">
					<h2
						id="credentials-heading"
						className="font-serif text-2xl font-bold"
					>
						Credentials
					</h2>
					<CredentialList
						credentials={aboutPage.credentials}
						className="mt-4"
					/>
				</section>
				<section aria-labelledby="publications-heading">
					<h2
						id="publications-heading"
						className="font-serif text-2xl font-bold"
					>
						Where our work has appeared
					</h2>
					<PublicationList
						publications={aboutPage.publications}
						className="mt-4"
					/>
				</section>
			</div>

			<section aria-labelledby="testimonials-heading" className="mt-12">
				<h2 id="testimonials-heading" className="font-serif text-3xl font-bold">
					What readers and guests say
				</h2>
				{rating ? (
					<p className="mt-2 text-sm text-muted">
						<Stars rating={rating} /> {rating} out of 5 from{' '}
						{aboutPage.testimonials.length} reviews
					</p>
				) : null}
				<div className="mt-6 grid gap-6 md:grid-cols-3">
					{aboutPage.testimonials.map(testimonial => (
						<figure
							key={testimonial.name}
							className="flex flex-col rounded border border-rule bg-surface p-5"
						>
							<Stars rating={testimonial.rating} />
							<blockquote className="mt-3 flex-1 font-serif text-lg italic">
								“{testimonial.content}”
							</blockquote>
							<figcaption className="mt-4 text-sm">
								<span className="font-semibold">{testimonial.name}</span>
								<span className="block text-muted">
									{testimonial.title}, {testimonial.company}
								</span>
							</figcaption>
						</figure>
					))}
				</div>
			</section>

			<p className="mt-12 rounded bg-surface p-6 text-center">
				Questions or story ideas? Write to{' '}
				<a
					href={`mailto:${contactEmail}`}
					className="font-semibold text-accent underline"
				>
					{contactEmail}
				</a>
				, or{' '}
				<Link
					to={`/author/${SITE.editor.slug}`}
					className="font-semibold underline"
				>
					meet our editor
				</Link>
				.
			</p>
		</div>
	)
}
