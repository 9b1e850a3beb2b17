/**
 * Fields of the guest-post forms (the contributor's form and the admin's edit form): the author's
 * bio and the category choice, each with its errors (text inputs are form-field.tsx's TextField).
 */
import { getSelectProps, getTextareaProps } from '@conform-to/react'
import {
	Field,
	INPUT_CLASS,
	type FieldMeta,
} from '#app/components/form-field.tsx'
import {
	GUEST_POST_CATEGORIES,
	categoryTitle,
} from '#app/content/categories.ts'

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

/** The author's short bio: the contributor's form and the desk's edit form word it each their way. */
export function BioField({
	label,
	hint,
	meta,
}: {
	label: string
	hint?: string
	meta: FieldMeta
}) {
	return (
		<Field label={label} id={meta.id} errors={meta.errors} hint={hint}>
			<textarea {...getTextareaProps(meta)} rows={3} className={INPUT_CLASS} />
		</Field>
	)
}
