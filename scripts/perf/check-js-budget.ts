// npx tsx scripts/perf/check-js-budget.ts: fails (exit 1) when a page's first-load JavaScript passes its budget.
// Reads the build (NEXT_DIST_DIR, else .next): .next/diagnostics/route-bundle-stats.json lists, for every route, the
// chunks its HTML makes the browser load (the `<script src>` tags); each is gzipped as `next start` serves it.
// The nomodule polyfill is not among them (a modern browser skips it). Code split off with next/dynamic or
// import() is not counted here: scripts/perf/page-weight.ts measures what a browser actually fetches.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { recordFigure } from "../bench/lib/results";
import { BUDGET_KB, OVER_BUDGET } from "./budget";

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

const root = path.resolve(import.meta.dirname, "../..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const statsFile = path.join(root, distDir, "diagnostics", "route-bundle-stats.json");
if (!fs.existsSync(statsFile)) {
  console.error(`[js-budget] ${statsFile} is missing: run \`npx next build\` first`);
  process.exit(1);
}
const routes = JSON.parse(fs.readFileSync(statsFile, "utf8")) as RouteStats[];

const gzipped = new Map<string, number>();
function gzipSize(chunk: string): number {
  // The stats name each chunk by its path from the project's root, build directory included.
  const file = path.join(root, chunk);
  let size = gzipped.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipped.set(file, size);
  }
  return size;
}

// The console's pages and sign-in: API and sandbox routes send no page JavaScript of their own.
const pages = routes
  .filter((r) => !/^\/(api|sandbox)(\/|$)/.test(r.route) && r.route !== "/icon.svg")
  .sort((a, b) => a.route.localeCompare(b.route));
let failed = 0;
let heaviest = { route: "", kB: 0 };
for (const { route, firstLoadChunkPaths } of pages) {
  const kB = firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0) / 1000;
  if (kB > heaviest.kB) heaviest = { route, kB };
  // For npm run bench: the three pages issue 15 names, and the heaviest of all.
  if (["/projects", "/leads", "/webhooks"].includes(route))
    recordFigure({
      bench: "weight",
      name: `${route} JavaScript`,
      value: kB,
      unit: "kB",
      goal: { op: "<=", target: BUDGET_KB },
      basis: "gzip, first load, from the build",
    });
  const limit = OVER_BUDGET[route] ?? BUDGET_KB;
  const verdict = kB <= limit ? "ok" : "OVER";
  if (verdict === "OVER") failed++;
  const note = limit === BUDGET_KB ? "" : ` (not yet at ${BUDGET_KB}: held at ${limit})`;
  console.log(
    `${verdict.padEnd(4)} ${route.padEnd(36)} ${kB.toFixed(1).padStart(6)} kB / ${limit} kB${note}`,
  );
}
recordFigure({
  bench: "weight",
  name: `heaviest page (${heaviest.route}) JavaScript`,
  value: heaviest.kB,
  unit: "kB",
  goal: { op: "<=", target: BUDGET_KB },
  basis: `gzip, first load, of ${pages.length} pages`,
});
const stale = Object.keys(OVER_BUDGET).filter((r) => !pages.some((p) => p.route === r));
if (stale.length) {
  console.error(`[js-budget] OVER_BUDGET names routes the build lacks: ${stale.join(", ")}`);
  failed++;
}
const held = pages.filter((p) => OVER_BUDGET[p.route] !== undefined).length;
console.log(
  failed
    ? `[js-budget] ${failed} page(s) over their limit (gzip, first load)`
    : `[js-budget] every page within its limit; ${held} of ${pages.length} not yet at ${BUDGET_KB} kB (held at their ceilings)`,
);
process.exit(failed ? 1 : 0);
