/** Share links for an article (SPEC §9 Sharing). Pure: the same inputs give the same links. */
export const SHARE_HASHTAGS = [
	'PersonalBranding',
	'ExecutiveInfluence',
	'CEOLeadership',
] as const
export const SHARE_POPUPS = {
	linkedin: { width: 700, height: 500 },
	twitter: { width: 600, height: 400 },
} as const

export interface Shareable {
	url: string
	title: string
	summary: string
}

/** LinkedIn's share dialog for any address. */
export function linkedinOffsiteUrl(url: string): string {
	return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`
}

/** LinkedIn caches previews per URL; a share timestamp makes it fetch a fresh one. */
export function linkedinShareUrl({ url }: Shareable, sharedAt: number): string {
	const shared = new URL(url)
	shared.searchParams.set('shared', String(sharedAt))
	return linkedinOffsiteUrl(shared.toString())
}

export function twitterShareUrl({ url, title }: Shareable): string {
	const params = new URLSearchParams({
		text: title,
		url,
		hashtags: SHARE_HASHTAGS.join(','),
	})
	return `https://twitter.com/intent/tweet?${params.toString()}`
}

export function emailShareUrl(
	{ url, title, summary }: Shareable,
	siteName: string,
): string {
	const subject = `Must-read article: ${title}`
	const body = [
		'I thought you would find this worth your time:',
		'',
		title,
		summary,
		'',
		`Read it on ${siteName}: ${url}`,
		'',
		`${siteName} covers personal branding, audience growth and influence for executives, founders and creators.`,
	].join('\n')
	return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
