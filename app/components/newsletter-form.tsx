import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { HoneypotField } from "./honeypot";
import { useToast } from "./ui/toast";
import { useHydrated } from "~/lib/use-hydrated";

export interface NewsletterActionData {
  result: SubmissionResult<string[]>;
  toast?: { title: string; description?: string; variant?: "default" | "destructive" };
}

const EMAIL_REQUIRED = "Please enter your email address.";

/**
 * The daily newsletter sign-up. Without JavaScript it is a plain POST to /newsletter, which
 * comes back here with a notice; with it, the page stays put, the button reads 'SUBSCRIBING...'
 * and a toast reports the outcome. It is on every reader page, so it ships no validation library:
 * the one check the browser makes itself is SPEC §5's empty-email toast; the /newsletter action
 * validates everything with the schema (NewsletterSignupSchema) and its answer's errors show here.
 */
export function NewsletterForm({
  source,
  id,
  heading = "The Daily Brief",
  dark = false,
  lastResult,
  redirectTo,
}: {
  source: string;
  id?: string;
  heading?: string;
  dark?: boolean;
  /** The answer to a submission made without JavaScript (the /newsletter page passes it in). */
  lastResult?: SubmissionResult<string[]>;
  /** Where to return after signing up; defaults to this page. */
  redirectTo?: string;
}) {
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${source}` });
  const location = useLocation();
  const showToast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";

  const hydrated = useHydrated();
  const formId = `newsletter-${source}`;
  const [emptyEmail, setEmptyEmail] = useState(false);
  // The server's answer: a Conform submission result (field errors under their name, form errors under "").
  const result = fetcher.state === "idle" ? (fetcher.data?.result ?? lastResult) : undefined;
  const emailErrors = emptyEmail ? [EMAIL_REQUIRED] : result?.error?.email;
  const formErrors = result?.error?.[""];

  const checkEmail = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get("email");
    const empty = typeof email !== "string" || email.trim() === "";
    setEmptyEmail(empty);
    if (!empty) return;
    event.preventDefault();
    showToast({ title: "Email required", description: EMAIL_REQUIRED, variant: "destructive" });
  };

  // A failed answer (rate limit, server trouble) comes back as data with a toast to show.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.toast) showToast(fetcher.data.toast);
  }, [fetcher.state, fetcher.data, showToast]);

  // Success redirects back to this page; the field is cleared.
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      if (!fetcher.data) formRef.current?.reset();
    }
  }, [pending, fetcher.data]);

  return (
    <section id={id} aria-labelledby={`${formId}-heading`} className={`rounded p-5 ${dark ? "bg-white/5 text-white" : "border border-rule bg-white"}`}>
      <h2 id={`${formId}-heading`} className="font-serif text-xl font-bold">
        {heading}
      </h2>
      <p className={`mt-1 text-sm ${dark ? "text-white/80" : "text-muted"}`}>
        One email each morning: the ideas, interviews and tactics that build reputations. Free; unsubscribe anytime.
      </p>
      {/* With JavaScript the empty-email check is ours (a toast); without it, the browser's. */}
      <fetcher.Form method="post" action="/newsletter" id={formId} noValidate={hydrated} onSubmit={checkEmail} ref={formRef} className="mt-3 flex flex-col gap-2">
        <HoneypotField />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        <label htmlFor={`${formId}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${formId}-email`}
          name="email"
          type="email"
          key={typeof result?.initialValue?.email === "string" ? result.initialValue.email : ""}
          defaultValue={typeof result?.initialValue?.email === "string" ? result.initialValue.email : undefined}
          aria-invalid={emailErrors ? true : undefined}
          aria-describedby={emailErrors ? `${formId}-email-error` : undefined}
          required
          autoComplete="email"
          placeholder="you@company.com"
          disabled={pending}
          className="rounded border border-rule bg-white px-3 py-2 text-ink disabled:opacity-60"
        />
        {emailErrors ? (
          <p id={`${formId}-email-error`} className={`text-sm ${dark ? "text-white" : "text-accent"}`}>
            {emailErrors[0]}
          </p>
        ) : null}
        {formErrors ? (
          <p id={`${formId}-error`} className={`text-sm ${dark ? "text-white" : "text-accent"}`}>
            {formErrors[0]}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className="rounded bg-accent px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60">
          {pending ? "SUBSCRIBING..." : "SUBSCRIBE"}
        </button>
      </fetcher.Form>
    </section>
  );
}
