/**
 * The only script of the reading pages, which do not load React (decision 051; routes whose handle
 * is READER_PAGE: home, article, category, tag, author, archive, search, about, legal). It adds to
 * the server's markup what React components add on the pages that load React, by running the same
 * functions: toasts and the server's flashed notice, the share menu and Save, the header's instant
 * search, the newsletter form and the free guide's offer, the view beacon and reading progress,
 * and promotion impressions. Built on its own (a self-contained script; root.tsx imports its URL),
 * so it shares no chunk with the React client.
 */
import { watchImpression } from "~/lib/promotion-impressions";
import { enhanceGuideOffer, enhanceNewsletterForm } from "./newsletter";
import { enhancePopover } from "./popover";
import { trackReadingProgress, watchArticleView } from "./reading";
import { enhanceSearch } from "./search";
import { enhanceShareAndSave } from "./share";
import { listenForToastHotkey, promoteFlashToast } from "./toast";

function all<T extends Element = HTMLElement>(selector: string): T[] {
  return [...document.querySelectorAll<T>(selector)];
}

function enhancePage() {
  listenForToastHotkey();
  for (const notice of all("[data-flash-toast]")) promoteFlashToast(notice);
  for (const details of all<HTMLDetailsElement>("details[data-popover]")) enhancePopover(details);
  enhanceShareAndSave(document.body);
  for (const container of all("[data-search]")) enhanceSearch(container);
  for (const form of all<HTMLFormElement>("form[data-newsletter]")) enhanceNewsletterForm(form);
  for (const offer of all("[data-guide-offer]")) enhanceGuideOffer(offer);
  for (const holder of all("[data-view-beacon]")) if (holder.dataset.viewBeacon) watchArticleView(holder.dataset.viewBeacon);
  for (const bar of all("[data-reading-progress]")) {
    const target = bar.dataset.readingProgress ? document.getElementById(bar.dataset.readingProgress) : null;
    if (target) trackReadingProgress(target, bar);
  }
  // One page view per document: a reload or a return from another page is a new one.
  const pageView = crypto.randomUUID();
  for (const card of all("[data-promotion-id]")) if (card.dataset.promotionId) watchImpression(card, card.dataset.promotionId, pageView);
  // What tests (and a stylesheet) wait for: the enhancements are in place (HydrationMark does the same with React).
  document.documentElement.dataset.enhanced = "true";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", enhancePage, { once: true });
else enhancePage();
