import { isRouteErrorResponse } from 'react-router'

/**
 * The words a thrown response carries (`data({ message }, { status })`, as the domain errors'
 * table makes them), for an error view to show; undefined for anything else.
 */
export function routeErrorMessage(error: unknown): string | undefined {
	if (!isRouteErrorResponse(error)) return undefined
	const data: unknown = error.data
	return typeof data === 'object' &&
		data !== null &&
		'message' in data &&
		typeof data.message === 'string'
		? data.message
		: undefined
}
