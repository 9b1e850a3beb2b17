import { useEffect, useRef, type DependencyList, type RefObject } from 'react'

/**
 * Runs one of the page enhancements (app/enhance/, decision 051) on the element the returned ref is
 * given to: how a component on a page with React runs the same code the reader script runs on
 * pages without it. `enhance` returns its clean-up (null: nothing to run); it runs again when
 * `deps` change.
 */
export function useEnhancement<T extends HTMLElement>(
	enhance: ((element: T) => (() => void) | undefined) | null,
	deps: DependencyList = [],
): RefObject<T | null> {
	const element = useRef<T>(null)
	// The caller's deps stand for what `enhance` closes over, as with useEffect itself.
	useEffect(
		() => (enhance && element.current ? enhance(element.current) : undefined),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		deps,
	)
	return element
}
