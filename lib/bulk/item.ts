import "server-only";
import { and, eq } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { paced } from "@/lib/partner-api/pacing";
import { BULK_RATE_SHARE } from "./types";
import { reached, readState, targetOf, write, type Fields, type Step } from "./actions";
import { markSending, settleItem, type ItemRow, type JobRow } from "./store";

// The longest single wait on a 429's Retry-After before trying again (the wait repeats if the API says so).
const MAX_WAIT_S = 60;

// `sleep` waits, or throws Stopped (the server stops) or Cancelled (the job's cancel was asked for) as it waits.
export type Ctl = { api: PartnerApiClient; stop: () => boolean; sleep: (ms: number) => Promise<void> };
export class Stopped extends Error {}
export class Cancelled extends Error {}

// Does one item: resumed ones are read first (their write may have landed before a crash), records already in
// the target state are skipped, and a 429 waits for its Retry-After and tries the same item again. Returns
// whether a cancel was asked for.
export async function doItem(job: JobRow, item: ItemRow, ctl: Ctl): Promise<boolean> {
  const step: Step = { entity: job.entity, action: job.action as Step["action"], value: job.value };
  let resumed = item.state === "sending";
  for (;;) {
    if (ctl.stop()) throw new Stopped();
    try {
      return await attempt(job, item, step, resumed, ctl);
    } catch (err) {
      if (err instanceof Stopped || err instanceof Cancelled) throw err;
      if (isPartnerApiError(err) && err.status === 429) {
        const waitS = Math.min(MAX_WAIT_S, Math.max(1, err.retryAfterS ?? 1));
        await ctl.sleep(waitS * 1000);
        continue;
      }
      const reason = isPartnerApiError(err) ? `${err.code}: ${err.message}` : (err as Error).message;
      return settleItem(job.id, item.recordId, { state: "failed", error: reason });
    } finally {
      resumed = false;
    }
  }
}

async function attempt(job: JobRow, item: ItemRow, step: Step, resumed: boolean, ctl: Ctl) {
  const settle = (o: Parameters<typeof settleItem>[2]) => settleItem(job.id, item.recordId, o);
  const undo = step.action === "undo" ? await undoneItem(job, item.recordId) : undefined;
  const target = targetOf(step, undo ? changedFields(undo.before, undo.after) : undefined);
  const read = () =>
    paced(ctl.api, BULK_RATE_SHARE, () => readState(ctl.api, step.entity, item.recordId), ctl.sleep);
  if (resumed) {
    const now = await read();
    if (step.action === "delete" && now === null) return settle({ state: "ok" });
    if (now && target && reached(now, target)) return settle({ state: "ok", after: now });
  }
  let before: Fields | null = item.before;
  if (!before && step.action !== "delete") {
    before = await read();
    if (!before) return settle({ state: "failed", error: "the record no longer exists" });
  }
  if (undo) {
    // Only what the job set is reverted; a record changed since is left as it is, and said so.
    const changed = Object.keys(target ?? {}).filter((k) => before?.[k] !== undo.after?.[k]);
    if (!target || changed.length) {
      const now = changed.map((k) => `${k} is now ${String(before?.[k])}`).join(", ");
      return settle({ state: "skipped", error: `changed since (${now || "nothing to revert"})` });
    }
  }
  if (before && target && reached(before, target)) return settle({ state: "skipped", error: "already so" });
  await markSending(job.id, item.recordId, before);
  const after = await paced(
    ctl.api,
    BULK_RATE_SHARE,
    () => write(ctl.api, step, item.recordId, target),
    ctl.sleep,
  );
  return settle({ state: "ok", ...(after ? { after } : {}) });
}

// The fields a write changed, at their values before it: what its undo sets.
function changedFields(before: Fields | null, after: Fields | null): Fields | null {
  if (!before || !after) return null;
  const keys = Object.keys(after).filter((k) => before[k] !== after[k]);
  return keys.length ? Object.fromEntries(keys.map((k) => [k, before[k]])) : null;
}

// The undone job's item for a record: what it was before (to restore) and after (what it must still be).
async function undoneItem(job: JobRow, recordId: number) {
  const items = consoleTables.bulkJobItems;
  const [row] = await cdb()
    .select({ before: items.before, after: items.after })
    .from(items)
    .where(and(eq(items.jobId, job.undoOf ?? 0), eq(items.recordId, recordId)));
  return row ?? { before: null, after: null };
}
