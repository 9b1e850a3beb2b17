import { RecordRouteError } from '#app/components/admin/record-route-error.tsx'
import type { Route } from './+types/admin.guest-post.$id'
import { EditGuestPost } from '#app/components/admin/guest-post-edit-form.tsx'
import {
	PreviewGuestPost,
	ReviewBanner,
} from '#app/components/admin/guest-post-review.tsx'
import { GUEST_POSTS_DASHBOARD } from '#app/lib/guest-post-review.ts'
import {
	guestPostReviewAction,
	loadGuestPostReview,
} from '#app/server/edge/guest-post-review.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/** Preview or edit mode lives in the URL (`?mode=edit`), so both work without JavaScript. */
export async function loader({ params, url, request }: Route.LoaderArgs) {
	return loadGuestPostReview(params.id, url, request)
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData
				? `Review: ${loaderData.post.headline} | Admin`
				: 'Guest Post Not Found | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/** Intents: approve and reject (preview mode), save (the edit form). */
export async function action({ request, params, context }: Route.ActionArgs) {
	return guestPostReviewAction(
		params.id,
		request,
		context.get(requestInfoContext).clientIp,
	)
}

export default function GuestPostReview({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { post, editing, html, wordCount, revision, restored } = loaderData
	return (
		<div>
			<ReviewBanner post={post} editing={editing} />
			{editing ? (
				<EditGuestPost
					post={post}
					revision={revision}
					restored={restored}
					lastResult={actionData?.result}
					preview={
						actionData && 'preview' in actionData
							? actionData.preview
							: undefined
					}
				/>
			) : (
				<PreviewGuestPost post={post} html={html} wordCount={wordCount} />
			)}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<RecordRouteError
			error={error}
			missing="Guest Post Not Found"
			missingText="This submission does not exist or has been removed."
			failedText="We could not show this guest post. Please try again in a moment."
			back={{ to: GUEST_POSTS_DASHBOARD, label: 'Back to guest posts' }}
		/>
	)
}
