import { useEffect, useRef } from "react";
import { promoteFlashToast, type ToastMessage } from "~/enhance/toast";

/**
 * A toast flashed by the server after a redirect. The server renders it as a plain notice, so it
 * is seen without JavaScript; with JavaScript (React's effect here, or the reader script on pages
 * without React) it becomes a regular, dismissable, timed toast instead.
 */
export function FlashToast({ toast }: { toast: ToastMessage | null }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (toast && notice.current) promoteFlashToast(notice.current);
  }, [toast?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- one toast per id
  if (!toast) return null;
  const destructive = toast.variant === "destructive";
  return (
    <div
      ref={notice}
      data-flash-toast=""
      data-id={toast.id}
      data-title={toast.title}
      data-description={toast.description}
      data-variant={toast.variant}
      role={destructive ? "alert" : "status"}
      className={`fixed right-4 bottom-4 z-50 max-w-sm rounded border p-4 shadow-lg ${destructive ? "border-accent bg-accent text-white" : "border-rule bg-white"}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}
