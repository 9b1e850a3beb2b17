/**
 * The image field's pieces shared by both modes (before and after hydration): an image from
 * another site, the field's error, and the alt-text input.
 */
import { useId } from 'react'
import {
	ALT_TEXT_HINT,
	ALT_TEXT_MAX_LENGTH,
	PUBLIC_OBJECTS_PATH,
} from '#app/lib/image-upload.ts'

/**
 * Pages load images from our own origin only (CSP, decision 017): an address elsewhere is copied in
 * when the form is saved, so until then it is named, not drawn.
 */
export function isOwnImage(url: string): boolean {
	return url.startsWith(PUBLIC_OBJECTS_PATH) || url.startsWith('blob:')
}

/** An image from another site, named where its preview would be. */
export function ExternalImage({
	url,
	className = '',
}: {
	url: string
	className?: string
}) {
	return (
		<p
			className={`rounded border border-rule bg-surface p-3 text-sm break-all ${className}`}
		>
			<span className="block font-semibold">Image from another site</span>
			{url}
			<span className="mt-1 block text-xs text-muted">
				A copy is stored here when the form is saved.
			</span>
		</p>
	)
}

export function FieldError({ id, error }: { id: string; error?: string }) {
	return error ? (
		<p id={id} className="text-sm text-accent">
			{error}
		</p>
	) : null
}

export interface ImageAltProps {
	/** The form field that carries the alt text. */
	name: string
	defaultValue?: string
	/** Required when an image is set (the main image of an article or guest post). */
	required?: boolean
	error?: string
}

/** The image's alt text: asked beside it, required with a main image. */
export function AltTextInput({
	alt,
	hasImage,
	hydrated,
}: {
	alt: ImageAltProps
	hasImage: boolean
	hydrated: boolean
}) {
	const inputId = useId()
	const hintId = useId()
	const errorId = useId()
	return (
		<div className="text-sm">
			<label htmlFor={inputId} className="block font-semibold">
				Alt text{alt.required ? ' (required with an image)' : ' (optional)'}
			</label>
			<p id={hintId} className="text-xs text-muted">
				{ALT_TEXT_HINT}
			</p>
			<input
				id={inputId}
				type="text"
				name={alt.name}
				defaultValue={alt.defaultValue}
				maxLength={ALT_TEXT_MAX_LENGTH}
				// With JavaScript the browser asks for it once an image is chosen; without, the server does.
				required={hydrated && Boolean(alt.required) && hasImage}
				aria-invalid={alt.error ? true : undefined}
				aria-describedby={alt.error ? `${hintId} ${errorId}` : hintId}
				className="mt-1 block w-full rounded border border-rule bg-surface px-3 py-2 text-ink"
			/>
			<FieldError id={errorId} error={alt.error} />
		</div>
	)
}

export const FALLBACK_INPUT_CLASS =
	'block w-full rounded border border-rule bg-surface px-3 py-2 text-sm text-ink'
