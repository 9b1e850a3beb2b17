import { data } from 'react-router'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** Every unknown path: a real 404 status, rendered by the root error boundary. */
export function loader() {
	throw data(null, { status: 404 })
}

export default function NotFound() {
	return null
}
