import { RecordRouteError } from '#app/components/admin/record-route-error.tsx'
import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import {
	ErrorSummary,
	Field,
	INPUT_CLASS,
	TextField,
} from '#app/components/form-field.tsx'
import type { Route } from './+types/admin.promotion.$id'
import { ImageUpload } from '#app/components/image-upload.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import {
	DEFAULT_BUTTON_TEXT,
	PROMOTION_FIELD_LABELS,
	PROMOTION_PLACEMENT_VALUES,
	PROMOTION_TARGET_CATEGORY_VALUES,
	promotionFormSchema,
} from '#app/schemas/promotion.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	createPromotion,
	getPromotion,
	updatePromotion,
} from '#app/server/promotions/promotions.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { readAndParseImageForm } from '#app/server/edge/image-form.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { instantToWallTime } from '#app/lib/zoned-time.ts'

const PLACEMENT_LABELS: Record<
	(typeof PROMOTION_PLACEMENT_VALUES)[number],
	string
> = {
	sidebar: 'Sidebar',
	newsletter: 'Newsletter',
	'article-footer': 'Article footer',
	homepage: 'Home page',
	category: 'Category pages',
}

export async function loader({ params }: Route.LoaderArgs) {
	const { timeZone } = await getSettings()
	if (params.id === 'new') return { promotion: null, timeZone }
	const promotion = await getPromotion(params.id)
	if (!promotion)
		throw data({ message: 'Promotion not found' }, { status: 404 })
	return { promotion, timeZone }
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData?.promotion
				? 'Edit Promotion | Admin'
				: 'Create New Promotion | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

/**
 * The image may arrive as an upload (no JavaScript) or as a path the upload widget set; it is
 * stored once the text passes. The start and end are wall times in the publication's zone
 * (docs/decisions/067), each kept as stored when sent back unchanged.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { timeZone } = await getSettings()
	const stored = params.id === 'new' ? null : await getPromotion(params.id)
	const parsed = await readAndParseImageForm(
		request,
		context.get(requestInfoContext).clientIp,
		promotionFormSchema(timeZone, stored),
		{ image: 'imageUrl' },
	)
	if (parsed.ok !== true)
		return data({ result: parsed.result }, { status: parsed.status })
	if (params.id === 'new') {
		await createPromotion(parsed.value)
		return redirectWithToast('/admin?tab=promotions', {
			title: 'Promotion created!',
			description: 'Your changes have been saved.',
		})
	}
	if (!(await updatePromotion(params.id, parsed.value)))
		throw data({ message: 'Promotion not found' }, { status: 404 })
	return redirectWithToast('/admin?tab=promotions', {
		title: 'Promotion updated!',
		description: 'Your changes have been saved.',
	})
}

/** A stored instant as a `datetime-local` value, in the publication's zone (said next to the fields). */
function toInputValue(iso: string | undefined, timeZone: string): string {
	return iso ? instantToWallTime(iso, timeZone) : ''
}

export default function PromotionEditor({
	loaderData,
	actionData,
	params,
}: Route.ComponentProps) {
	const { promotion, timeZone } = loaderData
	const isNew = params.id === 'new'
	const navigation = useNavigation()

	const [form, fields] = useForm({
		id: `promotion-${params.id}`,
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		defaultValue: {
			title: promotion?.title ?? '',
			url: promotion?.url ?? '',
			description: promotion?.description ?? '',
			placement: promotion?.placement ?? 'sidebar',
			targetCategory: promotion?.targetCategory ?? '',
			priority: String(promotion?.priority ?? 1),
			buttonText: promotion?.buttonText ?? DEFAULT_BUTTON_TEXT,
			imageUrl: promotion?.imageUrl ?? '',
			startDate: toInputValue(promotion?.startDate, timeZone),
			endDate: toInputValue(promotion?.endDate, timeZone),
			active: promotion?.active ?? true,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, {
				schema: promotionFormSchema(timeZone, promotion),
			}),
	})

	// After a refused submission the form shows what was sent, including a newly stored image.
	const imageUrl =
		typeof fields.imageUrl.initialValue === 'string' &&
		fields.imageUrl.initialValue
			? fields.imageUrl.initialValue
			: undefined
	return (
		<div className="mx-auto max-w-3xl">
			<Link
				to="/admin?tab=promotions"
				className="text-sm font-semibold hover:underline"
			>
				← Back to promotions
			</Link>
			<h1 className="mt-4 font-serif text-4xl font-black">
				{isNew ? 'Create New Promotion' : 'Edit Promotion'}
			</h1>

			<ErrorSummary
				allErrors={form.allErrors}
				labels={PROMOTION_FIELD_LABELS}
			/>

			<Form
				method="post"
				encType="multipart/form-data"
				{...getFormProps(form)}
				key={form.id}
				className="mt-6 flex flex-col gap-5"
			>
				<TextField label="Title" required meta={fields.title} />
				<TextField
					label="URL"
					required
					meta={fields.url}
					type="url"
					placeholder="https://example.com/offer"
				/>
				<Field
					label="Description"
					required
					id={fields.description.id}
					errors={fields.description.errors}
				>
					<textarea
						{...getTextareaProps(fields.description)}
						rows={3}
						className={INPUT_CLASS}
					/>
				</Field>

				<div className="grid gap-5 sm:grid-cols-3">
					<Field
						label="Placement"
						required
						id={fields.placement.id}
						errors={fields.placement.errors}
					>
						<select
							{...getSelectProps(fields.placement)}
							className={INPUT_CLASS}
						>
							{PROMOTION_PLACEMENT_VALUES.map(placement => (
								<option key={placement} value={placement}>
									{PLACEMENT_LABELS[placement]}
								</option>
							))}
						</select>
					</Field>
					<Field
						label="Target category"
						id={fields.targetCategory.id}
						errors={fields.targetCategory.errors}
					>
						<select
							{...getSelectProps(fields.targetCategory)}
							className={INPUT_CLASS}
						>
							<option value="">All categories</option>
							{PROMOTION_TARGET_CATEGORY_VALUES.map(slug => (
								<option key={slug} value={slug}>
									{categoryTitle(slug)}
								</option>
							))}
						</select>
					</Field>
					<TextField
						label="Priority"
						hint="1 to 10; higher shows first."
						meta={fields.priority}
						type="number"
						min={1}
						max={10}
						step={1}
					/>
				</div>

				<TextField
					label="Button text"
					meta={fields.buttonText}
					placeholder={DEFAULT_BUTTON_TEXT}
				/>

				<ImageUpload
					name="imageUrl"
					label="Image"
					defaultValue={imageUrl}
					error={fields.imageUrl.errors?.[0]}
				/>

				<fieldset className="flex flex-col gap-2">
					<legend className="text-sm font-semibold">Schedule (optional)</legend>
					<div className="grid gap-5 sm:grid-cols-2">
						<TextField
							label="Start date"
							meta={fields.startDate}
							type="datetime-local"
							step={1}
						/>
						<TextField
							label="End date"
							meta={fields.endDate}
							type="datetime-local"
							step={1}
						/>
					</div>
					<p className="text-xs text-muted">
						{`Times are in ${timeZone}.`} Leave empty to show the promotion from
						now on, or until it is switched off. When the clocks go back, a time
						that happens twice means the first (summer time); a time skipped
						when they go forward is refused.
					</p>
				</fieldset>

				<label className="flex items-center gap-2">
					<input {...getInputProps(fields.active, { type: 'checkbox' })} />{' '}
					Active (show on site)
				</label>

				<div className="flex gap-3">
					<button
						type="submit"
						disabled={navigation.state === 'submitting'}
						className="rounded bg-ink px-5 py-2 font-semibold text-white disabled:opacity-60"
					>
						{isNew ? 'Create' : 'Update'}
					</button>
					<Link
						to="/admin?tab=promotions"
						className="rounded border border-ink px-5 py-2 font-semibold"
					>
						Cancel
					</Link>
				</div>
			</Form>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<RecordRouteError
			error={error}
			missing="Promotion not found"
			failedText="The promotion could not be loaded or saved. Please try again later."
			back={{ to: '/admin?tab=promotions', label: 'Back to promotions' }}
		/>
	)
}
