import { Breadcrumb } from './breadcrumb.tsx'
import { RichText } from './rich-text.tsx'

export interface RenderedLegalPage {
	title: string
	effectiveDate: string
	/** The introduction, rendered from markdown (it has paragraphs and a link). */
	introHtml: string
	sections: { heading: string; html: string }[]
}

/** Privacy policy and terms: sections numbered here (the content's headings carry no numbers) with a table of contents. */
export function LegalDocument({ page }: { page: RenderedLegalPage }) {
	const anchor = (index: number) => `section-${index + 1}`
	return (
		<div className="mx-auto max-w-3xl">
			<Breadcrumb items={[{ label: page.title }]} />
			<h1 className="mt-4 font-serif text-4xl font-black">{page.title}</h1>
			<p className="mt-2 text-sm text-muted">Effective {page.effectiveDate}</p>
			<RichText html={page.introHtml} className="mt-6" />
			<nav
				aria-label="Contents"
				className="mt-6 rounded border border-rule bg-surface p-4"
			>
				<ol className="list-decimal space-y-1 pl-5 text-sm">
					{page.sections.map((section, index) => (
						<li key={section.heading}>
							<a href={`#${anchor(index)}`} className="hover:underline">
								{section.heading}
							</a>
						</li>
					))}
				</ol>
			</nav>
			{page.sections.map((section, index) => (
				<section
					key={section.heading}
					id={anchor(index)}
					aria-labelledby={`${anchor(index)}-heading`}
					className="mt-10"
				>
					<h2
						id={`${anchor(index)}-heading`}
						className="font-serif text-2xl font-bold"
					>
						{index + 1}. {section.heading}
					</h2>
					<RichText html={section.html} className="mt-3 text-base" />
				</section>
			))}
		</div>
	)
}
