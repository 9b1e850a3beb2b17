import {
	getFormProps,
	getInputProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { SignInButton } from './sign-in-parts.tsx'
import { PASSWORD_MIN_LENGTH } from '#app/content/staff.ts'
import type { z } from '#app/schemas/z.ts'

/**
 * The signed-out account pages' form (accepting an invitation, "Forgot your password?", a new
 * password): a heading, a few fields, one button, and the form's error as an alert.
 */
export function AccountForm({
	title,
	intro,
	schema,
	fields: wanted,
	submit,
	lastResult,
	children,
}: {
	title: string
	intro: ReactNode
	schema: z.ZodType<Record<string, string>>
	fields: ('name' | 'email' | 'password')[]
	submit: string
	lastResult?: SubmissionResult<string[]>
	children?: ReactNode
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm<Record<string, string>>({
		id: 'account',
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const input = (name: 'name' | 'email' | 'password') => {
		const field = fields[name]!
		const props = {
			name: {
				label: 'Your name',
				hint: 'As bylines and the staff page show it',
				type: 'text' as const,
				autoComplete: 'name',
			},
			email: {
				label: 'E-mail',
				hint: undefined,
				type: 'email' as const,
				autoComplete: 'username',
			},
			password: {
				label: 'New password',
				hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
				type: 'password' as const,
				autoComplete: 'new-password',
			},
		}[name]
		return (
			<Field
				key={name}
				label={props.label}
				required
				id={field.id}
				errors={field.errors}
				hint={props.hint}
			>
				<input
					{...getInputProps(field, { type: props.type })}
					autoComplete={props.autoComplete}
					className={INPUT_CLASS}
				/>
			</Field>
		)
	}
	return (
		<section className="mx-auto max-w-sm py-12">
			<h1 className="font-serif text-3xl font-black">{title}</h1>
			<div className="mt-3 text-sm text-muted">{intro}</div>
			<Form
				method="post"
				{...getFormProps(form)}
				className="mt-6 flex flex-col gap-4"
			>
				{form.errors?.length ? (
					<p role="alert" className="text-sm font-semibold text-accent">
						{form.errors[0]}
					</p>
				) : null}
				{wanted.map(input)}
				<SignInButton>{submit}</SignInButton>
			</Form>
			{children}
		</section>
	)
}

/** A link that no longer works: why, and where to go. */
export function LinkEnded({
	title,
	message,
	next,
}: {
	title: string
	message: string
	next: { href: string; label: string }
}) {
	return (
		<section className="mx-auto max-w-sm py-12">
			<h1 className="font-serif text-3xl font-black">{title}</h1>
			<p role="alert" className="mt-4">
				{message}
			</p>
			<a
				href={next.href}
				className="mt-6 inline-block border-b-2 border-accent font-semibold"
			>
				{next.label}
			</a>
		</section>
	)
}
