import sharp from 'sharp'

// The brand mark from public/favicon.svg, drawn large: no text, so no fonts are needed on the server.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#111418"/>
<g transform="translate(450 165) scale(9.4)"><path d="M9 7h8.5c3.6 0 5.8 1.8 5.8 4.6 0 1.9-1.1 3.3-2.8 3.9 2.2.5 3.6 2.1 3.6 4.4 0 3.2-2.5 5.1-6.4 5.1H9V7zm4 3.2v4.2h3.8c1.6 0 2.5-.8 2.5-2.1s-.9-2.1-2.5-2.1H13zm0 7.2v4.6h4.3c1.8 0 2.8-.8 2.8-2.3s-1-2.3-2.8-2.3H13z" fill="#fbfaf7"/></g>
<rect x="450" y="470" width="300" height="12" fill="#b4232c"/>
</svg>`

let cached: Promise<Buffer> | undefined

/** GET /api/og-image — the default social image (1200x630 PNG). */
export function loader() {
	cached ??= sharp(Buffer.from(SVG)).png({ compressionLevel: 9 }).toBuffer()
	return cached.then(
		png =>
			new Response(new Uint8Array(png), {
				headers: {
					'Content-Type': 'image/png',
					'Cache-Control': 'public, max-age=86400',
				},
			}),
	)
}
