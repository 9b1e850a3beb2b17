import { Form, Link } from 'react-router'
import { CodeInput, FieldError } from './sign-in-parts.tsx'
import type { TwoFactorState } from '#app/server/people/two-factor-account.server.ts'
import type { EnrolmentSecret } from '#app/server/people/two-factor.server.ts'

const BUTTON = 'rounded bg-accent px-4 py-2 text-sm font-semibold text-white'
const FIELD = 'rounded border border-rule bg-white px-3 py-2'

function CodeField({ label, error }: { label: string; error?: string }) {
	return (
		<>
			<label htmlFor="two-factor-code" className="text-sm font-semibold">
				{label}
			</label>
			<CodeInput
				id="two-factor-code"
				errorId="two-factor-error"
				error={error}
			/>
		</>
	)
}

/** A new key, as text to type in and as an otpauth:// address. */
export function SecretView({ secret }: { secret: EnrolmentSecret }) {
	return (
		<dl className="mt-4 space-y-2">
			<dt className="text-sm font-semibold">Key</dt>
			<dd>
				<code data-testid="totp-secret" className="font-mono text-lg">
					{secret.secret}
				</code>
			</dd>
			<dt className="text-sm font-semibold">Address</dt>
			<dd className="break-all">
				<a href={secret.uri} className="text-accent underline">
					{secret.uri}
				</a>
			</dd>
		</dl>
	)
}

/** The page's body for two-factor off, being enrolled, or on (docs/decisions/074). */
export function TwoFactorPanel({
	view,
	error,
}: {
	view: TwoFactorState
	error?: string
}) {
	if (view.state === 'off')
		return (
			<>
				<p className="mt-2 text-muted">
					Two-factor sign-in is off: your password alone signs you in. Turn it
					on to be asked, after your password, for a code from an authenticator
					app on your phone.
				</p>
				<Form method="post" className="mt-6">
					<input type="hidden" name="intent" value="begin" />
					<button type="submit" className={BUTTON}>
						Set up two-factor sign-in
					</button>
				</Form>
			</>
		)
	if (view.state === 'enrolling')
		return (
			<>
				<p className="mt-2 text-muted">
					Add this key to your authenticator app (type it in, or open the
					address on your phone), then type the 6-digit code it shows.
				</p>
				<SecretView secret={view.secret} />
				<Form method="post" className="mt-6 flex max-w-sm flex-col gap-3">
					<input type="hidden" name="intent" value="confirm" />
					<CodeField label="Code from your app" error={error} />
					<FieldError id="two-factor-error" error={error} />
					<button type="submit" className={BUTTON}>
						Turn on two-factor sign-in
					</button>
				</Form>
			</>
		)
	return (
		<>
			<p className="mt-2 text-muted">
				Two-factor sign-in is on. You have {view.recoveryCodesLeft} unused
				recovery {view.recoveryCodesLeft === 1 ? 'code' : 'codes'}.
			</p>
			<Form method="post" className="mt-6 flex max-w-sm flex-col gap-3">
				<input type="hidden" name="intent" value="disable" />
				<CodeField label="Current code or a recovery code" error={error} />
				<label htmlFor="two-factor-password" className="text-sm font-semibold">
					…or your password
				</label>
				<input
					id="two-factor-password"
					name="password"
					type="password"
					autoComplete="current-password"
					className={FIELD}
				/>
				<FieldError id="two-factor-error" error={error} />
				<button
					type="submit"
					className="rounded border border-accent px-4 py-2 text-sm font-semibold text-accent"
				>
					Turn off two-factor sign-in
				</button>
			</Form>
		</>
	)
}

/** The recovery codes, shown once, right after two-factor was turned on. */
export function RecoveryCodes({
	codes,
	next = '/admin/two-factor',
}: {
	codes: string[]
	/** Where "Continue" goes. */
	next?: string
}) {
	return (
		<section aria-labelledby="recovery-codes-heading">
			<p role="status" className="mt-4 rounded border-2 border-green-600 p-3">
				Two-factor sign-in is on.
			</p>
			<h2 id="recovery-codes-heading" className="mt-6 text-xl font-bold">
				Your recovery codes
			</h2>
			<p className="mt-2 text-muted">
				Each one signs you in once without your phone. Keep them somewhere safe:
				they are not shown again.
			</p>
			<ul
				data-testid="recovery-codes"
				className="mt-4 grid grid-cols-2 gap-2 font-mono"
			>
				{codes.map(code => (
					<li key={code}>{code}</li>
				))}
			</ul>
			<p className="mt-6">
				<Link to={next} className="text-accent underline">
					I have kept them: continue
				</Link>
			</p>
		</section>
	)
}
