import { Form } from 'react-router'
import { CodeInput, FieldError, SignInButton } from './sign-in-parts.tsx'

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
