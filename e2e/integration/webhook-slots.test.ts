import { afterAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { createProjects, subscribe } from "./support/deliveries";
import { clientFor, startOwnServer } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// The engine's slots: deliveries claimed as they are fanned out, the rest by claims when slots free up, and
// retries coming due among them. However they are claimed, a process never has more than
// SANDBOX_WEBHOOK_CONCURRENCY attempts open, every delivery arrives, and a retry is neither lost nor doubled.
const CONCURRENCY = 3;
const EVENTS = 20;
const DELAY_MS = 60;

describe("webhook engine slots", () => {
  let server: TestServer | undefined;
  let receiver: Receiver | undefined;
  const call = clientFor(() => server!.baseUrl);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("never has more attempts open than its concurrency, and delivers new events and retries alike", async () => {
    let open = 0;
    let most = 0;
    receiver = await startReceiver((r) => {
      open++;
      most = Math.max(most, open);
      setTimeout(() => open--, DELAY_MS);
      // The flaky target refuses every first attempt: its deliveries come back as retries.
      const refuse = r.path.endsWith("/flaky") && r.body?.attempt_number === 1;
      return { status: refuse ? 503 : 204, delayMs: DELAY_MS };
    });
    server = await startOwnServer({
      SANDBOX_WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      // A retry after 1 min comes due after about 100 ms.
      SANDBOX_TIME_SCALE: "600",
    });
    for (const path of ["/a", "/b", "/flaky"]) await subscribe(call, { url: `${receiver.url}${path}` });

    await createProjects(call, EVENTS, "Slots");
    // Three subscriptions per event, and a second attempt for each of the flaky one's.
    const got = await receiver.waitFor(4 * EVENTS, 60_000);
    await new Promise((r) => setTimeout(r, 500)); // nothing more arrives
    expect(receiver.received.length).toBe(4 * EVENTS);
    expect(most).toBeLessThanOrEqual(CONCURRENCY);

    const numbers = new Map<string, number[]>();
    for (const r of got) {
      const id = `${r.path} ${r.body.delivery_id as string}`;
      numbers.set(id, [...(numbers.get(id) ?? []), r.body.attempt_number as number]);
    }
    expect(numbers.size).toBe(3 * EVENTS);
    for (const [id, n] of numbers) expect(n, id).toEqual(id.startsWith("/hook/flaky") ? [1, 2] : [1]);
  }, 120_000);
});
