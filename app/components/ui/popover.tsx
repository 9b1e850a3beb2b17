import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** How close to the viewport's edges a panel may come, in CSS pixels. */
const EDGE = 8;

/** Where the panel hangs from its button on wide screens: its left edge under the button's ("start") or its right edge ("end"). */
export type PopoverAlign = "start" | "end";

/**
 * A menu or confirmation that opens under its button: a `<details>` disclosure, so it opens and
 * closes without JavaScript. It never leaves the viewport: on phones (under 640 px) the panel is a
 * sheet along the bottom of the screen (CSS only); on wider screens it hangs from the button on the
 * side `align` names, and with JavaScript it is measured when it opens and shifted back inside the
 * viewport if it would cross an edge. JavaScript also closes it on Escape (focus back on its
 * button) and on a click outside. `.popover-panel` in app.css holds the positioning.
 */
export function Popover({
  summary,
  summaryClassName,
  panelClassName = "",
  align = "end",
  panelRole,
  panelLabel,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  panelClassName?: string;
  align?: PopoverAlign;
  panelRole?: "dialog" | "alertdialog";
  panelLabel?: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const applied = useRef(0);

  const place = useCallback(() => {
    const element = panel.current;
    if (!element) return;
    if (getComputedStyle(element).position === "fixed") {
      applied.current = 0;
      setShift(0);
      return;
    }
    // Where the panel would be unshifted, then the smallest shift that brings it inside.
    const rect = element.getBoundingClientRect();
    const left = rect.left - applied.current;
    const right = rect.right - applied.current;
    const width = document.documentElement.clientWidth;
    const next = left < EDGE ? EDGE - left : right > width - EDGE ? Math.max(width - EDGE - right, EDGE - left) : 0;
    applied.current = next;
    setShift(next);
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const close = (focusButton: boolean) => {
      if (details.current) details.current.open = false;
      if (focusButton) details.current?.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("resize", place);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("resize", place);
    };
  }, [open, place]);

  return (
    <details ref={details} className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`cursor-pointer list-none ${summaryClassName}`}>{summary}</summary>
      <div
        ref={panel}
        role={panelRole}
        aria-label={panelLabel}
        style={shift ? { translate: `${shift}px 0` } : undefined}
        className={`popover-panel popover-${align} rounded border border-rule bg-white p-3 shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}
