import type { PromotionView } from "~/server/promotions.server";

/** A sponsored promotion, labelled as such. The link counts the click on its way out. */
export function PromotionCard({ promotion }: { promotion: PromotionView }) {
  return (
    <article className="rounded border border-rule bg-white p-4">
      <p className="text-[10px] font-semibold tracking-widest text-muted uppercase">Sponsored</p>
      {promotion.imageUrl ? <img src={promotion.imageUrl} alt="" loading="lazy" className="mt-2 aspect-[3/2] w-full rounded object-cover" /> : null}
      <h3 className="mt-2 font-serif text-lg font-bold">{promotion.title}</h3>
      <p className="mt-1 text-sm text-muted">{promotion.description}</p>
      <a
        href={`/promotions/${encodeURIComponent(promotion.id)}/go`}
        target="_blank"
        rel="sponsored noopener"
        className="mt-3 inline-block rounded border border-ink px-3 py-1.5 text-sm font-semibold hover:bg-ink hover:text-white"
      >
        {promotion.buttonText}
      </a>
    </article>
  );
}

/** The sidebar's promotions (at most two), if any are running. */
export function SponsoredPromotions({ promotions }: { promotions: PromotionView[] }) {
  if (promotions.length === 0) return null;
  return (
    <section aria-label="Sponsored" className="flex flex-col gap-3">
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </section>
  );
}
