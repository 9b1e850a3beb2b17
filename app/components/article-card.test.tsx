import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ArticleCard } from './article-card.tsx'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

function card(views: number): string {
	const article = {
		id: '6745a1b2c3d4e5f6a7b8c9d0',
		slug: 'one-idea-owned',
		headline: 'Own one idea before you own a market',
		summary: 'Why the people remembered for something chose it early.',
		author: 'Claire Ashby',
		category: 'personal-branding',
		publishedAt: '2026-09-14T08:00:00.000Z',
		views,
	} as unknown as ArticleSummary
	return renderToStaticMarkup(
		<MemoryRouter>
			<ArticleCard article={article} showImage={false} />
		</MemoryRouter>,
	)
}

describe('ArticleCard', () => {
	it('counts views in words a reader expects: "1 view", "0 views", "1,204 views" (issue 18 item 12)', () => {
		expect(card(1)).toContain('· 1 view<')
		expect(card(1)).not.toContain('1 views')
		expect(card(0)).toContain('· 0 views<')
		expect(card(1204)).toContain('· 1,204 views<')
	})
})
