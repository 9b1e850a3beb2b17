import type { Credential } from '#app/content/pages/index.ts'

/** Credentials as label and detail, on the about page and author profiles. */
export function CredentialList({
	credentials,
	className = '',
}: {
	credentials: Credential[]
	className?: string
}) {
	return (
		<ul className={`space-y-3 ${className}`}>
			{credentials.map(credential => (
				<li key={credential.label}>
					<span className="block font-semibold">{credential.label}</span>
					<span className="block text-sm text-muted">{credential.detail}</span>
				</li>
			))}
		</ul>
	)
}

/** Outlets where the work has appeared. */
export function PublicationList({
	publications,
	className = '',
}: {
	publications: string[]
	className?: string
}) {
	return (
		<ul className={`list-disc space-y-1 pl-5 ${className}`}>
			{publications.map(publication => (
				<li key={publication}>{publication}</li>
			))}
		</ul>
	)
}
