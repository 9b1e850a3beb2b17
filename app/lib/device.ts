import Bowser from 'bowser'

/** A browser's User-Agent as a person recognises their device: "Chrome 131 on Linux". */
export function deviceOf(userAgent: string): string {
	if (!userAgent.trim()) return 'Unknown device'
	const parsed = Bowser.parse(userAgent)
	const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
		.filter(Boolean)
		.join(' ')
	const system = [parsed.os.name, parsed.os.versionName]
		.filter(Boolean)
		.join(' ')
	if (!browser && !system) return 'Unknown device'
	return [browser || 'A browser', system].filter(Boolean).join(' on ')
}
