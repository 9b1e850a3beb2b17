import { Form, Link } from 'react-router'
import { ConfirmDelete } from './confirm-delete.tsx'
import { DeskTime } from './desk-time.tsx'
import { EmptyList } from './list-controls.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import type { GuestPostRow } from '#app/server/admin/lists.server.ts'

const STATUS_CLASSES = {
	pending: 'bg-amber-100 text-amber-900',
	approved: 'bg-green-100 text-green-900',
	rejected: 'bg-red-100 text-red-900',
} as const

/** The Guest Posts tab's cards (SPEC §2): Approve and Reject only while pending; Delete for spam. */
export function GuestPostList({
	guestPosts,
	returnTo,
	filtered,
}: {
	guestPosts: GuestPostRow[]
	returnTo: string
	filtered: boolean
}) {
	if (guestPosts.length === 0)
		return (
			<EmptyList
				filtered={filtered}
				noun="guest posts"
				empty="No Guest Posts"
			/>
		)
	return (
		<ul className="mt-4 grid grid-cols-1 gap-4">
			{guestPosts.map(post => (
				<li key={post.id} className="rounded border border-rule bg-white p-4">
					<div className="flex flex-wrap items-start justify-between gap-2">
						<div className="min-w-0">
							<h3 className="min-w-0 font-serif text-lg font-bold wrap-anywhere">
								{post.headline}
							</h3>
							<p className="text-sm break-words text-muted">
								{post.authorName} · {post.email} ·{' '}
								{categoryTitle(post.category)} · submitted{' '}
								<DeskTime at={post.submittedAt} />
							</p>
						</div>
						<span
							className={`rounded px-2 py-0.5 text-xs font-semibold uppercase ${STATUS_CLASSES[post.status]}`}
						>
							{post.status}
						</span>
					</div>
					<p className="mt-2 text-sm">{post.excerpt}</p>
					<div className="mt-3 flex flex-wrap gap-2">
						<Link
							to={`/admin/guest-post/${post.id}`}
							className="rounded border border-ink px-3 py-1 text-sm font-semibold"
						>
							View
						</Link>
						{post.status === 'pending' ? (
							<>
								<Form method="post" action="/admin?index">
									<input type="hidden" name="id" value={post.id} />
									<input type="hidden" name="returnTo" value={returnTo} />
									<button
										type="submit"
										name="intent"
										value="approve-guest-post"
										className="rounded bg-green-700 px-3 py-1 text-sm font-semibold text-white"
									>
										Approve
									</button>
								</Form>
								<Form method="post" action="/admin?index">
									<input type="hidden" name="id" value={post.id} />
									<input type="hidden" name="returnTo" value={returnTo} />
									<button
										type="submit"
										name="intent"
										value="reject-guest-post"
										className="rounded bg-accent px-3 py-1 text-sm font-semibold text-white"
									>
										Reject
									</button>
								</Form>
							</>
						) : null}
						<ConfirmDelete
							intent="delete-guest-post"
							id={post.id}
							returnTo={returnTo}
							question="Are you sure you want to delete this guest post? It cannot be undone."
						/>
					</div>
				</li>
			))}
		</ul>
	)
}
