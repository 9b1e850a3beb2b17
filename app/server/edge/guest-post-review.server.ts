/**
 * The guest-post review page (/admin/guest-post/:id): what it shows (preview or edit mode, from
 * `?mode=edit`) and what its buttons do, each by its `intent`: approve and reject (preview mode),
 * save (the edit form), or the Preview button without JavaScript.
 */
import { data } from 'react-router'
import {
	GUEST_POSTS_DASHBOARD,
	guestPostReviewPath,
} from '#app/lib/guest-post-review.ts'
import { countWords } from '#app/lib/reading-time.ts'
import { GuestPostEditSchema } from '#app/schemas/guest-post.ts'
import {
	discardStashedEdits,
	restoredEdit,
} from '#app/server/edge/edit-stash-requests.server.ts'
import { formText, type MultipartForm } from '#app/server/edge/http.server.ts'
import {
	isPreviewIntent,
	previewEditorForm,
} from '#app/server/edge/markdown-preview.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	approveGuestPost,
	getGuestPostForReview,
	rejectGuestPost,
	updateGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	parseImageForm,
	readEditorImageForm,
} from '#app/server/media/uploads.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'

/** What an editor's loader restored after a sign-in (docs/decisions/044). */
export type RestoredGuestPostEdit = Awaited<ReturnType<typeof restoredEdit>>

/** The page's data: the post, and its rendered content in preview mode or the restored values in edit mode. */
export async function loadGuestPostReview(
	id: string,
	url: URL,
	request: Request,
) {
	const found = await getGuestPostForReview(id)
	if (!found) throw data({ message: 'Guest post not found' }, { status: 404 })
	const { post, html, revision } = found
	const editing = url.searchParams.get('mode') === 'edit'
	// Values sent when the session had expired, back after the sign-in (docs/decisions/044).
	const restored = editing ? await restoredEdit(request) : null
	return {
		post,
		editing,
		html: editing ? '' : html,
		wordCount: countWords(post.content),
		revision,
		restored,
	}
}

/** Approves or rejects the post, back to the dashboard; a refusal goes back to the review page. */
async function decideGuestPost(id: string, intent: 'approve' | 'reject') {
	try {
		if (intent === 'approve') {
			await approveGuestPost(id)
			return redirectWithToast(GUEST_POSTS_DASHBOARD, {
				title: 'Guest post approved!',
				description:
					'The article will now appear in the Guest Contributions section.',
			})
		}
		await rejectGuestPost(id)
		return redirectWithToast(GUEST_POSTS_DASHBOARD, {
			title: 'Guest post rejected',
			description: 'The submission has been rejected.',
		})
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithToast(guestPostReviewPath(id), {
			title: 'Error',
			description: `Failed to ${intent} guest post: ${error.message}`,
			variant: 'destructive',
		})
	}
}

/** Saves the edit form (its main image may be a file), then discards the stash it was restored from. */
async function saveGuestPostEdit(
	id: string,
	request: Request,
	multipart: MultipartForm,
) {
	const parsed = await parseImageForm(multipart, GuestPostEditSchema, {
		image: 'imageUrl',
	})
	if (!parsed.ok)
		return data({ result: parsed.result }, { status: parsed.status })
	try {
		await updateGuestPost(id, parsed.value)
		await discardStashedEdits(request)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithToast(GUEST_POSTS_DASHBOARD, {
			title: 'Error',
			description: `Failed to update guest post: ${error.message}`,
			variant: 'destructive',
		})
	}
	return redirectWithToast(guestPostReviewPath(id), {
		title: 'Guest post updated!',
		description: 'Changes have been saved successfully.',
	})
}

/** Intents: approve and reject (preview mode), save (the edit form). */
export async function guestPostReviewAction(
	id: string,
	request: Request,
	clientIp: string,
) {
	const read = await readEditorImageForm(request, clientIp, GuestPostEditSchema)
	if (read.refused)
		return data(
			{ result: read.refused.result },
			{ status: read.refused.status },
		)
	// The Preview button (without JavaScript): the form comes back rendered, nothing is saved.
	if (isPreviewIntent(read.multipart.form))
		return previewEditorForm(
			read.multipart,
			GuestPostEditSchema,
			{ image: 'imageUrl' },
			{ externalImagesAsLinks: true },
		)
	const intent = formText(read.multipart.form, 'intent')
	if (intent === 'approve' || intent === 'reject')
		return decideGuestPost(id, intent)
	if (intent !== 'save')
		throw data({ message: 'Unknown action.' }, { status: 400 })
	return saveGuestPostEdit(id, request, read.multipart)
}
