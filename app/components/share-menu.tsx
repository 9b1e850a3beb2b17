import { useEffect, useState, type MouseEvent } from "react";
import { Popover, type PopoverAlign } from "./ui/popover";
import { useToast } from "./ui/toast";
import { emailShareUrl, SHARE_POPUPS, type Shareable } from "~/lib/share";
import { trackShare } from "~/lib/track-share";
import { useHydrated } from "~/lib/use-hydrated";

export interface ShareTarget extends Shareable {
  id: string;
  category: string;
}

function openPopup(event: MouseEvent<HTMLAnchorElement>, name: string, size: { width: number; height: number }) {
  event.preventDefault();
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  window.open(event.currentTarget.href, name, `width=${size.width},height=${size.height},left=${left},top=${top},noopener`);
}

/** The networks shared through a pop-up, LinkedIn first and marked recommended (SPEC §2). */
const NETWORKS = [
  { platform: "linkedin", label: "LinkedIn", recommended: true },
  { platform: "twitter", label: "Twitter", recommended: false },
] as const;

/** Copies the link; true when it worked. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function useCopyLink(article: ShareTarget) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyToClipboard(article.url)) {
      setCopied(true);
      toast({ title: "Link copied!", description: "Article URL copied to clipboard" });
      trackShare({ articleId: article.id, platform: "copy_link", category: article.category });
    } else {
      toast({ title: "Copy failed", description: "Please try copying the URL manually", variant: "destructive" });
    }
  };
  return { copied, copy };
}

/**
 * LinkedIn (recommended), Twitter, Email and Copy Link. A disclosure (Popover) whose links work
 * without JavaScript (LinkedIn and Twitter go through our counting redirect); with it, the
 * networks open in sized pop-ups and the link copies to the clipboard.
 */
export function ShareMenu({ article, siteName, align = "end" }: { article: ShareTarget; siteName: string; align?: PopoverAlign }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const { copied, copy } = useCopyLink(article);
  const base = `/article/${encodeURIComponent(article.id)}/share`;
  return (
    <Popover
      summary="Share"
      summaryClassName="rounded border border-ink px-3 py-1.5 text-sm font-semibold tracking-wide uppercase hover:bg-ink hover:text-white"
      panelLabel="Share this article"
      align={align}
    >
      <ul className="space-y-2 text-sm">
        {NETWORKS.map((network) => (
          <li key={network.platform}>
            <a
              href={`${base}/${network.platform}`}
              target="_blank"
              rel="noopener noreferrer nofollow"
              onClick={(event) => {
                openPopup(event, `share-${network.platform}`, SHARE_POPUPS[network.platform]);
                toast({ title: `Shared to ${network.label}`, description: `Opening ${network.label} share dialog...` });
              }}
              className="flex justify-between hover:underline"
            >
              {network.label}
              {network.recommended ? <span className="rounded bg-accent px-1.5 text-xs font-semibold text-white">Recommended</span> : null}
            </a>
          </li>
        ))}
        <li>
          <a
            href={emailShareUrl(article, siteName)}
            onClick={() => {
              trackShare({ articleId: article.id, platform: "email", category: article.category });
              toast({ title: "Email sharing", description: "Opening your email client..." });
            }}
            className="hover:underline"
          >
            Email
          </a>
        </li>
        <li>
          <label className="block">
            <span className="font-semibold">Copy Link</span>
            <span className="mt-1 flex gap-2">
              <input readOnly value={article.url} className="w-full rounded border border-rule bg-paper px-2 py-1 text-xs" aria-label="Article link" />
              {hydrated ? (
                <button type="button" onClick={() => void copy()} className="rounded bg-ink px-2 text-xs font-semibold text-white">
                  {copied ? "Copied!" : "Copy"}
                </button>
              ) : null}
            </span>
          </label>
        </li>
      </ul>
    </Popover>
  );
}

/** The footer's small share button: the device's own share sheet, else copy the link. Needs JavaScript. */
export function CompactShareButton({ article }: { article: ShareTarget }) {
  const hydrated = useHydrated();
  const { copied, copy } = useCopyLink(article);
  if (!hydrated) return null;
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: article.title, text: article.summary, url: article.url });
        trackShare({ articleId: article.id, platform: "native_share", category: article.category });
      } catch (error) {
        if ((error as DOMException).name !== "AbortError") console.warn("Native share failed", error);
      }
      return;
    }
    await copy();
  };
  return (
    <button type="button" onClick={() => void share()} className="rounded border border-rule px-3 py-1 text-xs font-semibold tracking-wide uppercase hover:border-ink">
      {copied ? "Copied!" : "Share"}
    </button>
  );
}
