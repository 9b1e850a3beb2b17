import type { LegalPage } from "../content/pages/types.ts";
import type { RenderedLegalPage } from "../components/legal-document.tsx";
import { renderMarkdown } from "./markdown.server.ts";

/** Static pages change only with a deploy: browsers and shared caches may keep them a while. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=3600";

export function renderLegalPage(page: LegalPage): RenderedLegalPage {
  return { ...page, sections: page.sections.map(({ heading, body }) => ({ heading, html: renderMarkdown(body) })) };
}
