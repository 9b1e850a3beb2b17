import { Form } from 'react-router'
import { FieldError, SignInButton } from './sign-in-parts.tsx'

/**
 * 'Admin Access' (SPEC §2): the staff sign-in, e-mail and password, answered by /admin/sign-in
 * (docs/decisions/060). `keptEdit`: the session ended while an editor's form was being sent, and
 * its text waits for the sign-in. `email`: what was typed before a refusal, kept.
 */
export function AdminLogin({
	redirectTo,
	error,
	email = '',
	keptEdit = false,
}: {
	redirectTo: string
	error?: string
	email?: string
	keptEdit?: boolean
}) {
	return (
		<section className="mx-auto max-w-sm py-12">
			<h1 className="font-serif text-3xl font-black">Admin Access</h1>
			{keptEdit ? (
				<p
					role="status"
					className="mt-4 rounded border-2 border-amber-500 bg-amber-50 p-3 text-sm"
				>
					Your session had expired, so nothing was saved yet. Your changes are
					kept: sign in to return to the editor with them.
				</p>
			) : null}
			<Form
				method="post"
				action="/admin/sign-in"
				className="mt-6 flex flex-col gap-3"
			>
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<label htmlFor="admin-email" className="text-sm font-semibold">
					E-mail
				</label>
				<input
					id="admin-email"
					name="email"
					type="email"
					required
					autoComplete="username"
					defaultValue={email}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'admin-password-error' : undefined}
					className="rounded border border-rule bg-white px-3 py-2"
				/>
				<label htmlFor="admin-password" className="text-sm font-semibold">
					Password
				</label>
				<input
					id="admin-password"
					name="password"
					type="password"
					required
					autoComplete="current-password"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'admin-password-error' : undefined}
					className="rounded border border-rule bg-white px-3 py-2"
				/>
				<FieldError id="admin-password-error" error={error} />
				<SignInButton>LOGIN</SignInButton>
			</Form>
			<p className="mt-4 text-sm">
				<a
					href="/admin/forgot-password"
					className="text-accent underline underline-offset-2"
				>
					Forgot your password?
				</a>
			</p>
		</section>
	)
}
