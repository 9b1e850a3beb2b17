/** The dashboard's tabs (/admin?tab=…), in the order they show. */
export const DASHBOARD_TABS = [
	{ id: 'articles', label: 'Articles' },
	{ id: 'guest-posts', label: 'Guest Posts' },
	{ id: 'promotions', label: 'Promotions' },
	{ id: 'subscribers', label: 'Subscribers' },
] as const
export type TabId = (typeof DASHBOARD_TABS)[number]['id']

export function tabOf(url: URL): TabId {
	const tab = url.searchParams.get('tab')
	return DASHBOARD_TABS.some(candidate => candidate.id === tab)
		? (tab as TabId)
		: 'articles'
}
