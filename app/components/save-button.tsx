import { Form } from "react-router";
import { useToast } from "./ui/toast";
import { useHydrated } from "~/lib/use-hydrated";

/** What Save says (SPEC §4, §8): it only confirms; nothing is stored. */
export const ARTICLE_SAVED_TOAST = { title: "Article saved!", description: "Article added to your reading list" } as const;

/**
 * Save: without JavaScript a form posting to `action` (whose route answers with the toast after a
 * redirect); with it, the toast at once and no request, since nothing is stored.
 */
export function SaveButton({ action }: { action?: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        toast(ARTICLE_SAVED_TOAST);
      }}
    >
      <button type="submit" className="rounded border border-rule px-3 py-1.5 text-sm font-semibold tracking-wide uppercase hover:border-ink">
        Save
      </button>
    </Form>
  );
}
