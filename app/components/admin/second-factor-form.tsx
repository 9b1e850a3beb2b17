import { Form } from 'react-router'
import type { EnrolmentSecret } from '#app/server/people/two-factor.server.ts'
import { CodeInput, FieldError, SignInButton } from './sign-in-parts.tsx'
import { SecretView } from './two-factor-panel.tsx'

/**
 * The sign-in's second step (docs/decisions/074): the six-digit code from the person's
 * authenticator app, or one of their recovery codes. `pending` names the sign-in whose password
 * was right.
 */
export function SecondFactorForm({
	pending,
	redirectTo,
	error,
}: {
	pending: string
	redirectTo: string
	error?: string
}) {
	return (
		<section className="mx-auto max-w-sm py-12">
			<h1 className="font-serif text-3xl font-black">Two-factor sign-in</h1>
			<p className="mt-2 text-sm text-muted">
				Type the 6-digit code your authenticator app shows now, or one of your
				recovery codes.
			</p>
			<Form
				method="post"
				action="/admin/sign-in"
				className="mt-6 flex flex-col gap-3"
			>
				<input type="hidden" name="intent" value="second-factor" />
				<input type="hidden" name="pending" value={pending} />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<label htmlFor="second-factor-code" className="text-sm font-semibold">
					Code
				</label>
				<CodeInput
					id="second-factor-code"
					errorId="second-factor-error"
					error={error}
					required
				/>
				<FieldError id="second-factor-error" error={error} />
				<SignInButton>Verify</SignInButton>
			</Form>
		</section>
	)
}

/**
 * An Administrator who must use two-factor and has not set it up (decision 074): the new key, and
 * a code from it to turn it on before the session starts.
 */
export function EnrolAtSignIn({
	pending,
	redirectTo,
	secret,
	error,
}: {
	pending: string
	redirectTo: string
	secret: EnrolmentSecret
	error?: string
}) {
	return (
		<section className="mx-auto max-w-xl py-12">
			<h1 className="font-serif text-3xl font-black">
				Set up two-factor sign-in
			</h1>
			<p className="mt-2 text-sm text-muted">
				This publication asks Administrators to sign in with a second factor.
				Add this key to your authenticator app, then type the code it shows.
			</p>
			<SecretView secret={secret} />
			<Form
				method="post"
				action="/admin/sign-in"
				className="mt-6 flex max-w-sm flex-col gap-3"
			>
				<input type="hidden" name="intent" value="enrol" />
				<input type="hidden" name="pending" value={pending} />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<label htmlFor="enrol-code" className="text-sm font-semibold">
					Code from your app
				</label>
				<CodeInput
					id="enrol-code"
					errorId="enrol-error"
					error={error}
					required
				/>
				<FieldError id="enrol-error" error={error} />
				<SignInButton>Turn on and sign in</SignInButton>
			</Form>
		</section>
	)
}
