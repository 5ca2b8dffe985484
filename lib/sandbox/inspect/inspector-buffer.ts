import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { processShared } from "@/lib/cache/process-shared";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { sandboxConfig } from "../core/config";
import { sdb } from "../core/db";
import { cut, type InspectorEntry } from "./inspector-entry";
import { REDACTED, redactText } from "./inspector-redact";

// The inspector's writes, off the request path: a request only pushes its entry here; a timer writes what has
// gathered as one multi-row INSERT every FLUSH_MS (at once when BATCH have gathered). While the store is slow
// or away at most MAX_QUEUED entries wait; later ones are dropped (and counted), never the request held up.
const FLUSH_MS = 250;
const BATCH = 500;
const MAX_QUEUED = 10_000;

type State = {
  queue: InspectorEntry[];
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
  pruner?: NodeJS.Timeout;
  dropped: number;
  flushAtShutdown?: boolean;
  // The last flush failed: at shutdown, stop trying (the store is away).
  failed?: boolean;
};
const state = processShared<State>("sandbox.inspector-buffer", () => ({ queue: [], dropped: 0 }));

export function recordRequest(entry: InspectorEntry): void {
  if (!sandboxConfig().inspector.enabled) return;
  if (!state.flushAtShutdown) {
    state.flushAtShutdown = true;
    // Once every request has been answered: what they queued is written before the pools close.
    onShutdown("flush", "request inspector", async () => {
      while (state.queue.length > 0 && !state.failed) await flushInspector();
    });
  }
  if (state.queue.length >= MAX_QUEUED) {
    state.dropped++;
    return;
  }
  state.queue.push(entry);
  startPruner();
  if (state.queue.length >= BATCH) schedule(0);
  else schedule(FLUSH_MS);
}

function schedule(ms: number) {
  if (state.timer && ms > 0) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void flushInspector();
  }, ms);
  state.timer.unref();
}

// Writes what is queued (also called by tests and at shutdown); one flush at a time.
export async function flushInspector(): Promise<void> {
  while (state.flushing) await state.flushing;
  if (state.queue.length === 0) return;
  const batch = state.queue.splice(0, BATCH);
  // One parameter for the whole batch (its rows as JSON, read by json_populate_recordset): far cheaper to build
  // and send than a parameter per column and row.
  const rows = JSON.stringify(batch.map(toRow));
  state.flushing = sdb()
    .execute(
      sql`INSERT INTO sandbox.workbench_requests
          SELECT * FROM json_populate_recordset(NULL::sandbox.workbench_requests, ${rows}::json)`,
    )
    .then(() => {
      state.failed = false;
    })
    .catch((err: unknown) => {
      state.failed = true;
      logger.warn({ err, lost: batch.length }, "request inspector: a batch was not stored");
    })
    .finally(() => (state.flushing = undefined));
  await state.flushing;
  if (state.queue.length > 0) schedule(state.queue.length >= BATCH ? 0 : FLUSH_MS);
}

// A row by its column names (json_populate_recordset matches keys to columns).
function toRow(e: InspectorEntry) {
  return {
    id: randomUUID(),
    company_id: e.companyId,
    client_id: e.clientId,
    at: e.at.toISOString(),
    method: e.method,
    path: e.path.slice(0, 500),
    query: e.query ? redactQuery(e.query).slice(0, 1000) : null,
    route: e.route ?? null,
    status: e.status,
    duration_ms: Math.round(e.durationMs * 10) / 10,
    request_id: e.requestId ?? null,
    bearer_last4: e.bearerLast4 ?? null,
    rate_limit: e.rateLimit ?? null,
    scope_check: e.scopeCheck ?? null,
    error: e.error ? { ...e.error, message: redactText(e.error.message).slice(0, 1000) } : null,
    fault: e.fault ?? null,
    request_body: bodyText(e.requestBody),
    response_body:
      e.responseText !== undefined
        ? redactText(e.responseText)
        : e.error
          ? redactText(cut(JSON.stringify({ error: e.error })))
          : null,
    event_ids: e.eventIds?.length ? e.eventIds : null,
  };
}

function bodyText(body: unknown): string | null {
  if (body === undefined) return null;
  if (body === REDACTED) return REDACTED;
  return redactText(cut(JSON.stringify(body) ?? ""));
}

function redactQuery(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()])
    if (/secret|token|password|key|signature/i.test(key)) params.set(key, REDACTED);
  return params.toString();
}

// Age and count bounds, kept by a background timer (each process runs one; the deletes are idempotent).
function startPruner() {
  if (state.pruner) return;
  state.pruner = setInterval(() => void pruneInspector(), sandboxConfig().inspector.pruneMs);
  state.pruner.unref();
}

export async function pruneInspector(): Promise<void> {
  if (state.dropped > 0) {
    logger.warn(
      { dropped: state.dropped },
      "request inspector: requests not recorded (the store fell behind)",
    );
    state.dropped = 0;
  }
  const { maxPerCompany, maxAgeH } = sandboxConfig().inspector;
  const db = sdb();
  try {
    await db.execute(
      sql`DELETE FROM sandbox.workbench_requests WHERE at < now() - make_interval(hours => ${maxAgeH})`,
    );
    await db.execute(sql`
      DELETE FROM sandbox.workbench_requests w
      USING (
        SELECT c.id AS company_id,
          (SELECT r.at FROM sandbox.workbench_requests r WHERE r.company_id = c.id
           ORDER BY r.at DESC, r.id DESC OFFSET ${maxPerCompany} LIMIT 1) AS cutoff
        FROM sandbox.companies c
      ) k
      WHERE w.company_id = k.company_id AND k.cutoff IS NOT NULL AND w.at <= k.cutoff`);
    // Fault rules that expired a day ago are of no more use to anyone.
    await db.execute(sql`DELETE FROM sandbox.workbench_faults WHERE expires_at < now() - interval '1 day'`);
  } catch (err) {
    logger.warn({ err }, "request inspector: pruning failed");
  }
}
