/**
 * The toast itself, on Radix Toast (shadcn/ui's pattern): loaded with the first toast a page
 * shows, not with the page (ToastProvider), so reader pages do not carry it up front.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ToastMessage } from "./toast";

const VARIANT_CLASSES = {
  default: "border-rule bg-white text-ink",
  destructive: "border-accent bg-accent text-white",
} as const;

export default function ToastViewport({ current, open, onOpenChange }: { current: ToastMessage; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      <ToastPrimitive.Root
        key={current.id}
        open={open}
        onOpenChange={onOpenChange}
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
      <ToastPrimitive.Viewport hotkey={["F8"]} className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
