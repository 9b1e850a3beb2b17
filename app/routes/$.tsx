import { data } from 'react-router'
import type { Route } from './+types/$'
import { NotFound } from '#app/components/not-found.tsx'
import { READER_PAGE } from '#app/lib/page-handle.ts'
import {
	DEAD_END_MOST_READ,
	mostReadForDeadEnds,
} from '#app/server/articles/most-read.server.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** Every unknown path: a real 404 status, with a way on (search, sections, the most-read stories). */
export async function loader() {
	return data(
		{ mostRead: await mostReadForDeadEnds(DEAD_END_MOST_READ) },
		{ status: 404 },
	)
}

export function meta() {
	return [{ name: 'robots', content: 'noindex' }]
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
	return <NotFound mostRead={loaderData.mostRead} />
}
