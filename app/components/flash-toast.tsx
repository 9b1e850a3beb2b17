import { useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useToast, type ToastMessage } from "./ui/toast";

/**
 * A toast flashed by the server after a redirect. The server renders it as a plain notice, so it
 * is seen without JavaScript; once the page is interactive it becomes a regular (dismissable,
 * timed) toast instead.
 */
export function FlashToast({ toast }: { toast: ToastMessage | null }) {
  const show = useToast();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (toast && shown.current !== toast.id) {
      shown.current = toast.id;
      show(toast);
    }
  }, [toast, show]);

  const hydrated = useHydrated();
  if (!toast || hydrated) return null;
  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`fixed right-4 bottom-4 z-50 max-w-sm rounded border p-4 shadow-lg ${destructive ? "border-accent bg-accent text-white" : "border-rule bg-white"}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}
