/**
 * The single-image field once hydrated (SPEC §2 "Image upload widget"): the current image with a
 * remove button, upload and URL tabs to set or replace it, and the address in a hidden input.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
	AltTextInput,
	ExternalImage,
	isOwnImage,
	type ImageAltProps,
} from './field-parts.tsx'
import {
	SourceTabs,
	UploadPanel,
	UrlEntry,
	WidgetFieldset,
} from './upload-controls.tsx'
import { useImageUploader } from './use-image-uploader.ts'

export interface ImageUploadProps {
	/** Form field base name: the URL is posted as `name`; without JavaScript also `{name}File` and `{name}Url`. */
	name: string
	label: string
	defaultValue?: string
	onChange?: (url: string | undefined) => void
	/** A validation message from the form to show under the field. */
	error?: string
	/** Ask for the image's alt text in this field. */
	alt?: ImageAltProps
}

export function ImageUploadWidget({
	name,
	label,
	defaultValue,
	onChange,
	error,
	errorId,
	alt,
}: ImageUploadProps & { errorId: string }) {
	const [value, setValue] = useState(defaultValue ?? '')
	const [progressText, setProgressText] = useState('Uploading image...')
	const { items, busy, enqueue, upload, refuse, forget } = useImageUploader()
	const hiddenRef = useRef<HTMLInputElement>(null)

	// A new defaultValue (a recovered draft, a reloaded record) replaces the current image.
	const [shownDefault, setShownDefault] = useState(defaultValue)
	if (defaultValue !== shownDefault) {
		setShownDefault(defaultValue)
		setValue(defaultValue ?? '')
	}

	const change = useCallback(
		(next: string) => {
			setValue(next)
			onChange?.(next || undefined)
		},
		[onChange],
	)

	// form.reset() leaves hidden inputs alone; bring the widget back to its starting image too.
	useEffect(() => {
		const form = hiddenRef.current?.form
		if (!form) return
		const reset = () => setValue(defaultValue ?? '')
		form.addEventListener('reset', reset)
		return () => form.removeEventListener('reset', reset)
	}, [defaultValue])

	async function uploadFiles(files: File[]) {
		const file = files[0]
		if (!file) return
		// A new try replaces an earlier failure's row.
		for (const item of items) if (item.status === 'failed') forget(item.key)
		setProgressText(value ? 'Replacing image...' : 'Uploading image...')
		const [key] = enqueue([file])
		const url = await upload(file, key!)
		if (url) change(url)
	}

	const uploading = items.find(item => item.status !== 'failed')
	const external = Boolean(value) && !uploading && !isOwnImage(value)
	const uploadPanel = (
		<UploadPanel
			busy={busy}
			items={items}
			onFiles={files => void uploadFiles(files)}
			onRefused={refuse}
			onDismiss={forget}
		/>
	)
	const urlPanel = <UrlEntry onAdd={change} />
	const shown = uploading?.preview ?? value

	return (
		<WidgetFieldset
			label={label}
			busy={busy}
			progressText={progressText}
			error={error}
			errorId={errorId}
		>
			<input ref={hiddenRef} type="hidden" name={name} value={value} />
			{shown ? (
				<>
					<div className="relative inline-block max-w-full">
						{external ? (
							<ExternalImage url={value} className="pr-12" />
						) : (
							<img
								src={shown}
								alt={`${label} preview`}
								className={`max-h-64 max-w-full rounded border border-rule bg-surface object-contain ${uploading ? 'opacity-60' : ''}`}
							/>
						)}
						{value && !uploading ? (
							<button
								type="button"
								onClick={() => change('')}
								aria-label="Remove image"
								className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-night/80 text-lg leading-none text-on-accent hover:bg-accent"
							>
								×
							</button>
						) : null}
					</div>
					<div className="rounded border border-rule bg-paper p-3">
						<p className="mb-2 text-sm font-semibold">Replace Image</p>
						<SourceTabs
							label={`Replace ${label.toLowerCase()}`}
							uploadLabel="Upload New"
							upload={uploadPanel}
							url={urlPanel}
						/>
					</div>
				</>
			) : (
				<SourceTabs
					label={label}
					uploadLabel="Upload File"
					upload={uploadPanel}
					url={urlPanel}
				/>
			)}
			{alt ? (
				<AltTextInput alt={alt} hasImage={Boolean(value)} hydrated />
			) : null}
		</WidgetFieldset>
	)
}
