import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ImageUpload, MultiImageUpload } from './image-upload.tsx'

/** The attributes of every <input> in some markup. */
function inputs(html: string): Record<string, string>[] {
	return [...html.matchAll(/<input([^>]*)\/?>/g)].map(([, attributes]) =>
		Object.fromEntries(
			[...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(
				([, name, value]) => [name!, value!],
			),
		),
	)
}

// On the server (and so without JavaScript) the widgets are plain inputs of a multipart form.
describe('image upload widgets before hydration', () => {
	it('offer a file input, a URL input and the current image as a hidden value', () => {
		const html = renderToStaticMarkup(
			<ImageUpload
				name="imageUrl"
				label="Main image"
				defaultValue="/public-objects/seed/cover.webp"
			/>,
		)
		expect(html).toContain('Main image</legend>')
		expect(html).toContain('Max file size: 5MB')
		expect(html).toContain('src="/public-objects/seed/cover.webp"')
		expect(inputs(html)).toEqual([
			{
				type: 'hidden',
				name: 'imageUrl',
				value: '/public-objects/seed/cover.webp',
			},
			expect.objectContaining({
				type: 'file',
				name: 'imageUrlFile',
				accept: 'image/*',
			}),
			expect.objectContaining({ type: 'url', name: 'imageUrlUrl' }),
		])
	})

	it("ask for the image's alt text beside it when the form wants it", () => {
		const html = renderToStaticMarkup(
			<ImageUpload
				name="imageUrl"
				label="Main image"
				alt={{ name: 'imageAlt', required: true, defaultValue: 'A desk' }}
			/>,
		)
		expect(html).toContain('Alt text (required with an image)')
		// Not required by the browser without JavaScript (there may be no image): the server asks.
		expect(inputs(html).at(-1)).toEqual(
			expect.objectContaining({
				type: 'text',
				name: 'imageAlt',
				value: 'A desk',
			}),
		)
		expect(inputs(html).at(-1)).not.toHaveProperty('required')
	})

	it('send an empty value when there is no image yet', () => {
		const html = renderToStaticMarkup(
			<ImageUpload name="imageUrl" label="Main image" />,
		)
		expect(inputs(html)[0]).toEqual({
			type: 'hidden',
			name: 'imageUrl',
			value: '',
		})
		expect(html).not.toContain('<img')
	})

	it('keep listed images through checkboxes and take several new files', () => {
		const html = renderToStaticMarkup(
			<MultiImageUpload
				name="imageUrls"
				label="Additional images"
				defaultValue={[
					'/public-objects/seed/a.webp',
					'https://images.example.com/b.jpg',
				]}
			/>,
		)
		expect(inputs(html)).toEqual([
			{
				type: 'checkbox',
				name: 'imageUrls',
				value: '/public-objects/seed/a.webp',
				checked: '',
			},
			{
				type: 'checkbox',
				name: 'imageUrls',
				value: 'https://images.example.com/b.jpg',
				checked: '',
			},
			expect.objectContaining({
				type: 'file',
				name: 'imageUrlsFiles',
				accept: 'image/*',
				multiple: '',
			}),
			expect.objectContaining({ type: 'url', name: 'imageUrlsUrl' }),
		])
	})
})
