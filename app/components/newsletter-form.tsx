import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { HoneypotField } from "./honeypot";
import { useToast } from "./ui/toast";
import { NewsletterSignupSchema } from "~/schemas/newsletter";

export interface NewsletterActionData {
  result: SubmissionResult<string[]>;
  toast?: { title: string; description?: string; variant?: "default" | "destructive" };
}

/**
 * The daily newsletter sign-up. Without JavaScript it is a plain POST to /newsletter, which
 * comes back here with a notice; with it, the page stays put, the button reads 'SUBSCRIBING...'
 * and a toast reports the outcome.
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

  const [form, fields] = useForm({
    id: `newsletter-${source}`,
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? lastResult) : undefined,
    shouldValidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: NewsletterSignupSchema });
      const emailError = submission.status === "error" ? submission.error?.email : undefined;
      if (emailError?.includes("Please enter your email address.")) {
        showToast({ title: "Email required", description: "Please enter your email address.", variant: "destructive" });
      }
      return submission;
    },
  });

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
    <section id={id} aria-labelledby={`${form.id}-heading`} className={`rounded p-5 ${dark ? "bg-white/5 text-white" : "border border-rule bg-white"}`}>
      <h2 id={`${form.id}-heading`} className="font-serif text-xl font-bold">
        {heading}
      </h2>
      <p className={`mt-1 text-sm ${dark ? "text-white/80" : "text-muted"}`}>
        One email each morning: the ideas, interviews and tactics that build reputations. Free; unsubscribe anytime.
      </p>
      <fetcher.Form method="post" action="/newsletter" {...getFormProps(form)} ref={formRef} className="mt-3 flex flex-col gap-2">
        <HoneypotField />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        <label htmlFor={fields.email.id} className="sr-only">
          Email address
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          required
          autoComplete="email"
          placeholder="you@company.com"
          disabled={pending}
          className="rounded border border-rule bg-white px-3 py-2 text-ink disabled:opacity-60"
        />
        {fields.email.errors ? (
          <p id={fields.email.errorId} className={`text-sm ${dark ? "text-white" : "text-accent"}`}>
            {fields.email.errors[0]}
          </p>
        ) : null}
        {form.errors ? (
          <p id={form.errorId} className={`text-sm ${dark ? "text-white" : "text-accent"}`}>
            {form.errors[0]}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className="rounded bg-accent px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60">
          {pending ? "SUBSCRIBING..." : "SUBSCRIBE"}
        </button>
      </fetcher.Form>
    </section>
  );
}
