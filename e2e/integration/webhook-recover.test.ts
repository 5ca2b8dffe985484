import { afterAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { consoleAs, signIn } from "./support/console";
import { createProjects, subscribe, waitForDeliveries, type Call } from "./support/deliveries";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// "Reactivate and recover" (issue 40) on the suite's server: events fail while the receiver refuses them, the
// subscription is disabled, then the console counts the window's failed deliveries (dry run), reactivates and
// replays them page by page, and the receiver gets every one; the sandbox's page endpoint resumes from its cursor.
const call: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });
let receiver: Receiver | undefined;
let subId: number | undefined;
afterAll(async () => {
  if (subId) await call("DELETE", `/v1/webhookSubscriptions/${subId}`);
  await receiver?.close();
});

describe("reactivate and recover", () => {
  it("replays every failed delivery of the window after a dry run", { timeout: 60_000 }, async () => {
    let up = false;
    receiver = await startReceiver(() => ({ status: up ? 200 : 400 }));
    const from = new Date(Date.now() - 1_000).toISOString();
    const sub = await subscribe(call, { url: receiver.url, maxAttempts: 1 });
    subId = sub.id;
    const ids = await createProjects(call, 6, "Recover");
    await waitForDeliveries(call, sub.id, (l) => l.length === 6 && l.every((d) => d.status === "failed"));
    expect((await call("PATCH", `/v1/webhookSubscriptions/${sub.id}`, { status: "disabled" })).status).toBe(
      200,
    );
    const to = new Date(Date.now() + 1_000).toISOString();

    // The sandbox's pages: a cursor resumes after the last row, a bad one is refused, a dry run only counts.
    const page = (body: Record<string, unknown>) =>
      call("POST", `/v1/webhookSubscriptions/${sub.id}/replayFailed`, { from, to, ...body });
    expect((await page({ dryRun: true })).body.data).toEqual({ matched: 6, replayed: 0, next: null });
    expect((await page({ limit: 5 })).status).toBe(409); // disabled: reactivate first
    expect((await page({ after: "nope" })).status).toBe(400);

    const support = consoleAs(await signIn("support"));
    const dry = await support("POST", `/api/webhooks/${sub.id}/recover/dry-run`, { from, to });
    expect(dry.body).toEqual({ data: { available: true, matched: 6 } });
    expect(
      (await support("POST", `/api/webhooks/${sub.id}/recover/dry-run`, { from: to, to: from })).status,
    ).toBe(400);

    up = true;
    const started = await support("POST", `/api/webhooks/${sub.id}/recover`, { from, to });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ status: "running", total: 6 });
    const deadline = Date.now() + 30_000;
    let job = started.body.data;
    while (job.status === "running" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      job = (await support("GET", `/api/webhooks/${sub.id}/recover`)).body.data[0];
    }
    expect(job).toMatchObject({ status: "done", replayed: 6, startedBy: "support@example.com" });
    const log = await waitForDeliveries(call, sub.id, (l) => l.every((d) => d.status === "success"));
    expect(log).toHaveLength(6);
    const got = new Set(
      receiver.received.filter((r) => r.headers["x-webhook-signature"]).map((r) => r.body.delivery_id),
    );
    for (const d of log) expect(got.has(d.id)).toBe(true);
    expect((await call("GET", `/v1/webhookSubscriptions/${sub.id}`)).body.data.status).toBe("active");

    // Delivery search: by the resource id across subscriptions, by answer class, a CSV of the matches.
    const found = await support("GET", `/api/webhook-deliveries?entityId=${ids[2]}&statusClass=4xx`);
    expect(
      found.body.page.data.map((d: { requestBody: { entity_id: number } }) => d.requestBody.entity_id),
    ).toEqual([ids[2]]);
    expect((await support("GET", "/api/webhook-deliveries?entityId=abc")).status).toBe(400);
    const csv = await support.text(`/api/webhook-deliveries/export?subscriptionId=${sub.id}&q=Recover%203`);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});
