import "server-only";
import { auditSystem } from "@/lib/audit";
import { logger } from "@/lib/logger";
import { backgroundApi, isPartnerApiError } from "@/lib/partner-api";
import { environmentByName } from "@/lib/partner-api/environments";
import { finish, progress, takeOrphans, type JobRow } from "./jobs";

const PAGE = 500;
const running = new Set<number>();

// Replays a job's window page by page from its cursor: each page is one request and a few hundred rows, so the
// memory it takes does not grow with the window (a million deliveries are two thousand pages). Stops at a cancel
// (seen at the next page) or when the pages end, and records the summary in the audit log.
export async function runJob(job: JobRow): Promise<void> {
  if (running.has(job.id)) return;
  running.add(job.id);
  const env = environmentByName(job.environment);
  const api = backgroundApi(env);
  let cursor = job.cursor ?? undefined;
  let replayed = job.replayed;
  try {
    for (;;) {
      const page = (
        await api.call("replayFailedWebhookDeliveries", {
          params: { id: job.subscriptionId },
          body: {
            from: job.windowFrom.toISOString(),
            to: job.windowTo.toISOString(),
            after: cursor,
            limit: PAGE,
            dryRun: false,
          },
        })
      ).data.data;
      replayed += page.replayed;
      cursor = page.next ?? undefined;
      if (!(await progress(job.id, page.replayed, page.next))) {
        await summary(job, "cancelled", replayed);
        return;
      }
      if (!page.next) break;
    }
    await finish(job.id, "done");
    await summary(job, "done", replayed);
  } catch (err) {
    const reason = isPartnerApiError(err) ? `${err.status} ${err.code ?? ""}: ${err.message}` : String(err);
    await finish(job.id, "failed", reason);
    await summary(job, "failed", replayed, reason);
    logger.warn({ job: job.id, reason }, "a webhook recovery replay failed");
  } finally {
    running.delete(job.id);
  }
}

// The audit entry of the outcome, in the name of the person who started it.
async function summary(job: JobRow, status: string, replayed: number, reason?: string) {
  await auditSystem(environmentByName(job.environment), {
    operation: "webhook.recover-result",
    target: `webhook ${job.subscriptionId}`,
    outcome: status === "failed" ? "error" : "ok",
    detail: `${status}: ${replayed} of ${job.total} failed deliveries replayed (window ${job.windowFrom.toISOString()} – ${job.windowTo.toISOString()}, started by ${job.userEmail})${reason ? `; ${reason}` : ""}`,
  });
}

// Jobs whose runner died (a restart mid-way) go on from their cursor; called by the monitor's leader.
export async function resumeOrphans(): Promise<void> {
  for (const job of await takeOrphans()) void runJob(job);
}
