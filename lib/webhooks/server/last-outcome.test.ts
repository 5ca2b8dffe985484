import { describe, expect, it } from "vitest";
import { PartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { withLastOutcomes } from "./last-outcome";

// The list's last outcomes against a scripted upstream.
type Input = { params?: { id: number } };
function fakeApi(deliveries: (id: number) => unknown) {
  const calls: string[] = [];
  const api = {
    async call(op: string, input: Input = {}) {
      calls.push(`${op} ${input.params?.id}`);
      if (op === "listWebhookDeliveries") return { data: deliveries(input.params!.id), status: 200 };
      if (op === "getWebhookSubscription") return { data: { data: {} }, status: 200 };
      throw new Error(`unexpected call ${op}`);
    },
  } as unknown as PartnerApiClient;
  return { api, calls };
}
const sub = (id: number, status: WebhookSubscription["status"]) =>
  ({ id, status, consecutiveFailures: 0, updatedAt: `2026-11-26T10:00:0${id}.000Z` }) as WebhookSubscription;
const failed = {
  id: "d",
  eventType: "project.create",
  test: false,
  attempts: [
    {
      outcome: "failed",
      startedAt: "2026-11-26T09:00:00.000Z",
      finishedAt: "2026-11-26T09:00:01.000Z",
      responseStatus: 500,
      responseBody: "receiver exploded",
      error: null,
    },
  ],
};

describe("withLastOutcomes", () => {
  it("adds the last outcome to active subscriptions only, and leaves a row whose lookup failed as it was", async () => {
    const { api, calls } = fakeApi((id) => {
      if (id === 3) throw new Error("upstream hiccup");
      return { data: id === 1 ? [failed] : [], offset: 0, limit: 20, total: 1 };
    });
    const list = { data: [sub(1, "active"), sub(2, "paused"), sub(3, "active"), sub(4, "active")] };
    const out = await withLastOutcomes(api, "support", list);
    expect(out.data[0]).toMatchObject({ lastOutcome: { ok: false, cause: { label: "HTTP 500" } } });
    expect(out.data[1]).not.toHaveProperty("lastOutcome");
    expect(out.data[2]).not.toHaveProperty("lastOutcome");
    expect(out.data[3]).toMatchObject({ lastOutcome: null });
    expect(calls.filter((c) => c.startsWith("listWebhookDeliveries")).sort()).toEqual([
      "listWebhookDeliveries 1",
      "listWebhookDeliveries 3",
      "listWebhookDeliveries 4",
    ]);
  });

  it("asks an API without the delivery extension once, not once per row", async () => {
    const { api, calls } = fakeApi(() => {
      throw new PartnerApiError(404, "not_found", "not found");
    });
    const list = { data: [1, 2, 3, 4, 5, 6].map((id) => sub(id, "active")) };
    const out = await withLastOutcomes(api, "manager", list);
    expect(out.data.every((s) => !("lastOutcome" in s))).toBe(true);
    expect(calls.filter((c) => c.startsWith("listWebhookDeliveries"))).toHaveLength(1);
  });
});
