import { describe, expect, it } from "vitest";
import { PartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookDelivery, WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { fromExtension } from "./extension";
import { recreateSubscription } from "./recreate";
import { replayFailedSince } from "./replay-failed";

// The server helpers against a scripted upstream: each operation id maps to a function of its input.
type Input = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
type Script = Record<string, (input: Input) => unknown>;
function fakeApi(script: Script) {
  const calls: [string, Input][] = [];
  const api = {
    async call(op: string, input: Input = {}) {
      calls.push([op, input]);
      const f = script[op];
      if (!f) throw new Error(`unexpected call ${op}`);
      return { data: await f(input), status: 200 };
    },
  } as unknown as PartnerApiClient;
  return { api, calls, ops: () => calls.map(([op]) => op) };
}
const notFound = () => {
  throw new PartnerApiError(404, "not_found", "not found");
};

const sub = (over: Partial<WebhookSubscription> = {}): WebhookSubscription => ({
  id: 12,
  companyId: 1,
  url: "https://example.com/h",
  status: "active",
  description: "orders",
  maxAttempts: 7,
  headers: { "X-Token": "t" },
  consecutiveFailures: 3,
  createdBy: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
  triggers: [
    { id: 1, resourceName: "project", eventType: "create", isActive: true },
    { id: 2, resourceName: "lead", eventType: "update", isActive: false },
  ],
  ...over,
});

describe("fromExtension", () => {
  it("passes results and non-404 errors through", async () => {
    const { api } = fakeApi({});
    expect(await fromExtension(api, 12, async () => "page")).toBe("page");
    await expect(
      fromExtension(api, 12, async () => {
        throw new PartnerApiError(409, "subscription_not_active", "paused");
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("answers null when the extension 404s for a subscription that exists", async () => {
    const { api, ops } = fakeApi({ getWebhookSubscription: () => ({ data: sub() }) });
    expect(await fromExtension(api, 12, async () => notFound())).toBeNull();
    expect(ops()).toEqual(["getWebhookSubscription"]);
  });

  it("keeps the 404 when the subscription does not exist, and other errors of the check", async () => {
    const { api } = fakeApi({ getWebhookSubscription: notFound });
    await expect(fromExtension(api, 12, async () => notFound())).rejects.toMatchObject({ status: 404 });
    const broken = fakeApi({
      getWebhookSubscription: () => {
        throw new PartnerApiError(502, "upstream_unavailable", "down");
      },
    });
    await expect(fromExtension(broken.api, 12, async () => notFound())).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe("recreateSubscription", () => {
  const created = (status = "active") => ({
    data: { ...sub({ id: 31, consecutiveFailures: 0, status: status as "active" }), secret: "whsec_new" },
  });

  it("copies url, description, maxAttempts, headers and the active triggers, then deletes the old one", async () => {
    const { api, calls, ops } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      createWebhookSubscription: () => created(),
      deleteWebhookSubscription: () => ({ deleted: true }),
    });
    const r = await recreateSubscription(api, 12);
    expect(r).toEqual({ data: created().data, replacedId: 12 });
    expect(ops()).toEqual([
      "getWebhookSubscription",
      "createWebhookSubscription",
      "deleteWebhookSubscription",
    ]);
    expect(calls[1]![1].body).toEqual({
      url: "https://example.com/h",
      description: "orders",
      maxAttempts: 7,
      headers: { "X-Token": "t" },
      triggers: [{ resourceName: "project", eventType: "create" }],
    });
    expect(calls[2]![1].params).toEqual({ id: 12 });
  });

  it("gives the copy the old status when paused or disabled", async () => {
    const { api, calls, ops } = fakeApi({
      getWebhookSubscription: () => ({ data: sub({ status: "paused" }) }),
      createWebhookSubscription: () => created(),
      updateWebhookSubscription: () => ({ data: sub({ id: 31, status: "paused", consecutiveFailures: 0 }) }),
      deleteWebhookSubscription: () => ({ deleted: true }),
    });
    const r = await recreateSubscription(api, 12);
    expect(r.data).toMatchObject({ id: 31, status: "paused", secret: "whsec_new" });
    expect(ops()).toEqual([
      "getWebhookSubscription",
      "createWebhookSubscription",
      "updateWebhookSubscription",
      "deleteWebhookSubscription",
    ]);
    expect(calls[2]![1]).toMatchObject({ params: { id: 31 }, body: { status: "paused" } });
  });

  it("changes nothing when the copy cannot be made", async () => {
    const { api, ops } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      createWebhookSubscription: () => {
        throw new PartnerApiError(400, "validation_failed", "url: bad");
      },
    });
    await expect(recreateSubscription(api, 12)).rejects.toMatchObject({ status: 400 });
    expect(ops()).not.toContain("deleteWebhookSubscription");
  });

  it("takes the copy back when it cannot be given the old status", async () => {
    const { api, calls } = fakeApi({
      getWebhookSubscription: () => ({ data: sub({ status: "disabled" }) }),
      createWebhookSubscription: () => created(),
      updateWebhookSubscription: () => {
        throw new PartnerApiError(502, "upstream_unavailable", "down");
      },
      deleteWebhookSubscription: () => ({ deleted: true }),
    });
    await expect(recreateSubscription(api, 12)).rejects.toMatchObject({ status: 502 });
    expect(calls.filter(([op]) => op === "deleteWebhookSubscription").map(([, i]) => i.params)).toEqual([
      { id: 31 },
    ]);
  });

  it("still hands over the copy (and its secret) when the old one cannot be deleted", async () => {
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      createWebhookSubscription: () => created(),
      deleteWebhookSubscription: () => {
        throw new PartnerApiError(502, "upstream_unavailable", "the Partner API could not be reached");
      },
    });
    expect(await recreateSubscription(api, 12)).toEqual({
      data: created().data,
      replacedId: 12,
      oldDeleteError: "the Partner API could not be reached",
    });
  });

  it("takes an old one already gone as deleted", async () => {
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      createWebhookSubscription: () => created(),
      deleteWebhookSubscription: notFound,
    });
    expect(await recreateSubscription(api, 12)).toEqual({ data: created().data, replacedId: 12 });
  });

  it("for a role without delete, disables the old one and names the copy in its description", async () => {
    const { api, calls, ops } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      createWebhookSubscription: () => created(),
      updateWebhookSubscription: () => ({ data: sub({ status: "disabled" }) }),
    });
    const r = await recreateSubscription(api, 12, { deleteOld: false });
    expect(r).toEqual({ data: created().data, replacedId: 12, oldDisabled: true });
    expect(ops()).not.toContain("deleteWebhookSubscription");
    expect(calls[2]![1]).toEqual({
      params: { id: 12 },
      body: { status: "disabled", description: "Replaced by subscription 31 (new secret). orders" },
    });
  });
});

describe("replayFailedSince", () => {
  const delivery = (n: number, test = false) =>
    ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      test,
      status: "failed",
    }) as WebhookDelivery;
  // Newest first, as the API lists them, paged by offset and limit.
  const log = (list: WebhookDelivery[]) => (input: Input) => {
    const { offset = 0, limit = 300 } = input.query as { offset?: number; limit?: number };
    return { data: list.slice(offset, offset + limit), offset, limit, total: list.length };
  };

  it("refuses up front unless the subscription is active, naming what to do", async () => {
    const { api, ops } = fakeApi({ getWebhookSubscription: () => ({ data: sub({ status: "paused" }) }) });
    await expect(replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z")).rejects.toMatchObject({
      status: 409,
      code: "subscription_not_active",
      message: expect.stringContaining("reactivate it first"),
    });
    expect(ops()).toEqual(["getWebhookSubscription"]);
  });

  it("asks for failed deliveries since the time, skips test sends and replays the rest oldest first", async () => {
    const list = [delivery(5), delivery(4, true), delivery(3), delivery(2), delivery(1)];
    const replayed: string[] = [];
    const { api, calls } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: log(list),
      replayWebhookDelivery: (i) => {
        replayed.push(String(i.params!.deliveryId));
        return { data: {} };
      },
    });
    const r = await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z", { concurrency: 1 });
    expect(r).toEqual({ matched: 4, replayed: 4, errors: [], capped: false });
    expect(replayed).toEqual([1, 2, 3, 5].map((n) => delivery(n).id));
    expect(calls.find(([op]) => op === "listWebhookDeliveries")![1]).toMatchObject({
      params: { id: 12 },
      query: { status: "failed", since: "2025-01-01T00:00:00.000Z" },
    });
  });

  it("pages, caps (the newest) and says so", async () => {
    const list = Array.from({ length: 700 }, (_, i) => delivery(700 - i));
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: log(list),
      replayWebhookDelivery: () => ({ data: {} }),
    });
    expect(await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z", { cap: 650 })).toEqual({
      matched: 650,
      replayed: 650,
      errors: [],
      capped: true,
    });
    expect(await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z", { cap: 700 })).toMatchObject({
      matched: 700,
      capped: false,
    });
  });

  it("runs at most 4 replays at once", async () => {
    let running = 0;
    let peak = 0;
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: log(Array.from({ length: 20 }, (_, i) => delivery(i + 1))),
      replayWebhookDelivery: async () => {
        peak = Math.max(peak, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return { data: {} };
      },
    });
    expect((await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z")).replayed).toBe(20);
    expect(peak).toBe(4);
  });

  it("collects errors per delivery, waits out a rate limit, and stops when the subscription stops", async () => {
    let n = 0;
    const slept: number[] = [];
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: log([delivery(4), delivery(3), delivery(2), delivery(1)]),
      replayWebhookDelivery: (i) => {
        n++;
        if (n === 1) throw new PartnerApiError(429, "rate_limited", "slow down", undefined, 2);
        if (i.params!.deliveryId === delivery(2).id) throw new PartnerApiError(404, "not_found", "gone");
        if (i.params!.deliveryId === delivery(3).id)
          throw new PartnerApiError(409, "subscription_not_active", "webhook subscription 12 is paused");
        return { data: {} };
      },
    });
    const r = await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z", {
      concurrency: 1,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(slept).toEqual([2000]);
    expect(r).toEqual({
      matched: 4,
      replayed: 1,
      errors: [
        { id: delivery(2).id, message: "gone" },
        { id: delivery(3).id, message: "webhook subscription 12 is paused" },
        { id: delivery(4).id, message: "webhook subscription 12 is paused" },
      ],
      capped: false,
    });
  });

  it("says when the API has no delivery log", async () => {
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: notFound,
    });
    await expect(replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z")).rejects.toMatchObject({
      status: 404,
      code: "extension_unavailable",
    });
  });

  it("replays nothing when nothing failed", async () => {
    const { api } = fakeApi({
      getWebhookSubscription: () => ({ data: sub() }),
      listWebhookDeliveries: log([]),
    });
    expect(await replayFailedSince(api, 12, "2025-01-01T00:00:00.000Z")).toEqual({
      matched: 0,
      replayed: 0,
      errors: [],
      capped: false,
    });
  });
});
