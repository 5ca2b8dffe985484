// Issue 15's goals, checked by scripts/perf/check-js-budget.ts and scripts/perf/lighthouse-ci.ts (npm test).

// The JavaScript a modern browser downloads for any console page, gzip, in kB (1000 bytes).
export const BUDGET_KB = 200;

// Pages not yet at BUDGET_KB, each held at a ceiling at most 2% above its size (measured 2026-11-26), so that none
// grows unnoticed: lower a ceiling when a page gets lighter and drop its entry once the page is within
// BUDGET_KB. What stands between them and the goal: the schedule's timeline (dnd-kit, react-virtual, date-fns,
// Radix tabs and toggle group) and the board's dnd-kit and react-virtual on /leads. zod, sonner, date-fns (outside
// the schedule), react-table (outside the projects, leads, webhooks and custom-fields tables) and Radix's menus,
// selects, dialogs, popovers, checkbox and label no longer load with the other pages
// (components/ui/lazy-popup.tsx, components/forms/lazy-resolver.ts, components/ui/checkbox.tsx); nor do the
// shell's menus and navigation (rendered on the server), the webhooks list's row menus
// (components/webhooks/list/lazy-row-actions.tsx) or the health page's date-fns (after the page, or on first use).
export const OVER_BUDGET: Record<string, number> = {
  // 215.0 kB (branch i15-weight): the board (dnd-kit, react-virtual), the record search box and client picker shells.
  "/leads": 216,
  // 233.8 kB each.
  "/leads/[leadId]/schedule": 236,
  "/projects/[projectId]/schedule": 236,
};

// Lighthouse performance (desktop preset, median of the runs) on the pages it checks: 0.95, the floor.
export const MIN_PERFORMANCE = 0.95;
// Pages not reliably at MIN_PERFORMANCE, held at a floor; the same rule as OVER_BUDGET: raise it as the page
// improves, drop it once the page holds MIN_PERFORMANCE. /leads: runs of 95-98 on a quiet 2-core machine (TBT
// 85-147 ms), 49-72 under load 8-11 (TBT doubles), so a median at 0.95 would fail a CI run on noise alone.
export const BELOW_PERFORMANCE: Record<string, number> = { "/leads": 0.85 };
