import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LEAD_IMAGE_SIZES, ResponsiveImage } from './responsive-image.tsx'

const meta = [
	{
		url: '/public-objects/uploads/2026/11/abcdefgh12345678.webp',
		width: 1600,
		height: 1000,
		widths: [400, 800, 1200, 1600],
	},
]

describe('ResponsiveImage', () => {
	it("offers a stored image's AVIF and WebP variants with its own size, lazily", () => {
		const html = renderToStaticMarkup(
			<ResponsiveImage
				src={meta[0]!.url}
				imageMeta={meta}
				alt="A stage"
				sizes="50vw"
			/>,
		)
		expect(html).toContain(
			'<source type="image/avif" srcSet="/public-objects/uploads/2026/11/abcdefgh12345678/w400.avif 400w, /public-objects/uploads/2026/11/abcdefgh12345678/w800.avif 800w, /public-objects/uploads/2026/11/abcdefgh12345678/w1200.avif 1200w, /public-objects/uploads/2026/11/abcdefgh12345678/w1600.avif 1600w" sizes="50vw"/>',
		)
		// The WebP at full width is the stored image itself.
		expect(html).toContain(
			'srcSet="/public-objects/uploads/2026/11/abcdefgh12345678/w400.webp 400w, /public-objects/uploads/2026/11/abcdefgh12345678/w800.webp 800w, /public-objects/uploads/2026/11/abcdefgh12345678/w1200.webp 1200w, /public-objects/uploads/2026/11/abcdefgh12345678.webp 1600w"',
		)
		expect(html).toMatch(
			/<img src="\/public-objects\/uploads\/2026\/11\/abcdefgh12345678\.webp"[^>]* alt="A stage" width="1600" height="1000" loading="lazy" decoding="async"/,
		)
		expect(html).not.toContain('fetchPriority')
	})

	it('loads the lead image first', () => {
		const html = renderToStaticMarkup(
			<ResponsiveImage
				src={meta[0]!.url}
				imageMeta={meta}
				sizes={LEAD_IMAGE_SIZES}
				priority
			/>,
		)
		expect(html).toContain('loading="eager"')
		expect(html).toContain('fetchPriority="high"')
	})

	it('draws an external image (or one without recorded size) as a plain img', () => {
		const external = renderToStaticMarkup(
			<ResponsiveImage
				src="https://images.example.com/a.jpg"
				imageMeta={meta}
				sizes="50vw"
				fallbackSize={{ width: 1200, height: 800 }}
			/>,
		)
		expect(external).toBe(
			'<img src="https://images.example.com/a.jpg" alt="" width="1200" height="800" loading="lazy" decoding="async"/>',
		)
		const animated = renderToStaticMarkup(
			<ResponsiveImage
				src="/public-objects/uploads/x.webp"
				imageMeta={[
					{
						url: '/public-objects/uploads/x.webp',
						width: 300,
						height: 200,
						widths: [],
					},
				]}
				sizes="50vw"
			/>,
		)
		expect(animated).toBe(
			'<img src="/public-objects/uploads/x.webp" alt="" width="300" height="200" loading="lazy" decoding="async"/>',
		)
	})
})
