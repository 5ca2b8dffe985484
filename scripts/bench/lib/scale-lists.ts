import type pg from "pg";
import { BenchError } from "../../../lib/dev/errors";
import { get, load, LOAD } from "./scale-load";
import { withNote, type Metric, type ScaleCtx, type ScaleRow } from "./scale-rows";
import { percentile, sortedOf } from "./stats";

// bench:scale's sandbox rows: every list operation (first and last page, each filter), the last page right after
// a write, and the delivery log and stats of the subscription that holds the size's deliveries.

const PAGE = 20;
// Issue 25: at 100k, c1 p50 at most 1.5× and c20 req/s at least 0.8× the seed size's.
const LIST_METRICS: Metric[] = [
  { ...LOAD.c1, goal: { op: "<=", target: 1.5, relative: true } },
  { ...LOAD.c20, goal: { op: ">=", target: 0.8, relative: true } },
  { ...LOAD.pages, goal: { op: ">=", target: 0.8, relative: true } },
];
// Issue 25: delivery stats c1 p50 ≤ 30 ms and c20 p95 ≤ 250 ms; the filtered log c1 p50 ≤ 30 ms.
const DELIVERY_METRICS = (c20p95?: number): Metric[] => [
  { ...LOAD.c1, goal: { op: "<=", target: 30 } },
  { ...LOAD.c20p95, ...(c20p95 ? { goal: { op: "<=" as const, target: c20p95 } } : {}) },
  LOAD.c20,
];

// The offsets the varying load reads from one end of a list of `total` rows: 20 pages apart where the list is that
// long, closer together where it is not (steps of at least one row), so that the seed size reads as many distinct
// pages as the grown one, all of them full where the list allows. Pages past the end, or one URL repeated, would be
// cheaper (an empty page; identical reads share one answer, lib/sandbox/http/dispatch.ts) and flatter the seed side.
export function pageOffsets(total: number, end: "first" | "last", n = 20): number[] {
  const lastFull = Math.max(total - PAGE, 0);
  const step = Math.min(PAGE, Math.max(1, Math.floor(lastFull / (n - 1))));
  const offsets = Array.from({ length: n }, (_, k) => (end === "first" ? k * step : lastFull - k * step));
  return [...new Set(offsets.filter((o) => o >= 0 && o < Math.max(total, 1)))];
}

// A sandbox list's first or last page (offset total − 20); the varying load reads pages from that end.
function listRow(name: string, query: string, end: "first" | "last"): ScaleRow {
  return {
    name,
    group: "lists",
    metrics: LIST_METRICS,
    measure: async (ctx) => {
      const base = `/sandbox/api${query}${query.includes("?") ? "&" : "?"}limit=${PAGE}`;
      const total = await ctx.total(base);
      const offsets = pageOffsets(total, end);
      const paths = offsets.map((offset) => `${base}&offset=${offset}`);
      // A list shorter than 20 pages gives pages that share rows (or fewer, shorter pages): its "pages" figure
      // reads the same few heap pages over and over, which a long list's 20 distinct pages cannot.
      const overlap = total < PAGE * 20 ? `, its ${offsets.length} pages overlap` : "";
      return withNote(await load(ctx, name, paths[0]!, paths), `total ${total}${overlap}`);
    },
  };
}

// The last page read right after a write to the company (a cache of totals or positions would be out of date),
// c1 only.
function afterWriteRow(name: string, table: "projects" | "leads"): ScaleRow {
  return {
    name,
    group: "lists",
    metrics: [LOAD.c1],
    measure: async (ctx) => {
      const base = `/sandbox/api/v1/${table}?limit=${PAGE}`;
      const path = `${base}&offset=${Math.max((await ctx.total(base)) - PAGE, 0)}`;
      const times: number[] = [];
      const until = Date.now() + ctx.c1Seconds * 1000;
      while (Date.now() < until || times.length < 5) {
        await ctx.db.query(
          `UPDATE sandbox.${table} SET updated_at = updated_at WHERE id = (SELECT min(id) FROM sandbox.${table} WHERE company_id = 1)`,
        );
        const started = performance.now();
        await get(ctx, path);
        times.push(performance.now() - started);
      }
      return { values: { [LOAD.c1.key]: percentile(sortedOf(times), 50) }, note: `${times.length} reads` };
    },
  };
}

function deliveryRows(): ScaleRow[] {
  const log = (ctx: ScaleCtx, q: string) =>
    `/sandbox/api/v1/webhookSubscriptions/${ctx.subscriptionId}/deliveries?limit=${PAGE}${q}`;
  const logRow = (name: string, q: string, metrics: Metric[]): ScaleRow => ({
    name,
    group: "deliveries",
    metrics,
    measure: async (ctx) => {
      const base = log(ctx, q);
      const total = await ctx.total(base);
      const paths = pageOffsets(total, "first").map((offset) => `${base}&offset=${offset}`);
      return withNote(await load(ctx, name, base, paths), `total ${total}`);
    },
  });
  return [
    logRow("sandbox delivery log, first page", "", LIST_METRICS),
    logRow("sandbox delivery log status=failed", "&status=failed", DELIVERY_METRICS()),
    {
      name: "sandbox delivery stats (24 h)",
      group: "deliveries",
      metrics: DELIVERY_METRICS(250),
      measure: (ctx) =>
        load(
          ctx,
          "delivery stats",
          `/sandbox/api/v1/webhookSubscriptions/${ctx.subscriptionId}/deliveryStats`,
        ),
    },
  ];
}

async function busiest(db: pg.Client, sql: string): Promise<number> {
  const id = (await db.query<{ id: number }>(sql)).rows[0]?.id;
  if (id === undefined) throw new BenchError(`no row for ${sql}`);
  return id;
}

// Filter values chosen on the seed: the most used status and contact of company 1's projects and leads.
export async function sandboxRows(db: pg.Client, busyPhase: number): Promise<ScaleRow[]> {
  const mostUsed = (table: string, column: string) =>
    busiest(
      db,
      `SELECT ${column} AS id FROM sandbox.${table} WHERE company_id = 1 AND ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
  const status = await mostUsed("projects", "status_id");
  const projectContact = await mostUsed("projects", "contact_id");
  const leadContact = await mostUsed("leads", "contact_id");
  return [
    listRow("projects, first page", "/v1/projects", "first"),
    listRow("projects, last page", "/v1/projects", "last"),
    afterWriteRow("projects, last page after a write", "projects"),
    listRow(`projects statusId=${status}, first page`, `/v1/projects?statusId=${status}`, "first"),
    listRow(`projects statusId=${status}, last page`, `/v1/projects?statusId=${status}`, "last"),
    listRow("projects archived=true, first page", "/v1/projects?archived=true", "first"),
    listRow("projects archived=true, last page", "/v1/projects?archived=true", "last"),
    listRow(
      `projects contactId=${projectContact}, first page`,
      `/v1/projects?contactId=${projectContact}`,
      "first",
    ),
    listRow("leads, first page", "/v1/leads", "first"),
    listRow("leads, last page", "/v1/leads", "last"),
    afterWriteRow("leads, last page after a write", "leads"),
    listRow("leads phaseId=1, first page", "/v1/leads?phaseId=1", "first"),
    listRow("leads phaseId=1, last page", "/v1/leads?phaseId=1", "last"),
    listRow(`leads phaseId=${busyPhase} (busy phase), last page`, `/v1/leads?phaseId=${busyPhase}`, "last"),
    listRow(`leads contactId=${leadContact}, first page`, `/v1/leads?contactId=${leadContact}`, "first"),
    ...deliveryRows(),
  ];
}
