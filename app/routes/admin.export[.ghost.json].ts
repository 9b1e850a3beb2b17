import type { Route } from './+types/admin.export[.ghost.json]'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { attachmentResponse } from '#app/server/exports/download.server.ts'
import {
	ghostExportFileName,
	ghostExportStream,
} from '#app/server/exports/ghost-json.server.ts'

/**
 * The articles as a Ghost JSON export (docs/export-format.md, decision 077), for Administrators
 * only (the /admin layout's middleware and the permission table: `site`), so another Ghost can
 * import them. Written while the client downloads it; nothing is kept on the server.
 */
export function loader({ request, context }: Route.LoaderArgs) {
	return attachmentResponse(request, {
		contentType: 'application/json; charset=utf-8',
		fileName: ghostExportFileName(),
		body: () => ghostExportStream(context.get(requestInfoContext).log),
	})
}
