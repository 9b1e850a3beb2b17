import type { LegalPage } from '../content/pages/types.ts'
import type { RenderedLegalPage } from '../components/legal-document.tsx'
import { renderStaticMarkdown } from './markdown.server.ts'

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
