import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { logger } from "@/lib/logger";
import { reasonOf } from "./log";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import type { Lead, Project } from "@/lib/partner-api/contract/reader";
import { indexKey, indexSettings } from "./config";
import { rowsOf } from "./rows";
import { removeRecord, upsertRows } from "./store";
import { WriteQueue, type Pending } from "./write-queue";
import { WrittenRows } from "./written";

// Every project and lead the console reads or writes upstream is upserted into the index; a delete or a 404
// removes it. Never waits for the store nor fails the caller: errors are logged and the crawler catches up.
export type CallOutcome = { ok: true; data: unknown } | { ok: false; status: number };

const projectOps = new Set(["listProjects", "getProject", "createProject", "updateProject"]);
const leadOps = new Set([
  "listLeads",
  "getLead",
  "createLead",
  "updateLead",
  "retireLead",
  "reactivateLead",
  "updateLeadPhase",
]);
const written = processShared("console.record-index-written", () => new WrittenRows());
const queue = processShared(
  "console.record-index-write-queue",
  () =>
    new WriteQueue(async (key: string, batch: Pending[]) => {
      try {
        await upsertRows(
          key,
          batch.map((p) => p.row),
        );
        written.remember(key, batch, Math.min(...batch.map((p) => p.readAt)));
      } catch (err) {
        logger.warn({ reason: reasonOf(err), rows: batch.length }, "record index write-through failed");
      }
    }),
);

const kindOfOp = (op: string) => (projectOps.has(op) ? "project" : leadOps.has(op) ? "lead" : null);
const removals: Record<string, "project" | "lead"> = {
  deleteProject: "project",
  deleteLead: "lead",
  getProject: "project",
  getLead: "lead",
};

// The records an answer carries: a list page's items or a single record.
function recordsOf(data: unknown): (Project | Lead)[] {
  const d = (data as { data?: unknown } | null)?.data;
  if (Array.isArray(d)) return d as (Project | Lead)[];
  return d && typeof d === "object" && "id" in d ? [d as Project | Lead] : [];
}

export function writeThrough(
  env: PartnerEnvironment,
  op: string,
  input: { params?: Record<string, string | number> },
  outcome: CallOutcome,
): void {
  if (!indexSettings().enabled) return;
  const work = apply(indexKey(env), op, input, outcome);
  if (work)
    void work.catch((err: unknown) =>
      logger.warn(
        { reason: reasonOf(err), operation: op, environment: env.name },
        "record index write-through failed",
      ),
    );
}

function apply(key: string, op: string, input: { params?: Record<string, string | number> }, o: CallOutcome) {
  const id = Number(input.params?.id);
  const removedKind = removals[op];
  if (removedKind && Number.isSafeInteger(id)) {
    if ((o.ok && (op === "deleteProject" || op === "deleteLead")) || (!o.ok && o.status === 404))
      return remove(key, removedKind, id);
  }
  const kind = kindOfOp(op);
  if (!kind || !o.ok) return null;
  const records = recordsOf(o.data);
  if (!records.length) return null;
  const readAt = Date.now();
  const todo = written.changed(key, rowsOf(kind, records), readAt);
  if (todo.length)
    queue.add(
      key,
      todo.map((t) => ({ ...t, readAt })),
    );
  return null;
}

// Forgotten before and after: a read written meanwhile must not leave the removed row taken for written.
function remove(key: string, kind: "project" | "lead", id: number) {
  queue.cancel(key, kind, id);
  written.forget(key, kind, id);
  return removeRecord(key, kind, id).finally(() => written.forget(key, kind, id));
}
