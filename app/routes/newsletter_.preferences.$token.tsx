import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/newsletter_.preferences.$token'
import {
	LINK_PAGE_HEADERS,
	NewsletterLinkPage,
} from '#app/components/newsletter/link-page.tsx'
import {
	IntentButton,
	PreferencesForm,
} from '#app/components/newsletter/preferences-form.tsx'
import { NEWSLETTER_NAME, PAUSE_DAYS } from '#app/content/newsletter.ts'
import { pauseEnd } from '#app/lib/newsletter-choices.ts'
import { NewsletterPreferencesSchema } from '#app/schemas/newsletter-preferences.ts'
import { readForm, readPageForm } from '#app/server/edge/http.server.ts'
import {
	leaveFromPreferences,
	pauseNewsletter,
	readPreferences,
	rejoinFromPreferences,
	resumeNewsletter,
	saveChoices,
} from '#app/server/newsletter/preferences.server.ts'
import { attributed, viaOf } from '#app/server/newsletter/send-stats.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import {
	getSettings,
	settingsNow,
	type PublicationSettingsView,
} from '#app/server/site/settings.server.ts'
import { WEEKDAY_NAMES } from '#app/lib/digest-schedule.ts'

/** What the page says after each change (the redirect's `done`). */
const DONE = {
	saved: 'Your preferences are saved. They apply from the next message.',
	paused: 'Paused. Nothing more from us until the date below.',
	resumed: 'Welcome back: the next message will reach you as usual.',
	left: 'You are unsubscribed from everything we send.',
	back: 'You are subscribed again, with the preferences below.',
} as const
type Done = keyof typeof DONE

/** The changes counted for the send whose link the reader came from (decision record 083). */
const ATTRIBUTED = new Set(['save', 'pause', 'unsubscribe'])

function dayLabel(instant: Date): string {
	return new Intl.DateTimeFormat('en-US', {
		timeZone: settingsNow().timeZone,
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
	}).format(instant)
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** When each digest goes out, in words: "every day at 07:00", "Sundays at 09:00" (and the zone). */
function digestSchedule(settings: PublicationSettingsView) {
	const zone = settings.timeZone.replaceAll('_', ' ')
	return {
		daily: `every day at ${clock(settings.digestHour)} (${zone} time)`,
		weekly: `${WEEKDAY_NAMES[settings.weeklyDay] ?? 'Sunday'}s at ${clock(settings.weeklyHour)} (${zone} time)`,
	}
}

/**
 * A reader's preferences, from the signed link in every newsletter message (decision record 068).
 * Opening it changes nothing (mail scanners open links); every change is a form post that works
 * without JavaScript.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
	try {
		const [preferences, settings] = await Promise.all([
			readPreferences(params.token),
			getSettings(),
		])
		const done = new URL(request.url).searchParams.get('done')
		return data(
			{
				valid: true as const,
				email: preferences.email,
				subscribed: preferences.status !== 'inactive',
				pending: preferences.status === 'pending',
				receives: preferences.receives,
				topics: preferences.topics,
				schedule: digestSchedule(settings),
				pausedUntil: preferences.pausedUntil
					? dayLabel(preferences.pausedUntil)
					: null,
				pauseWouldEnd: dayLabel(pauseEnd(new Date())),
				notice: done && done in DONE ? DONE[done as Done] : null,
			},
			{ headers: LINK_PAGE_HEADERS },
		)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return data(
			{ valid: false as const, message: error.message },
			{ status: 404, headers: LINK_PAGE_HEADERS },
		)
	}
}

type ActionData = { result: SubmissionResult<string[]> }

async function apply(
	token: string,
	input: ReturnType<typeof NewsletterPreferencesSchema.parse>,
): Promise<Done> {
	switch (input.intent) {
		case 'save':
			await saveChoices(token, input)
			return 'saved'
		case 'pause':
			await pauseNewsletter(token)
			return 'paused'
		case 'resume':
			await resumeNewsletter(token)
			return 'resumed'
		case 'unsubscribe':
			await leaveFromPreferences(token)
			return 'left'
		case 'resubscribe':
			await rejoinFromPreferences(token)
			return 'back'
	}
}

export async function action({ params, request }: Route.ActionArgs) {
	const [formData, refused] = await readPageForm(readForm(request))
	if (refused)
		return data<ActionData>(
			{ result: refused.reply },
			{ status: refused.status, headers: LINK_PAGE_HEADERS },
		)
	const submission = parseWithZod(formData, {
		schema: NewsletterPreferencesSchema,
	})
	if (submission.status !== 'success')
		return data<ActionData>(
			{ result: submission.reply() },
			{ status: 400, headers: LINK_PAGE_HEADERS },
		)
	const { intent } = submission.value
	const action = intent === 'unsubscribe' ? 'unsubscribes' : 'preferenceChanges'
	const via = viaOf(request)
	try {
		const change = () => apply(params.token, submission.value)
		// Resuming or coming back is not a change to count against the send.
		const done = ATTRIBUTED.has(intent)
			? await attributed(
					{ ...via, purpose: 'preferences', token: params.token },
					action,
					change,
				)
			: await change()
		const keep = via.via ? `&via=${encodeURIComponent(via.via)}` : ''
		return redirect(
			`/newsletter/preferences/${encodeURIComponent(params.token)}?done=${done}${keep}`,
			{ status: 303, headers: LINK_PAGE_HEADERS },
		)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return data<ActionData>(
			{ result: submission.reply({ formErrors: [error.message] }) },
			{ status: 404, headers: LINK_PAGE_HEADERS },
		)
	}
}

export function headers() {
	return LINK_PAGE_HEADERS
}

export function meta() {
	return [
		{ title: `Your preferences | ${NEWSLETTER_NAME}` },
		{ name: 'robots', content: 'noindex' },
	]
}

export default function PreferencesPage({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	if (!loaderData.valid) {
		return (
			<NewsletterLinkPage title="This link is not valid">
				<p>{loaderData.message}</p>
			</NewsletterLinkPage>
		)
	}
	const notice = loaderData.notice ? (
		<p
			role="status"
			className="mt-4 rounded border border-rule bg-paper px-3 py-2 text-ink"
		>
			{loaderData.notice}
		</p>
	) : null
	if (!loaderData.subscribed) {
		return (
			<NewsletterLinkPage title="You're unsubscribed">
				{notice}
				<p>
					<strong className="text-ink">{loaderData.email}</strong> receives
					nothing from us. Changed your mind? Your preferences are kept.
				</p>
				<IntentButton intent="resubscribe" label="Subscribe again" />
			</NewsletterLinkPage>
		)
	}
	return (
		<div className="mx-auto max-w-xl py-8">
			<div className="rounded border border-rule bg-surface p-6 text-muted">
				<h1 className="font-serif text-3xl font-black text-ink">
					Your newsletter preferences
				</h1>
				<p className="mt-2 break-words">
					For <strong className="text-ink">{loaderData.email}</strong>.
					{loaderData.pending
						? ' Confirm your address from the first e-mail we sent you, and these choices apply from then.'
						: null}
				</p>
				{notice}
				{loaderData.pausedUntil ? (
					<section aria-labelledby="paused-heading" className="mt-6">
						<h2
							id="paused-heading"
							className="font-serif text-xl font-bold text-ink"
						>
							Paused until {loaderData.pausedUntil}
						</h2>
						<p className="mt-1">
							Nothing reaches you before then; after it, your choices below
							apply again.
						</p>
						<IntentButton intent="resume" label="Resume now" quiet />
					</section>
				) : null}
				<PreferencesForm
					receives={loaderData.receives}
					topics={loaderData.topics}
					schedule={loaderData.schedule}
					lastResult={actionData?.result}
				/>
				{loaderData.pausedUntil ? null : (
					<section aria-labelledby="pause-heading" className="mt-8">
						<h2
							id="pause-heading"
							className="font-serif text-xl font-bold text-ink"
						>
							Take a break
						</h2>
						<p className="mt-1">
							Pause for {PAUSE_DAYS} days: nothing from us until{' '}
							{loaderData.pauseWouldEnd}, then everything as you chose it above.
						</p>
						<IntentButton intent="pause" label="Pause for a month" quiet />
					</section>
				)}
				<section aria-labelledby="leave-heading" className="mt-8">
					<h2
						id="leave-heading"
						className="font-serif text-xl font-bold text-ink"
					>
						Leave
					</h2>
					<p className="mt-1">
						Stop every e-mail from {NEWSLETTER_NAME}, including stories sent on
						their own.
					</p>
					<IntentButton intent="unsubscribe" label="Unsubscribe from all" />
				</section>
			</div>
		</div>
	)
}
