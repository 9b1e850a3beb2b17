/** A file the browser saves (the export routes): written while the client downloads it, never kept. */
export function attachmentResponse(
	request: Request,
	{
		contentType,
		fileName,
		body,
	}: {
		contentType: string
		fileName: string
		/** Made only for a GET: a HEAD has no body to read, and an export started for it would wait. */
		body: () => ReadableStream<Uint8Array>
	},
): Response {
	const headers = {
		'Content-Type': contentType,
		'Content-Disposition': `attachment; filename="${fileName}"`,
		'Cache-Control': 'private, no-store',
	}
	return new Response(request.method === 'HEAD' ? null : body(), { headers })
}
