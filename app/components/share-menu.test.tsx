import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ShareMenu } from './share-menu.tsx'

const article = {
	id: '6745a1b2c3d4e5f6a7b8c9d0',
	category: 'personal-branding',
	url: 'https://brandline.example/article/one-idea-owned',
	title: 'Own one idea before you own a market',
	summary: 'Why the people remembered for something chose it early.',
}

const render = (shares?: number) =>
	renderToStaticMarkup(
		<MemoryRouter>
			<ShareMenu article={article} siteName="Brandline" shares={shares} />
		</MemoryRouter>,
	)

describe('ShareMenu', () => {
	it('says how often readers shared the article inside the menu, in words, and never a zero (issue 21 item 6)', () => {
		expect(render(1)).toContain('Shared 1 time by readers')
		expect(render(1204)).toContain('Shared 1.2K times by readers')
		for (const html of [render(0), render()]) {
			expect(html).not.toContain('Shared')
			expect(html).not.toContain('data-count')
		}
	})
})
