import { describe, expect, it } from "vitest";
import { createProjects, subscribe, waitForDeliveries } from "./support/deliveries";
import { expectError, expectStatus } from "./support/helpers";
import { call, newInbox, other, waitForRequests, wb } from "./support/workbench";

// The delivery engine's sandbox clock over HTTP (/sandbox/workbench/clock…): advancing it brings a company's
// waiting retries forward, run-due runs them all now, other companies keep their time.

describe("clock", () => {
  it("advancing brings waiting retries forward by as much; run-due runs the rest now; bad values refused", async () => {
    const inbox = await newInbox();
    expectStatus(await wb("PATCH", `/inboxes/${inbox.id}`, { behaviour: { status: 500 } }), 200);
    const sub = await subscribe(call, { url: inbox.url, maxAttempts: 3 });
    const before = (await wb("GET", "/clock")).body.data as { offsetS: number; now: string; realNow: string };
    await createProjects(call, 1, "Clock");
    await waitForRequests(inbox.id, 1);
    await waitForDeliveries(call, sub.id, (l) => l[0]?.status === "pending_retry");

    const advanced = await wb("POST", "/clock/advance", { seconds: 60 });
    expectStatus(advanced, 200);
    expect(advanced.body.data.offsetS).toBe(before.offsetS + 60);
    expect(Date.parse(advanced.body.data.now) - Date.parse(advanced.body.data.realNow)).toBe(
      (before.offsetS + 60) * 1000,
    );
    await waitForRequests(inbox.id, 2); // the 1-minute wait (less jitter) is over at once
    await waitForDeliveries(call, sub.id, (l) => l[0]?.status === "pending_retry" && l[0].attemptCount === 2);

    const ran = await wb("POST", "/clock/run-due");
    expectStatus(ran, 200);
    expect(ran.body.data.offsetS).toBeGreaterThan(before.offsetS + 60); // to the 5-minute retry
    await waitForRequests(inbox.id, 3);
    const [d] = await waitForDeliveries(call, sub.id, (l) => l[0]?.status === "failed");
    expect(d).toMatchObject({ failureReason: "exhausted", attemptCount: 3 });
    expect((await other("GET", "/clock")).body.data.offsetS).toBe(0);

    for (const body of [
      {},
      { seconds: 0 },
      { seconds: 1.5 },
      { seconds: "60" },
      { seconds: 2_592_001 },
      { seconds: 60, x: 1 },
    ])
      expectError(await wb("POST", "/clock/advance", body), 400, "validation_failed");
    expect((await wb("GET", "/clock")).body.data.offsetS).toBe(ran.body.data.offsetS);
    await call("DELETE", `/v1/webhookSubscriptions/${sub.id}`);
  }, 120_000);
});
