// npm run bench:index [-- --projects <n>] [--backfill-s <s>] [--samples <n>] [--events <n>] [--hold <s>]: the
// record index at a partner's scale (issue 26): backfill of 100k projects at the default share of the default
// sandbox rate limit, name search and sorted page (a-b with the API-backed list), event → searchable, each
// p50/p95. What is measured and how: lib/index-bench.ts (bench:scale adds the same figures to its table).
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { INDEX_ROUTES, indexBudgetMs, measureIndex, printIndex } from "./lib/index-bench";
import { hardTimeout, runBench } from "./lib/lifecycle";

async function main(): Promise<number> {
  const opts = parseIntOptions(process.argv.slice(2), "bench:index", {
    projects: { unit: "projects", fallback: 100_000, min: 1000, max: 1_000_000 },
    "backfill-s": { unit: "seconds", fallback: 600, min: 10, max: 3600 },
    samples: { unit: "requests", fallback: 200, min: 10, max: 10_000 },
    events: { unit: "events", fallback: 30, min: 1, max: 1000 },
    // Keeps the server up this long after measuring, its database URL printed (for EXPLAIN by hand).
    hold: { unit: "seconds", fallback: 0, min: 0, max: 3600 },
  });
  const o = {
    projects: opts.projects,
    backfillS: opts["backfill-s"],
    samples: opts.samples,
    events: opts.events,
    holdS: opts.hold,
  };
  checkBuild(INDEX_ROUTES);
  hardTimeout(indexBudgetMs(o));
  printIndex(await measureIndex(o));
  return 0;
}

void runBench(main);
