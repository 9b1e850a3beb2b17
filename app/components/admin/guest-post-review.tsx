/**
 * The guest-post review page's preview mode (/admin/guest-post/:id): the banner with its buttons
 * (approve, reject, edit; save and cancel in edit mode), and the post as readers would see it
 * beside the submission's details.
 */
import { Form, Link, useNavigation } from 'react-router'
import { RichText } from '#app/components/rich-text.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import { formatCount, formatLongDate } from '#app/lib/format.ts'
import {
	GUEST_POSTS_DASHBOARD,
	GUEST_POST_EDIT_FORM_ID,
	guestPostReviewPath,
} from '#app/lib/guest-post-review.ts'
import type { GuestPostView } from '#app/server/guest-posts/guest-posts.server.ts'

const STATUS_CLASSES = {
	pending: 'bg-amber-100 text-amber-900',
	approved: 'bg-green-100 text-green-900',
	rejected: 'bg-red-100 text-red-900',
} as const
const BUTTON = 'rounded border border-ink px-3 py-1.5 text-sm font-semibold'

export function ReviewBanner({
	post,
	editing,
}: {
	post: GuestPostView
	editing: boolean
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const path = guestPostReviewPath(post.id)
	return (
		<div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 rounded border border-rule bg-white p-3 shadow-sm">
			<div className="flex flex-wrap items-center gap-3 text-sm">
				<span
					className={`rounded px-2 py-0.5 text-xs font-bold tracking-widest text-white ${editing ? 'bg-accent' : 'bg-ink'}`}
				>
					{editing ? 'EDIT MODE' : 'PREVIEW'}
				</span>
				<span
					className={`rounded px-2 py-0.5 text-xs font-semibold uppercase ${STATUS_CLASSES[post.status]}`}
				>
					{post.status}
				</span>
				<span className="text-muted">
					Submitted{' '}
					<time dateTime={post.submittedAt}>
						{formatLongDate(post.submittedAt)}
					</time>
				</span>
			</div>
			<div className="flex flex-wrap items-center gap-2">
				<Link to={GUEST_POSTS_DASHBOARD} className={BUTTON}>
					Back
				</Link>
				{editing ? (
					<>
						<button
							type="submit"
							form={GUEST_POST_EDIT_FORM_ID}
							disabled={busy}
							className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
						>
							Save Changes
						</button>
						<Link to={path} className={BUTTON}>
							Cancel
						</Link>
					</>
				) : (
					<>
						<Link to={`${path}?mode=edit`} className={BUTTON}>
							Edit
						</Link>
						{post.status === 'pending' ? (
							<>
								<DecisionButton
									path={path}
									intent="approve"
									busy={busy}
									className="bg-green-700"
								>
									Approve
								</DecisionButton>
								<DecisionButton
									path={path}
									intent="reject"
									busy={busy}
									className="bg-accent"
								>
									Reject
								</DecisionButton>
							</>
						) : null}
					</>
				)}
			</div>
		</div>
	)
}

/** Approve or Reject: a form of its own, so each works without JavaScript. */
function DecisionButton({
	path,
	intent,
	busy,
	className,
	children,
}: {
	path: string
	intent: 'approve' | 'reject'
	busy: boolean
	className: string
	children: React.ReactNode
}) {
	return (
		<Form method="post" action={path}>
			<button
				type="submit"
				name="intent"
				value={intent}
				disabled={busy}
				className={`rounded px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60 ${className}`}
			>
				{children}
			</button>
		</Form>
	)
}

export function PreviewGuestPost({
	post,
	html,
	wordCount,
}: {
	post: GuestPostView
	html: string
	wordCount: number
}) {
	const details: [string, React.ReactNode][] = [
		['Author', post.authorName],
		[
			'Email',
			<a href={`mailto:${post.email}`} className="underline">
				{post.email}
			</a>,
		],
		['Company', post.company ?? '—'],
		['Social handle', post.socialHandle ?? '—'],
		['Category', categoryTitle(post.category)],
		[
			'Submitted',
			<time dateTime={post.submittedAt}>
				{formatLongDate(post.submittedAt)}
			</time>,
		],
		['Status', <span className="capitalize">{post.status}</span>],
		['Word count', formatCount(wordCount)],
	]
	return (
		<div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
			<article className="min-w-0">
				<p className="text-xs font-semibold tracking-wide text-accent uppercase">
					{categoryTitle(post.category)}
				</p>
				<h1 className="mt-2 font-serif text-4xl leading-tight font-black">
					{post.headline}
				</h1>
				<p className="mt-3 text-sm text-muted">
					By <span className="font-semibold text-ink">{post.authorName}</span>
					{post.company ? `, ${post.company}` : null}
				</p>
				{post.imageUrl ? (
					<ReviewImage
						src={post.imageUrl}
						label="Main image"
						className="mt-6 max-h-[500px] w-full rounded object-cover"
					/>
				) : null}
				<RichText html={html} className="mt-8" />
			</article>

			<aside
				aria-labelledby="submission-details"
				className="self-start rounded border border-rule bg-white p-4 text-sm"
			>
				<h2 id="submission-details" className="font-serif text-lg font-bold">
					Submission details
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
					{details.map(([term, value]) => (
						<div key={term} className="contents">
							<dt className="font-semibold">{term}</dt>
							<dd className="break-words text-muted">{value}</dd>
						</div>
					))}
				</dl>
				<h3 className="mt-4 font-semibold">Author bio</h3>
				<p className="mt-1 text-muted">{post.authorBio ?? 'No bio given.'}</p>
				{post.imageUrls && post.imageUrls.length > 0 ? (
					<>
						<h3 className="mt-4 font-semibold">Additional images</h3>
						<div className="mt-2 grid grid-cols-2 gap-2">
							{post.imageUrls.map((src, index) => (
								<ReviewImage
									key={src}
									src={src}
									label={`Image ${index + 1}`}
									className="max-h-[400px] w-full rounded border border-rule object-cover"
								/>
							))}
						</div>
					</>
				) : null}
			</aside>
		</div>
	)
}

/**
 * A contributor's image on the review page: ours (stored) is shown; one on another site is only a
 * link, so reviewing loads nothing from the contributor's servers (it is copied in at approval).
 */
function ReviewImage({
	src,
	label,
	className,
}: {
	src: string
	label: string
	className: string
}) {
	if (src.startsWith('/public-objects/')) {
		return (
			<a href={src} target="_blank" rel="noopener noreferrer">
				<img
					src={src}
					alt={label}
					loading="lazy"
					decoding="async"
					className={className}
				/>
			</a>
		)
	}
	return (
		<a
			href={src}
			target="_blank"
			rel="noopener noreferrer nofollow"
			className="block break-all text-accent underline"
		>
			{label} (external): {src}
		</a>
	)
}
