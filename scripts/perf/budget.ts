// Issue 15's goals, checked by scripts/perf/check-js-budget.ts and scripts/perf/lighthouse-ci.ts (npm test).

// The JavaScript a modern browser downloads for any console page, gzip, in kB (1000 bytes).
export const BUDGET_KB = 200;

// Pages not yet at BUDGET_KB, each held at a ceiling 2% above its size (measured 2026-11-26, branch perf-js), so
// that none grows unnoticed: lower a ceiling when a page gets lighter and drop its entry once the page is within
// BUDGET_KB. What stands between them and the goal: the schedule's timeline (dnd-kit, react-virtual, date-fns,
// Radix tabs), the board's dnd-kit and react-virtual on /leads, react-hook-form with the Radix checkbox on the
// project and webhook forms and on the delivery health page. zod, sonner and Radix's menus, selects, dialogs and
// popovers no longer load with any page (components/ui/lazy-popup.tsx, components/forms/lazy-resolver.ts).
export const OVER_BUDGET: Record<string, number> = {
  // 199.7 kB when perf-js landed; the phone menu and named table regions (issue 17) put it 0.4 kB over.
  "/webhooks": 205,
  // 214.3 kB with issue 27's board changes; issue 26's record search box and client picker (code loaded on first
  // focus, a look-alike box until then) put it at 215.4.
  "/leads": 216,
  // 199.3 and 199.0 kB before issue 26's client and owner pickers (their shells and the value rules; the pickers'
  // code loads on first focus) put them at 200.5 and 200.2: back under 200 is the next trim.
  "/leads/[leadId]/edit": 201,
  "/leads/new": 201,
  "/leads/[leadId]/schedule": 236,
  "/projects/[projectId]/edit": 207,
  "/projects/[projectId]/schedule": 236,
  "/projects/new": 207,
  "/webhooks/[subscriptionId]/edit": 208,
  "/webhooks/[subscriptionId]/health": 206,
  "/webhooks/new": 209,
};

// Lighthouse performance (desktop preset, median of the runs) on the pages it checks: 0.95, the floor.
export const MIN_PERFORMANCE = 0.95;
// Pages not reliably at MIN_PERFORMANCE, held at a floor; the same rule as OVER_BUDGET: raise it as the page
// improves, drop it once the page holds MIN_PERFORMANCE. /leads: runs of 95-98 on a quiet 2-core machine (TBT
// 85-147 ms), 49-72 under load 8-11 (TBT doubles), so a median at 0.95 would fail a CI run on noise alone.
export const BELOW_PERFORMANCE: Record<string, number> = { "/leads": 0.85 };
