import type { Route } from './+types/admin.export[.zip]'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	exportArchiveStream,
	exportFileName,
} from '#app/server/exports/archive.server.ts'
import { attachmentResponse } from '#app/server/exports/download.server.ts'

/**
 * The full-site export (docs/export-format.md) as a zip, for Administrators only (the /admin
 * layout's middleware and the permission table: `site`). The body is written while the client
 * downloads it; nothing is kept on the server.
 */
export function loader({ request, context }: Route.LoaderArgs) {
	return attachmentResponse(request, {
		contentType: 'application/zip',
		fileName: exportFileName(),
		body: () => exportArchiveStream(context.get(requestInfoContext).log),
	})
}
