import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

/** A form's error line, announced, which its fields name with aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
	return error ? (
		<p id={id} role="alert" className="text-sm font-semibold text-accent">
			{error}
		</p>
	) : null
}

/** The sign-in forms' button, disabled while the form is on its way. */
export function SignInButton({ children }: { children: ReactNode }) {
	const navigation = useNavigation()
	return (
		<button
			type="submit"
			disabled={navigation.state === 'submitting'}
			className="rounded bg-ink px-4 py-2 font-semibold tracking-wide text-white"
		>
			{children}
		</button>
	)
}

/** A field for a 6-digit code from an authenticator app, or a recovery code (docs/decisions/074). */
export function CodeInput({
	id,
	errorId,
	error,
	required = false,
}: {
	id: string
	errorId: string
	error?: string
	required?: boolean
}) {
	return (
		<input
			id={id}
			name="code"
			type="text"
			required={required}
			autoComplete="one-time-code"
			autoCapitalize="off"
			spellCheck={false}
			maxLength={40}
			aria-invalid={error ? true : undefined}
			aria-describedby={error ? errorId : undefined}
			className="rounded border border-rule bg-white px-3 py-2"
		/>
	)
}
