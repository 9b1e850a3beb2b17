/**
 * The site a reader came from, as a host name and nothing more (no path, no query: those can carry
 * a person's search or identifiers). Null for this site itself, for an address that is not http(s),
 * and for anything that is not a plausible host name.
 */
export function referrerHost(
	referrer: string | null | undefined,
	ownHost: string,
): string | null {
	if (!referrer) return null
	const url = URL.parse(referrer)
	if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
		return null
	const host = url.hostname.toLowerCase().replace(/^www\./, '')
	if (!/^[a-z0-9.-]{1,253}$/.test(host) || !host.includes('.')) return null
	if (host === ownHost.toLowerCase().replace(/^www\./, '')) return null
	return host
}
