import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { consoleAs, signIn, type ConsoleClient } from "./support/console";
import { createProjects, type Call } from "./support/deliveries";
import { expectStatus } from "./support/helpers";
import { startReceiver, type Receiver, type Reply } from "./support/webhook-receiver";

// Issue 27: status and health never disagree. A receiver that keeps failing after a reactivation leaves the
// subscription "Reactivated, not yet verified", then "Active · failing", with the last failure's cause (HTTP 500
// and the body it answered) in the console route the pages read and in the pages' HTML, until a delivery
// succeeds; then it is healthy. Real time on the suite's server: one attempt per event, so nothing waits for a
// retry.

const sandbox: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });
let manager: ConsoleClient;
let support: ConsoleClient;
let receiver: Receiver;
let reply: () => Reply = () => ({ status: 500, body: "receiver exploded" });
let subId = 0;

beforeAll(async () => {
  [manager, support] = [consoleAs(await signIn("manager")), consoleAs(await signIn("support"))];
  receiver = await startReceiver(() => reply());
});
afterAll(async () => {
  if (subId) await sandbox("DELETE", `/v1/webhookSubscriptions/${subId}`);
  await receiver?.close();
});

type Outcome = { ok: boolean; at: string; cause: { label: string; status: number; snippet: string } | null };

const lastOutcome = async () => {
  const res = await support("GET", `/api/webhooks/${subId}/last-outcome`);
  expectStatus(res, 200);
  expect(res.body.available).toBe(true);
  return res.body.last as Outcome | null;
};
const subscription = async () => (await support("GET", `/api/webhooks/${subId}`)).body.data;
const listRow = async () =>
  ((await support("GET", "/api/webhooks")).body.data as { id: number; lastOutcome?: Outcome | null }[]).find(
    (s) => s.id === subId,
  );

// Until the receiver's answer to the n-th request is recorded as the last outcome, with the streak it leaves.
async function settled(n: number, ok: boolean, failures: number) {
  await receiver.waitFor(n);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const last = await lastOutcome();
    const sub = await subscription();
    if (last && last.ok === ok && sub.consecutiveFailures === failures) return { last, sub };
    if (Date.now() > deadline) throw new Error(`last outcome not ${ok}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The visible text of a server-rendered page (tags dropped, entities of the texts we look for decoded).
const pageText = async (path: string) =>
  (await support.text(path))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");

describe("a receiver that keeps failing after reactivation", () => {
  it("is failing, then reactivated-not-verified, then failing again with its cause in view, until a delivery succeeds", async () => {
    const created = await manager("POST", "/api/webhooks", {
      url: receiver.url,
      triggers: [{ resourceName: "project", eventType: "create" }],
      maxAttempts: 1,
    });
    expectStatus(created, 200);
    subId = created.body.data.id;

    // One failed event: failing (1 of 10), the cause on the route and at the top of both pages.
    await createProjects(sandbox, 1, "Health truth");
    const first = await settled(1, false, 1);
    expect(first.sub).toMatchObject({ status: "active", consecutiveFailures: 1 });
    expect(first.last.cause).toMatchObject({ label: "HTTP 500", status: 500, snippet: "receiver exploded" });
    for (const path of [`/webhooks/${subId}`, `/webhooks/${subId}/health`]) {
      const text = await pageText(path);
      expect(text).toContain("Active · failing (1 of 10)");
      expect(text).toContain("receiver exploded");
      expect(text).not.toContain("Healthy");
    }

    // Paused and reactivated: the streak is 0, but the receiver has not answered well since.
    expectStatus(await support("POST", `/api/webhooks/${subId}/pause`), 200);
    expectStatus(await support("POST", `/api/webhooks/${subId}/reactivate`), 200);
    expect(await subscription()).toMatchObject({ status: "active", consecutiveFailures: 0 });
    expect(await lastOutcome()).toMatchObject({ ok: false, cause: { label: "HTTP 500" } });
    expect((await listRow())?.lastOutcome).toMatchObject({ ok: false, cause: { status: 500 } });
    for (const path of [`/webhooks/${subId}`, `/webhooks/${subId}/health`]) {
      const text = await pageText(path);
      expect(text).toContain("Reactivated, not yet verified: the last delivery failed (HTTP 500) at");
      expect(text).toContain("receiver exploded");
      expect(text).not.toMatch(/Healthy|Active · healthy/);
    }
    // The list counts it as failing, not healthy.
    expect(await pageText("/webhooks")).toContain("Reactivated, not yet verified");

    // Still failing after the reactivation: failing (1 of 10) again, same cause.
    await createProjects(sandbox, 1, "Health truth again");
    const again = await settled(2, false, 1);
    expect(again.sub.consecutiveFailures).toBe(1);
    expect(again.last.cause?.snippet).toBe("receiver exploded");
    expect(await pageText(`/webhooks/${subId}`)).toContain("Active · failing (1 of 10)");

    // The receiver is fixed and an event is delivered: healthy, and the cause is gone.
    reply = () => ({ status: 200, body: "ok" });
    await createProjects(sandbox, 1, "Health truth fixed");
    await settled(3, true, 0);
    for (const path of [`/webhooks/${subId}`, `/webhooks/${subId}/health`]) {
      const text = await pageText(path);
      expect(text).toContain("Active · healthy");
      expect(text).toContain("Healthy: no failure streak, and the last delivery succeeded at");
      expect(text).not.toContain("receiver exploded");
      expect(text).not.toContain("Reactivated, not yet verified");
    }
    expect((await listRow())?.lastOutcome).toMatchObject({ ok: true, cause: null });
  });
});
