import { Form } from "react-router";

/**
 * Delete with a confirmation step that needs no JavaScript: the question and the real button sit
 * inside a disclosure. `returnTo` is the list to come back to (its filters and page kept).
 */
export function ConfirmDelete({
  intent,
  id,
  question,
  label = "Delete",
  returnTo,
  action = "/admin?index",
}: {
  intent: string;
  id: string;
  question: string;
  label?: string;
  returnTo?: string;
  /** The action that deletes: the dashboard's by default (?index targets it rather than the /admin layout). */
  action?: string;
}) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded border border-accent px-3 py-1 text-sm font-semibold text-accent">{label}</summary>
      <div role="alertdialog" aria-label={question} className="absolute right-0 z-10 mt-2 w-64 rounded border border-rule bg-white p-3 shadow-lg">
        <p className="text-sm">{question}</p>
        <Form method="post" action={action} className="mt-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <button type="submit" className="rounded bg-accent px-3 py-1 text-sm font-semibold text-white">
            Yes, {label.toLowerCase()}
          </button>
        </Form>
      </div>
    </details>
  );
}
