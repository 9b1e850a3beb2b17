import { HoneypotField } from './honeypot.tsx'
import { enhanceGuideOffer } from '#app/enhance/newsletter.ts'
import { GUIDE_PDF_PATH } from '#app/content/downloads.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

export interface ContentUpgradeActionData {
	sent: true
}

/** The panel shown once an email was given: the guide is theirs either way (SPEC §4). */
export function GuideReadyPanel() {
	return (
		<div role="status" className="rounded border border-rule bg-surface p-5">
			<p className="font-serif text-xl font-bold">Your guide is ready</p>
			<p className="mt-1 text-sm text-muted">
				Thank you. Download it now; we have also sent the link to your inbox.
			</p>
			<a
				href={GUIDE_PDF_PATH}
				download
				className="mt-3 inline-block rounded bg-accent px-4 py-2 font-semibold text-on-accent"
			>
				Download the PDF guide
			</a>
		</div>
	)
}

/**
 * "5 CEO personal branding mistakes" for an email. Posts to /free-guide, which shows the download
 * panel; with JavaScript (enhance/newsletter.ts) the panel, rendered hidden here, replaces the form
 * in place.
 */
export function ContentUpgrade() {
	const offer = useEnhancement<HTMLDivElement>(enhanceGuideOffer)
	return (
		<div
			ref={offer}
			data-guide-offer=""
			data-promo="house"
			data-promo-key="house:guide"
		>
			<section
				aria-labelledby="guide-heading"
				className="rounded border-2 border-ink bg-surface p-5"
			>
				<p className="text-xs font-semibold tracking-wide text-accent uppercase">
					Free guide
				</p>
				<h2 id="guide-heading" className="mt-1 font-serif text-xl font-bold">
					5 CEO Personal Branding Mistakes
				</h2>
				<p className="mt-1 text-sm text-muted">
					The five habits that quietly undo a leader's reputation, and the fix
					for each. Eight pages, yours free.
				</p>
				<form
					method="post"
					action="/free-guide"
					className="mt-3 flex flex-col gap-2"
				>
					<HoneypotField />
					<label htmlFor="guide-email" className="sr-only">
						Email address
					</label>
					<input
						id="guide-email"
						name="email"
						type="email"
						required
						autoComplete="email"
						placeholder="you@company.com"
						className="rounded border border-rule px-3 py-2"
					/>
					<button
						type="submit"
						className="rounded bg-ink px-4 py-2 font-semibold text-paper disabled:opacity-60"
					>
						Get the free guide
					</button>
				</form>
			</section>
			<div hidden data-guide-ready="">
				<GuideReadyPanel />
			</div>
		</div>
	)
}
