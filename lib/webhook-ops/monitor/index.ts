import "server-only";
import { getPool } from "@/lib/db";
import { processShared } from "@/lib/cache/process-shared";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { environments } from "@/lib/partner-api/environments";
import { drainOutbox } from "../notify/outbox";
import { resumeOrphans } from "../recover/run";
import { monitorSettings } from "./config";
import { readEnvironment } from "./tick";

// The webhook monitor: every interval, the instance that wins a session advisory lock reads every subscription
// of every environment, records transitions and sends what they owe. Several instances take turns through the
// lock, never reading at once; a process that dies lets the lock go with its connection.
const LOCK_NAMESPACE = 7_460_327;
const LOCK_KEY = 40;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const monitor = processShared("console.webhook-monitor", () => ({ started: false, stopped: false }));

export function startWebhookMonitor(): void {
  const settings = monitorSettings();
  if (monitor.started || !settings.enabled) return;
  monitor.started = true;
  const loop = (async () => {
    while (!monitor.stopped) {
      // First wait, then read: at boot the API (the sandbox of this very process) is not listening yet.
      await sleep(settings.intervalMs);
      if (monitor.stopped) break;
      await runOnce().catch((err: unknown) =>
        logger.warn(
          { reason: err instanceof Error ? err.message : String(err) },
          "webhook monitor reading failed",
        ),
      );
    }
  })();
  // A reading in progress finishes (each subscription's outcome is its own transaction either way).
  onShutdown("stop", "webhook monitor", async (deadline) => {
    monitor.stopped = true;
    await Promise.race([loop, sleep(Math.max(0, deadline - Date.now() - 1_000))]);
  });
}

// One reading under the leader's lock; false when another instance holds it.
export async function runOnce(): Promise<boolean> {
  const conn = await getPool().connect();
  try {
    const lock = await conn.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [
      LOCK_NAMESPACE,
      LOCK_KEY,
    ]);
    if (!lock.rows[0]?.ok) return false;
    try {
      for (const env of environments()) {
        if (monitor.stopped) break;
        await readEnvironment(env).catch((err: unknown) =>
          logger.warn(
            { reason: err instanceof Error ? err.message : String(err), environment: env.name },
            "webhook monitor could not read an environment",
          ),
        );
      }
      await drainOutbox();
      await resumeOrphans();
      return true;
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1, $2)", [LOCK_NAMESPACE, LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}
