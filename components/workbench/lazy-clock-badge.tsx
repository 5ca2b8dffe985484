"use client";

import { lazy, Suspense } from "react";

// The clock badge for pages outside the workbench (the webhook pages): its code loads after the page, so their
// first-load JavaScript stays within budget (scripts/perf/check-js-budget.ts).
const ClockBadge = lazy(() => import("./clock-badge").then((m) => ({ default: m.ClockBadge })));

export function LazyClockBadge({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <ClockBadge className={className} />
    </Suspense>
  );
}
