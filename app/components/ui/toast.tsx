/**
 * Toasts (shadcn/ui's pattern on Radix Toast): one visible at a time, a new one replaces the old,
 * 5 s on screen, swipe right 50 px or press the close button to dismiss, F8 focuses the region.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

type ShowToast = (toast: Omit<ToastMessage, "id"> & { id?: string }) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Shows a toast from any component (client only). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

const VARIANT_CLASSES = {
  default: "border-rule bg-white text-ink",
  destructive: "border-accent bg-accent text-white",
} as const;

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
      <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
        {children}
        {current ? (
          <ToastPrimitive.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={current.variant === "destructive" ? "foreground" : "background"}
            className={`pointer-events-auto flex w-full items-start justify-between gap-4 rounded border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${VARIANT_CLASSES[current.variant ?? "default"]}`}
            data-variant={current.variant ?? "default"}
          >
            <div>
              <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
              {current.description ? <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{current.description}</ToastPrimitive.Description> : null}
            </div>
            <ToastPrimitive.Close aria-label="Dismiss notification" className="text-lg leading-none opacity-70 hover:opacity-100">
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport hotkey={["F8"]} className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
