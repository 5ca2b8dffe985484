import { afterAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import {
  createProjects,
  deliveries,
  finished,
  subscribe,
  waitForDeliveries,
  type Call,
} from "./support/deliveries";
import { expectError, MISSING_ID } from "./support/helpers";
import { ok, startReceiver, type Receiver } from "./support/webhook-receiver";

// The sandbox-only extensions for consoles, on the suite's server (real time, 30 s timeout): the delivery log
// and its filters, replay, test sends and hourly stats, with the same auth as the webhook endpoints.
const call: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });

const receivers: Receiver[] = [];
const subs: number[] = [];
afterAll(async () => {
  for (const id of subs) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
  for (const r of receivers) await r.close();
});
async function setup(reply = ok, body: Record<string, unknown> = {}) {
  let respond = reply;
  const r = await startReceiver(() => respond());
  receivers.push(r);
  const s = await subscribe(call, {
    url: r.url,
    triggers: [
      { resourceName: "project", eventType: "create" },
      { resourceName: "project", eventType: "update" },
    ],
    ...body,
  });
  subs.push(s.id);
  return { r, s, setReply: (f: typeof reply) => (respond = f) };
}

describe("GET /v1/webhookSubscriptions/{id}/deliveries", () => {
  it("lists newest first with request bodies and attempts; filters by status, eventType and since", async () => {
    const { s } = await setup();
    const [id] = await createProjects(call, 1, "Log");
    const [first] = await waitForDeliveries(call, s.id, (l) => l.length === 1);
    const since = new Date(Date.parse(first!.createdAt) + 1).toISOString();
    expect((await call("PATCH", `/v1/projects/${id}`, { budget: 5 })).status).toBe(200);
    const list = await waitForDeliveries(call, s.id, (l) => l.length === 2 && l.every(finished));
    expect(list.map((d) => d.eventType)).toEqual(["project.update", "project.create"]);
    const [update] = list;
    expect(update).toMatchObject({
      status: "success",
      test: false,
      failureReason: null,
      attemptCount: 1,
      nextAttemptAt: null,
      requestBody: {
        event_type: "project.update",
        entity_id: id,
        updated_fields: ["budget"],
        attempt_number: 1,
      },
    });
    expect(update!.requestBody.delivery_id).toBe(update!.id);
    expect(update!.attempts).toEqual([
      {
        attemptNumber: 1,
        outcome: "success",
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        durationMs: expect.any(Number),
        responseStatus: 200,
        responseBody: "ok",
        error: null,
        nextAttemptAt: null,
      },
    ]);

    const res = await call("GET", `/v1/webhookSubscriptions/${s.id}/deliveries?limit=1`);
    expect(res.body).toMatchObject({ limit: 1, offset: 0, total: 2 });
    expect(await deliveries(call, s.id, "&eventType=project.create")).toHaveLength(1);
    expect(await deliveries(call, s.id, "&status=failed")).toHaveLength(0);
    expect(await deliveries(call, s.id, "&status=success")).toHaveLength(2);
    expect((await deliveries(call, s.id, `&since=${since}`)).map((d) => d.eventType)).toEqual([
      "project.update",
    ]);
  });

  it("refuses bad filters with 400 and answers 404 for another company's subscription", async () => {
    const { s } = await setup();
    for (const q of ["status=done", "eventType=project", "since=yesterday", "limit=301"])
      expectError(await call("GET", `/v1/webhookSubscriptions/${s.id}/deliveries?${q}`), 400);
    expectError(
      await api("GET", `/v1/webhookSubscriptions/${s.id}/deliveries`, { client: "other" }),
      404,
      "not_found",
    );
    expectError(await call("GET", `/v1/webhookSubscriptions/${MISSING_ID}/deliveries`), 404, "not_found");
    expectError(await api("GET", `/v1/webhookSubscriptions/${s.id}/deliveries`, { token: null }), 401);
  });
});

describe("POST …/deliveries/{deliveryId}/replay", () => {
  it("resends with the same delivery_id and the next attempt_number, under the normal outcome rules", async () => {
    const { r, s, setReply } = await setup(() => ({ status: 400 }));
    await createProjects(call, 1, "Replay");
    const [failed] = await waitForDeliveries(call, s.id, (l) => l.length === 1 && finished(l[0]!));
    expect(failed).toMatchObject({ status: "failed", failureReason: "rejected" });
    expect((await call("GET", `/v1/webhookSubscriptions/${s.id}`)).body.data.consecutiveFailures).toBe(1);

    setReply(ok);
    const res = await call("POST", `/v1/webhookSubscriptions/${s.id}/deliveries/${failed!.id}/replay`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: failed!.id, status: "pending", failureReason: null });
    const [done] = await waitForDeliveries(call, s.id, (l) => l[0]?.status === "success");
    expect(done!.attempts.map((a) => [a.attemptNumber, a.outcome])).toEqual([
      [1, "failed"],
      [2, "success"],
    ]);
    expect(r.received.map((x) => [x.body.delivery_id, x.body.attempt_number])).toEqual([
      [failed!.id, 1],
      [failed!.id, 2],
    ]);
    expect(r.received[1]!.body.occurred_at).toBe(r.received[0]!.body.occurred_at);
    expect((await call("GET", `/v1/webhookSubscriptions/${s.id}`)).body.data.consecutiveFailures).toBe(0);
  });

  it("answers 409 subscription_not_active when paused, 404 for an unknown delivery, 400 for a non-UUID", async () => {
    const { s } = await setup();
    await createProjects(call, 1, "Replay refused");
    const [d] = await waitForDeliveries(call, s.id, (l) => l.length === 1 && finished(l[0]!));
    const path = `/v1/webhookSubscriptions/${s.id}/deliveries`;
    expectError(await call("POST", `${path}/6f1e7a3c-0b1d-4c8e-9f2a-1b2c3d4e5f60/replay`), 404, "not_found");
    expectError(await call("POST", `${path}/not-a-uuid/replay`), 400, "invalid_request", "deliveryId");
    expectError(
      await call("POST", `/v1/webhookSubscriptions/abc/deliveries/${d!.id}/replay`),
      400,
      "invalid_request",
    );
    expectError(await api("POST", `${path}/${d!.id}/replay`, { client: "other" }), 404, "not_found");
    await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "paused" });
    expectError(await call("POST", `${path}/${d!.id}/replay`), 409, "subscription_not_active");
  });
});

describe("POST /v1/webhookSubscriptions/{id}/test", () => {
  it("sends one test: true sample event now and returns its result; a failure is neither retried nor counted", async () => {
    const { r, s, setReply } = await setup();
    const res = await call("POST", `/v1/webhookSubscriptions/${s.id}/test`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ test: true, status: "success", attemptCount: 1 });
    expect(r.received).toHaveLength(1);
    const body = r.received[0]!.body;
    expect(body).toMatchObject({
      test: true,
      event_type: "project.create",
      delivery_id: res.body.data.id,
      attempt_number: 1,
    });
    expect(body.data.id).toBe(body.entity_id);

    setReply(() => ({ status: 503 }));
    const failed = await call("POST", `/v1/webhookSubscriptions/${s.id}/test`);
    expect(failed.body.data).toMatchObject({
      test: true,
      status: "failed",
      failureReason: "test",
      nextAttemptAt: null,
    });
    expect(failed.body.data.attempts).toHaveLength(1);
    expect((await call("GET", `/v1/webhookSubscriptions/${s.id}`)).body.data.consecutiveFailures).toBe(0);
    expectError(
      await call("POST", `/v1/webhookSubscriptions/${s.id}/deliveries/${failed.body.data.id}/replay`),
      400,
    );
    await new Promise((res) => setTimeout(res, 500));
    expect(r.received).toHaveLength(2);

    await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "disabled" });
    expectError(await call("POST", `/v1/webhookSubscriptions/${s.id}/test`), 409, "subscription_not_active");
  });
});

describe("GET /v1/webhookSubscriptions/{id}/deliveryStats", () => {
  it("gives 24 hourly buckets: delivered, failed, retried and p50/p95 attempt durations", async () => {
    let n = 0;
    const { s } = await setup(() => (++n === 2 ? { status: 500 } : ok()), { maxAttempts: 1 });
    await createProjects(call, 3, "Stats");
    await waitForDeliveries(call, s.id, (l) => l.length === 3 && l.every(finished));
    const res = await call("GET", `/v1/webhookSubscriptions/${s.id}/deliveryStats`);
    expect(res.status).toBe(200);
    const { from, to, hours } = res.body.data;
    expect(hours).toHaveLength(24);
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(24 * 3_600_000);
    const now = hours.at(-1);
    expect(now).toMatchObject({ attempts: 3, delivered: 2, failed: 1, retried: 0 });
    expect(now.p50DurationMs).toBeGreaterThanOrEqual(0);
    expect(now.p95DurationMs).toBeGreaterThanOrEqual(now.p50DurationMs);
    expect(hours[0]).toMatchObject({ attempts: 0, p50DurationMs: null });
  });
});
