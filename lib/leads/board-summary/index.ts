import "server-only";
import { logger } from "@/lib/logger";
import type { Lead } from "@/lib/partner-api/contract/reader";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { startSummaryRun } from "./compute";
import { summaryFromIndex } from "./from-index";
import { leadsChanged, readSummary } from "./store";
import type { BoardSummary } from "./types";

// Passes a lead write's result through after marking the environment's board summaries out of date. A failure
// to mark them is logged, not the user's error: the write happened, and summaries also age out (MAX_AGE_MS).
export async function afterLeadWrite<T>(environment: string, result: T): Promise<T> {
  await leadsChanged(environment).catch((err: unknown) =>
    logger.warn({ err, environment }, "board summaries could not be marked out of date"),
  );
  return result;
}

// A summary older than this is recomputed when next read, even when no change through the console said so
// (other systems change leads too).
export const MAX_AGE_MS = 10 * 60_000;

// The index's sums when it is complete (./from-index.ts), else the background run's; reading a stale or missing
// summary starts a run.
export async function boardSummary(env: PartnerEnvironment, contactId: number, now = Date.now()) {
  const indexed = await summaryFromIndex(env, contactId);
  if (indexed) return indexed;
  const row = await readSummary(env.name, contactId);
  const failed = Boolean(row?.error);
  const running = !failed && row?.runningUntil != null && row.runningUntil.getTime() > now;
  const current =
    row?.asOf != null && row.computedGeneration === row.generation && now - row.asOf.getTime() < MAX_AGE_MS;
  if (!current && !running) startSummaryRun(env, contactId);
  const summary: BoardSummary = {
    state: row?.asOf ? (current ? "ready" : "refreshing") : failed ? "failed" : "pending",
    asOf: row?.asOf?.toISOString() ?? null,
    phases: row?.phases ?? {},
    other: (row?.other ?? []) as Lead[],
    progress: running ? { read: row.leadsRead, total: row.leadsTotal } : null,
    error: row?.error ?? null,
  };
  return summary;
}
