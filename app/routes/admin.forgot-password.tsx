import type { Route } from './+types/admin.forgot-password'
import { AccountForm } from '#app/components/admin/account-form.tsx'
import { RESET_REQUESTED } from '#app/content/staff.ts'
import { ForgotPasswordSchema } from '#app/schemas/staff.ts'
import {
	readFormOrReply,
	submitForm,
} from '#app/server/edge/form-submission.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestPasswordReset } from '#app/server/people/password-reset.server.ts'
import { normalEmail } from '#app/server/people/staff.server.ts'

/**
 * Sends a reset link (docs/decisions/069). The answer is the same whether or not the address has
 * an account, and is given before the lookup and the mail are done, so its timing is the same too.
 * Limited per client and per address, whether or not the address has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const info = context.get(requestInfoContext)
	const [form, refused] = await readFormOrReply(request)
	if (refused) return refused
	const done = await submitForm(
		form,
		ForgotPasswordSchema,
		async ({ email }) => {
			await consumeRateLimit('passwordReset', info.clientIp)
			await consumeRateLimit('passwordResetAddress', normalEmail(email))
			void requestPasswordReset(email).catch((error: unknown) =>
				info.log.error({ err: error }, 'password reset mail failed'),
			)
		},
	)
	if (!done.ok) return done.reply
	return { result: undefined, sent: true }
}

export function meta() {
	return [
		{ title: 'Forgot your password? | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	if (actionData && 'sent' in actionData)
		return (
			<section className="mx-auto max-w-sm py-12">
				<h1 className="font-serif text-3xl font-black">Check your e-mail</h1>
				<p role="status" className="mt-4">
					{RESET_REQUESTED}
				</p>
				<a
					href="/admin"
					className="mt-6 inline-block border-b-2 border-accent font-semibold"
				>
					Back to the sign-in
				</a>
			</section>
		)
	return (
		<AccountForm
			title="Forgot your password?"
			intro={
				<p>
					Enter the address you sign in with. We send a link to choose a new
					password; it works once, within the hour.
				</p>
			}
			schema={ForgotPasswordSchema}
			fields={['email']}
			submit="Send the link"
			lastResult={actionData?.result}
		>
			<p className="mt-4 text-sm">
				<a href="/admin" className="text-accent underline underline-offset-2">
					Back to the sign-in
				</a>
			</p>
		</AccountForm>
	)
}
