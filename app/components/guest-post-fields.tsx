/**
 * Fields of the guest-post forms (the contributor's form and the admin's edit form): a labelled
 * text input and the category choice, each with its errors.
 */
import { getInputProps, getSelectProps, type useForm } from '@conform-to/react'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import {
	GUEST_POST_CATEGORIES,
	categoryTitle,
} from '#app/content/categories.ts'

export type FieldMeta = ReturnType<
	typeof useForm<Record<string, unknown>>
>[1][string]

export function TextField({
	label,
	required,
	meta,
	type = 'text',
	...rest
}: {
	label: string
	required?: boolean
	meta: FieldMeta
	type?: 'text' | 'email'
	autoComplete?: string
	placeholder?: string
}) {
	return (
		<Field label={label} required={required} id={meta.id} errors={meta.errors}>
			<input
				{...getInputProps(meta, { type })}
				{...rest}
				className={INPUT_CLASS}
			/>
		</Field>
	)
}

export function CategoryField({ meta }: { meta: FieldMeta }) {
	return (
		<Field label="Category" required id={meta.id} errors={meta.errors}>
			<select {...getSelectProps(meta)} className={INPUT_CLASS}>
				<option value="">Choose a category</option>
				{GUEST_POST_CATEGORIES.map(slug => (
					<option key={slug} value={slug}>
						{categoryTitle(slug)}
					</option>
				))}
			</select>
		</Field>
	)
}
