import { data } from 'react-router'
import type { Route } from './+types/admin.sign-in'
import { AdminLogin } from '#app/components/admin/admin-login.tsx'
import {
	EnrolAtSignIn,
	SecondFactorForm,
} from '#app/components/admin/second-factor-form.tsx'
import { RecoveryCodes } from '#app/components/admin/two-factor-panel.tsx'
import {
	readForm,
	readPageForm,
	formText,
} from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	checkPasswordForm,
	completeSignIn,
} from '#app/server/edge/sign-in.server.ts'
import {
	askEnrolment,
	askSecondFactor,
	finishEnrolmentAtSignIn,
	finishSecondFactor,
	mustEnrol,
} from '#app/server/edge/two-factor-sign-in.server.ts'
import { hasTwoFactor } from '#app/server/people/two-factor.server.ts'

/**
 * E-mail and password (rate limited per client and per address); success starts a new session and
 * goes back, or, for a person with two-factor on, asks for a code first (docs/decisions/074).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ loginError: refused.message, email: '', redirectTo: '/admin' },
			{ status: refused.status },
		)
	const info = context.get(requestInfoContext)
	const intent = formText(form, 'intent')
	if (intent === 'second-factor') return finishSecondFactor(request, form, info)
	if (intent === 'enrol') return finishEnrolmentAtSignIn(request, form, info)
	const checked = await checkPasswordForm(form, info)
	if (!checked.ok) return checked.response
	if (hasTwoFactor(checked.person))
		return askSecondFactor(checked.person, checked.redirectTo)
	if (await mustEnrol(checked.person))
		return askEnrolment(checked.person, checked.redirectTo)
	return completeSignIn(request, info, checked.person, checked.redirectTo)
}

export function meta() {
	return [
		{ title: 'Admin | Brandline' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
	if (actionData && 'step' in actionData && actionData.step === 'enrol')
		return (
			<EnrolAtSignIn
				pending={actionData.pending}
				redirectTo={actionData.redirectTo}
				secret={actionData.secret}
				error={actionData.error}
			/>
		)
	if (
		actionData &&
		'step' in actionData &&
		actionData.step === 'recovery-codes'
	)
		return (
			<section className="mx-auto max-w-xl py-12">
				<RecoveryCodes codes={actionData.codes} next={actionData.redirectTo} />
			</section>
		)
	if (actionData && 'step' in actionData)
		return (
			<SecondFactorForm
				pending={actionData.pending}
				redirectTo={actionData.redirectTo}
				error={actionData.error}
			/>
		)
	return (
		<AdminLogin
			redirectTo={actionData?.redirectTo ?? '/admin'}
			error={actionData?.loginError}
			email={actionData?.email}
		/>
	)
}
