import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/nonce";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import stylesheet from "~/styles/app.css?url";
import { FlashToast } from "~/components/flash-toast";
import { NewsletterForm } from "~/components/newsletter-form";
import { ToastProvider } from "~/components/ui/toast";
import { getEnv } from "~/server/env.server";
import { getToast } from "~/server/toast.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Brandline", href: "/rss.xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const { toast, headers } = await getToast(request);
  return data(
    {
      siteName: env.SITE_NAME,
      contactEmail: env.CONTACT_EMAIL,
      publicUrl: env.PUBLIC_URL,
      today: new Date().toISOString(),
      toast,
      plausibleDomain: env.ANALYTICS_PLAUSIBLE_DOMAIN ?? null,
    },
    { headers: headers ?? undefined },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  const siteName = loaderData?.siteName ?? "Brandline";
  const pageHasSignup = useMatches().some((match) => (match.handle as { hasSignup?: boolean } | undefined)?.hasSignup);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {loaderData?.plausibleDomain ? (
          // Cookieless page-view analytics, only when configured; allowed by this request's nonce.
          <script defer nonce={nonce} data-domain={loaderData.plausibleDomain} src="https://plausible.io/js/script.js" />
        ) : null}
      </head>
      <body className="min-h-screen bg-paper font-sans text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader siteName={siteName} contactEmail={loaderData?.contactEmail} today={loaderData?.today} />
          <main id="main" className="mx-auto max-w-6xl px-4 py-8">
            {children}
          </main>
          <SiteFooter siteName={siteName} contactEmail={loaderData?.contactEmail}>
            {/* The header's Subscribe link lands here unless the page has its own sign-up block. */}
            <NewsletterForm source="footer" id={pageHasSignup ? undefined : "subscribe"} dark />
          </SiteFooter>
          <FlashToast toast={loaderData?.toast ?? null} />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "404 Page Not Found" : "Something went wrong";
  const message = notFound
    ? "The page you are looking for does not exist or has been moved."
    : "We could not show this page. Please try again in a moment.";
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{title}</title>
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <a href="/" className="mt-8 inline-block border-b-2 border-accent font-semibold">
        Back to the front page
      </a>
    </section>
  );
}
