"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/plural";
import { cn } from "@/lib/utils";

const GAP = 12; // px: the board's gap-3

// Columns of at least 272 px share the board's width through CSS container queries (n columns need 284n − 12 px),
// not a measurement, so nothing moves when the code runs. Tailwind needs whole class names, hence one per count.
export const COLUMN_WIDTH = [
  "[--board-n:1] w-[calc((100cqw-(var(--board-n)-1)*12px)/var(--board-n))]",
  "@min-[556px]:[--board-n:2] @min-[840px]:[--board-n:3] @min-[1124px]:[--board-n:4]",
  "@min-[1408px]:[--board-n:5] @min-[1692px]:[--board-n:6] @min-[1976px]:[--board-n:7] @min-[2260px]:[--board-n:8]",
].join(" ");

type View = { first: number; last: number; names: string[] };

// Columns sized so a whole number fits, with a line saying which are in view and buttons that scroll by a column.
// Snapping is off during a drag: dnd-kit scrolls near the edges, and a snap would jump columns under the pointer.
// `onIntent`: pointer, focus or a key press came into the board (the drag layer loads).
export function BoardScroller({
  children,
  dragging,
  onIntent,
}: {
  children: ReactNode;
  dragging: boolean;
  onIntent?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ first: 0, last: 0, names: [] });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const columns = Array.from(el.querySelectorAll<HTMLElement>(":scope > section"));
    const names = columns.map((c) => c.querySelector("h2")?.textContent ?? "");
    // A column counts as in view when most of it is (sub-pixel snapping leaves slivers at the edges).
    const inView = columns.map((c) => {
      const r = c.getBoundingClientRect();
      return Math.min(r.right, box.right) - Math.max(r.left, box.left) > r.width * 0.9;
    });
    const first = Math.max(0, inView.indexOf(true));
    const last = Math.max(first, inView.lastIndexOf(true));
    setView((v) =>
      v.first === first && v.last === last && v.names.join("\n") === names.join("\n")
        ? v
        : { first, last, names },
    );
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    // Columns come and go ("Other phases" appears once the summary finds leads for it).
    const mutations = new MutationObserver(measure);
    mutations.observe(el, { childList: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [measure]);

  const step = (dir: 1 | -1) => {
    const el = ref.current;
    const width = el?.querySelector(":scope > section")?.getBoundingClientRect().width;
    if (!el || !width) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: dir * (width + GAP), behavior: still ? "auto" : "smooth" });
  };

  const { first, last, names } = view;
  const count = names.length;
  const before = names.slice(0, first);
  const after = names.slice(last + 1);
  // The line is there from the server's HTML on (its buttons disabled until the columns are measured), so the
  // board below it never moves down when it fills in.
  return (
    <>
      <div className="flex min-h-10 flex-wrap items-center gap-2 pb-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={before.length === 0}
          className="aria-disabled:opacity-50"
          onClick={() => before.length > 0 && step(-1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
          Earlier columns
        </Button>
        {/* Growing into the free width, so the button after it never moves when it fills in. */}
        <p className="min-w-0 flex-1 text-muted-foreground" aria-live="polite">
          {count > 0 && (
            <>
              Columns {first + 1}–{last + 1} of {plural(count, "phase")} in view
              {after.length > 0 && <>; further right: {after.join(", ")}</>}
              {before.length > 0 && <>; further left: {before.join(", ")}</>}
            </>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={after.length === 0}
          className="aria-disabled:opacity-50"
          onClick={() => after.length > 0 && step(1)}
        >
          {after.length > 0 ? plural(after.length, "more column") : "More columns"}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
      <div
        ref={ref}
        onScroll={measure}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onKeyDown={onIntent}
        className={cn("@container flex gap-3 overflow-x-auto pb-3", !dragging && "snap-x snap-mandatory")}
        aria-label="Lead pipeline"
      >
        {children}
      </div>
    </>
  );
}
