import type { Route } from './+types/admin.export[.zip]'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	exportArchiveStream,
	exportFileName,
} from '#app/server/exports/archive.server.ts'

/**
 * The full-site export (docs/export-format.md) as a zip, for Administrators only (the /admin
 * layout's middleware and the permission table: `site`). The body is written while the client
 * downloads it; nothing is kept on the server.
 */
export function loader({ request, context }: Route.LoaderArgs) {
	const headers = {
		'Content-Type': 'application/zip',
		'Content-Disposition': `attachment; filename="${exportFileName()}"`,
		'Cache-Control': 'private, no-store',
	}
	// A HEAD has no body to read: starting an export for it would leave one waiting.
	if (request.method === 'HEAD') return new Response(null, { headers })
	const log = context.get(requestInfoContext).log
	return new Response(exportArchiveStream(log), { headers })
}
