import { data, Link } from 'react-router'
import type { Route } from './+types/admin.two-factor'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { formText, readForm, statusOf } from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { countAttempt } from '#app/server/edge/sign-in.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { owesTwoFactor } from '#app/server/edge/two-factor-sign-in.server.ts'
import {
	finishEnrolment,
	startEnrolment,
	turnOff,
	twoFactorStateOf,
} from '#app/server/people/two-factor-account.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import {
	RecoveryCodes,
	TwoFactorPanel,
} from '#app/components/admin/two-factor-panel.tsx'

const PATH = '/admin/two-factor'
const REQUIRED_STAYS_ON =
	'This publication requires two-factor sign-in for Administrators: it stays on.'

export async function loader({ context }: Route.LoaderArgs) {
	const person = currentPerson(context)
	const { siteName } = await getSettings()
	return {
		email: person.email,
		required: await owesTwoFactor({ ...person, twoFactor: false }),
		...(await twoFactorStateOf(person.id, siteName)),
	}
}

export function meta() {
	return [
		{ title: 'Two-factor sign-in | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

/**
 * The person's own two-factor sign-in (docs/decisions/074): `begin` shows a new key, `confirm`
 * turns it on with a code from it and answers with the recovery codes (shown this once), `disable`
 * turns it off given a current code, a recovery code or the password.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const person = currentPerson(context)
	const form = await readForm(request)
	const intent = formText(form, 'intent')
	if (intent === 'begin') {
		await startEnrolment(person.id)
		return redirectWithToast(PATH, {
			title: 'Add the key to your app',
			description: 'Then type the code it shows to turn two-factor on.',
		})
	}
	if (intent === 'confirm') {
		const codes = await finishEnrolment(person.id, formText(form, 'code'))
		if (!codes)
			return data(
				{ error: 'That code is not right. Type the code your app shows now.' },
				{ status: 400 },
			)
		return { recoveryCodes: codes }
	}
	if (intent === 'disable') {
		if (await owesTwoFactor({ ...person, twoFactor: false }))
			return data({ error: REQUIRED_STAYS_ON }, { status: 400 })
		// Guesses at the password or a code count toward the sign-in limits, as at the sign-in.
		const limited = await countAttempt(
			context.get(requestInfoContext).clientIp,
			person.email,
		)
		if (limited)
			return data({ error: limited.message }, { status: statusOf(limited) })
		const off = await turnOff(person.id, {
			code: formText(form, 'code'),
			password: formText(form, 'password'),
		})
		if (!off)
			return data(
				{
					error: 'Neither a right code nor your password: two-factor stays on.',
				},
				{ status: 400 },
			)
		return redirectWithToast(PATH, {
			title: 'Two-factor sign-in is off',
			description: 'Your password alone signs you in again.',
		})
	}
	return data({ error: 'Unknown action.' }, { status: 400 })
}

export default function TwoFactor({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	return (
		<div className="max-w-3xl">
			<p className="text-sm">
				<Link to="/admin/sessions" className="text-accent underline">
					← Your sessions
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">
				Two-factor sign-in
			</h1>
			{loaderData.required && loaderData.state !== 'on' ? (
				<p role="alert" className="mt-4 rounded border-2 border-accent p-3">
					This publication requires two-factor sign-in for Administrators. Set
					it up to go on working in the admin.
				</p>
			) : null}
			{actionData && 'recoveryCodes' in actionData ? (
				<RecoveryCodes codes={actionData.recoveryCodes} />
			) : (
				<TwoFactorPanel
					view={loaderData}
					error={
						actionData && 'error' in actionData ? actionData.error : undefined
					}
				/>
			)}
		</div>
	)
}
