/**
 * The image field's upload controls once hydrated: the drop area, the list of files on their way,
 * the URL entry, the upload/URL tabs and the progress line.
 */
import * as Tabs from '@radix-ui/react-tabs'
import { useId, useState, type ReactNode } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { useToast } from '#app/components/ui/toast.tsx'
import {
	MAX_IMAGE_BYTES,
	isImageContentType,
	normaliseImageUrl,
} from '#app/lib/image-upload.ts'
import { FieldError } from './field-parts.tsx'
import { INVALID_TYPE, type UploadItem } from './use-image-uploader.ts'

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

export function UrlEntry({ onAdd }: { onAdd: (url: string) => void }) {
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

/** The upload tab's panel: the drop area and, under it, the files on their way. */
export function UploadPanel({
	multiple = false,
	busy,
	items,
	onFiles,
	onRefused,
	onDismiss,
}: {
	multiple?: boolean
	busy: boolean
	items: UploadItem[]
	onFiles: (files: File[]) => void
	onRefused: (rejections: FileRejection[]) => void
	onDismiss: (key: string) => void
}) {
	return (
		<div className="space-y-3">
			<FileDropzone
				multiple={multiple}
				busy={busy}
				onFiles={onFiles}
				onRefused={onRefused}
			/>
			<UploadList items={items} onDismiss={onDismiss} />
		</div>
	)
}

/** Upload and URL tabs (Radix: arrow keys move between tabs, the panel follows). */
export function SourceTabs({
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

/** The hydrated field's frame: its legend, its controls, then the progress line and the form's error. */
export function WidgetFieldset({
	label,
	busy,
	progressText,
	error,
	errorId,
	children,
}: {
	label: string
	busy: boolean
	progressText: string
	error?: string
	errorId: string
	children: ReactNode
}) {
	return (
		<fieldset
			className="space-y-3"
			aria-describedby={error ? errorId : undefined}
			aria-busy={busy}
		>
			<legend className="mb-1 font-semibold">{label}</legend>
			{children}
			<ProgressText busy={busy} text={progressText} />
			<FieldError id={errorId} error={error} />
		</fieldset>
	)
}
