/**
 * The image field's uploads (SPEC §5, §9): the browser's checks and toasts, and a row per file
 * (preview, progress, error) for the list under the drop area.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { type FileRejection } from 'react-dropzone'
import { useToast } from '#app/components/ui/toast.tsx'
import { PUBLIC_OBJECTS_PATH } from '#app/lib/image-upload.ts'
import {
	UPLOAD_FAILED_FALLBACK,
	isServed,
	putFile,
	requestUploadTarget,
} from './upload-transport.ts'

/** How long to wait before checking that an uploaded image is being served (SPEC §9). */
const VERIFY_DELAY_MS = 3000

/** The SPEC's two refusals made in the browser (§5), as toast title and description. */
export const INVALID_TYPE = {
	title: 'Invalid file type',
	description: 'Please upload an image file (JPG, PNG, GIF, WebP)',
}
const TOO_LARGE = {
	title: 'File too large',
	description: 'Image must be smaller than 5MB',
}

/** One file on its way (or refused): what the list under the drop area shows. */
export interface UploadItem {
	key: string
	name: string
	/** A local preview (an object URL) while it uploads. */
	preview?: string
	/** 0 to 1. */
	progress: number
	status: 'waiting' | 'uploading' | 'failed'
	error?: string
}

let nextKey = 0

/** The SPEC's message for a file react-dropzone refused. */
function rejectionMessage(rejection: FileRejection): {
	title: string
	description: string
} {
	const codes = rejection.errors.map(error => error.code)
	if (codes.includes('file-invalid-type')) return INVALID_TYPE
	if (codes.includes('file-too-large')) return TOO_LARGE
	return {
		title: 'Upload failed',
		description: rejection.errors[0]?.message ?? UPLOAD_FAILED_FALLBACK,
	}
}

/** The rows of the list, with the previews' object URLs let go when a row goes or the field does. */
function useUploadRows() {
	const [items, setItems] = useState<UploadItem[]>([])
	const previews = useRef(new Set<string>())

	useEffect(() => {
		const urls = previews.current
		return () => {
			for (const url of urls) URL.revokeObjectURL(url)
		}
	}, [])

	const update = useCallback((key: string, change: Partial<UploadItem>) => {
		setItems(current =>
			current.map(item => (item.key === key ? { ...item, ...change } : item)),
		)
	}, [])

	const forget = useCallback((key: string) => {
		setItems(current => {
			const gone = current.find(item => item.key === key)
			if (gone?.preview) {
				URL.revokeObjectURL(gone.preview)
				previews.current.delete(gone.preview)
			}
			return current.filter(item => item.key !== key)
		})
	}, [])

	/** Adds a row per file, waiting; returns their keys in order. */
	const enqueue = useCallback((files: File[]): string[] => {
		const added = files.map(file => {
			const preview = URL.createObjectURL(file)
			previews.current.add(preview)
			return {
				key: `upload-${(nextKey += 1)}`,
				name: file.name,
				preview,
				progress: 0,
				status: 'waiting' as const,
			}
		})
		setItems(current => [...current, ...added])
		return added.map(item => item.key)
	}, [])

	/** Adds a failed row per refused file, with its reason. */
	const addRefused = useCallback((rejections: FileRejection[]) => {
		const rows = rejections.map(rejection => ({
			key: `upload-${(nextKey += 1)}`,
			name: rejection.file.name,
			progress: 0,
			status: 'failed' as const,
			error: rejectionMessage(rejection).description,
		}))
		setItems(current => [...current, ...rows])
	}, [])

	return { items, update, forget, enqueue, addRefused }
}

/** A while after an upload, checks the image is served and says so if it is not yet (SPEC §9). */
function useServedCheck(showToast: ReturnType<typeof useToast>) {
	const verifyTimers = useRef(new Set<number>())

	useEffect(() => {
		const timers = verifyTimers.current
		return () => {
			for (const timer of timers) window.clearTimeout(timer)
		}
	}, [])

	return useCallback(
		(url: string) => {
			const timer = window.setTimeout(() => {
				verifyTimers.current.delete(timer)
				void isServed(url).then(served => {
					if (!served) {
						showToast({
							title: 'Upload succeeded',
							description:
								"Image uploaded but may take a moment to appear. If it doesn't show, try using the URL option instead.",
						})
					}
				})
			}, VERIFY_DELAY_MS)
			verifyTimers.current.add(timer)
		},
		[showToast],
	)
}

/**
 * Uploads files with the SPEC's checks and toasts, keeping a row per file (preview, progress,
 * error). `upload` resolves to the stored image's URL, or undefined when it failed.
 */
export function useImageUploader() {
	const showToast = useToast()
	const { items, update, forget, enqueue, addRefused } = useUploadRows()
	const checkServedLater = useServedCheck(showToast)

	const upload = useCallback(
		async (file: File, key: string): Promise<string | undefined> => {
			update(key, { status: 'uploading' })
			try {
				const { uploadURL, imagePath } = await requestUploadTarget(file)
				await putFile(uploadURL, file, sent => update(key, { progress: sent }))
				const url = PUBLIC_OBJECTS_PATH + imagePath
				forget(key)
				showToast({
					title: 'Image uploaded!',
					description: 'Your image has been successfully uploaded.',
				})
				checkServedLater(url)
				return url
			} catch (error) {
				const message =
					error instanceof Error && error.message
						? error.message
						: UPLOAD_FAILED_FALLBACK
				update(key, { status: 'failed', error: message })
				showToast({
					title: 'Upload failed',
					description: message,
					variant: 'destructive',
				})
				return undefined
			}
		},
		[checkServedLater, forget, showToast, update],
	)

	/** Files refused before sending: a row each with its reason, and the SPEC's toast for the first. */
	const refuse = useCallback(
		(rejections: FileRejection[]) => {
			if (rejections.length === 0) return
			addRefused(rejections)
			showToast({ ...rejectionMessage(rejections[0]!), variant: 'destructive' })
		},
		[addRefused, showToast],
	)

	const busy = items.some(
		item => item.status === 'uploading' || item.status === 'waiting',
	)
	return { items, busy, enqueue, upload, refuse, forget }
}
