/**
 * "Forgot your password?" (docs/decisions/069): a link by e-mail that sets a new password once,
 * within PASSWORD_RESET_LIFETIME_MINUTES, through the same one-time links as invitations. Asking
 * answers the same whether or not the address has an account (the route does not wait for this
 * work, so the timing does not tell either); setting the password ends every session of the person.
 */
import {
	PASSWORD_RESET_LIFETIME_MINUTES,
	RESET_LINK_GONE,
} from '#app/content/staff.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { gone } from '#app/server/platform/errors.server.ts'
import { sendPublicationEmail } from '#app/server/site/settings.server.ts'
import { endSessionsOf } from './auth.server.ts'
import {
	findToken,
	issueToken,
	revokeTokensTo,
	redeemToken,
} from './one-time-tokens.server.ts'
import { hashPassword } from './password.server.ts'
import { getStaffMember, newSessionEpoch, normalEmail } from './staff.server.ts'
import { passwordResetEmail } from './staff-emails.server.ts'

/**
 * Sends a reset link to an active person with this address (a newer link replaces an older one);
 * does nothing for any other address. True when a message went out (for tests and the log only:
 * the page says the same either way).
 */
export async function requestPasswordReset(
	typed: string,
	now = new Date(),
): Promise<boolean> {
	const email = normalEmail(typed)
	const person = await StaffMember.findOne({ email }).lean<StaffMemberFields>()
	if (!person || person.status !== 'active') return false
	await revokeTokensTo('password-reset', email, now)
	const { token } = await issueToken(
		{ purpose: 'password-reset', email, personId: person._id },
		PASSWORD_RESET_LIFETIME_MINUTES * 60_000,
		now,
	)
	return sendPublicationEmail(publication =>
		passwordResetEmail({ email, name: person.name, token }, publication),
	)
}

/** Whether a reset link still works (the page offers the form, or says it has ended). */
export async function resetLinkWorks(
	token: string,
	now = new Date(),
): Promise<boolean> {
	return (await findToken('password-reset', token, now)) !== null
}

/**
 * Sets the new password with the link, once; every session of the person ends. 410 for a link
 * used, replaced or ended, or whose person has since been suspended, removed or given another
 * address.
 */
export async function resetPassword(
	token: string,
	password: string,
	now = new Date(),
): Promise<StaffMemberFields> {
	const person = await redeemToken(
		'password-reset',
		token,
		async record => {
			const person = record.personId
				? await getStaffMember(record.personId)
				: null
			if (person?.status !== 'active' || person.email !== record.email)
				return null
			// Hashed only once the link is known to work: a made-up link costs no memory-hard hash.
			const passwordHash = await hashPassword(password)
			await StaffMember.updateOne(
				{ _id: person._id },
				{ $set: { passwordHash, sessionEpoch: newSessionEpoch() } },
			)
			await endSessionsOf(person._id)
			return person
		},
		now,
	)
	if (!person) throw gone(RESET_LINK_GONE)
	return person
}
