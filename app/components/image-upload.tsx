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
import { useId } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import {
	ExternalImage,
	FALLBACK_INPUT_CLASS,
	AltTextInput,
	FieldError,
	isOwnImage,
} from './image-upload/field-parts.tsx'
import {
	ImageUploadWidget,
	type ImageUploadProps,
} from './image-upload/image-widget.tsx'
import {
	MultiImageUploadWidget,
	type MultiImageUploadProps,
} from './image-upload/multi-image-widget.tsx'

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
