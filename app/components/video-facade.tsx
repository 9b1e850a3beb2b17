import { enhanceVideoFacade } from '#app/enhance/video.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'
import { youtubeEmbedUrl, youtubeWatchUrl } from '#app/lib/youtube.ts'

/**
 * An article's video as a click-to-load poster (issue 21 item 7, decision 080): its thumbnail from
 * our storage (`poster`, copied when the article was saved) or, without one, a drawn poster; a
 * play button and the title over it. It is a link to the video on YouTube, so it works without
 * JavaScript; with it (enhance/video.ts) a click plays the video here, in the privacy-enhanced
 * player, which is not loaded before. Within the reading measure, so it never pushes the text far
 * down; left out of print.
 */
export function VideoFacade({
	videoId,
	poster,
	title,
}: {
	videoId: string
	poster: string | undefined
	title: string
}) {
	const link = useEnhancement<HTMLAnchorElement>(enhanceVideoFacade)
	return (
		<figure
			className="relative mt-8 aspect-video max-w-measure overflow-hidden rounded bg-night print:hidden"
			data-video=""
		>
			<a
				ref={link}
				href={youtubeWatchUrl(videoId)}
				data-video-embed={youtubeEmbedUrl(videoId)}
				data-video-title={`Video: ${title}`}
				className="group absolute inset-0 block text-white"
			>
				{poster ? (
					<img
						src={poster}
						alt=""
						width={480}
						height={360}
						loading="lazy"
						decoding="async"
						className="absolute inset-0 h-full w-full object-cover"
					/>
				) : (
					<span
						aria-hidden="true"
						className="video-poster-drawn absolute inset-0"
					/>
				)}
				<span
					aria-hidden="true"
					className="absolute inset-0 bg-linear-to-t from-black/80 via-black/20 to-transparent"
				/>
				<span className="absolute inset-x-0 bottom-0 flex items-end gap-3 p-4 sm:gap-4 sm:p-5">
					<span
						aria-hidden="true"
						className="grid size-12 shrink-0 place-items-center rounded-full bg-accent text-on-accent shadow-lg transition-transform group-hover:scale-110 sm:size-16"
					>
						<svg
							viewBox="0 0 24 24"
							className="ml-0.5 size-6 sm:size-8"
							fill="currentColor"
						>
							<path d="M8 5.5v13l11-6.5z" />
						</svg>
					</span>
					<span className="min-w-0">
						<span className="block text-xs font-semibold tracking-wide uppercase">
							Video · Play on YouTube
						</span>
						<span className="mt-0.5 line-clamp-3 font-serif text-base leading-snug font-bold sm:text-xl">
							{title}
						</span>
					</span>
				</span>
			</a>
			<div data-video-frame="" hidden className="absolute inset-0" />
		</figure>
	)
}
