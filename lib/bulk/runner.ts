import "server-only";
import type pg from "pg";
import { processShared } from "@/lib/cache/process-shared";
import { getPool } from "@/lib/db";
import { isDraining, onShutdown } from "@/lib/lifecycle/shutdown";
import { afterLeadWrite } from "@/lib/leads/board-summary";
import { logger } from "@/lib/logger";
import { isPartnerApiError, partnerApi } from "@/lib/partner-api";
import { environmentByName } from "@/lib/partner-api/environments";
import { paced } from "@/lib/partner-api/pacing";
import { collectPage } from "./collect";
import { doItem, Cancelled, Stopped, type Ctl } from "./item";
import { auditJob } from "./job-audit";
import { cancelRequested, finishJob, liveJobIds, nextItems, readJob, setWaiting } from "./store";
import { BULK_RATE_SHARE } from "./types";

// Runs the bulk jobs. One runner across all instances: a session advisory lock held by a connection of its
// own, released when its process dies, so after a crash or restart the next instance to look (every second)
// takes over and resumes each job from its stored items.
const TICK_MS = 1_000;
const LOCK = [7_460_327, 1] as const;
// Jobs run side by side (an undo must not wait behind a 10,000-record job); they share the rate share.
const MAX_JOBS = 4;
const BATCH = 50;
// The shortest wait a job's view shows ("waiting for the rate limit, resumes in about 20 s").
const SHOWN_WAIT_MS = 1_000;

const runner = processShared("console.bulk-runner", () => ({
  started: false,
  stopped: false,
  leader: null as pg.PoolClient | null,
  jobs: new Map<number, Promise<void>>(),
  wake: null as (() => void) | null,
}));

const sleep = (ms: number) =>
  new Promise<void>((r) => {
    const t = setTimeout(r, ms);
    runner.wake = () => (clearTimeout(t), r());
  });
const stopping = () => runner.stopped || isDraining() || runner.leader === null;
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
// A job's wait for the rate limit (its share of the window, or a 429's Retry-After), in steps: a stopping server
// or a lost lock ends it (Stopped), and so does a cancel of the job (Cancelled), within half a second rather than
// after up to a minute. Meanwhile the job's view says until when it waits.
const waitOf = (jobId: number) => async (ms: number) => {
  const end = Date.now() + ms;
  // Short waits (the pacing between calls) are not worth a write; a wait the person would notice is.
  const shown = ms >= SHOWN_WAIT_MS;
  if (shown) await setWaiting(jobId, new Date(end));
  try {
    while (Date.now() < end) {
      if (stopping()) throw new Stopped();
      if (await cancelRequested(jobId)) throw new Cancelled();
      await pause(Math.min(500, end - Date.now()));
    }
  } finally {
    if (shown) await setWaiting(jobId, null).catch(() => undefined);
  }
};

export function startBulkRunner(): void {
  if (runner.started) return;
  runner.started = true;
  const loop = (async () => {
    while (!runner.stopped) {
      await tick().catch((err: unknown) => logger.warn({ err }, "bulk runner tick failed"));
      await sleep(TICK_MS);
    }
  })();
  onShutdown("stop", "bulk job runner", async (deadline) => {
    runner.stopped = true;
    runner.wake?.();
    // Each job ends after its item in hand; what is left resumes on the next start.
    await Promise.race([
      Promise.all([loop, ...runner.jobs.values()]),
      pause(Math.max(0, deadline - Date.now() - 1_000)),
    ]);
    await release();
  });
}

// A new job starts at once when this process runs the jobs (else within a tick, on the one that does).
export function wakeBulkRunner(): void {
  runner.wake?.();
}

async function tick() {
  const ids = await liveJobIds();
  if (ids.length === 0) return release();
  if (!(await lead())) return;
  for (const id of ids) {
    if (runner.jobs.has(id) || runner.jobs.size >= MAX_JOBS) continue;
    const run = runJob(id)
      .catch((err: unknown) => {
        if (!(err instanceof Stopped)) logger.warn({ err, jobId: id }, "bulk job failed");
      })
      .finally(() => runner.jobs.delete(id));
    runner.jobs.set(id, run);
  }
}

async function lead(): Promise<boolean> {
  if (runner.leader) return true;
  const client = await getPool().connect();
  const got = await client
    .query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [...LOCK])
    .catch(() => ({ rows: [{ ok: false }] }));
  if (!got.rows[0]?.ok) {
    client.release();
    return false;
  }
  // A lost connection loses the lock: stop working at once (another instance will take over).
  client.on("error", () => {
    if (runner.leader === client) runner.leader = null;
  });
  runner.leader = client;
  return true;
}

async function release() {
  const client = runner.leader;
  if (!client || runner.jobs.size > 0) return;
  runner.leader = null;
  await client.query("SELECT pg_advisory_unlock($1, $2)", [...LOCK]).catch(() => undefined);
  client.release();
}

async function runJob(id: number) {
  let job = await readJob(id);
  if (!job) return;
  const env = environmentByName(job.environment);
  const ctl: Ctl = { api: partnerApi(env), stop: stopping, sleep: waitOf(id) };
  try {
    while (job.state === "collecting") {
      if (stopping()) throw new Stopped();
      if (await cancelRequested(id)) return await end(id, "cancelled");
      try {
        await collectPage(job, ctl.api, env, (call) => paced(ctl.api, BULK_RATE_SHARE, call, ctl.sleep));
      } catch (err) {
        if (!isPartnerApiError(err) || err.status !== 429) throw err;
        await ctl.sleep(Math.min(60, Math.max(1, err.retryAfterS ?? 1)) * 1000);
      }
      job = (await readJob(id))!;
    }
    for (let after = -1; ;) {
      if (await cancelRequested(id)) return await end(id, "cancelled");
      const batch = await nextItems(id, after, BATCH);
      if (batch.length === 0) break;
      for (const item of batch) {
        if (await doItem(job, item, ctl)) return await end(id, "cancelled");
        after = item.seq;
      }
    }
    await end(id, "done");
  } catch (err) {
    if (err instanceof Stopped) throw err;
    if (err instanceof Cancelled) return await end(id, "cancelled");
    const status = (err as { status?: number }).status;
    // Collecting failed (the API refused a page): the job ends with the reason, nothing half-listed is done.
    await end(id, "done", status ? `collecting failed: ${(err as Error).message}` : (err as Error).message);
  }
}

async function end(id: number, state: "done" | "cancelled", error?: string) {
  await finishJob(id, state, error);
  await auditJob(id);
  // The board's background sums are out of date after lead writes (as after one through a route).
  const job = await readJob(id);
  if (job?.entity === "lead") await afterLeadWrite(job.environment, undefined);
}
