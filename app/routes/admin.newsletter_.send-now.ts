import { redirect } from 'react-router'
import type { Route } from './+types/admin.newsletter_.send-now'
import { countOf } from '#app/lib/plural.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { sendDigestNow } from '#app/server/newsletter/digest.server.tsx'
import { asDomainError } from '#app/server/platform/errors.server.ts'

const PAGE = '/admin/newsletter'

export function loader() {
	return redirect(PAGE)
}

/**
 * "Send it now": today's digest, which the job let pass because its hour was long gone (mail
 * switched on late), sent on purpose by an editor. A plain form post (no script needed); only a
 * signed-in administrator gets here (the /admin layout's middleware).
 */
export async function action({ context }: Route.ActionArgs) {
	try {
		const digest = await sendDigestNow()
		await recordAudit({
			action: 'newsletter-sent',
			subjectId: String(digest._id),
			detail: `today's digest, ${countOf(digest.articleIds.length, 'article')}`,
		})
		context
			.get(requestInfoContext)
			.log.info({ digest: digest._id }, 'digest sent on request')
		return redirectWithToast(PAGE, {
			title: 'Digest on its way',
			description:
				digest.articleIds.length > 0
					? `Today's digest (${countOf(digest.articleIds.length, 'article')}) is going out to the subscribers now.`
					: 'Nothing was published since the last digest, so nothing is sent.',
		})
	} catch (error) {
		const failure = asDomainError(error)
		if (!failure) throw error
		return redirectWithToast(PAGE, {
			title: 'Digest not sent',
			description: failure.message,
			variant: 'destructive',
		})
	}
}
