import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VideoFacade } from './video-facade.tsx'

const title = 'Inside the studio'

describe('VideoFacade', () => {
	it('is a link to the video on YouTube over our stored poster, with no player before a click', () => {
		const html = renderToStaticMarkup(
			<VideoFacade
				videoId="aBcDeFgHiJk"
				poster="/public-objects/uploads/2026/11/poster.webp"
				title={title}
			/>,
		)
		expect(html).toContain('href="https://www.youtube.com/watch?v=aBcDeFgHiJk"')
		expect(html).toContain(
			'data-video-embed="https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"',
		)
		expect(html).toContain(
			'<img src="/public-objects/uploads/2026/11/poster.webp"',
		)
		expect(html).toContain(title)
		expect(html).not.toMatch(/<iframe|ytimg|video-poster-drawn/)
	})

	it('draws a poster when none was stored (no image to break)', () => {
		const html = renderToStaticMarkup(
			<VideoFacade videoId="aBcDeFgHiJk" poster={undefined} title={title} />,
		)
		expect(html).toContain('video-poster-drawn')
		expect(html).not.toMatch(/<img|<iframe/)
	})
})
