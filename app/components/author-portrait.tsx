import type { ImageMeta } from '#app/lib/image-upload.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/**
 * An author's portrait as a round picture of `size` CSS pixels. `alt` is the portrait's own
 * description, or "" where the author's name is printed beside it.
 */
export function AuthorPortrait({
	photo,
	size,
	alt = photo.alt,
}: {
	photo: { url: string; alt: string; meta?: ImageMeta }
	size: 80 | 128
	alt?: string
}) {
	return (
		<ResponsiveImage
			src={photo.url}
			imageMeta={photo.meta ? [photo.meta] : undefined}
			alt={alt}
			sizes={`${size}px`}
			fallbackSize={{ width: size, height: size }}
			className={`${size === 128 ? 'h-32 w-32' : 'h-20 w-20'} shrink-0 rounded-full object-cover`}
		/>
	)
}
