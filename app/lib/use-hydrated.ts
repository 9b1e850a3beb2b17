import { useEffect, useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False on the server and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}

/**
 * Marks the document `data-enhanced` once the page's components have had their interactive render:
 * pages load their scripts after the first paint (decision 049), so the page is usable as plain
 * HTML first; this tells a test (or a stylesheet) when the enhancements are in place. Rendered once,
 * in the root layout; on pages without React the reader script sets the same mark (decision 051).
 */
export function HydrationMark(): null {
	const hydrated = useHydrated()
	useEffect(() => {
		if (hydrated) document.documentElement.dataset.enhanced = 'true'
	}, [hydrated])
	return null
}
