import "server-only";
import { sql } from "drizzle-orm";
import { engineDb } from "./engine-db";

// Hands back deliveries a stopping worker claimed but never attempted: the claim, its attempt number and the
// opened attempt row are undone, so any other worker takes them at once and the receiver sees no gap or repeat.
export async function releaseUnattempted(claims: { id: string; attemptNumber: number }[], owner: number) {
  if (claims.length === 0) return;
  // One JSON parameter: drizzle would spread a JS array into a parameter list, not a PostgreSQL array.
  const mine = JSON.stringify(claims.map((c) => ({ id: c.id, n: c.attemptNumber })));
  await engineDb().execute(sql`
    WITH mine AS (
      SELECT * FROM jsonb_to_recordset(${mine}::jsonb) AS m(id uuid, n int)
    ), released AS (
      UPDATE sandbox.webhook_deliveries d
      SET locked_until = NULL, locked_by = NULL, attempt_count = d.attempt_count - 1, updated_at = now()
      FROM mine
      WHERE d.id = mine.id AND d.locked_by = ${owner} AND d.attempt_count = mine.n
      RETURNING d.id, mine.n
    )
    DELETE FROM sandbox.webhook_delivery_attempts a USING released r
    WHERE a.delivery_id = r.id AND a.attempt_number = r.n AND a.outcome = 'in_flight'`);
}
