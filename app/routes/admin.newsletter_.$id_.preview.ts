import { data } from 'react-router'
import type { Route } from './+types/admin.newsletter_.$id_.preview'
import {
	getIssue,
	previewIssue,
} from '#app/server/newsletter/issue-admin.server.ts'
import { emailPreviewResponse } from '#app/server/edge/email-preview.server.ts'

/** A saved issue as subscribers would get it (HTML, or `?format=text`), for the newsletter desk. */
export async function loader({ request, params }: Route.LoaderArgs) {
	const issue = await getIssue(params.id)
	if (!issue) throw data({ message: 'Issue not found' }, { status: 404 })
	return emailPreviewResponse(request, await previewIssue(issue))
}
