import { data } from 'react-router'
import type { Route } from './+types/legal'
import { LegalDocument } from '#app/components/legal-document.tsx'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { privacyPolicy, termsOfService } from '#app/content/pages/index.ts'
import { renderLegalPage } from '#app/server/site/pages.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** /privacy and /terms: one layout, two documents. */
const DOCUMENTS = {
	'/privacy': {
		page: privacyPolicy,
		description:
			'What we collect when you read, subscribe or contribute, why, and the choices you have.',
	},
	'/terms': {
		page: termsOfService,
		description:
			'The terms for reading, subscribing to and contributing to the magazine.',
	},
} as const

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

export function loader({ url }: Route.LoaderArgs) {
	const path = url.pathname as keyof typeof DOCUMENTS
	const document = DOCUMENTS[path]
	if (!document) throw data(null, { status: 404 })
	return {
		page: renderLegalPage(document.page),
		description: document.description,
		path,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	if (!loaderData) return []
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: loaderData.page.title,
		description: loaderData.description,
		path: loaderData.path,
		jsonLd: [
			breadcrumbLd(site, [
				{ name: loaderData.page.title, path: loaderData.path },
			]),
		],
	})
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
	return <LegalDocument page={loaderData.page} />
}
