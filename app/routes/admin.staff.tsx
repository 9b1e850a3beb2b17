import { Link } from 'react-router'
import type { Route } from './+types/admin.staff'
import {
	InviteForm,
	PendingInvitations,
} from '#app/components/admin/staff-invitations.tsx'
import { StaffPersonActions } from '#app/components/admin/staff-person-actions.tsx'
import {
	STAFF_ROLE_LABELS,
	STAFF_ROLES,
	STAFF_STATUS_LABELS,
} from '#app/content/staff.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import { countOf } from '#app/lib/plural.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { staffAction } from '#app/server/edge/staff-actions.server.ts'
import { listPendingInvitations } from '#app/server/people/invitations.server.ts'
import {
	allows,
	INVITABLE_ROLES,
	mayInvite,
} from '#app/server/people/permissions.server.ts'
import { listStaff } from '#app/server/people/staff.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

const roleOptions = (roles: readonly (typeof STAFF_ROLES)[number][]) =>
	roles.map(role => ({ value: role, label: STAFF_ROLE_LABELS[role] }))

/**
 * The newsroom's people and pending invitations (docs/decisions/065, 069). Administrators see and
 * do everything here; Editors see it to invite Authors and Contributors (the permission table).
 */
export async function loader({ context }: Route.LoaderArgs) {
	const me = currentPerson(context)
	const manage = allows(me.role, 'staff')
	const [people, invitations, { timeZone }] = await Promise.all([
		listStaff(),
		listPendingInvitations(),
		getSettings(),
	])
	return {
		inviteRoles: roleOptions(INVITABLE_ROLES[me.role]),
		allRoles: roleOptions(STAFF_ROLES),
		invitations: invitations.map(invitation => ({
			id: invitation.id,
			email: invitation.email,
			role: STAFF_ROLE_LABELS[invitation.role],
			invitedBy: invitation.invitedBy,
			expires: formatZonedDateTime(invitation.expiresAt, timeZone),
			revocable: mayInvite(me.role, invitation.role),
		})),
		people: people.map(person => ({
			roleValue: person.role,
			manageable: manage && !person.owner && person.id !== me.id,
			id: person.id,
			name: person.name,
			email: person.email,
			role: STAFF_ROLE_LABELS[person.role],
			status: person.status,
			statusLabel: STAFF_STATUS_LABELS[person.status],
			owner: person.owner,
			you: person.id === me.id,
			lastSignIn: person.lastSignInAt
				? formatZonedDateTime(person.lastSignInAt, timeZone)
				: null,
		})),
	}
}

export function meta() {
	return [
		{ title: 'Staff | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export const action = staffAction

export default function Staff({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { people, invitations, inviteRoles, allRoles } = loaderData
	return (
		<div className="max-w-4xl">
			<h1 className="font-serif text-4xl font-black">Staff</h1>
			<p className="mt-2 text-muted">
				Everyone who can sign in to this desk, what their role lets them do, and
				when they last signed in. A suspended person cannot sign in until an
				Administrator reinstates them.
			</p>
			<section aria-labelledby="invite-heading" className="mt-8">
				<h2 id="invite-heading" className="font-serif text-2xl font-bold">
					Invite someone
				</h2>
				<p className="mt-1 text-sm text-muted">
					They get an e-mail with a link that works once, for 7 days, to choose
					their name and password.
				</p>
				<InviteForm roles={inviteRoles} lastResult={actionData?.result} />
				<h3 className="mt-6 text-sm font-semibold">Pending invitations</h3>
				<PendingInvitations invitations={invitations} />
			</section>
			<h2 className="mt-10 font-serif text-2xl font-bold">People</h2>
			<p className="mt-2 text-sm font-semibold">
				{countOf(people.length, { one: 'person', other: 'people' })}
			</p>
			<div className="mt-2 overflow-x-auto border-y border-rule">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">
						The staff, by role, with the time of each person’s last sign-in
					</caption>
					<thead className="text-xs tracking-wider text-muted uppercase">
						<tr>
							<th scope="col" className="py-2 pr-3 font-semibold">
								Person
							</th>
							<th
								scope="col"
								className="hidden py-2 pr-3 font-semibold sm:table-cell"
							>
								Role
							</th>
							<th
								scope="col"
								className="hidden py-2 pr-3 font-semibold sm:table-cell"
							>
								Status
							</th>
							<th
								scope="col"
								className="hidden py-2 font-semibold sm:table-cell"
							>
								Last sign-in
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-rule">
						{people.map(person => (
							<tr key={person.id} className="align-top">
								<th scope="row" className="py-3 pr-3 font-normal">
									<span className="block font-semibold">
										{person.name}
										{person.you ? (
											<span className="ml-2 rounded bg-accent/10 px-2 py-0.5 text-xs text-accent">
												You
											</span>
										) : null}
										{person.owner ? (
											<span className="ml-2 rounded border border-rule px-2 py-0.5 text-xs text-muted">
												Owner
											</span>
										) : null}
									</span>
									<span className="block break-all text-muted">
										{person.email}
									</span>
									<span className="mt-1 block sm:hidden">
										{person.role} · {person.statusLabel} · last sign-in{' '}
										{person.lastSignIn ?? 'never'}
									</span>
									{person.manageable ? (
										<StaffPersonActions
											person={{
												id: person.id,
												name: person.name,
												role: person.roleValue,
												status: person.status,
											}}
											roles={allRoles}
										/>
									) : null}
								</th>
								<td className="hidden py-3 pr-3 sm:table-cell">
									{person.role}
								</td>
								<td className="hidden py-3 pr-3 sm:table-cell">
									<span
										className={
											person.status === 'active'
												? 'text-ink'
												: 'font-semibold text-accent'
										}
									>
										{person.statusLabel}
									</span>
								</td>
								<td className="hidden py-3 text-muted sm:table-cell">
									{person.lastSignIn ?? 'Never'}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<p className="mt-4 text-xs text-muted">
				Times are in the publication’s time zone. People removed from the staff
				are not listed; the articles they wrote stay published. Your own devices
				are on{' '}
				<Link to="/admin/sessions" className="text-accent underline">
					Your sessions
				</Link>
				.
			</p>
		</div>
	)
}
