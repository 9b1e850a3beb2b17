/**
 * One file uploaded through an admin form (the archive import, the subscriber import): the
 * multipart form read as it streams in, with the page's own words when the file is too large.
 * Answers the form, or the refusal and its status for the page to show (nothing was written).
 */
import { readMultipartForm } from './http.server.ts'
import { DomainError, tooLarge } from '#app/server/platform/errors.server.ts'

export type FileUpload =
	| { form: FormData; refused?: undefined }
	| { refused: { message: string; status: 400 | 413 } }

export async function readFileUpload(
	request: Request,
	{ maxBytes, tooLargeMessage }: { maxBytes: number; tooLargeMessage: string },
): Promise<FileUpload> {
	try {
		const { form, oversized } = await readMultipartForm(request, {
			maxBytes: maxBytes + 64 * 1024,
			maxFiles: 1,
			maxFileBytes: maxBytes,
		}).catch((error: unknown) => {
			if (error instanceof DomainError && error.kind === 'too-large')
				throw tooLarge(tooLargeMessage)
			throw error
		})
		if (oversized.length) throw tooLarge(tooLargeMessage)
		return { form }
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		return {
			refused: {
				message: error.message,
				status: error.kind === 'too-large' ? 413 : 400,
			},
		}
	}
}
