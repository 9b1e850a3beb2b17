import {
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	STAFF_NAME_MAX_LENGTH,
	STAFF_ROLES,
} from '#app/content/staff.ts'
import { z } from './z.ts'

const email = z
	.string({ error: 'Enter an e-mail address' })
	.trim()
	.max(254, 'That e-mail address is too long')
	.pipe(z.email({ error: 'Enter a valid e-mail address' }))

/** A new password, under the rules every password on the desk follows. */
export const newPassword = z
	.string({ error: 'Choose a password' })
	.min(
		PASSWORD_MIN_LENGTH,
		`Choose a password of at least ${PASSWORD_MIN_LENGTH} characters`,
	)
	.max(
		PASSWORD_MAX_LENGTH,
		`A password is at most ${PASSWORD_MAX_LENGTH} characters`,
	)

/** The staff page's invitation: an address and a role (docs/decisions/069). */
export const InvitationSchema = z.object({
	email,
	role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
})

/** Accepting an invitation: the name the desk and bylines show, and a password. */
export const AcceptInvitationSchema = z.object({
	name: z
		.string({ error: 'Enter your name' })
		.trim()
		.min(1, 'Enter your name')
		.max(
			STAFF_NAME_MAX_LENGTH,
			`A name is at most ${STAFF_NAME_MAX_LENGTH} characters`,
		),
	password: newPassword,
})

/** "Forgot your password?": the address to send the link to. */
export const ForgotPasswordSchema = z.object({ email })

/** The reset link's form: the new password. */
export const ResetPasswordSchema = z.object({ password: newPassword })

/** The staff page's buttons on a person. */
export const StaffChangeSchema = z.object({
	id: z.string({ error: 'Choose a person' }).min(1).max(64),
})
