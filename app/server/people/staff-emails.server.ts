/**
 * The messages the staff get: an invitation to join, and a link to set a new password
 * (docs/decisions/069). Plain text, signed by the publication as its settings stand.
 */
import {
	INVITATION_LIFETIME_DAYS,
	PASSWORD_RESET_LIFETIME_MINUTES,
	STAFF_ROLE_LABELS,
	type StaffRole,
} from '#app/content/staff.ts'
import { countOf } from '#app/lib/plural.ts'
import type { Email } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import type { PublicationSettingsView } from '#app/server/site/settings.server.ts'

export function invitationLink(token: string): string {
	return `${getEnv().PUBLIC_URL}/admin/invitation/${token}`
}

export function passwordResetLink(token: string): string {
	return `${getEnv().PUBLIC_URL}/admin/reset-password/${token}`
}

const ROLE_SENTENCES: Record<StaffRole, string> = {
	administrator:
		'As an Administrator you can do everything on the desk, including its people and settings.',
	editor:
		'As an Editor you can edit and publish every article, review guest posts, and run promotions and the newsletter.',
	author: 'As an Author you write, edit and publish your own articles.',
	contributor:
		'As a Contributor you write drafts and send them to the editors for review.',
}

export function invitationEmail(
	invitation: {
		email: string
		role: StaffRole
		inviterName: string
		token: string
	},
	publication: PublicationSettingsView,
): Email {
	const role = STAFF_ROLE_LABELS[invitation.role]
	return {
		to: invitation.email,
		subject: `${invitation.inviterName} invited you to ${publication.siteName}`,
		text: [
			`Hello,`,
			`${invitation.inviterName} invited you to join ${publication.siteName} as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}. ${ROLE_SENTENCES[invitation.role]}`,
			`To accept, choose your name and password here:\n${invitationLink(invitation.token)}`,
			`The link works once and for ${countOf(INVITATION_LIFETIME_DAYS, 'day')}. If you did not expect it, ignore this message: nothing happens unless you open the link.`,
			`${publication.siteName}\n${publication.contactEmail}`,
		].join('\n\n'),
	}
}

export function passwordResetEmail(
	reset: { email: string; name: string; token: string },
	publication: PublicationSettingsView,
): Email {
	return {
		to: reset.email,
		subject: `Set a new password for ${publication.siteName}`,
		text: [
			`Hello ${reset.name},`,
			`Someone (we hope you) asked to set a new password for your account on ${publication.siteName}. Choose it here:\n${passwordResetLink(reset.token)}`,
			`The link works once and for ${countOf(PASSWORD_RESET_LIFETIME_MINUTES, 'minute')}. Setting the password signs you out everywhere else. If you did not ask, ignore this message: your password stays as it is.`,
			`${publication.siteName}\n${publication.contactEmail}`,
		].join('\n\n'),
	}
}

/** Where an editor opens an article to review it. */
export function articleEditorLink(articleId: string): string {
	return `${getEnv().PUBLIC_URL}/admin/article/${articleId}`
}

/** To an Editor or Administrator: a Contributor's draft is waiting for them (docs/decisions/073). */
export function reviewRequestEmail(
	request: {
		to: { email: string; name: string }
		writerName: string
		headline: string
		articleId: string
	},
	publication: PublicationSettingsView,
): Email {
	return {
		to: request.to.email,
		subject: `For review: ${request.headline}`,
		text: [
			`Hello ${request.to.name},`,
			`${request.writerName} sent a draft for review: “${request.headline}”.`,
			`Read it, edit it and publish it (or send a note back) here:\n${articleEditorLink(request.articleId)}`,
			`It waits on the dashboard as “Awaiting review” until it is published or scheduled. You get this message as an Editor or Administrator of ${publication.siteName}.`,
			`${publication.siteName}\n${publication.contactEmail}`,
		].join('\n\n'),
	}
}
