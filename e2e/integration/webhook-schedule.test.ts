import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import {
  createProjects,
  deliveries,
  finished,
  subscribe,
  waitForDeliveries,
  type Delivery,
} from "./support/deliveries";
import { clientFor, fastEngine, startOwnServer } from "./support/own-server";
import { ok, startReceiver, type Receiver, type Reply } from "./support/webhook-receiver";

// The delivery rules against real loopback receivers, on a server of this file's own whose clock for waits runs
// 14400 times faster (1 min → 4.2 ms, 6 h → 1.5 s) and whose acknowledgement timeout is 1 s.
const SCALE = 14_400;
const TIMEOUT_MS = 1000;
const MIN = 60_000;
const nominal = [MIN, 5 * MIN, 30 * MIN, 120 * MIN, 360 * MIN];
const scheduled = (failed: number) => nominal[Math.min(failed, 5) - 1]! / SCALE;
const ms = (iso: string | null) => new Date(iso!).getTime();

let server: TestServer | undefined;
const call = clientFor(() => server!.baseUrl);
const receivers: Receiver[] = [];
const receiver = async (respond: (n: number) => Reply) => {
  const r = await startReceiver((_, n) => respond(n));
  receivers.push(r);
  return r;
};
const subs: number[] = [];
const sub = async (body: Record<string, unknown>) => {
  const s = await subscribe(call, body);
  subs.push(s.id);
  return s;
};
const only = async (subId: number) => {
  const list = await waitForDeliveries(call, subId, (l) => l.length === 1 && finished(l[0]!), 30_000);
  return list[0]!;
};

beforeAll(async () => {
  server = await startOwnServer(fastEngine(SCALE, TIMEOUT_MS));
});
// Each test's subscriptions go with it, so later events do not reach them.
afterEach(async () => {
  for (const id of subs.splice(0)) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await server?.stop();
});

// Every recorded failure → nextAttemptAt wait lies in [0.8 w, w] of the scaled schedule, and the receiver saw
// the next attempt no earlier than that.
function expectScheduled(d: Delivery, r: Receiver) {
  d.attempts.slice(0, -1).forEach((a, i) => {
    const wait = ms(a.nextAttemptAt) - ms(a.finishedAt);
    const w = scheduled(i + 1);
    expect(wait, `wait after attempt ${i + 1}`).toBeGreaterThanOrEqual(0.8 * w);
    expect(wait, `wait after attempt ${i + 1}`).toBeLessThanOrEqual(w);
    expect(r.received[i + 1]!.at, `arrival of attempt ${i + 2}`).toBeGreaterThanOrEqual(ms(a.nextAttemptAt));
  });
}

describe("attempt counts and order follow maxAttempts", () => {
  it("a 500 receiver gets 1, 5 and 10 attempts at maxAttempts 1, 5 and 10, on the scaled schedule", async () => {
    const cases = await Promise.all(
      [1, 5, 10].map(async (maxAttempts) => {
        const r = await receiver(() => ({ status: 500, body: "down" }));
        return { maxAttempts, r, s: await sub({ url: r.url, maxAttempts }) };
      }),
    );
    const [projectId] = await createProjects(call, 1, "Schedule");
    for (const { maxAttempts, r, s } of cases) {
      const d = await only(s.id);
      expect(d).toMatchObject({ status: "failed", failureReason: "exhausted", attemptCount: maxAttempts });
      expect(d.attempts.map((a) => a.attemptNumber)).toEqual(
        [...Array(maxAttempts).keys()].map((i) => i + 1),
      );
      expect(d.attempts.map((a) => a.outcome)).toEqual([...Array(maxAttempts - 1).fill("retry"), "failed"]);
      expect(d.attempts.every((a) => a.responseStatus === 500 && a.responseBody === "down")).toBe(true);
      expect(d.attempts.at(-1)!.nextAttemptAt).toBeNull();
      // The receiver saw the same event maxAttempts times, in order, with the same delivery_id and occurred_at.
      expect(r.received).toHaveLength(maxAttempts);
      expect(r.received.map((x) => x.body.attempt_number)).toEqual(d.attempts.map((a) => a.attemptNumber));
      expect(new Set(r.received.map((x) => x.body.delivery_id))).toEqual(new Set([d.id]));
      expect(new Set(r.received.map((x) => x.body.occurred_at)).size).toBe(1);
      expect(r.received[0]!.body.entity_id).toBe(projectId);
      expectScheduled(d, r);
      const state = await call("GET", `/v1/webhookSubscriptions/${s.id}`);
      expect(state.body.data).toMatchObject({ status: "active", consecutiveFailures: 1 });
    }
  }, 60_000);
});

describe("outcomes of each kind of receiver", () => {
  it("retries timeouts, refused connections, 3xx (never followed) and 429 (Retry-After honoured); fails a 400 at once", async () => {
    const inThreeHours = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 3_600_000).toUTCString();
    const target = await receiver(ok);
    const kinds = {
      slow: await receiver(() => ({ status: 200, delayMs: 3 * TIMEOUT_MS })),
      closed: { url: `http://127.0.0.1:${await freePort()}/hook`, received: [] } as unknown as Receiver,
      bad: await receiver(() => ({ status: 400, body: "bad payload" })),
      redirect: await receiver(() => ({ status: 302, headers: { Location: target.url } })),
      delta: await receiver((n) => (n === 1 ? { status: 429, headers: { "Retry-After": "7200" } } : ok())),
      date: await receiver((n) =>
        n === 1 ? { status: 429, headers: { "Retry-After": inThreeHours } } : ok(),
      ),
      clamped: await receiver((n) => (n === 1 ? { status: 503, headers: { "Retry-After": "86400" } } : ok())),
      unparseable: await receiver((n) =>
        n === 1 ? { status: 429, headers: { "Retry-After": "soon" } } : ok(),
      ),
    };
    const ids = Object.fromEntries(
      await Promise.all(
        Object.entries(kinds).map(
          async ([k, r]) => [k, (await sub({ url: r.url, maxAttempts: 2 })).id] as const,
        ),
      ),
    );
    await createProjects(call, 1, "Outcomes");
    const d = Object.fromEntries(
      await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await only(id)] as const)),
    ) as Record<keyof typeof kinds, Delivery>;

    // No response within the timeout: retried, then failed; each attempt cut at about the timeout.
    expect(d.slow).toMatchObject({ status: "failed", failureReason: "exhausted", attemptCount: 2 });
    for (const a of d.slow.attempts) {
      expect(a.error).toMatch(/timeout/);
      expect(a.responseStatus).toBeNull();
      expect(a.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(a.durationMs).toBeLessThan(TIMEOUT_MS + 1500);
    }
    expect(kinds.slow.received).toHaveLength(2);

    expect(d.closed).toMatchObject({ status: "failed", failureReason: "exhausted", attemptCount: 2 });
    expect(d.closed.attempts.map((a) => a.error)).toEqual(["connection refused", "connection refused"]);

    // A non-retryable 4xx fails the event at once, whatever maxAttempts allows.
    expect(d.bad).toMatchObject({ status: "failed", failureReason: "rejected", attemptCount: 1 });
    expect(d.bad.attempts[0]).toMatchObject({
      responseStatus: 400,
      responseBody: "bad payload",
      outcome: "failed",
    });
    expect(kinds.bad.received).toHaveLength(1);

    // A redirect is a failed attempt, retried like a 5xx, and its Location is never requested.
    expect(d.redirect).toMatchObject({ status: "failed", failureReason: "exhausted", attemptCount: 2 });
    expect(d.redirect.attempts.map((a) => a.responseStatus)).toEqual([302, 302]);
    expect(target.received).toHaveLength(0);
    expectScheduled(d.redirect, kinds.redirect);

    // Retry-After overrides the schedule exactly (no jitter), clamped to 1 s..6 h, then scaled.
    const retryAfterWait = (x: Delivery) => ms(x.attempts[0]!.nextAttemptAt) - ms(x.attempts[0]!.finishedAt);
    expect(d.delta.status).toBe("success");
    expect(retryAfterWait(d.delta)).toBe(7_200_000 / SCALE);
    const dateWait = Math.round((Date.parse(inThreeHours) - ms(d.date.attempts[0]!.finishedAt)) / SCALE);
    expect(d.date.status).toBe("success");
    expect(Math.abs(retryAfterWait(d.date) - dateWait)).toBeLessThanOrEqual(1);
    expect(retryAfterWait(d.clamped)).toBe((6 * 3_600_000) / SCALE);
    expect(d.clamped.status).toBe("success");
    for (const k of ["delta", "date", "clamped"] as const) {
      expect(kinds[k].received).toHaveLength(2);
      expect(kinds[k].received[1]!.at).toBeGreaterThanOrEqual(ms(d[k].attempts[0]!.nextAttemptAt));
      expect(d[k].attempts.map((a) => a.outcome)).toEqual(["retry", "success"]);
    }
    // An unparseable Retry-After falls back to the schedule.
    expect(d.unparseable.status).toBe("success");
    expectScheduled(d.unparseable, kinds.unparseable);
  }, 60_000);
});

describe("consecutiveFailures and auto-disable", () => {
  it("counts failed events, not attempts; a success resets; the 10th failed event in a row disables", async () => {
    let failing = true;
    const r = await receiver(() => (failing ? { status: 500 } : ok()));
    const s = await sub({ url: r.url, maxAttempts: 1 });
    const state = async () => (await call("GET", `/v1/webhookSubscriptions/${s.id}`)).body.data;
    const settled = (n: number) => waitForDeliveries(call, s.id, (l) => l.length === n && l.every(finished));

    await createProjects(call, 9, "Failing");
    await settled(9);
    expect(await state()).toMatchObject({ status: "active", consecutiveFailures: 9 });

    failing = false;
    await createProjects(call, 1, "Succeeding");
    await settled(10);
    expect(await state()).toMatchObject({ status: "active", consecutiveFailures: 0 });

    failing = true;
    await createProjects(call, 9, "Failing again");
    await settled(19);
    expect(await state()).toMatchObject({ status: "active", consecutiveFailures: 9 });
    await createProjects(call, 1, "The tenth");
    await settled(20);
    expect(await state()).toMatchObject({ status: "disabled", consecutiveFailures: 10 });

    // Disabled: later events are not delivered to it.
    await createProjects(call, 1, "After disable");
    await new Promise((res) => setTimeout(res, 500));
    expect(await deliveries(call, s.id)).toHaveLength(20);
    expect(r.received).toHaveLength(20);
  }, 60_000);
});

describe("pausing and reactivating", () => {
  it("pause abandons a waiting retry (not counted); events while paused are not delivered; reactivating delivers only new ones", async () => {
    const r = await receiver((n) =>
      n === 1 ? { status: 400 } : n === 2 ? { status: 429, headers: { "Retry-After": "21600" } } : ok(),
    );
    const s = await sub({ url: r.url, maxAttempts: 5 });
    const state = async () => (await call("GET", `/v1/webhookSubscriptions/${s.id}`)).body.data;

    await createProjects(call, 1, "Rejected");
    await waitForDeliveries(call, s.id, (l) => l.length === 1 && finished(l[0]!));
    expect(await state()).toMatchObject({ consecutiveFailures: 1 });

    await createProjects(call, 1, "Waiting");
    const [waiting] = await waitForDeliveries(call, s.id, (l) => l[0]?.status === "pending_retry");
    expect(ms(waiting!.nextAttemptAt) - Date.now()).toBeGreaterThan(500); // 6 h scaled = 1.5 s

    expect((await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "paused" })).status).toBe(200);
    const [abandoned] = await deliveries(call, s.id);
    expect(abandoned).toMatchObject({
      id: waiting!.id,
      status: "failed",
      failureReason: "abandoned",
      nextAttemptAt: null,
    });
    expect(await state()).toMatchObject({ status: "paused", consecutiveFailures: 1 });

    await createProjects(call, 1, "While paused");
    await new Promise((res) => setTimeout(res, 2000)); // past the abandoned retry's time
    expect(r.received).toHaveLength(2);
    expect(await deliveries(call, s.id)).toHaveLength(2);

    expect(
      (await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "active" })).body.data,
    ).toMatchObject({
      status: "active",
      consecutiveFailures: 0,
    });
    const [fresh] = await createProjects(call, 1, "After reactivation");
    const list = await waitForDeliveries(call, s.id, (l) => l.length === 3 && finished(l[0]!));
    expect(list[0]).toMatchObject({ status: "success", attemptCount: 1 });
    expect(list[1]).toMatchObject({ id: waiting!.id, status: "failed", failureReason: "abandoned" });
    expect(r.received).toHaveLength(3);
    expect(r.received[2]!.body.entity_id).toBe(fresh);
  }, 60_000);
});
