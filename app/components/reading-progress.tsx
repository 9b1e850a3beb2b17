import { useEffect, useRef, useState } from "react";
import { readingProgress } from "~/lib/reading-progress";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A thin bar along the top of the window showing how much of the article is read. Drawn only with
 * JavaScript (it means nothing without the scroll position), updated at most once a frame, and
 * announced to assistive technology as a progress bar rather than live-updated text.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(0);
  const frame = useRef(0);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const measure = () => {
      frame.current = 0;
      const box = target.getBoundingClientRect();
      setValue(readingProgress(box.top, box.height, window.innerHeight));
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame.current);
    };
  }, [targetId]);
  if (!hydrated) return null;
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="pointer-events-none fixed inset-x-0 top-0 z-40 h-1 print:hidden"
    >
      <div className="h-full origin-left bg-accent transition-transform duration-100 ease-out" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
