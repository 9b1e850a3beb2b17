import { useEffect } from "react";
import { engagementValue } from "~/lib/engagement";

function send(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  if (!navigator.sendBeacon?.(path, body)) void fetch(path, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** Do Not Track or Global Privacy Control: the server would count nothing, so nothing is sent. */
function asksNotToBeTracked(): boolean {
  return navigator.doNotTrack === "1" || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * Counts the reader's view once the article is visible, and reports the time spent when they
 * leave (SPEC §4 view timer; §9: only above 30 seconds), with the page's referrer (the server
 * keeps its host name only). Reading the page itself counts nothing.
 * Without JavaScript, the <noscript> image beside it counts the view.
 */
export function ViewBeacon({ articleId }: { articleId: string }) {
  useEffect(() => {
    if (asksNotToBeTracked()) return;
    let visibleSince: number | null = null;
    const start = () => {
      if (visibleSince !== null || document.visibilityState !== "visible") return;
      visibleSince = Date.now();
      send("/api/analytics/view", { article: articleId, referrer: document.referrer });
    };
    const report = () => {
      if (visibleSince === null) return;
      const seconds = (Date.now() - visibleSince) / 1000;
      if (engagementValue(seconds) !== null) send("/api/analytics/engagement", { article: articleId, seconds: seconds.toFixed(0) });
      visibleSince = Number.POSITIVE_INFINITY; // reported once per visit
    };
    start();
    document.addEventListener("visibilitychange", start);
    window.addEventListener("pagehide", report);
    return () => {
      // Leaving for another page of the site is leaving the article too.
      report();
      document.removeEventListener("visibilitychange", start);
      window.removeEventListener("pagehide", report);
    };
  }, [articleId]);
  return (
    <noscript>
      <img src={`/api/analytics/view.gif?article=${encodeURIComponent(articleId)}`} alt="" width={1} height={1} className="absolute h-px w-px opacity-0" />
    </noscript>
  );
}
