/**
 * Shared pieces of the site's forms: a labelled field with hint and error, a text input in one,
 * and the error summary.
 */
import { getInputProps, type useForm } from '@conform-to/react'

export const INPUT_CLASS =
	'w-full rounded border border-rule bg-surface px-3 py-2'

export function Field({
	label,
	required,
	id,
	errors,
	hint,
	children,
}: {
	label: string
	required?: boolean
	id: string
	errors?: string[]
	hint?: string
	children: React.ReactNode
}) {
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-semibold">
				{label}
				{required ? <span aria-hidden="true"> *</span> : null}
			</label>
			{children}
			{hint ? <p className="text-xs text-muted">{hint}</p> : null}
			{errors?.length ? (
				<p id={`${id}-error`} className="text-sm text-accent">
					{errors[0]}
				</p>
			) : null}
		</div>
	)
}

/** A Conform field of any form, as TextField and the guest-post fields take it. */
export type FieldMeta = ReturnType<
	typeof useForm<Record<string, unknown>>
>[1][string]

/**
 * A labelled one-line input bound to a Conform field (its name, value, constraints and error
 * wiring come from getInputProps); other attributes pass through to the input.
 */
export function TextField({
	label,
	required,
	hint,
	meta,
	type = 'text',
	...rest
}: {
	label: string
	required?: boolean
	hint?: string
	meta: FieldMeta
	type?: 'text' | 'email' | 'url' | 'number' | 'datetime-local'
} & Omit<
	React.InputHTMLAttributes<HTMLInputElement>,
	'type' | 'name' | 'id' | 'className' | 'required'
>) {
	return (
		<Field
			label={label}
			required={required}
			id={meta.id}
			errors={meta.errors}
			hint={hint}
		>
			<input
				{...getInputProps(meta, { type })}
				{...rest}
				className={INPUT_CLASS}
			/>
		</Field>
	)
}

/**
 * Every failing field, by its name (SPEC: 'an error summary listing failed fields by name').
 * `allErrors` is Conform's form.allErrors; `labels` maps field names to what the form calls them.
 * An error of the whole form (Conform's key '') has no field: it is said once, without a name,
 * or not at all where the page already shows it in its own alert (`formErrors={false}`).
 */
export function ErrorSummary({
	allErrors,
	labels,
	formErrors = true,
}: {
	allErrors: Record<string, string[]>
	labels: Record<string, string>
	formErrors?: boolean
}) {
	const failing = Object.entries(allErrors).filter(
		([, errors]) => errors.length > 0,
	)
	const formLevel = formErrors
		? failing.find(([name]) => name === '')?.[1][0]
		: undefined
	const lines = failing
		.filter(([name]) => name !== '')
		.map(
			([name, errors]) =>
				`${labels[name.replace(/\[\d+\]$/, '')] ?? name}: ${errors[0]}`,
		)
	if (lines.length === 0 && !formLevel) return null
	return (
		<div
			role="alert"
			className="mt-6 rounded border border-accent bg-accent/10 p-4 text-sm"
		>
			{formLevel ? <p className="font-semibold">{formLevel}</p> : null}
			{lines.length ? (
				<>
					<p className={formLevel ? 'mt-2 font-semibold' : 'font-semibold'}>
						Please fix these fields:
					</p>
					<ul className="mt-1 list-disc pl-5">
						{lines.map(line => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</>
			) : null}
		</div>
	)
}
