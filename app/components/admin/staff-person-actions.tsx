import { Form } from 'react-router'
import { ConfirmDelete } from './confirm-delete.tsx'

const PATH = '/admin/staff'
const BUTTON =
	'rounded border border-rule px-3 py-1 text-sm font-semibold hover:border-accent'

/**
 * What an Administrator can do to one person on the staff page: change their role, suspend or
 * reinstate them, remove them (after a confirmation that says their articles stay).
 */
export function StaffPersonActions({
	person,
	roles,
}: {
	person: { id: string; name: string; role: string; status: string }
	roles: { value: string; label: string }[]
}) {
	return (
		<div className="mt-2 flex flex-wrap items-center gap-2">
			{person.status === 'active' ? (
				<Form method="post" action={PATH} className="flex items-center gap-2">
					<input type="hidden" name="intent" value="change-role" />
					<input type="hidden" name="id" value={person.id} />
					<label className="sr-only" htmlFor={`role-${person.id}`}>
						Role of {person.name}
					</label>
					<select
						id={`role-${person.id}`}
						name="role"
						defaultValue={person.role}
						className="rounded border border-rule bg-surface px-2 py-1 text-sm"
					>
						{roles.map(role => (
							<option key={role.value} value={role.value}>
								{role.label}
							</option>
						))}
					</select>
					<button type="submit" className={BUTTON}>
						Change role
					</button>
				</Form>
			) : null}
			<Form method="post" action={PATH}>
				<input
					type="hidden"
					name="intent"
					value={person.status === 'active' ? 'suspend' : 'reinstate'}
				/>
				<input type="hidden" name="id" value={person.id} />
				<button
					type="submit"
					className={BUTTON}
					aria-label={`${person.status === 'active' ? 'Suspend' : 'Reinstate'} ${person.name}`}
				>
					{person.status === 'active' ? 'Suspend' : 'Reinstate'}
				</button>
			</Form>
			<ConfirmDelete
				intent="remove"
				id={person.id}
				label="Remove"
				action={PATH}
				question={`Remove ${person.name} from the staff? They are signed out at once and can never sign in again. The articles they wrote stay, under their name.`}
			/>
		</div>
	)
}
