import { Popover, type PopoverAlign } from '#app/components/ui/popover.tsx'
import {
	enhanceShareAndSave,
	shareData,
	type ShareTarget,
} from '#app/enhance/share.ts'
import { emailShareUrl } from '#app/lib/share.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

export type { ShareTarget } from '#app/enhance/share.ts'

/** The networks shared through a pop-up, LinkedIn first and marked recommended (SPEC §2). */
const NETWORKS = [
	{ platform: 'linkedin', label: 'LinkedIn', recommended: true },
	{ platform: 'twitter', label: 'Twitter', recommended: false },
] as const

/**
 * LinkedIn (recommended), Twitter, Email and Copy Link. A disclosure (Popover) whose links work
 * without JavaScript (LinkedIn and Twitter go through our counting redirect); with it, the
 * networks open in sized pop-ups and the link copies to the clipboard (enhance/share.ts).
 */
export function ShareMenu({
	article,
	siteName,
	align = 'end',
}: {
	article: ShareTarget
	siteName: string
	align?: PopoverAlign
}) {
	const list = useEnhancement<HTMLUListElement>(enhanceShareAndSave)
	const base = `/article/${encodeURIComponent(article.id)}/share`
	return (
		<Popover
			summary="Share"
			summaryClassName="rounded-sm border border-ink px-2.5 py-1 text-xs font-semibold tracking-wide uppercase hover:bg-ink hover:text-paper sm:px-3 sm:py-1.5 sm:text-sm"
			panelLabel="Share this article"
			heading="Share this article"
			align={align}
		>
			<ul ref={list} {...shareData(article)} className="space-y-2 text-sm">
				{NETWORKS.map(network => (
					<li key={network.platform}>
						<a
							href={`${base}/${network.platform}`}
							target="_blank"
							rel="noopener noreferrer nofollow"
							data-share-popup={network.platform}
							data-share-label={network.label}
							className="flex justify-between hover:underline"
						>
							{network.label}
							{network.recommended ? (
								<span className="rounded bg-accent px-1.5 text-xs font-semibold text-on-accent">
									Recommended
								</span>
							) : null}
						</a>
					</li>
				))}
				<li>
					<a
						href={emailShareUrl(article, siteName)}
						data-share-email=""
						className="hover:underline"
					>
						Email
					</a>
				</li>
				<li>
					<label className="block">
						<span className="font-semibold">Copy Link</span>
						<span className="mt-1 flex gap-2">
							<input
								readOnly
								value={article.url}
								className="w-full rounded border border-rule bg-paper px-2 py-1 text-xs"
								aria-label="Article link"
							/>
							<button
								type="button"
								hidden
								data-copy-link=""
								className="rounded bg-ink px-2 text-xs font-semibold text-paper"
							>
								Copy
							</button>
						</span>
					</label>
				</li>
			</ul>
		</Popover>
	)
}

/** The footer's small share button: the device's own share sheet, else copy the link. Shown only with JavaScript. */
export function CompactShareButton({ article }: { article: ShareTarget }) {
	const holder = useEnhancement<HTMLSpanElement>(enhanceShareAndSave)
	return (
		<span ref={holder} {...shareData(article)}>
			<button
				type="button"
				hidden
				data-native-share=""
				className="rounded border border-rule px-3 py-1 text-xs font-semibold tracking-wide uppercase hover:border-ink"
			>
				Share
			</button>
		</span>
	)
}

/** Save: without JavaScript a form posting to `action` (whose route answers with the toast after a redirect); with it, the toast at once and no request, since nothing is stored. */
export function SaveButton({ action }: { action?: string }) {
	const form = useEnhancement<HTMLFormElement>(enhanceShareAndSave)
	return (
		<form ref={form} method="post" action={action} data-save="">
			<button
				type="submit"
				className="rounded-sm border border-rule px-2.5 py-1 text-xs font-semibold tracking-wide uppercase hover:border-ink sm:px-3 sm:py-1.5 sm:text-sm"
			>
				Save
			</button>
		</form>
	)
}
