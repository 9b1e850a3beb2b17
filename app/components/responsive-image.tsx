/**
 * An image as pages draw it. A stored image whose size the record knows (`imageMeta`, saved with
 * the article) gets its AVIF and WebP variants as `srcset` with `sizes`, its intrinsic width and
 * height (no layout shift), lazy loading unless it is the page's lead image, which loads first
 * (`fetchpriority="high"`). In a slot of the design (`crop`), a picture composed for that slot
 * (`imageMeta[].crops`, generated covers) replaces the stored one. Any other image (an external URL, a record saved before sizes were
 * recorded) is a plain `<img>`, with the fallback size when given.
 */
import { IMAGE_CROPS, type ImageCrop } from '#app/lib/image-crops.ts'
import { srcSetFor, type ImageMeta } from '#app/lib/image-upload.ts'

/** A page's lead image (home lead story, article hero): the main column on wide screens, the full width on phones. */
export const LEAD_IMAGE_SIZES = '(min-width: 1024px) 860px, 100vw'

export interface ResponsiveImageProps {
	src: string
	/** The record's image sizes; the entry whose url is `src` is used. */
	imageMeta?: readonly ImageMeta[]
	alt?: string
	/** How wide the image is drawn, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 860px, 100vw"). */
	sizes: string
	/** The lead image of the page: fetched first, never lazily. */
	priority?: boolean
	/** Width and height to reserve when the image's own are unknown. */
	fallbackSize?: { width: number; height: number }
	className?: string
	/** The design's slot (lead 16:9, card 3:2, thumbnail 1:1): the image fills it, cropped. */
	crop?: ImageCrop
}

export function ResponsiveImage({
	src,
	imageMeta,
	alt = '',
	sizes,
	priority = false,
	fallbackSize,
	className = '',
	crop,
}: ResponsiveImageProps) {
	const stored = imageMeta?.find(candidate => candidate.url === src)
	// A picture composed for this slot (art direction) is drawn instead of a crop of the stored one.
	const directed = crop ? stored?.crops?.[crop] : undefined
	const meta = directed ?? stored
	const size = meta ?? fallbackSize ?? (crop ? IMAGE_CROPS[crop] : undefined)
	const slot = crop
		? `${IMAGE_CROPS[crop].aspect} object-cover ${className}`
		: className
	const img = (
		<img
			src={directed?.url ?? src}
			srcSet={meta?.widths.length ? srcSetFor(meta, 'webp') : undefined}
			sizes={meta?.widths.length ? sizes : undefined}
			alt={alt}
			width={size?.width}
			height={size?.height}
			loading={priority ? 'eager' : 'lazy'}
			fetchPriority={priority ? 'high' : undefined}
			decoding={priority ? undefined : 'async'}
			data-crop={crop}
			className={slot || undefined}
		/>
	)
	if (!meta?.widths.length) return img
	return (
		<picture className="contents">
			<source
				type="image/avif"
				srcSet={srcSetFor(meta, 'avif')}
				sizes={sizes}
			/>
			{img}
		</picture>
	)
}
