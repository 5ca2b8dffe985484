// Issue 15's goals, checked by scripts/perf/check-js-budget.ts and scripts/perf/lighthouse-ci.ts (npm test).

// The JavaScript a modern browser downloads for any console page, gzip, in kB (1000 bytes).
export const BUDGET_KB = 200;

// Pages not yet at BUDGET_KB, each held at a ceiling at most 2% above its size (measured 2026-11-26), so that none
// grows unnoticed: lower a ceiling when a page gets lighter and drop its entry once the page is within
// BUDGET_KB (every page is within it today, so none is held). What keeps them there: zod, sonner, date-fns, react-table
// (outside the projects, leads, webhooks and custom-fields tables), Radix's menus, selects, dialogs, popovers,
// checkbox and label, the leads board's dnd-kit and react-virtual (components/leads/board/board-drag.ts,
// column-cards.tsx) and the schedule's timeline, list and zoom toggle (components/schedule/schedule-chart.tsx) load
// after the page or on first use (components/ui/lazy-popup.tsx, components/ui/lazy-module.ts,
// components/forms/lazy-resolver.ts, components/webhooks/list/lazy-row-actions.tsx); the shell's menus and
// navigation render on the server.
export const OVER_BUDGET: Record<string, number> = {};

// Lighthouse performance (desktop preset, median of the runs) on the pages it checks: 0.95, the floor.
export const MIN_PERFORMANCE = 0.95;
// Pages not reliably at MIN_PERFORMANCE, held at a floor; the same rule as OVER_BUDGET: raise it as the page
// improves, drop it once the page holds MIN_PERFORMANCE. None today: /leads (its board's drag and drop and card list
// now load after the page) gave 89, 99, 99 (median 99) in the fresh-clone CI of d5ebdfd and 98 in a quiet
// `npm run bench`, so all three pages are held at 0.95.
export const BELOW_PERFORMANCE: Record<string, number> = {};
// Pages held to MIN_PERFORMANCE on every run, not the median: /leads, worst of three. Each column's first page
// comes with the page, its cards render in a pass React slices, and lighthouse-ci.ts loads each page once before
// the runs, so the server's first work on the same cores no longer slows the first run.
export const EVERY_RUN: readonly string[] = ["/leads"];
