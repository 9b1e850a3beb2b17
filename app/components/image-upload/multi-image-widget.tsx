/**
 * The additional-images field once hydrated: removable thumbnails, each posted as a hidden input,
 * and upload and URL tabs that add to the list.
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from 'react'
import { ExternalImage, isOwnImage } from './field-parts.tsx'
import {
	SourceTabs,
	UploadPanel,
	UrlEntry,
	WidgetFieldset,
} from './upload-controls.tsx'
import { useImageUploader } from './use-image-uploader.ts'

export interface MultiImageUploadProps {
	/** Form field name, repeated once per image; without JavaScript also `{name}Files` and `{name}Url`. */
	name: string
	label: string
	defaultValue?: string[]
	onChange?: (urls: string[]) => void
	error?: string
}

function distinct(urls: string[] | undefined): string[] {
	return [...new Set(urls ?? [])]
}

export function MultiImageUploadWidget({
	name,
	label,
	defaultValue,
	onChange,
	error,
	errorId,
}: MultiImageUploadProps & { errorId: string }) {
	const [urls, setUrls] = useState(() => distinct(defaultValue))
	const { items, busy, enqueue, upload, refuse, forget } = useImageUploader()
	const listRef = useRef<HTMLDivElement>(null)
	// Uploads finish one after another while the list may change; each adds to the latest list.
	const latest = useRef(urls)
	useLayoutEffect(() => {
		latest.current = urls
	}, [urls])

	// Compared by content: a parent may pass a new array with the same images on every render.
	const defaultKey = (defaultValue ?? []).join('\n')
	const [shownDefaultKey, setShownDefaultKey] = useState(defaultKey)
	if (defaultKey !== shownDefaultKey) {
		setShownDefaultKey(defaultKey)
		setUrls(distinct(defaultValue))
	}

	const commit = useCallback(
		(next: string[]) => {
			latest.current = next
			setUrls(next)
			onChange?.(next)
		},
		[onChange],
	)

	useEffect(() => {
		const form = listRef.current?.closest('form')
		if (!form) return
		const initial = distinct(defaultKey ? defaultKey.split('\n') : [])
		const reset = () => {
			latest.current = initial
			setUrls(initial)
		}
		form.addEventListener('reset', reset)
		return () => form.removeEventListener('reset', reset)
	}, [defaultKey])

	function add(url: string) {
		if (!latest.current.includes(url)) commit([...latest.current, url])
	}

	async function uploadFiles(files: File[]) {
		// Every file gets its row at once; they go one after another.
		const keys = enqueue(files)
		for (const [index, file] of files.entries()) {
			const url = await upload(file, keys[index]!)
			if (url) add(url)
		}
	}

	return (
		<WidgetFieldset
			label={label}
			busy={busy}
			progressText="Uploading image..."
			error={error}
			errorId={errorId}
		>
			<div ref={listRef}>
				{urls.length > 0 ? (
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
						{urls.map((url, index) => (
							<li key={url} className="relative">
								{isOwnImage(url) ? (
									<img
										src={url}
										alt={`Image ${index + 1}`}
										loading="lazy"
										className="aspect-square w-full rounded border border-rule bg-surface object-cover"
									/>
								) : (
									<ExternalImage url={url} className="pr-10" />
								)}
								<button
									type="button"
									onClick={() =>
										commit(latest.current.filter(existing => existing !== url))
									}
									aria-label={`Remove image ${index + 1}`}
									className="absolute top-1.5 right-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-night/80 leading-none text-on-accent hover:bg-accent"
								>
									×
								</button>
								<input type="hidden" name={name} value={url} />
							</li>
						))}
					</ul>
				) : (
					<p className="text-sm text-muted">No additional images yet.</p>
				)}
			</div>
			<SourceTabs
				label={label}
				uploadLabel="Upload Files"
				upload={
					<UploadPanel
						multiple
						busy={busy}
						items={items}
						onFiles={files => void uploadFiles(files)}
						onRefused={refuse}
						onDismiss={forget}
					/>
				}
				url={<UrlEntry onAdd={add} />}
			/>
		</WidgetFieldset>
	)
}
