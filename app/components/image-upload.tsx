/**
 * The image field of every form that takes images (SPEC §2 "Image upload widget", §5, §8; issue 8
 * "The image field"): the guest-post form and the admin's article, promotion and guest-post editors.
 *
 * With JavaScript: Radix tabs to upload files or to give a URL. The upload tab is a react-dropzone
 * area that takes a drop, a click or the keyboard (Enter or Space opens the file chooser). Each
 * file is checked in the browser first (type, 5 MB), previewed at once from memory, and sent
 * straight to storage (POST /api/images/upload-url, then a PUT whose progress is shown per file);
 * a refused or failed file keeps its own error in the list. The chosen address is kept in a hidden
 * input named `name`, so the surrounding form submits only text.
 *
 * Without JavaScript (and until hydration): plain file and URL inputs (`{name}File`, `{name}Url`)
 * that a multipart form posts; the action reads them with parseImageForm.
 *
 * Alt text: a field may ask for it (`alt`); the server requires it when a main image is set
 * (collectFormImages), in both modes.
 */
import * as Tabs from '@radix-ui/react-tabs'
import {
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
	type ReactNode,
} from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { useToast } from '#app/components/ui/toast.tsx'
import {
	ALT_TEXT_HINT,
	ALT_TEXT_MAX_LENGTH,
	MAX_IMAGE_BYTES,
	PUBLIC_OBJECTS_PATH,
	isImageContentType,
	normaliseImageUrl,
	uploadExtensionFor,
} from '#app/lib/image-upload.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/** How long to wait before checking that an uploaded image is being served (SPEC §9). */
const VERIFY_DELAY_MS = 3000

const UPLOAD_FAILED_FALLBACK =
	'Failed to upload image. Try using the URL option instead.'

/** The SPEC's two refusals made in the browser (§5), as toast title and description. */
const INVALID_TYPE = {
	title: 'Invalid file type',
	description: 'Please upload an image file (JPG, PNG, GIF, WebP)',
}
const TOO_LARGE = {
	title: 'File too large',
	description: 'Image must be smaller than 5MB',
}

async function requestUploadTarget(
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
function putFile(
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

async function isServed(url: string): Promise<boolean> {
	try {
		return (await fetch(url, { method: 'HEAD', credentials: 'include' })).ok
	} catch {
		return false
	}
}

/**
 * Pages load images from our own origin only (CSP, decision 017): an address elsewhere is copied in
 * when the form is saved, so until then it is named, not drawn.
 */
function isOwnImage(url: string): boolean {
	return url.startsWith(PUBLIC_OBJECTS_PATH) || url.startsWith('blob:')
}

/** An image from another site, named where its preview would be. */
function ExternalImage({
	url,
	className = '',
}: {
	url: string
	className?: string
}) {
	return (
		<p
			className={`rounded border border-rule bg-surface p-3 text-sm break-all ${className}`}
		>
			<span className="block font-semibold">Image from another site</span>
			{url}
			<span className="mt-1 block text-xs text-muted">
				A copy is stored here when the form is saved.
			</span>
		</p>
	)
}

/** One file on its way (or refused): what the list under the drop area shows. */
interface UploadItem {
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

/**
 * Uploads files with the SPEC's checks and toasts, keeping a row per file (preview, progress,
 * error). `upload` resolves to the stored image's URL, or undefined when it failed.
 */
function useImageUploader() {
	const showToast = useToast()
	const [items, setItems] = useState<UploadItem[]>([])
	const verifyTimers = useRef(new Set<number>())
	const previews = useRef(new Set<string>())

	useEffect(() => {
		const timers = verifyTimers.current
		const urls = previews.current
		return () => {
			for (const timer of timers) window.clearTimeout(timer)
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
		[forget, showToast, update],
	)

	/** Files refused before sending: a row each with its reason, and the SPEC's toast for the first. */
	const refuse = useCallback(
		(rejections: FileRejection[]) => {
			if (rejections.length === 0) return
			const rows = rejections.map(rejection => ({
				key: `upload-${(nextKey += 1)}`,
				name: rejection.file.name,
				progress: 0,
				status: 'failed' as const,
				error: rejectionMessage(rejection).description,
			}))
			setItems(current => [...current, ...rows])
			showToast({ ...rejectionMessage(rejections[0]!), variant: 'destructive' })
		},
		[showToast],
	)

	const busy = items.some(
		item => item.status === 'uploading' || item.status === 'waiting',
	)
	return { items, busy, enqueue, upload, refuse, forget }
}

/** The drop area: a drop, a click, or Enter/Space from the keyboard opens the file chooser. */
function FileDropzone({
	multiple = false,
	busy,
	onFiles,
	onRefused,
}: {
	multiple?: boolean
	busy: boolean
	onFiles: (files: File[]) => void
	onRefused: (rejections: FileRejection[]) => void
}) {
	const hintId = useId()
	const { getRootProps, getInputProps, isDragActive } = useDropzone({
		accept: { 'image/*': [] },
		maxSize: MAX_IMAGE_BYTES,
		multiple,
		disabled: busy && !multiple,
		// The browser's own picker (an <input type=file>), so every browser and the tests see one.
		useFsAccessApi: false,
		// image/* lets SVG through; it is refused (a document that can carry scripts, not a picture).
		validator: file =>
			isImageContentType(file.type)
				? null
				: { code: 'file-invalid-type', message: INVALID_TYPE.description },
		onDrop: (accepted, rejected) => {
			onRefused(rejected)
			if (accepted.length > 0) onFiles(accepted)
		},
	})
	return (
		<>
			<div
				{...getRootProps({
					role: 'button',
					'aria-describedby': hintId,
					className: `flex cursor-pointer flex-col items-center justify-center gap-1 rounded border-2 border-dashed px-4 py-8 text-center text-sm ${
						isDragActive
							? 'border-accent bg-accent/5'
							: 'border-rule bg-surface hover:border-muted'
					} ${busy && !multiple ? 'cursor-wait opacity-60' : ''}`,
				})}
			>
				<span className="text-ink">
					Drag and drop {multiple ? 'images' : 'an image'} here, or{' '}
					<span className="font-semibold text-accent underline">browse</span>
				</span>
				<span id={hintId} className="text-xs text-muted">
					Max file size: 5MB
				</span>
			</div>
			{/* Beside the button, not in it (no control inside a control); the button is what people and assistive technology use. */}
			<input {...getInputProps({ 'aria-hidden': true })} />
		</>
	)
}

/** A row per file on its way: its preview, its progress, or why it was refused. */
function UploadList({
	items,
	onDismiss,
}: {
	items: UploadItem[]
	onDismiss: (key: string) => void
}) {
	if (items.length === 0) return null
	return (
		<ul aria-label="Files" className="space-y-2">
			{items.map(item => {
				const percent = Math.round(item.progress * 100)
				return (
					<li
						key={item.key}
						className={`flex items-center gap-3 rounded border px-3 py-2 text-sm ${item.status === 'failed' ? 'border-accent/60 bg-accent/5' : 'border-rule bg-surface'}`}
					>
						{item.preview && item.status !== 'failed' ? (
							<img
								src={item.preview}
								alt=""
								className="h-12 w-12 shrink-0 rounded object-cover"
							/>
						) : null}
						<div className="min-w-0 flex-1">
							<p className="truncate font-semibold" title={item.name}>
								{item.name}
							</p>
							{item.status === 'failed' ? (
								<p className="text-accent">{item.error}</p>
							) : (
								<div className="mt-1 flex items-center gap-2">
									<progress
										max={100}
										value={percent}
										aria-label={`Uploading ${item.name}`}
										className="h-2 w-full accent-accent"
									/>
									<span className="w-10 shrink-0 text-right text-xs text-muted tabular-nums">
										{item.status === 'waiting' ? '…' : `${percent}%`}
									</span>
								</div>
							)}
						</div>
						{item.status === 'failed' ? (
							<button
								type="button"
								onClick={() => onDismiss(item.key)}
								aria-label={`Dismiss ${item.name}`}
								className="shrink-0 rounded px-2 py-1 text-lg leading-none text-muted hover:text-ink"
							>
								×
							</button>
						) : null}
					</li>
				)
			})}
		</ul>
	)
}

function UrlEntry({ onAdd }: { onAdd: (url: string) => void }) {
	const showToast = useToast()
	const inputId = useId()
	const [text, setText] = useState('')

	function add() {
		if (text.trim() === '') {
			showToast({
				title: 'URL required',
				description: 'Please enter an image URL',
				variant: 'destructive',
			})
			return
		}
		const url = normaliseImageUrl(text)
		if (!url) {
			showToast({
				title: 'Invalid URL',
				description: 'Please enter a valid image URL',
				variant: 'destructive',
			})
			return
		}
		onAdd(url)
		setText('')
		showToast({ title: 'Image URL added!' })
	}

	return (
		<div className="flex flex-col gap-2 sm:flex-row">
			<label htmlFor={inputId} className="sr-only">
				Image URL
			</label>
			{/* Not type="url" and no name: the hidden input carries the value, and a half-typed URL must not block the form. */}
			<input
				id={inputId}
				type="text"
				inputMode="url"
				autoComplete="off"
				placeholder="https://example.com/image.jpg"
				value={text}
				onChange={event => setText(event.currentTarget.value)}
				onKeyDown={event => {
					if (event.key === 'Enter') {
						event.preventDefault()
						add()
					}
				}}
				className="w-full rounded border border-rule bg-surface px-3 py-2 text-ink"
			/>
			<button
				type="button"
				onClick={add}
				className="shrink-0 rounded bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink/85"
			>
				Add URL
			</button>
		</div>
	)
}

/** Upload and URL tabs (Radix: arrow keys move between tabs, the panel follows). */
function SourceTabs({
	label,
	uploadLabel,
	upload,
	url,
}: {
	label: string
	uploadLabel: string
	upload: ReactNode
	url: ReactNode
}) {
	const trigger =
		'-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink'
	return (
		<Tabs.Root defaultValue="upload">
			<Tabs.List aria-label={label} className="flex border-b border-rule">
				<Tabs.Trigger value="upload" className={trigger}>
					{uploadLabel}
				</Tabs.Trigger>
				<Tabs.Trigger value="url" className={trigger}>
					From URL
				</Tabs.Trigger>
			</Tabs.List>
			<Tabs.Content value="upload" className="pt-3">
				{upload}
			</Tabs.Content>
			<Tabs.Content value="url" className="pt-3">
				{url}
			</Tabs.Content>
		</Tabs.Root>
	)
}

function ProgressText({ busy, text }: { busy: boolean; text: string }) {
	return (
		<p role="status" aria-live="polite" className="text-sm text-muted">
			{busy ? text : ''}
		</p>
	)
}

function FieldError({ id, error }: { id: string; error?: string }) {
	return error ? (
		<p id={id} className="text-sm text-accent">
			{error}
		</p>
	) : null
}

export interface ImageAltProps {
	/** The form field that carries the alt text. */
	name: string
	defaultValue?: string
	/** Required when an image is set (the main image of an article or guest post). */
	required?: boolean
	error?: string
}

/** The image's alt text: asked beside it, required with a main image. */
function AltTextInput({
	alt,
	hasImage,
	hydrated,
}: {
	alt: ImageAltProps
	hasImage: boolean
	hydrated: boolean
}) {
	const inputId = useId()
	const hintId = useId()
	const errorId = useId()
	return (
		<div className="text-sm">
			<label htmlFor={inputId} className="block font-semibold">
				Alt text{alt.required ? ' (required with an image)' : ' (optional)'}
			</label>
			<p id={hintId} className="text-xs text-muted">
				{ALT_TEXT_HINT}
			</p>
			<input
				id={inputId}
				type="text"
				name={alt.name}
				defaultValue={alt.defaultValue}
				maxLength={ALT_TEXT_MAX_LENGTH}
				// With JavaScript the browser asks for it once an image is chosen; without, the server does.
				required={hydrated && Boolean(alt.required) && hasImage}
				aria-invalid={alt.error ? true : undefined}
				aria-describedby={alt.error ? `${hintId} ${errorId}` : hintId}
				className="mt-1 block w-full rounded border border-rule bg-surface px-3 py-2 text-ink"
			/>
			<FieldError id={errorId} error={alt.error} />
		</div>
	)
}

const FALLBACK_INPUT_CLASS =
	'block w-full rounded border border-rule bg-surface px-3 py-2 text-sm text-ink'

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

/** One image (a main or featured image). */
export function ImageUpload(props: ImageUploadProps) {
	const { name, label, defaultValue, error, alt } = props
	const hydrated = useHydrated()
	const errorId = useId()
	if (!hydrated) {
		return (
			<fieldset
				className="space-y-3"
				aria-describedby={error ? errorId : undefined}
			>
				<legend className="mb-1 font-semibold">{label}</legend>
				{defaultValue ? (
					isOwnImage(defaultValue) ? (
						<img
							src={defaultValue}
							alt={`Current ${label.toLowerCase()}`}
							className="max-h-48 rounded border border-rule bg-surface object-contain"
						/>
					) : (
						<ExternalImage url={defaultValue} />
					)
				) : null}
				<input type="hidden" name={name} value={defaultValue ?? ''} />
				<label className="block text-sm">
					<span className="mb-1 block text-muted">
						{defaultValue ? 'Replace with a file' : 'Upload a file'} (Max file
						size: 5MB)
					</span>
					<input
						type="file"
						name={`${name}File`}
						accept="image/*"
						className={FALLBACK_INPUT_CLASS}
					/>
				</label>
				<label className="block text-sm">
					<span className="mb-1 block text-muted">Or an image URL</span>
					<input
						type="url"
						name={`${name}Url`}
						placeholder="https://example.com/image.jpg"
						className={FALLBACK_INPUT_CLASS}
					/>
				</label>
				{alt ? (
					<AltTextInput
						alt={alt}
						hasImage={Boolean(defaultValue)}
						hydrated={false}
					/>
				) : null}
				<FieldError id={errorId} error={error} />
			</fieldset>
		)
	}
	return <ImageUploadWidget {...props} errorId={errorId} />
}

function ImageUploadWidget({
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
		<div className="space-y-3">
			<FileDropzone
				busy={busy}
				onFiles={files => void uploadFiles(files)}
				onRefused={refuse}
			/>
			<UploadList items={items} onDismiss={forget} />
		</div>
	)
	const urlPanel = <UrlEntry onAdd={change} />
	const shown = uploading?.preview ?? value

	return (
		<fieldset
			className="space-y-3"
			aria-describedby={error ? errorId : undefined}
			aria-busy={busy}
		>
			<legend className="mb-1 font-semibold">{label}</legend>
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
			<ProgressText busy={busy} text={progressText} />
			<FieldError id={errorId} error={error} />
		</fieldset>
	)
}

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

/** A list of additional images, shown as removable thumbnails. */
export function MultiImageUpload({
	name,
	label,
	defaultValue,
	onChange,
	error,
}: MultiImageUploadProps) {
	const hydrated = useHydrated()
	const errorId = useId()
	if (!hydrated) {
		return (
			<fieldset
				className="space-y-3"
				aria-describedby={error ? errorId : undefined}
			>
				<legend className="mb-1 font-semibold">{label}</legend>
				{defaultValue?.length ? (
					// Checkboxes rather than hidden inputs, so that images can be removed without JavaScript.
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
						{defaultValue.map((url, index) => (
							<li key={url}>
								<label className="block text-sm">
									{isOwnImage(url) ? (
										<img
											src={url}
											alt={`Image ${index + 1}`}
											className="aspect-square w-full rounded border border-rule bg-surface object-cover"
										/>
									) : (
										<ExternalImage url={url} />
									)}
									<span className="mt-1 flex items-center gap-1.5">
										<input
											type="checkbox"
											name={name}
											value={url}
											defaultChecked
										/>{' '}
										Keep
									</span>
								</label>
							</li>
						))}
					</ul>
				) : null}
				<label className="block text-sm">
					<span className="mb-1 block text-muted">
						Add image files (Max file size: 5MB each)
					</span>
					<input
						type="file"
						name={`${name}Files`}
						accept="image/*"
						multiple
						className={FALLBACK_INPUT_CLASS}
					/>
				</label>
				<label className="block text-sm">
					<span className="mb-1 block text-muted">Or add an image URL</span>
					<input
						type="url"
						name={`${name}Url`}
						placeholder="https://example.com/image.jpg"
						className={FALLBACK_INPUT_CLASS}
					/>
				</label>
				<FieldError id={errorId} error={error} />
			</fieldset>
		)
	}
	return (
		<MultiImageUploadWidget
			name={name}
			label={label}
			defaultValue={defaultValue}
			onChange={onChange}
			error={error}
			errorId={errorId}
		/>
	)
}

function MultiImageUploadWidget({
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
		<fieldset
			className="space-y-3"
			aria-describedby={error ? errorId : undefined}
			aria-busy={busy}
		>
			<legend className="mb-1 font-semibold">{label}</legend>
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
					<div className="space-y-3">
						<FileDropzone
							multiple
							busy={busy}
							onFiles={files => void uploadFiles(files)}
							onRefused={refuse}
						/>
						<UploadList items={items} onDismiss={forget} />
					</div>
				}
				url={<UrlEntry onAdd={add} />}
			/>
			<ProgressText busy={busy} text="Uploading image..." />
			<FieldError id={errorId} error={error} />
		</fieldset>
	)
}
