import { afterAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { databaseClient } from "./support/database";
import { subscribe, type Call } from "./support/deliveries";

// The delivery stats remember a past hour's percentiles under its roll-up version
// (lib/sandbox/delivery/read/stats.ts, drizzle/sandbox/0008_rollup_versions.sql). These tests change an hour that was
// already read, straight in the database as the engine of another process would (a late completion, a
// corrected duration), and hold the next answer to the percentiles of the hour's durations as they are then.
// The subscription is paused: the engine writes none of its attempts meanwhile.

const databaseUrl = inject("databaseUrl");
const call: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });

type Hour = { hour: string; attempts: number; p50DurationMs: number | null; p95DurationMs: number | null };

describe.skipIf(!databaseUrl)("delivery stats of hours already read", () => {
  const client = databaseClient(databaseUrl);
  const subs: number[] = [];
  afterAll(async () => {
    for (const id of subs) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
  });

  async function stats(sub: number): Promise<Hour[]> {
    const res = await call("GET", `/v1/webhookSubscriptions/${sub}/deliveryStats`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.hours as Hour[];
  }
  // The hour `hoursAgo` before the current one, as the stats name it.
  const hourOf = (hoursAgo: number) =>
    new Date((Math.floor(Date.now() / 3_600_000) - hoursAgo) * 3_600_000).toISOString();

  // One finished delivery with one attempt per duration, started `hoursAgo` hours before the current hour.
  async function attempts(sub: number, hoursAgo: number, durations: number[]) {
    await client().query(
      `WITH d AS (
         INSERT INTO sandbox.webhook_deliveries (id, subscription_id, company_id, event_type, status, attempt_count,
           payload, occurred_at)
         VALUES (gen_random_uuid(), $1, 1, 'project.create', 'success', $3, '{}'::json, now()) RETURNING id
       )
       INSERT INTO sandbox.webhook_delivery_attempts (delivery_id, attempt_number, outcome, started_at, finished_at,
         duration_ms, response_status)
       SELECT d.id, n, 'success', $2::timestamptz + n * interval '1 second', $2::timestamptz + n * interval '1 second',
         ($4::int[])[n], 200
       FROM d, generate_series(1, $3::int) n`,
      [sub, hourOf(hoursAgo), durations.length, durations],
    );
  }

  it("a past hour already read answers its new percentiles after a late attempt and a corrected duration", async () => {
    const s = await subscribe(call, { url: "http://127.0.0.1:9/delivery-stats-versions" });
    subs.push(s.id);
    expect((await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "paused" })).status).toBe(200);
    await attempts(s.id, 3, [10, 20, 30]);
    await attempts(s.id, 5, [7]);
    const at = (hours: Hour[], hoursAgo: number) => hours.find((h) => h.hour === hourOf(hoursAgo));

    // percentile_cont at fraction f of n sorted values: v[⌊p⌋] + (v[⌈p⌉] − v[⌊p⌋]) × (p − ⌊p⌋), p = f × (n − 1).
    for (let read = 0; read < 2; read++)
      expect(at(await stats(s.id), 3)).toMatchObject({
        attempts: 3,
        p50DurationMs: 20,
        p95DurationMs: 20 + 10 * (0.95 * 2 - 1),
      });

    await attempts(s.id, 3, [1000]);
    const late = await stats(s.id);
    expect(at(late, 3)).toMatchObject({
      attempts: 4,
      p50DurationMs: 25,
      p95DurationMs: 30 + 970 * (0.95 * 3 - 2),
    });
    expect(at(late, 5)).toMatchObject({ attempts: 1, p50DurationMs: 7, p95DurationMs: 7 });

    await client().query(
      `UPDATE sandbox.webhook_delivery_attempts a SET duration_ms = 40 FROM sandbox.webhook_deliveries d
       WHERE d.id = a.delivery_id AND d.subscription_id = $1 AND a.duration_ms = 30`,
      [s.id],
    );
    expect(at(await stats(s.id), 3)).toMatchObject({
      attempts: 4,
      p50DurationMs: 30,
      p95DurationMs: 40 + 960 * (0.95 * 3 - 2),
    });
  });
});
