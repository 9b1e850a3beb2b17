/** The guest-post review page's addresses, shared by its route, its parts and its server code. */

/** Where a decision or a failed save goes back to: the dashboard's guest-post tab. */
export const GUEST_POSTS_DASHBOARD = '/admin?tab=guest-posts'
/** The edit form's id, so the banner's Save button can submit it from outside. */
export const GUEST_POST_EDIT_FORM_ID = 'guest-post-edit'

export function guestPostReviewPath(id: string): string {
	return `/admin/guest-post/${encodeURIComponent(id)}`
}
