/**
 * The article editor's images: the main image (upload or address), its credit, alt text and
 * caption, the guidelines, and the additional images. Work without JavaScript (file inputs).
 */
import { type FieldMetadata } from '@conform-to/react'
import { MainImageTextFields } from './seo-fields.tsx'
import { TextField } from '#app/components/form-field.tsx'
import { ImageUpload, MultiImageUpload } from '#app/components/image-upload.tsx'
import { MAX_IMAGE_BYTES } from '#app/lib/image-upload.ts'

type Metadata = FieldMetadata<unknown, Record<string, unknown>, string[]>

export function ArticleImageFields({
	fields,
	mainImage,
	images,
}: {
	fields: Record<
		'imageUrl' | 'imageUrls' | 'imageCredit' | 'imageAlt' | 'imageCaption',
		Metadata
	>
	mainImage: string
	images: string[]
}) {
	return (
		<>
			<ImageUpload
				name="imageUrl"
				label="Main image"
				defaultValue={
					(typeof fields.imageUrl.initialValue === 'string' &&
						fields.imageUrl.initialValue) ||
					mainImage ||
					undefined
				}
				error={fields.imageUrl.errors?.[0]}
			/>
			<TextField
				label="Image credit"
				meta={fields.imageCredit}
				placeholder="e.g. Brandline studio"
			/>
			<MainImageTextFields fields={fields} />
			<details className="rounded border border-rule bg-white p-3 text-sm">
				<summary className="cursor-pointer font-semibold">
					Image guidelines
				</summary>
				<ul className="mt-2 list-disc pl-5 text-muted">
					<li>Hero image 1200×800 px; article images 600×400 px.</li>
					<li>
						WebP at quality 82–85 keeps pages fast; JPG, PNG and GIF also work
						(max {MAX_IMAGE_BYTES / 1024 / 1024}MB).
					</li>
					<li>
						Use images you have the rights to, and credit the photographer.
					</li>
				</ul>
			</details>
			<MultiImageUpload
				name="imageUrls"
				label="Additional images"
				defaultValue={
					fields.imageUrls.initialValue === undefined
						? images
						: [fields.imageUrls.initialValue]
								.flat()
								.filter((url): url is string => typeof url === 'string')
				}
				error={fields.imageUrls.errors?.[0]}
			/>
		</>
	)
}
