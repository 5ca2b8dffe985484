// Issue 15's goals, checked by scripts/perf/check-js-budget.ts and scripts/perf/lighthouse-ci.ts (npm test).

// The JavaScript a modern browser downloads for any console page, gzip, in kB (1000 bytes).
export const BUDGET_KB = 200;

// Pages not yet at BUDGET_KB (measured 2026-11-26, branch perf-weight), each held at a ceiling 2% above its size
// then, so that none grows unnoticed while the rest of the work is done: lower a ceiling when a page gets lighter
// and drop its entry once the page is within BUDGET_KB. What stands between them and the goal (issue 15): zod and
// the contract's schemas reach every page through lib/partner-api/contract (~31 kB), the shell's Radix menus and
// select (~30 kB), and per page its table, board or form code.
export const OVER_BUDGET: Record<string, number> = {
  "/custom-fields": 258,
  "/leads": 226,
  "/leads/[leadId]": 223,
  "/leads/[leadId]/edit": 249,
  "/leads/[leadId]/schedule": 314,
  "/leads/new": 249,
  "/projects/[projectId]": 221,
  "/projects/[projectId]/edit": 251,
  "/projects/[projectId]/schedule": 314,
  "/projects/new": 251,
  "/webhooks": 233,
  "/webhooks/[subscriptionId]": 211,
  "/webhooks/[subscriptionId]/edit": 253,
  "/webhooks/[subscriptionId]/health": 219,
  "/webhooks/new": 256,
};

// Lighthouse performance (desktop preset, median of the runs) on the pages it checks: 0.95, the floor.
export const MIN_PERFORMANCE = 0.95;
// Pages not reliably at MIN_PERFORMANCE, held at a floor; the same rule as OVER_BUDGET: raise it as the page
// improves, drop it once the page holds MIN_PERFORMANCE. /leads: runs of 95-98 on a quiet 2-core machine (TBT
// 85-147 ms), 49-72 under load 8-11 (TBT doubles), so a median at 0.95 would fail a CI run on noise alone.
export const BELOW_PERFORMANCE: Record<string, number> = { "/leads": 0.85 };
