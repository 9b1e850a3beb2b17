import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalDocument } from "~/components/legal-document";
import { privacyPolicy, termsOfService } from "~/content/pages";
import { getEnv } from "~/server/env.server";
import { renderLegalPage } from "~/server/pages.server";

/** /privacy and /terms: one layout, two documents. */
const DOCUMENTS = {
  "/privacy": {
    page: privacyPolicy,
    description: "What we collect when you read, subscribe or contribute, why, and the choices you have.",
  },
  "/terms": {
    page: termsOfService,
    description: "The terms for reading, subscribing to and contributing to the magazine.",
  },
} as const;

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname as keyof typeof DOCUMENTS;
  const document = DOCUMENTS[path];
  if (!document) throw data(null, { status: 404 });
  const env = getEnv();
  return {
    page: renderLegalPage(document.page),
    description: document.description,
    canonical: `${env.PUBLIC_URL}${path}`,
    siteName: env.SITE_NAME,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.page.title} | ${loaderData.siteName}` },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}
