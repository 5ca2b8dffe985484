import "server-only";
import { hostname } from "node:os";
import { getPool } from "@/lib/db";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { reasonOf } from "./log";
import { backgroundApi, isPartnerApiError } from "@/lib/partner-api";
import { paced } from "@/lib/partner-api/pacing";
import { environments, type PartnerEnvironment } from "@/lib/partner-api/environments";
import { processShared } from "@/lib/cache/process-shared";
import { indexKey, indexSettings } from "./config";
import { rowsOf } from "./rows";
import { beginPass, failPass, finishPass, passProgress, readStates } from "./state";
import { removeUnseen, upsertRows } from "./store";
import { ensureSubscription } from "./subscription";

// Backfills and reconciles the index within a share of the rate limit. One pass per environment across all
// instances: a session advisory lock, released if the process dies; the next holder resumes at the stored offset.

const TICK_MS = 2_000;
const LOCK_NAMESPACE = 7_460_326;
const OWNER = `${hostname()}:${process.pid}`;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const crawler = processShared("console.record-index-crawler", () => ({ started: false, stopped: false }));

export function startIndexCrawler(): void {
  if (crawler.started || !indexSettings().enabled) return;
  crawler.started = true;
  const loop = (async () => {
    while (!crawler.stopped) {
      await sleep(TICK_MS);
      for (const env of environments()) {
        if (crawler.stopped) break;
        await tick(env).catch((err: unknown) =>
          logger.warn({ reason: reasonOf(err), environment: env.name }, "record index crawl failed"),
        );
      }
    }
  })();
  // A shutdown lets the tick in progress end (its pass resumes from the stored offset on the next start).
  onShutdown("stop", "record index crawler", async (deadline) => {
    crawler.stopped = true;
    await Promise.race([loop, sleep(Math.max(0, deadline - Date.now() - 1_000))]);
  });
}

// 32-bit lock id of an environment key (collisions only make two environments take turns).
function lockId(key: string): number {
  let h = 0;
  for (const c of key) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

async function dueKinds(key: string): Promise<("project" | "lead")[]> {
  const states = await readStates(key);
  const { reconcileS } = indexSettings();
  return (["project", "lead"] as const).filter((kind) => {
    const s = states.find((r) => r.kind === kind);
    if (!s || s.passStartedAt || !s.completeAsOf) return true;
    return Date.now() - s.completeAsOf.getTime() >= reconcileS * 1000;
  });
}

export async function tick(env: PartnerEnvironment): Promise<void> {
  const key = indexKey(env);
  const due = await dueKinds(key);
  const api = backgroundApi(env);
  const conn = await getPool().connect();
  // The lock lives on this connection: once it is gone (PostgreSQL restarted, the network cut) another instance
  // may take the lock, so the pass stops at its next page instead of crawling beside the new holder.
  let held = true;
  const lost = () => (held = false);
  conn.on("error", lost);
  try {
    const lock = await conn.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [
      LOCK_NAMESPACE,
      lockId(key),
    ]);
    if (!lock.rows[0]?.ok) return;
    try {
      await ensureSubscription(env, key, api).catch((err: unknown) =>
        logger.warn(
          { reason: reasonOf(err), environment: env.name },
          "record index could not subscribe to events",
        ),
      );
      const starts: Date[] = [];
      for (const kind of due) {
        const started = await runPass(env, key, kind, () => held).catch(async (err: unknown) => {
          await failPass(key, kind, reasonOf(err));
          throw err;
        });
        if (started) starts.push(started);
      }
      // Clients are seen in projects and leads: one not seen in a full pass of both is gone.
      if (starts.length === 2) await removeUnseen(key, "client", new Date(Math.min(...starts.map(Number))));
    } finally {
      if (held) await conn.query("SELECT pg_advisory_unlock($1, $2)", [LOCK_NAMESPACE, lockId(key)]);
    }
  } finally {
    conn.removeListener("error", lost);
    // A connection that failed is closed, not pooled: PostgreSQL has already dropped its lock.
    conn.release(held ? undefined : new Error("the crawl lock's connection was lost"));
  }
}

// One full pass of a kind; the pass's start time when it completed, null when the index was rebuilt meanwhile.
async function runPass(
  env: PartnerEnvironment,
  key: string,
  kind: "project" | "lead",
  lockHeld: () => boolean,
): Promise<Date | null> {
  const { rateShare, pageSize } = indexSettings();
  const api = backgroundApi(env);
  const { passStartedAt, offset: resumeAt } = await beginPass(key, env.name, kind, OWNER);
  let offset = resumeAt;
  for (;;) {
    if (!lockHeld()) throw new Error("the crawl lock's connection was lost");
    let page;
    try {
      const query = { offset, limit: pageSize };
      page = await paced(api, rateShare, async () =>
        kind === "project"
          ? (await api.call("listProjects", { query })).data
          : (await api.call("listLeads", { query })).data,
      );
    } catch (err) {
      // Refused for the rate (after the client's own short retries): wait as told, then go on from here.
      if (isPartnerApiError(err) && err.status === 429) {
        await sleep(Math.min(60, err.retryAfterS ?? 5) * 1000);
        continue;
      }
      throw err;
    }
    await upsertRows(key, rowsOf(kind, page.data));
    offset += page.data.length;
    if (!(await passProgress(key, kind, offset, page.total))) return null;
    if (page.data.length === 0 || offset >= page.total) break;
  }
  const removed = await removeUnseen(key, kind, passStartedAt);
  await finishPass(key, kind, passStartedAt);
  logger.info({ environment: env.name, kind, records: offset, removed }, "record index pass complete");
  return passStartedAt;
}
