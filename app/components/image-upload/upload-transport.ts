/**
 * The image field's way to storage (SPEC §9): ask for an upload URL, PUT the file with progress,
 * and check later that the stored image is served.
 */
import { uploadExtensionFor } from '#app/lib/image-upload.ts'

export const UPLOAD_FAILED_FALLBACK =
	'Failed to upload image. Try using the URL option instead.'

export async function requestUploadTarget(
	file: File,
): Promise<{ uploadURL: string; imagePath: string }> {
	const response = await fetch('/api/images/upload-url', {
		method: 'POST',
		credentials: 'include',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({
			fileExtension: uploadExtensionFor(file.type, file.name),
		}),
	})
	if (!response.ok) throw new Error('Failed to get upload URL')
	return (await response.json()) as { uploadURL: string; imagePath: string }
}

/** The server's message for a refused upload, else the status text. */
function failureText(body: string, statusText: string): string {
	try {
		const message = (JSON.parse(body) as { message?: unknown }).message
		if (typeof message === 'string' && message) return message
	} catch {
		// Not JSON (a proxy's page, the body-size guard's plain text): use it as it is.
	}
	return body.trim().slice(0, 200) || statusText
}

/** PUTs the file to its upload URL, reporting the share sent so far (0 to 1): fetch cannot report upload progress, XMLHttpRequest can. */
export function putFile(
	uploadURL: string,
	file: File,
	onProgress: (sent: number) => void,
): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest()
		request.open('PUT', uploadURL)
		request.withCredentials = true
		request.setRequestHeader('Content-Type', file.type)
		request.upload.addEventListener('progress', event => {
			if (event.lengthComputable && event.total > 0)
				onProgress(event.loaded / event.total)
		})
		request.addEventListener('load', () => {
			if (request.status >= 200 && request.status < 300) resolve()
			else
				reject(
					new Error(
						`Failed to upload image: ${request.status} ${failureText(request.responseText, request.statusText)}`,
					),
				)
		})
		request.addEventListener('error', () =>
			reject(new Error(UPLOAD_FAILED_FALLBACK)),
		)
		request.addEventListener('abort', () =>
			reject(new Error(UPLOAD_FAILED_FALLBACK)),
		)
		request.send(file)
	})
}

export async function isServed(url: string): Promise<boolean> {
	try {
		return (await fetch(url, { method: 'HEAD', credentials: 'include' })).ok
	} catch {
		return false
	}
}
