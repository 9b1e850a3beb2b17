import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.sessions'
import { deviceOf } from '#app/lib/device.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import { countOf } from '#app/lib/plural.ts'
import {
	adminSessionContext,
	currentPerson,
} from '#app/server/edge/admin-middleware.server.ts'
import { formText, readForm } from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	clearedSessionCookie,
	endSessionOf,
	endSessionsOf,
	listSessionsOf,
} from '#app/server/people/auth.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

const PATH = '/admin/sessions'

export async function loader({ context }: Route.LoaderArgs) {
	const person = currentPerson(context)
	const current = context.get(adminSessionContext)!.id
	const [sessions, { timeZone }] = await Promise.all([
		listSessionsOf(person.id),
		getSettings(),
	])
	return {
		name: person.name,
		email: person.email,
		sessions: sessions.map(session => ({
			id: session.id,
			device: deviceOf(session.userAgent),
			ip: session.ip || 'Unknown address',
			startedAt: formatZonedDateTime(session.startedAt, timeZone),
			lastSeenAt: formatZonedDateTime(session.lastSeenAt, timeZone),
			current: session.id === current,
		})),
	}
}

export function meta() {
	return [
		{ title: 'Your sessions | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/**
 * Ends one of the person's own sessions (a browser they no longer use), or every one but this
 * browser's. Ending this browser's own session signs it out. Only the person's own sessions can
 * be named: another person's id ends nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const person = currentPerson(context)
	const current = context.get(adminSessionContext)!.id
	const form = await readForm(request)
	const log = context.get(requestInfoContext).log
	if (formText(form, 'intent') === 'end-others') {
		const ended = await endSessionsOf(person.id, { except: current })
		log.info({ ended, personId: person.id }, 'ended other sessions')
		return redirectWithToast(PATH, {
			title: ended === 0 ? 'No other sessions' : 'Other sessions ended',
			description:
				ended === 0
					? 'This browser was the only one signed in.'
					: `${countOf(ended, 'session')} ended on every device but this one.`,
		})
	}
	const id = formText(form, 'id')
	const ended = await endSessionOf(person.id, id)
	if (ended) log.info({ personId: person.id }, 'ended a session')
	if (ended && id === current)
		return redirectWithToast(
			'/admin',
			{ title: 'Signed out', description: 'This browser’s session ended.' },
			{ headers: { 'Set-Cookie': await clearedSessionCookie() } },
		)
	return redirectWithToast(PATH, {
		title: ended ? 'Session ended' : 'Already ended',
		description: ended
			? 'That device is signed out. It has to sign in again to continue.'
			: 'That session had already ended.',
	})
}

export default function Sessions({ loaderData }: Route.ComponentProps) {
	const { sessions } = loaderData
	const others = sessions.filter(session => !session.current).length
	return (
		<div className="max-w-3xl">
			<p className="text-sm">
				<Link to="/admin" className="text-accent underline">
					← Dashboard
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">Your sessions</h1>
			<p className="mt-2 text-muted">
				Where {loaderData.email} is signed in now. End a session you do not
				recognise, or one on a device you no longer use; then change your
				password if you think someone else had it.
			</p>
			<p className="mt-2 text-sm">
				<Link to="/admin/two-factor" className="text-accent underline">
					Two-factor sign-in
				</Link>
			</p>
			<ul className="mt-6 divide-y divide-rule border-y border-rule">
				{sessions.map(session => (
					<li
						key={session.id}
						className="flex flex-wrap items-center justify-between gap-3 py-4"
					>
						<div>
							<p className="font-semibold">
								{session.device}
								{session.current ? (
									<span className="ml-2 rounded bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
										This browser
									</span>
								) : null}
							</p>
							<p className="text-sm text-muted">
								From {session.ip} · last seen {session.lastSeenAt} · signed in{' '}
								{session.startedAt}
							</p>
						</div>
						<Form method="post">
							<input type="hidden" name="id" value={session.id} />
							<button
								type="submit"
								className="rounded border border-accent px-3 py-1.5 text-sm font-semibold text-accent"
								aria-label={`End the session on ${session.device} from ${session.ip}${session.current ? ' (this browser: signs you out)' : ''}`}
							>
								{session.current ? 'Sign out here' : 'End session'}
							</button>
						</Form>
					</li>
				))}
			</ul>
			{others > 0 ? (
				<Form method="post" className="mt-6">
					<input type="hidden" name="intent" value="end-others" />
					<button
						type="submit"
						className="rounded bg-accent px-4 py-2 text-sm font-semibold text-white"
					>
						End every other session ({others})
					</button>
				</Form>
			) : null}
		</div>
	)
}
