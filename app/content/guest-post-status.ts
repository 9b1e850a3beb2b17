/** A guest post's review (SPEC §4): pending on submission, then approved or rejected once. */
export const GUEST_POST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type GuestPostStatus = (typeof GUEST_POST_STATUSES)[number]
