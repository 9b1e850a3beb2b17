import type { LegalPage } from '#app/content/pages/types.ts'
import type { RenderedLegalPage } from '#app/components/legal-document.tsx'
import { renderStaticMarkdown } from '#app/server/platform/markdown.server.ts'

export function renderLegalPage(page: LegalPage): RenderedLegalPage {
	const { intro, ...rest } = page
	return {
		...rest,
		introHtml: renderStaticMarkdown(intro),
		sections: page.sections.map(({ heading, body }) => ({
			heading,
			html: renderStaticMarkdown(body),
		})),
	}
}
