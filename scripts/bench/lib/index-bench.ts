import { execSync } from "node:child_process";
import { embeddedDatabaseUrl } from "../../../lib/dev/embedded-database-url";
import { DEMO_PASSWORD, emailOf } from "../../../lib/dev/roles";
import { signIn } from "../../../lib/dev/console-session";
import { BenchError } from "../../../lib/dev/errors";
import { benchDb, growProjects } from "./grow";
import { startBenchServer, stopBenchServer } from "./lifecycle";
import { fmt, machine, printFact } from "./report";
import { sandboxToken } from "./sandbox-api";
import { percentile, sortedOf } from "./stats";

// The record index at a partner's scale (issue 26), for bench:index and bench:scale. Starts the built app on a
// server of its own (embedded PostgreSQL in a temp dir, loopback), grows company 1 to `projects` by SQL copies
// before the console is first used, then lets the index backfill at the default share of the sandbox's default
// rate limit (SANDBOX_RATE_LIMIT 1200 a minute, INDEX_RATE_SHARE 0.2) and measures, one client at a time:
// - backfill: time from the first use to "projects complete" (measured, not extrapolated, unless backfillS cuts
//   it short: then the rate so far and an extrapolation, labelled as such);
// - name search over typed fragments (prefixes, inner words, a typo);
// - sorted page (by name, budget, update time, status, deep by cursor), a-b-a-b against the console's API-backed
//   list at the same depth (offset paging of the API, unsorted);
// - event → searchable: a project created through the sandbox API until the index search finds it.
// The server is stopped before it returns.

export const INDEX_ROUTES = ["/api/index/search", "/api/index/projects", "/api/index/status"];

export type IndexOptions = {
  projects: number;
  backfillS: number; // the most to wait for the backfill
  samples: number; // requests per search and sorted-page figure
  events: number; // projects created for the event → searchable figure
  holdS: number; // keeps the server this long after measuring, its database URL printed (for EXPLAIN by hand)
};
export type IndexResult = {
  projects: number; // company 1's, after growing
  indexed: number;
  backfill: { complete: boolean; seconds: number; text: string };
  search: number[]; // ms each
  sorted: number[];
  apiList: number[];
  latency: number[];
};

// A budget for measureIndex's own part of a run (startup, growth, backfill, samples, hold), in ms.
export const indexBudgetMs = (o: IndexOptions) => (o.backfillS + o.holdS + 600) * 1000;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new BenchError(`request failed with ${res.status}`);
  return performance.now() - started;
}
export const pct = (xs: number[], q: number) => percentile(sortedOf(xs), q);

export async function measureIndex(o: IndexOptions): Promise<IndexResult> {
  const server = await startBenchServer({
    SANDBOX_RATE_LIMIT: "1200",
    INDEX_RECONCILE_S: "86400",
  });
  const db = await benchDb(server.dataDir);
  // The server stopping under the bench (Ctrl-C) ends this connection: not a crash of the bench.
  db.on("error", () => undefined);
  console.log(`[bench] index: growing company 1 to ${o.projects} projects…`);
  const grown = await growProjects(db, o.projects);
  const cookie = await signIn(server.baseUrl, emailOf("manager"), DEMO_PASSWORD);
  const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  const status = async () =>
    (
      (await (await get("/api/index/status")).json()) as {
        data: { projects: { state: string; indexed: number; total: number | null } };
      }
    ).data.projects;

  // Backfill: the first use starts the crawler.
  console.log(`[bench] index: backfill at the default share (at most ${o.backfillS} s)…`);
  const started = Date.now();
  await status();
  let s = await status();
  while (s.state !== "complete" && Date.now() - started < o.backfillS * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    s = await status();
  }
  const backfillS = (Date.now() - started) / 1000;
  const complete = s.state === "complete";
  const backfill = {
    complete,
    seconds: backfillS,
    text: complete
      ? `${fmt(backfillS, 1)} s measured for ${s.indexed} projects (share 0.2 of 1200 requests/min)`
      : `not complete after ${fmt(backfillS, 0)} s: ${s.indexed} of ${s.total}; EXTRAPOLATED at that rate: ${fmt((backfillS * o.projects) / Math.max(1, s.indexed), 0)} s`,
  };

  // Search: fragments of seed names (prefixes, inner words, a typo) and ids.
  console.log(`[bench] index: ${o.samples} searches, ${o.samples} sorted pages a-b with the API list…`);
  const names = (
    await db.query<{ name: string }>("SELECT name FROM sandbox.projects WHERE company_id = 1 LIMIT 200")
  ).rows.map((r) => r.name);
  const frags = names.flatMap((n) => {
    const words = n.split(/\s+/).filter((w) => w.length > 3);
    return [n.slice(0, 4), words[1] ?? n.slice(2, 7), `${words[0] ?? n} ${(words[1] ?? "").slice(0, 3)}`];
  });
  const search: number[] = [];
  for (let i = 0; i < o.samples; i++)
    search.push(
      await timed(() => get(`/api/index/search?q=${encodeURIComponent(frags[i % frags.length]!)}&limit=8`)),
    );

  // Sorted pages vs the API-backed list at the same depth, a-b-a-b.
  const sorts = [
    "sort=name&order=asc",
    "sort=budget&order=desc",
    "sort=updatedAt&order=desc",
    "sort=status&order=asc",
  ];
  const cursors: string[] = [];
  for (const q of sorts) {
    let cursor: string | null = null;
    for (let k = 0; k < 10; k++) {
      const res = await get(`/api/index/projects?${q}&limit=100${cursor ? `&cursor=${cursor}` : ""}`);
      const body = (await res.json()) as { nextCursor: string | null };
      cursor = body.nextCursor;
      if (cursor) cursors.push(`/api/index/projects?${q}&limit=20&cursor=${cursor}`);
    }
  }
  const sorted: number[] = [];
  const apiList: number[] = [];
  for (let i = 0; i < o.samples; i++) {
    sorted.push(await timed(() => get(cursors[i % cursors.length]!)));
    apiList.push(await timed(() => get(`/api/projects?limit=20&offset=${(i * 997) % (grown - 20)}`)));
  }

  // Event → searchable.
  console.log(`[bench] index: ${o.events} projects created through the sandbox until searchable…`);
  const token = await sandboxToken(server.baseUrl, "write:projects");
  const latency: number[] = [];
  for (let i = 0; i < o.events; i++) {
    const name = `Bench Event Quoll ${Date.now().toString(36)} ${i}`;
    const t0 = performance.now();
    const made = await fetch(`${server.baseUrl}/sandbox/api/v1/projects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    if (made.status !== 201) throw new BenchError(`create failed: ${made.status}`);
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    for (;;) {
      const hits = (await (
        await get(`/api/index/search?q=${encodeURIComponent(name.toLowerCase())}&kinds=project`)
      ).json()) as { data: { id: number }[] };
      if (hits.data.some((h) => h.id === id)) break;
      if (performance.now() - t0 > 30_000) throw new BenchError("an event never reached search within 30 s");
      await new Promise((r) => setTimeout(r, 20));
    }
    latency.push(performance.now() - t0);
  }
  if (o.holdS) {
    console.log(`[bench] holding ${o.holdS} s; database ${embeddedDatabaseUrl(server.dataDir)}`);
    await new Promise((r) => setTimeout(r, o.holdS * 1000));
  }
  await db.end();
  await stopBenchServer(server);
  return { projects: grown, indexed: s.indexed, backfill, search, sorted, apiList, latency };
}

const line = (label: string, xs: number[]) =>
  `${label.padEnd(44)} n=${String(xs.length).padStart(4)}  p50 ${fmt(pct(xs, 50), 1).padStart(7)} ms  p95 ${fmt(pct(xs, 95), 1).padStart(7)} ms`;

export function printIndex(r: IndexResult) {
  printFact("machine", machine());
  printFact("load", execSync("uptime").toString().trim());
  printFact("size", `${r.projects} projects of company 1 (SQL copies of the seed), index of ${r.indexed}`);
  printFact("backfill", r.backfill.text);
  console.log(line("name search (index, /api/index/search)", r.search));
  console.log(line("sorted page, 20 rows by cursor (index)", r.sorted));
  console.log(line("API-backed list page, 20 rows by offset", r.apiList));
  console.log(
    `ratio sorted index page / API list page p50: ${fmt(pct(r.sorted, 50) / pct(r.apiList, 50), 2)}`,
  );
  console.log(line("event → searchable (own subscription)", r.latency));
}
