// npm run bench:timeline [-- [--runs <n>] [--seconds <n>]]: how soon a 500-milestone schedule shows, and how
// smoothly its virtualised rows scroll (issue 7).
// Starts the built app through the launcher (embedded PostgreSQL in a temp dir), creates through the sandbox API a
// project with 500 milestones (50 PHASEs × 7 ITEMs and 2 CHECKPOINTs, dated over a year around today, whole-day and
// timed, some completed), signs the demo manager in through /sign-in in headless chromium (1400×900, as the e2e
// suite launches it), then
// - loads /projects/{id}/schedule once to warm up and `--runs` times (default 5) measured: from navigation start to
//   the first animation frame in which a bar of the timeline is in the viewport ("first bar"), and on to the end of
//   the last long task before QUIET_MS without one ("interactive"; PerformanceObserver 'longtask');
// - scrolls the rows from top to bottom and back at a steady speed (`--seconds` each way, default 5), setting the
//   scroller's scrollTop in every animation frame, and counts in the page: frames, late frames (a gap between two
//   frames over 1.5 × 16.7 ms), the frames those gaps dropped, the longest gap, long tasks, and the most and fewest
//   row elements in the DOM on the way (virtualisation).
// The browser and the server are always stopped; a hard timeout bounds the run.
import type { Page } from "@playwright/test";
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { BenchError } from "../../lib/dev/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import {
  FRAME_MS,
  loadPage,
  measureLoads,
  openBench,
  printBenchFacts,
  printLoads,
  QUIET_MS,
} from "./lib/page-bench";
import { pageProbe, type PageProbe } from "./lib/page-probe";
import { fmt, machine, printFact } from "./lib/report";
import { recordFigure } from "./lib/results";
import { createSchedule, ITEMS, PHASES } from "./lib/schedule-fixture";
import { percentile, sortedOf } from "./lib/stats";

// The probe's readyAt is the first animation frame in which a bar of the timeline is in the viewport ("first bar").
const KEY = "__timelineBench";
type Scroll = {
  frames: number;
  gaps: number[]; // ms between consecutive animation frames
  longTasks: number;
  longestTask: number;
  maxRows: number;
  minRows: number;
  total: number; // aria-setsize of the rows: the schedule's row count
  reachedEnd: boolean;
  distance: number; // px scrolled each way
};
declare global {
  interface Window {
    __timelineBench: PageProbe<{ rows: number }> & {
      scroll(legMs: number): Promise<Scroll | { error: string }>;
    };
  }
}

// The schedule's probe (see lib/page-probe.ts): ready when a bar of the timeline is in the viewport; its own
// member scrolls the rows.
const PROBE = pageProbe({
  key: KEY,
  path: /^\/projects\/\d+\/schedule$/,
  body: String.raw`
  const scroller = () => document.querySelector('[data-testid="timeline-scroller"]');
  const rowCount = (el) => el.querySelectorAll('[role="listitem"]').length;`,
  ready: String.raw`() => {
    const el = scroller();
    const bar = el && el.querySelector("[data-milestone-id]");
    if (!bar) return false;
    const r = bar.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  }`,
  notReady: "no bar was shown",
  details: "() => ({ rows: rowCount(scroller()) })",
  members: String.raw`
    // Top to bottom in legMs, then back in legMs: scrollTop follows the clock, set once per frame.
    scroll: async (legMs) => {
      const el = scroller();
      if (!el) return { error: "there is no timeline scroller" };
      el.scrollTop = 0;
      await frame();
      await frame();
      const distance = el.scrollHeight - el.clientHeight;
      const total = Number(el.querySelector('[role="listitem"]')?.getAttribute("aria-setsize") ?? 0);
      const tasksBefore = longTasks.length;
      const gaps = [];
      let maxRows = 0;
      let minRows = Infinity;
      let reachedEnd = false;
      await new Promise((resolve) => {
        let start = null;
        let last = null;
        const step = (t) => {
          if (start === null) start = t;
          else gaps.push(t - last);
          last = t;
          const e = t - start;
          el.scrollTop = e < legMs ? (e / legMs) * distance : e < 2 * legMs ? (2 - e / legMs) * distance : 0;
          const n = rowCount(el);
          maxRows = Math.max(maxRows, n);
          minRows = Math.min(minRows, n);
          if (!reachedEnd && el.querySelector('[role="listitem"][aria-posinset="' + total + '"]')) reachedEnd = true;
          if (e >= 2 * legMs) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      await sleep(100);
      if (observer) keep(observer.takeRecords());
      const during = longTasks.slice(tasksBefore);
      return {
        frames: gaps.length + 1,
        gaps,
        longTasks: during.length,
        longestTask: during.reduce((m, t) => Math.max(m, t.duration), 0),
        maxRows,
        minRows,
        total,
        reachedEnd,
        distance,
      };
    },
  `,
});

// ---- the page --------------------------------------------------------------------------------------------------

const scrollRows = (page: Page, legMs: number) =>
  page.evaluate((l) => window.__timelineBench.scroll(l), legMs);

function printScroll(s: Scroll, legMs: number) {
  const late = s.gaps.filter((g) => g > 1.5 * FRAME_MS);
  const dropped = late.reduce((n, g) => n + Math.max(1, Math.round(g / FRAME_MS) - 1), 0);
  const sorted = sortedOf(s.gaps);
  console.log("");
  console.log(
    `scrolling the rows top → bottom → top (${s.distance} px each way in ${legMs / 1000} s, ${fmt(s.distance / (legMs / 1000), 0)} px/s; scrollTop set every animation frame)`,
  );
  printFact("frames", `${s.frames} rendered in ${fmt((2 * legMs) / 1000, 0)} s`);
  printFact(
    "dropped",
    `${dropped} frames dropped in ${late.length} late frames (gap > ${fmt(1.5 * FRAME_MS, 1)} ms between two frames)`,
  );
  printFact(
    "gaps",
    `p50 ${fmt(percentile(sorted, 50), 1)} ms, p99 ${fmt(percentile(sorted, 99), 1)} ms, longest frame ${fmt(sorted[sorted.length - 1]!, 1)} ms`,
  );
  printFact(
    "tasks",
    `${s.longTasks} long tasks (≥ 50 ms) while scrolling, longest ${fmt(s.longestTask, 0)} ms`,
  );
  printFact(
    "rows",
    `${s.minRows}–${s.maxRows} row elements in the DOM of ${s.total} rows (virtualised)${s.reachedEnd ? ", the last row reached" : ""}`,
  );
}

async function main(): Promise<number> {
  const { runs, seconds } = parseIntOptions(process.argv.slice(2), "bench:timeline", {
    runs: { unit: "loads", fallback: 5, min: 1, max: 50 },
    seconds: { unit: "seconds", fallback: 5, min: 1, max: 60 },
  });
  checkBuild([
    "/projects/[projectId]/schedule",
    "/sign-in",
    "/api/auth/[...nextauth]",
    "/api/projects/[id]/milestones",
  ]);
  // Startup (≤ 90 s) + creating the schedule + sign-in + the loads + the scroll + stopping, with room to spare.
  hardTimeout(240_000 + (runs + 1) * 30_000 + 2 * seconds * 1000);

  const server = await startBenchServer();
  console.log(`[bench] creating a project with ${PHASES * (ITEMS + 3)} milestones through the sandbox API…`);
  const started = Date.now();
  const project = await createSchedule(server.baseUrl);
  const createMs = Date.now() - started;
  const path = `/projects/${project.id}/schedule`;

  const { browser, executablePath, context, page } = await openBench(server.baseUrl, PROBE);

  console.log(`[bench] ${path}: one warm-up load and ${runs} measured…`);
  const loads = await measureLoads<{ rows: number }>(context, KEY, path, runs);

  console.log(`[bench] scrolling ${seconds} s down and ${seconds} s up…`);
  await loadPage<{ rows: number }>(page, KEY, path);
  const scroll = await scrollRows(page, seconds * 1000);
  if ("error" in scroll) throw new BenchError(scroll.error);
  if (scroll.total !== project.milestones)
    throw new BenchError(
      `the timeline has ${scroll.total} rows, not the ${project.milestones} milestones created`,
    );
  if (!scroll.reachedEnd) throw new BenchError("the scroll never showed the last row");

  console.log("");
  printFact("machine", machine());
  printBenchFacts(browser, executablePath);
  printFact(
    "schedule",
    `"${project.name}" (project ${project.id}): ${project.milestones} milestones (${PHASES} phases × ${ITEMS} items + 2 checkpoints), created in ${fmt(createMs / 1000, 1)} s; default zoom (month)`,
  );
  printLoads(loads, {
    title: `time to first render of ${path}`,
    ready: "first bar in the viewport",
    interactive: `interactive (+${QUIET_MS} ms without a long task)`,
    width: 42,
    each: ["each load (first bar / interactive)", (l) => `${fmt(l.readyAt, 0)}/${fmt(l.interactiveAt, 0)}`],
  });
  printScroll(scroll, seconds * 1000);
  const p50 = (values: number[]) => percentile(sortedOf(values), 50);
  const basis = `p50 of ${loads.length} loads, ${project.milestones} milestones`;
  recordFigure({
    bench: "timeline",
    name: "schedule first bar",
    value: p50(loads.map((l) => l.readyAt)),
    unit: "ms",
    basis,
  });
  recordFigure({
    bench: "timeline",
    name: "schedule interactive",
    value: p50(loads.map((l) => l.interactiveAt)),
    unit: "ms",
    basis,
  });
  return 0;
}

await runBench(main);
