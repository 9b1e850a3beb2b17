import {
	getFormProps,
	getInputProps,
	getSelectProps,
	useForm,
} from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { Field, INPUT_CLASS } from '#app/components/form-field.tsx'
import { InvitationSchema } from '#app/schemas/staff.ts'

const PATH = '/admin/staff'

/** The staff page's invitation form: an address and one of the roles the person may invite. */
export function InviteForm({
	roles,
	lastResult,
}: {
	roles: { value: string; label: string }[]
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'invite',
		lastResult: navigation.state === 'idle' ? lastResult : undefined,
		defaultValue: { role: roles.at(-1)?.value },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: InvitationSchema }),
	})
	return (
		<Form
			method="post"
			action={PATH}
			{...getFormProps(form)}
			className="mt-3 grid gap-3 md:grid-cols-[1fr_14rem_auto] md:items-start"
		>
			<input type="hidden" name="intent" value="invite" />
			{form.errors?.length ? (
				<p role="alert" className="text-sm text-accent md:col-span-3">
					{form.errors[0]}
				</p>
			) : null}
			<Field
				label="E-mail"
				required
				id={fields.email.id}
				errors={fields.email.errors}
			>
				<input
					{...getInputProps(fields.email, { type: 'email' })}
					autoComplete="off"
					className={INPUT_CLASS}
					placeholder="name@example.com"
				/>
			</Field>
			<Field
				label="Role"
				required
				id={fields.role.id}
				errors={fields.role.errors}
			>
				<select {...getSelectProps(fields.role)} className={INPUT_CLASS}>
					{roles.map(role => (
						<option key={role.value} value={role.value}>
							{role.label}
						</option>
					))}
				</select>
			</Field>
			<button
				type="submit"
				className="rounded bg-accent px-4 py-2 font-semibold text-white md:mt-6"
			>
				Send invitation
			</button>
		</Form>
	)
}

export interface PendingInvitationRow {
	id: string
	email: string
	role: string
	invitedBy: string
	expires: string
	revocable: boolean
}

/** Invitations sent and not yet accepted, each with Revoke where the person may revoke it. */
export function PendingInvitations({
	invitations,
}: {
	invitations: PendingInvitationRow[]
}) {
	if (invitations.length === 0)
		return (
			<p className="mt-2 text-sm text-muted">No invitations are waiting.</p>
		)
	return (
		<ul className="mt-2 divide-y divide-rule border-y border-rule">
			{invitations.map(invitation => (
				<li
					key={invitation.id}
					className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
				>
					<span className="min-w-0">
						<span className="block font-semibold break-all">
							{invitation.email}
						</span>
						<span className="block text-muted">
							{invitation.role} · invited by {invitation.invitedBy} · the link
							ends {invitation.expires}
						</span>
					</span>
					{invitation.revocable ? (
						<Form method="post" action={PATH}>
							<input type="hidden" name="intent" value="revoke-invitation" />
							<input type="hidden" name="id" value={invitation.id} />
							<button
								type="submit"
								aria-label={`Revoke the invitation to ${invitation.email}`}
								className="rounded border border-accent px-3 py-1 font-semibold text-accent"
							>
								Revoke
							</button>
						</Form>
					) : null}
				</li>
			))}
		</ul>
	)
}
