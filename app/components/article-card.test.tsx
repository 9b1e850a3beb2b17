import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ArticleCard } from './article-card.tsx'
import { MostReadList } from './most-read.tsx'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

function summary(views: number): ArticleSummary {
	return {
		id: '6745a1b2c3d4e5f6a7b8c9d0',
		slug: 'one-idea-owned',
		headline: 'Own one idea before you own a market',
		summary: 'Why the people remembered for something chose it early.',
		author: 'Claire Ashby',
		category: 'personal-branding',
		publishedAt: '2026-09-14T08:00:00.000Z',
		views,
	} as unknown as ArticleSummary
}

function render(node: React.ReactNode): string {
	return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
}

describe('ArticleCard', () => {
	it('prints no view count, only the author and a dateline (issue 21 item 6)', () => {
		for (const views of [0, 1, 1204]) {
			const html = render(
				<ArticleCard article={summary(views)} showImage={false} />,
			)
			expect(html).not.toMatch(/\bviews?\b/)
			expect(html).toContain('Claire Ashby · <time dateTime="2026-09-14')
			expect(html).toContain('September 14, 2026</time>')
		}
	})
})

describe('MostReadList', () => {
	it('counts views in words a reader expects and never prints a zero (issues 18 and 21)', () => {
		const html = (views: number) =>
			render(<MostReadList articles={[summary(views)]} />)
		expect(html(1)).toContain('>1 view<')
		expect(html(1)).not.toContain('1 views')
		expect(html(1204)).toContain('>1,204 views<')
		expect(html(0)).not.toMatch(/\bviews?\b/)
	})
})
