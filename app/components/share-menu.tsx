import { emailShareUrl, linkedinShareUrl, twitterShareUrl, type Shareable } from "~/lib/share";

/**
 * LinkedIn (recommended), Twitter, Email and the link itself. A <details> disclosure, so it opens
 * and every share works without JavaScript; links open in a new tab.
 */
export function ShareMenu({ article, siteName, sharedAt }: { article: Shareable; siteName: string; sharedAt: number }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded border border-ink px-3 py-1.5 text-sm font-semibold uppercase tracking-wide hover:bg-ink hover:text-white">
        Share
      </summary>
      <div className="absolute z-10 mt-2 w-72 rounded border border-rule bg-white p-3 shadow-lg">
        <ul className="space-y-2 text-sm">
          <li>
            <a href={linkedinShareUrl(article, sharedAt)} target="_blank" rel="noopener noreferrer" className="flex justify-between hover:underline">
              LinkedIn <span className="rounded bg-accent px-1.5 text-xs font-semibold text-white">Recommended</span>
            </a>
          </li>
          <li>
            <a href={twitterShareUrl(article)} target="_blank" rel="noopener noreferrer" className="hover:underline">
              Twitter
            </a>
          </li>
          <li>
            <a href={emailShareUrl(article, siteName)} className="hover:underline">
              Email
            </a>
          </li>
          <li>
            <label className="block">
              <span className="font-semibold">Copy Link</span>
              <input readOnly value={article.url} className="mt-1 w-full rounded border border-rule bg-paper px-2 py-1 text-xs" aria-label="Article link" />
            </label>
          </li>
        </ul>
      </div>
    </details>
  );
}
