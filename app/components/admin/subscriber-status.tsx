import {
	SUBSCRIBER_STATUS_LABELS,
	type SubscriberStatus,
} from '#app/content/newsletter.ts'

const STATUS_CLASSES: Record<SubscriberStatus, string> = {
	pending: 'bg-amber-100 text-amber-900',
	active: 'bg-green-100 text-green-900',
	inactive: 'bg-stone-200 text-stone-800',
}

/** Pending until the address is confirmed, then SPEC's Active or Inactive (with why, after a bounce). */
export function SubscriberStatusBadge({
	subscriber,
}: {
	subscriber: { status: SubscriberStatus; bounceReason?: string }
}) {
	return (
		<span
			className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[subscriber.status]}`}
			title={
				subscriber.bounceReason
					? `Delivery failed: ${subscriber.bounceReason}`
					: undefined
			}
		>
			{SUBSCRIBER_STATUS_LABELS[subscriber.status]}
			{subscriber.status === 'inactive' && subscriber.bounceReason
				? ' (bounced)'
				: ''}
		</span>
	)
}
