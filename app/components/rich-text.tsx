/** HTML that the server rendered from markdown and sanitised (app/server/platform/markdown.server.ts). */
export function RichText({
	html,
	className = '',
}: {
	html: string
	className?: string
}) {
	return (
		<div
			className={`article-body ${className}`}
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	)
}
