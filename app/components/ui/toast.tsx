/**
 * Toasts (shadcn/ui's pattern on Radix Toast): one visible at a time, a new one replaces the old,
 * 5 s on screen, swipe right 50 px or press the close button to dismiss, F8 focuses the region.
 * The Radix part (toast-viewport.tsx) is loaded when the first toast is shown, so a page that
 * shows none never downloads it.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

type ShowToast = (toast: Omit<ToastMessage, "id"> & { id?: string }) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const ToastViewport = lazy(() => import("./toast-viewport"));

/** Shows a toast from any component (client only). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, id: toast.id ?? crypto.randomUUID() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastViewport current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
