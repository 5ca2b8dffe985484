import "server-only";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../core/db";
import type { Claimed } from "./claim";
import type { AttemptResult } from "../record/classify";

export type Outcome = "success" | "retry" | "failed";

// A finished attempt and what its delivery becomes.
export type Settlement = {
  c: Claimed;
  result: AttemptResult;
  finishedAt: Date;
  to: { status: "success" | "pending_retry" | "failed"; failureReason: string | null; next: Date | null };
  outcome: Outcome;
};

// Moves the deliveries on and records their attempts, any number in one statement (one round trip, one commit
// outside a transaction). Only the claim that took an attempt number may move its delivery (a fencing token):
// one re-claimed after its lease ran out, or abandoned by a pause meanwhile, keeps its newer state, and the
// attempt is then recorded as `failed` with nothing scheduled. The rows are locked in id order, as a pause
// locks them (`abandon.ts`), so the two never deadlock. Returns the ids of the deliveries that moved.
export async function settle(db: Queryable, items: Settlement[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const input = JSON.stringify(
    items.map(({ c, result, finishedAt, to, outcome }) => ({
      id: c.id,
      attempt_number: c.attemptNumber,
      status: to.status,
      failure_reason: to.failureReason,
      next_at: to.next,
      outcome,
      started_at: c.startedAt,
      finished_at: finishedAt,
      duration_ms: finishedAt.getTime() - c.startedAt.getTime(),
      response_status: result.kind === "response" ? result.status : null,
      response_body: result.kind === "response" ? result.body : null,
      error: result.kind === "error" ? result.error : null,
    })),
  );
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH input AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${input}::json) AS t(
        id uuid, attempt_number int, status text, failure_reason text, next_at timestamptz, outcome text,
        started_at timestamptz, finished_at timestamptz, duration_ms int, response_status int,
        response_body text, error text)
    ), locked AS MATERIALIZED (
      SELECT d.id FROM sandbox.webhook_deliveries d
      JOIN input i ON i.id = d.id AND d.attempt_count = i.attempt_number
      WHERE d.status IN ('pending', 'pending_retry')
      ORDER BY d.id
      FOR UPDATE OF d
    ), moved AS (
      UPDATE sandbox.webhook_deliveries d
      SET status = i.status, failure_reason = i.failure_reason, next_attempt_at = i.next_at,
          locked_until = NULL, round_attempts = d.round_attempts + 1, updated_at = i.finished_at
      FROM input i JOIN locked l ON l.id = i.id
      WHERE d.id = i.id
      RETURNING d.id
    ), recorded AS (
      UPDATE sandbox.webhook_delivery_attempts a
      SET outcome = CASE WHEN m.id IS NOT NULL THEN i.outcome
                         WHEN i.outcome = 'success' THEN 'success' ELSE 'failed' END,
          started_at = i.started_at, finished_at = i.finished_at, duration_ms = i.duration_ms,
          response_status = i.response_status, response_body = i.response_body, error = i.error,
          next_attempt_at = CASE WHEN m.id IS NOT NULL THEN i.next_at END
      FROM input i LEFT JOIN moved m ON m.id = i.id
      WHERE a.delivery_id = i.id AND a.attempt_number = i.attempt_number
    )
    SELECT id FROM moved`);
  return new Set(rows.map((r) => r.id));
}
