import { Link } from 'react-router'
import { Kicker } from '#app/components/article-meta.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { formatLongDate } from '#app/lib/format.ts'
import { countOf } from '#app/lib/plural.ts'
import type { SampleIssue as Sample } from '#app/server/newsletter/sample-issue.server.ts'

/** What the sample is, in the reader's words. */
function caption(sample: Sample): string {
	if (sample.kind === 'sent')
		return `The latest issue, sent ${formatLongDate(sample.sentAt ?? '')}`
	if (sample.kind === 'next') return 'The next issue, as it stands now'
	return 'A sample issue, made from our newest stories'
}

/**
 * A newsletter issue drawn on the page (decision 081): the message's masthead and its stories as
 * our own markup from the articles as they are now, not the e-mail's HTML in a frame.
 */
export function SampleIssue({ sample }: { sample: Sample }) {
	const [first, ...rest] = sample.articles
	return (
		<section
			aria-labelledby="sample-issue-heading"
			className="rounded border border-rule bg-surface shadow-sm"
		>
			<header className="border-b-2 border-ink px-5 pt-5 pb-3">
				<p className="text-xs font-semibold tracking-wide text-muted uppercase">
					{caption(sample)}
				</p>
				<h2
					id="sample-issue-heading"
					className="mt-1 font-serif text-2xl font-black"
				>
					{sample.subject ?? NEWSLETTER_NAME}
				</h2>
				{sample.preheader ? (
					<p className="mt-1 text-sm text-muted">{sample.preheader}</p>
				) : null}
			</header>
			<ol className="divide-y divide-rule px-5">
				{first ? (
					<li className="py-4" data-sample-story="">
						{first.imageUrl ? (
							<ResponsiveImage
								src={first.imageUrl}
								alt={first.imageAlt}
								imageMeta={first.imageMeta}
								sizes="(min-width: 1024px) 420px, 100vw"
								crop="card"
								className="mb-3 w-full rounded"
							/>
						) : null}
						<Story article={first} lead />
					</li>
				) : null}
				{rest.map(article => (
					<li key={article.id} className="py-4" data-sample-story="">
						<Story article={article} />
					</li>
				))}
			</ol>
			<footer className="border-t border-rule px-5 py-3 text-xs text-muted">
				{sample.more > 0
					? `…and ${countOf(sample.more, { one: 'more story', other: 'more stories' })} in the issue. `
					: null}
				Every issue ends with a link to your preferences and a one-click
				unsubscribe.
			</footer>
		</section>
	)
}

function Story({
	article,
	lead = false,
}: {
	article: Sample['articles'][number]
	lead?: boolean
}) {
	return (
		<article>
			<Kicker category={article.category} />
			<h3
				className={`font-serif leading-snug font-bold ${lead ? 'text-xl' : 'text-lg'}`}
			>
				<Link to={articlePath(article)} className="hover:underline">
					{article.headline}
				</Link>
			</h3>
			<p className="mt-1 text-sm leading-relaxed text-muted">
				{article.summary}
			</p>
			<p className="mt-1 text-xs text-muted">By {article.author}</p>
		</article>
	)
}
