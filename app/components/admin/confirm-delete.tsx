import { Form } from "react-router";

/**
 * Delete with a confirmation step that needs no JavaScript: the question and the real button sit
 * inside a disclosure. `returnTo` is the list to come back to (its filters and page kept).
 */
export function ConfirmDelete({ intent, id, question, label = "Delete", returnTo }: { intent: string; id: string; question: string; label?: string; returnTo?: string }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded border border-accent px-3 py-1 text-sm font-semibold text-accent">{label}</summary>
      <div role="alertdialog" aria-label={question} className="absolute right-0 z-10 mt-2 w-64 rounded border border-rule bg-white p-3 shadow-lg">
        <p className="text-sm">{question}</p>
        {/* The dashboard's own action: ?index targets it rather than the /admin layout. */}
        <Form method="post" action="/admin?index" className="mt-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <button type="submit" className="rounded bg-accent px-3 py-1 text-sm font-semibold text-white">
            Yes, delete
          </button>
        </Form>
      </div>
    </details>
  );
}
