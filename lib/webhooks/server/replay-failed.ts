import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import { isPartnerApiError, pageAll } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import type { ReplayFailedResult } from "@/lib/webhooks/types";
import { fromExtension } from "./extension";

export const REPLAY_FAILED_CAP = 1000;
const CONCURRENCY = 4;
const MAX_RATE_LIMIT_WAITS = 3;
const MAX_WAIT_S = 10;

type Options = { cap?: number; concurrency?: number; sleep?: (ms: number) => Promise<void> };

// "Replay every failed delivery since…": what support needs after reactivating, since nothing missed is
// caught up by itself. Test deliveries are skipped (they cannot be replayed); at most `cap` deliveries, the
// newest ones, are replayed per call, oldest first so receivers see them roughly in their original order.
export async function replayFailedSince(
  api: PartnerApiClient,
  id: number,
  since: string,
  opts: Options = {},
): Promise<ReplayFailedResult> {
  const cap = opts.cap ?? REPLAY_FAILED_CAP;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  // Checked up front: a replay of a paused or disabled subscription would fail for every delivery.
  const sub = (await api.call("getWebhookSubscription", { params: { id } })).data.data;
  if (sub.status !== "active")
    throw new ConsoleApiError(
      409,
      "subscription_not_active",
      `Webhook subscription ${id} is ${sub.status}; reactivate it first, then replay its failed deliveries.`,
    );

  const found = await fromExtension(api, id, () => collectFailed(api, id, since, cap));
  if (!found)
    throw new ConsoleApiError(
      404,
      "extension_unavailable",
      "This API does not offer delivery logs, so failed deliveries cannot be listed or replayed.",
    );
  const { deliveries, capped } = found;
  const queue = [...deliveries].reverse();

  let replayed = 0;
  const errors: ReplayFailedResult["errors"] = [];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      try {
        await replayOne(api, id, d.id, sleep);
        replayed++;
      } catch (err) {
        errors.push({ id: d.id, message: err instanceof Error ? err.message : "unknown error" });
        // Paused or disabled meanwhile: every other replay would be refused the same way.
        if (isPartnerApiError(err) && err.code === "subscription_not_active") {
          for (const rest of queue.splice(0)) errors.push({ id: rest.id, message: err.message });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? CONCURRENCY, queue.length) }, worker));
  return { matched: deliveries.length, replayed, errors, capped };
}

async function collectFailed(api: PartnerApiClient, id: number, since: string, cap: number) {
  const deliveries: WebhookDelivery[] = [];
  const pages = pageAll(
    async (offset, limit) =>
      (
        await api.call("listWebhookDeliveries", {
          params: { id },
          query: { status: "failed", since, offset, limit },
        })
      ).data,
  );
  for await (const page of pages) {
    for (const d of page) {
      if (d.test) continue;
      if (deliveries.length === cap) return { deliveries, capped: true };
      deliveries.push(d);
    }
  }
  return { deliveries, capped: false };
}

async function replayOne(
  api: PartnerApiClient,
  id: number,
  deliveryId: string,
  sleep: (ms: number) => Promise<void>,
) {
  for (let waits = 0; ; waits++) {
    try {
      return await api.call("replayWebhookDelivery", { params: { id, deliveryId } });
    } catch (err) {
      // The client retries only GETs; a replay refused for the rate limit is safe to send again.
      if (!isPartnerApiError(err) || err.status !== 429 || waits >= MAX_RATE_LIMIT_WAITS) throw err;
      await sleep(Math.min(err.retryAfterS ?? 1, MAX_WAIT_S) * 1000);
    }
  }
}
