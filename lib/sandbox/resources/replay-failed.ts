import "server-only";
import { sql } from "drizzle-orm";
import { sdb } from "../core/db";
import { ApiError } from "../core/errors";
import type { Handlers } from "./handler-types";
import { mustRow } from "./webhooks";

// Failed deliveries of a window, in (created_at, id) order after the cursor, on the (subscription, status,
// created_at, id) index. A cursor is "<created_at in epoch microseconds>_<id>": exact, where a JavaScript Date
// would lose the microseconds and repeat or skip rows.
const failedInWindow = (id: number, from: string, to: string) => sql`
  subscription_id = ${id} AND status = 'failed' AND NOT test
  AND created_at >= ${from}::timestamptz AND created_at <= ${to}::timestamptz`;

function afterCursor(after: string | undefined) {
  if (!after) return sql`true`;
  const [us, id] = after.split("_") as [string, string];
  return sql`(created_at, id) > (timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

// Recovery after an outage: a page of the window's failed deliveries made due again (each a new round, as a single
// replay), the subscription locked so a pause cannot slip in between; or, as a dry run, their count.
export const replayFailedHandlers: Pick<Handlers, "replayFailedWebhookDeliveries"> = {
  async replayFailedWebhookDeliveries({ principal, params, body }) {
    if (body.dryRun) {
      await mustRow(sdb(), principal.companyId, params.id!);
      const rows = await sdb().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM sandbox.webhook_deliveries WHERE ${failedInWindow(params.id!, body.from, body.to)}`,
      );
      return { data: { matched: rows.rows[0]?.n ?? 0, replayed: 0, next: null } };
    }
    return sdb().transaction(async (tx) => {
      const sub = await mustRow(tx, principal.companyId, params.id!, true);
      if (sub.status !== "active")
        throw new ApiError(
          "subscription_not_active",
          `webhook subscription ${sub.id} is ${sub.status}; reactivate it first`,
        );
      const rows = await tx.execute<{ n: number; last: string | null }>(sql`
        WITH page AS (
          SELECT id, created_at FROM sandbox.webhook_deliveries
          WHERE ${failedInWindow(sub.id, body.from, body.to)} AND ${afterCursor(body.after)}
          ORDER BY created_at, id LIMIT ${body.limit}
          FOR UPDATE
        ), done AS (
          UPDATE sandbox.webhook_deliveries d
          SET status = 'pending', failure_reason = NULL, round_attempts = 0, next_attempt_at = now(),
              locked_until = NULL, updated_at = now()
          FROM page WHERE d.id = page.id
          RETURNING d.id
        )
        SELECT (SELECT count(*)::int FROM done) AS n,
               (SELECT (extract(epoch FROM created_at) * 1000000)::bigint || '_' || id
                FROM page ORDER BY created_at DESC, id DESC LIMIT 1) AS last`);
      const n = rows.rows[0]?.n ?? 0;
      return { data: { matched: n, replayed: n, next: n === body.limit ? rows.rows[0]!.last : null } };
    });
  },
};
