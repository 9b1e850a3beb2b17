/**
 * The article editor's search-and-social fields (issue 9): the main image's alt text and caption,
 * free tags, and a collapsible "SEO and social" fieldset (meta title and description, social
 * image, canonical URL, noindex). Plain inputs in the editor's form, so they work without
 * JavaScript; limits come from the schema (SEO_LIMITS, app/lib/tags.ts).
 */
import {
	getInputProps,
	getTextareaProps,
	type FieldMetadata,
} from '@conform-to/react'
import { Field, INPUT_CLASS, TextField } from '#app/components/form-field.tsx'
import { MAX_TAGS, TAG_MAX_LENGTH, tagsText } from '#app/lib/tags.ts'
import { SEO_LIMITS } from '#app/schemas/article.ts'

type Metadata = FieldMetadata<unknown, Record<string, unknown>, string[]>
type FieldsOf<Name extends string> = Record<Name, Metadata>

/** What the fields start with: a recovered draft's values, else the article's. */
export function seoDefaults(
	article: {
		metaTitle?: string
		metaDescription?: string
		socialImage?: string
		canonicalUrl?: string
		noindex?: boolean
		imageAlt?: string
		imageCaption?: string
		tagNames?: string[]
	} | null,
	recovered: Record<string, unknown> | null,
) {
	const text = (name: string, stored: string | undefined) =>
		recovered && typeof recovered[name] === 'string'
			? recovered[name]
			: (stored ?? '')
	return {
		metaTitle: text('metaTitle', article?.metaTitle),
		metaDescription: text('metaDescription', article?.metaDescription),
		socialImage: text('socialImage', article?.socialImage),
		canonicalUrl: text('canonicalUrl', article?.canonicalUrl),
		noindex: recovered
			? recovered.noindex === 'on'
			: (article?.noindex ?? false),
		imageAlt: text('imageAlt', article?.imageAlt),
		imageCaption: text('imageCaption', article?.imageCaption),
		tags: text('tags', tagsText(article?.tagNames)),
	}
}

/** Alt text and caption of the main image, under it. */
export function MainImageTextFields({
	fields,
}: {
	fields: FieldsOf<'imageAlt' | 'imageCaption'>
}) {
	return (
		<div className="grid gap-5 sm:grid-cols-2">
			<TextField
				label="Main image alt text"
				hint="What the image shows, for readers who cannot see it. Empty: treated as decoration."
				meta={fields.imageAlt}
				maxLength={SEO_LIMITS.imageAlt}
			/>
			<TextField
				label="Caption"
				hint="Shown under the image."
				meta={fields.imageCaption}
				maxLength={SEO_LIMITS.imageCaption}
			/>
		</div>
	)
}

/** Free tags, comma-separated. */
export function TagsField({ fields }: { fields: FieldsOf<'tags'> }) {
	return (
		<TextField
			label="Tags"
			hint={`Separated by commas, e.g. LinkedIn, storytelling. At most ${MAX_TAGS}, each up to ${TAG_MAX_LENGTH} characters; each gets its page, /tag/…`}
			meta={fields.tags}
			autoCapitalize="none"
		/>
	)
}

/** The collapsible "SEO and social" fieldset; open when one of its fields is set or refused. */
export function SeoFields({
	fields,
}: {
	fields: FieldsOf<
		'metaTitle' | 'metaDescription' | 'socialImage' | 'canonicalUrl' | 'noindex'
	>
}) {
	const all = [
		fields.metaTitle,
		fields.metaDescription,
		fields.socialImage,
		fields.canonicalUrl,
		fields.noindex,
	]
	const open = all.some(
		field => Boolean(field.initialValue) || Boolean(field.errors?.length),
	)
	return (
		<details open={open} className="rounded border border-rule bg-white p-4">
			<summary className="cursor-pointer text-sm font-semibold">
				SEO and social
			</summary>
			<fieldset aria-label="SEO and social" className="mt-4 grid gap-5">
				<TextField
					label="Meta title"
					hint={`The page's title in search results and social cards (at most ${SEO_LIMITS.metaTitle} characters). Empty: the headline.`}
					meta={fields.metaTitle}
					maxLength={SEO_LIMITS.metaTitle}
				/>
				<Field
					label="Meta description"
					id={fields.metaDescription.id}
					errors={fields.metaDescription.errors}
					hint={`The snippet under the title (at most ${SEO_LIMITS.metaDescription} characters). Empty: the summary.`}
				>
					<textarea
						{...getTextareaProps(fields.metaDescription)}
						rows={2}
						maxLength={SEO_LIMITS.metaDescription}
						className={INPUT_CLASS}
					/>
				</Field>
				<TextField
					label="Social image"
					hint="An https:// address or a path on this site (/public-objects/…). Empty: the main image."
					meta={fields.socialImage}
					inputMode="url"
					autoCapitalize="none"
					spellCheck={false}
				/>
				<TextField
					label="Canonical URL"
					hint="For a piece first published elsewhere: the original's full address. Empty: this page."
					meta={fields.canonicalUrl}
					type="url"
					autoCapitalize="none"
					spellCheck={false}
				/>
				<label className="flex items-center gap-2 text-sm">
					<input {...getInputProps(fields.noindex, { type: 'checkbox' })} />{' '}
					Hide from search engines (noindex; left out of the sitemap)
				</label>
			</fieldset>
		</details>
	)
}
