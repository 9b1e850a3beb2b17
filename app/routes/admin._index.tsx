import { useEffect } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { clearDraft } from "~/lib/use-draft";
import type { Route } from "./+types/admin._index";
import { AdminLogin } from "~/components/admin/admin-login";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { PromotionList } from "~/components/admin/promotion-list";
import { SubscriberStatusBadge } from "~/components/admin/subscriber-status";
import { ARTICLE_STATUS_LABELS } from "~/content/article-status";
import { categoryTitle } from "~/content/categories";
import { formatCount, formatLongDate } from "~/lib/format";
import { safeRedirectPath } from "~/lib/redirect";
import { deleteArticle, listArticlesForAdmin } from "~/server/articles.server";
import { adminSessionContext } from "~/server/admin-middleware.server";
import { importCuratedArticles } from "~/server/curated.server";
import { approveGuestPost, listGuestPosts, rejectGuestPost } from "~/server/guest-posts.server";
import { DomainError, invalid, notFound } from "~/server/errors.server";
import { formText, readForm } from "~/server/http.server";
import { deletePromotion, listAllPromotions } from "~/server/promotions.server";
import { listSubscribers } from "~/server/subscribers.server";
import { redirectWithToast } from "~/server/toast.server";

const TABS = [
  { id: "articles", label: "Articles" },
  { id: "guest-posts", label: "Guest Posts" },
  { id: "promotions", label: "Promotions" },
  { id: "subscribers", label: "Subscribers" },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabOf(url: URL): TabId {
  const tab = url.searchParams.get("tab");
  return TABS.some((candidate) => candidate.id === tab) ? (tab as TabId) : "articles";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  // Without a session the admin middleware lets only this sign-in view through.
  if (!context.get(adminSessionContext)) {
    // After signing in, go where the visitor was heading (a deep link, or this tab).
    return { authenticated: false as const, redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), `${url.pathname}${url.search}`) };
  }
  const [articles, guestPosts, promotions, subscribers] = await Promise.all([listArticlesForAdmin(), listGuestPosts(), listAllPromotions(), listSubscribers()]);
  return { authenticated: true as const, tab: tabOf(url), articles, guestPosts, promotions, subscribers };
}

export function meta() {
  return [{ title: "Admin | Brandline" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  try {
    switch (intent) {
      case "import-articles": {
        const { count } = await importCuratedArticles({ keywords: ["personal branding", "influence"], category: "personal-branding" });
        return redirectWithToast("/admin?tab=articles", { title: `Imported ${count} articles`, description: count === 0 ? "Everything curated is already here." : undefined });
      }
      case "delete-article":
        if (!(await deleteArticle(id))) throw notFound("Article not found.");
        return redirectWithToast("/admin?tab=articles", { title: "Article deleted" });
      case "delete-promotion":
        if (!(await deletePromotion(id))) throw notFound("Promotion not found.");
        return redirectWithToast("/admin?tab=promotions", { title: "Promotion deleted" });
      case "approve-guest-post":
        await approveGuestPost(id);
        return redirectWithToast("/admin?tab=guest-posts", { title: "Guest post approved!", description: "The article will now appear in the Guest Contributions section." });
      case "reject-guest-post":
        await rejectGuestPost(id);
        return redirectWithToast("/admin?tab=guest-posts", { title: "Guest post rejected", description: "The submission has been rejected." });
      default:
        throw invalid("Unknown action.");
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const failed = intent === "approve-guest-post" ? "Failed to approve guest post" : intent === "reject-guest-post" ? "Failed to reject guest post" : error.message;
    return redirectWithToast(`/admin?tab=${tabOf(url)}`, { title: "Error", description: `${failed}: ${error.message}`, variant: "destructive" });
  }
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.authenticated) return <AdminLogin redirectTo={loaderData.redirectTo} />;
  return <AdminDashboard {...loaderData} />;
}

type DashboardProps = Extract<Route.ComponentProps["loaderData"], { authenticated: true }>;

function AdminDashboard({ tab, articles, guestPosts, promotions, subscribers }: DashboardProps) {
  // After a save went through, the editor's browser draft of that article has served its purpose.
  const [searchParams] = useSearchParams();
  const saved = searchParams.get("saved");
  useEffect(() => {
    if (saved) clearDraft(saved);
  }, [saved]);
  const counts: Record<TabId, number> = { articles: articles.length, "guest-posts": guestPosts.length, promotions: promotions.length, subscribers: subscribers.length };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-4xl font-black">Content Management</h1>
        <div className="flex flex-wrap gap-2">
          <Form method="post" action="/admin/sign-out">
            <button type="submit" className="rounded border border-ink px-3 py-1.5 text-sm font-semibold">
              Logout
            </button>
          </Form>
          <Form method="post" action="/admin/sign-out-everywhere">
            <button type="submit" className="rounded border border-accent px-3 py-1.5 text-sm font-semibold text-accent" title="Ends every admin session, on every device">
              Sign out everywhere
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label="Admin sections" className="mt-6 flex flex-wrap gap-2 border-b border-rule">
        {TABS.map((candidate) => (
          <Link
            key={candidate.id}
            to={`/admin?tab=${candidate.id}`}
            aria-current={candidate.id === tab ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${candidate.id === tab ? "border-accent text-accent" : "border-transparent text-muted hover:text-ink"}`}
          >
            {candidate.label} ({counts[candidate.id]})
          </Link>
        ))}
        {/* A page of its own (charts over 7/30/90 days), reached from the same row of sections. */}
        <Link to="/admin/insights" className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-muted hover:text-ink">
          Insights
        </Link>
      </nav>
      <div className="mt-6">
        {tab === "articles" ? <ArticlesTab articles={articles} /> : null}
        {tab === "guest-posts" ? <GuestPostsTab guestPosts={guestPosts} /> : null}
        {tab === "promotions" ? <PromotionList promotions={promotions} heading="Manage Promotions" /> : null}
        {tab === "subscribers" ? <SubscribersTab subscribers={subscribers} /> : null}
      </div>
    </div>
  );
}

function ArticlesTab({ articles }: Pick<DashboardProps, "articles">) {
  return (
    <section aria-labelledby="manage-articles">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-articles" className="font-serif text-2xl font-bold">
          Manage Articles
        </h2>
        <div className="flex gap-2">
          <Form method="post" action="/admin?index&tab=articles">
            <button type="submit" name="intent" value="import-articles" className="rounded border border-ink px-3 py-1.5 text-sm font-semibold">
              Import Articles
            </button>
          </Form>
          <Link to="/admin/article/new" className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white">
            New Article
          </Link>
        </div>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.id} className="rounded border border-rule bg-white p-4">
            <p className="flex flex-wrap gap-2 text-xs font-semibold uppercase">
              <span className="text-accent">{categoryTitle(article.category)}</span>
              {article.status !== "published" ? <span className="rounded bg-amber-100 px-1.5 text-amber-900">{ARTICLE_STATUS_LABELS[article.status]}</span> : null}
              {article.featured ? <span className="rounded bg-ink px-1.5 text-white">Featured</span> : null}
              {article.breaking ? <span className="rounded bg-accent px-1.5 text-white">Breaking</span> : null}
            </p>
            <h3 className="mt-1 font-serif text-lg font-bold">{article.headline}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted">{article.summary}</p>
            <p className="mt-2 text-xs text-muted">
              {article.author} · {formatCount(article.views)} views
            </p>
            <div className="mt-3 flex gap-2">
              <Link to={`/admin/article/${article.id}`} className="rounded border border-ink px-3 py-1 text-sm font-semibold">
                Edit
              </Link>
              <ConfirmDelete intent="delete-article" id={article.id} question="Are you sure you want to delete this article?" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATUS_CLASSES = { pending: "bg-amber-100 text-amber-900", approved: "bg-green-100 text-green-900", rejected: "bg-red-100 text-red-900" } as const;

function GuestPostsTab({ guestPosts }: Pick<DashboardProps, "guestPosts">) {
  if (guestPosts.length === 0) return <p className="py-12 text-center font-serif text-2xl font-bold">No Guest Posts</p>;
  return (
    <ul className="grid gap-4">
      {guestPosts.map((post) => (
        <li key={post.id} className="rounded border border-rule bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-serif text-lg font-bold">{post.headline}</h3>
              <p className="text-sm text-muted">
                {post.authorName} · {post.email} · {categoryTitle(post.category)} · submitted {formatLongDate(post.submittedAt)}
              </p>
            </div>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold uppercase ${STATUS_CLASSES[post.status]}`}>{post.status}</span>
          </div>
          <p className="mt-2 text-sm">{post.content.slice(0, 200)}{post.content.length > 200 ? "..." : ""}</p>
          <div className="mt-3 flex gap-2">
            <Link to={`/admin/guest-post/${post.id}`} className="rounded border border-ink px-3 py-1 text-sm font-semibold">
              View
            </Link>
            {post.status === "pending" ? (
              <>
                <Form method="post" action="/admin?index&tab=guest-posts">
                  <input type="hidden" name="id" value={post.id} />
                  <button type="submit" name="intent" value="approve-guest-post" className="rounded bg-green-700 px-3 py-1 text-sm font-semibold text-white">
                    Approve
                  </button>
                </Form>
                <Form method="post" action="/admin?index&tab=guest-posts">
                  <input type="hidden" name="id" value={post.id} />
                  <button type="submit" name="intent" value="reject-guest-post" className="rounded bg-accent px-3 py-1 text-sm font-semibold text-white">
                    Reject
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SubscribersTab({ subscribers }: Pick<DashboardProps, "subscribers">) {
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-heading" className="font-serif text-2xl font-bold">
          Newsletter Subscribers
        </h2>
        <Link to="/admin/newsletter" className="text-sm font-semibold underline">
          Daily digest: preview, test and history
        </Link>
        {subscribers.length > 0 ? (
          <a href="/admin/subscribers.csv" download className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white">
            Export CSV
          </a>
        ) : (
          <button type="button" disabled className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white opacity-50">
            Export CSV
          </button>
        )}
      </div>
      {subscribers.length === 0 ? (
        <p className="py-12 text-center font-serif text-2xl font-bold">No Subscribers Yet</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <thead>
              <tr className="border-b-2 border-ink">
                {["Email", "Date", "Source", "Content", "Status"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id} className="border-b border-rule">
                  <td className="px-3 py-2">{subscriber.email}</td>
                  <td className="px-3 py-2">{subscriber.subscribedAt ? new Date(subscriber.subscribedAt).toLocaleString("en-US", { timeZone: "UTC" }) : "N/A"}</td>
                  <td className="px-3 py-2">{subscriber.source || "direct"}</td>
                  <td className="px-3 py-2">{subscriber.contentType || "newsletter"}</td>
                  <td className="px-3 py-2">
                    <SubscriberStatusBadge subscriber={subscriber} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
