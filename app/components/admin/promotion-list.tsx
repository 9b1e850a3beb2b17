import { Link } from "react-router";
import { ConfirmDelete } from "./confirm-delete";
import { PromotionStats } from "./promotion-stats";
import { categoryTitle } from "~/content/categories";
import { formatLongDate } from "~/lib/format";
import type { AdminPromotionView } from "~/server/promotions.server";

/** The administrator's promotions: the dashboard tab and /admin/promotions. */
export function PromotionList({ promotions, heading }: { promotions: AdminPromotionView[]; heading: string }) {
  return (
    <section aria-labelledby="manage-promotions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-promotions" className="font-serif text-2xl font-bold">
          {heading}
        </h2>
        <Link to="/admin/promotion/new" className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-white">
          New Promotion
        </Link>
      </div>
      {promotions.length === 0 ? (
        <p className="py-12 text-center font-serif text-2xl font-bold">No Promotions</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="rounded border border-rule bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-serif text-lg font-bold">{promotion.title}</h3>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${promotion.active ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-700"}`}>
                  {promotion.active ? "Active" : "Inactive"}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted">{promotion.description}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 text-xs text-muted">
                <dt>Placement</dt>
                <dd>{promotion.placement}</dd>
                <dt>Target category</dt>
                <dd>{promotion.targetCategory ? categoryTitle(promotion.targetCategory) : "All"}</dd>
                <dt>Priority</dt>
                <dd>{promotion.priority}</dd>
                <PromotionStats promotion={promotion} />
                <dt>Created</dt>
                <dd>{formatLongDate(promotion.createdAt)}</dd>
              </dl>
              <div className="mt-3 flex gap-2">
                <Link to={`/admin/promotion/${promotion.id}`} className="rounded border border-ink px-3 py-1 text-sm font-semibold">
                  Edit
                </Link>
                <ConfirmDelete intent="delete-promotion" id={promotion.id} question="Are you sure you want to delete this promotion?" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
