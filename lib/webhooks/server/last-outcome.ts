import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { lastOutcomeOf, type LastOutcome } from "../last-outcome";
import type { LastOutcomeResponse, SubscriptionListData } from "../types";
import { fromExtension, UNAVAILABLE } from "./extension";

// The newest deliveries hold the newest attempts (a replay of an old one aside): enough to find the last one.
const RECENT = 20;
// The list reads each active subscription's log, a few at a time; beyond this many it shows the record alone.
const LIST_LOOKUPS_MAX = 50;
const LIST_CONCURRENCY = 4;

// The receiver's last answer to one subscription (sandbox delivery extension); { available: false } from an API
// without it, and for a role that may not read delivery health.
export async function fetchLastOutcome(
  api: PartnerApiClient,
  subscriptionId: number,
): Promise<LastOutcomeResponse> {
  const page = await fromExtension(
    api,
    subscriptionId,
    async () =>
      (
        await api.call("listWebhookDeliveries", {
          params: { id: subscriptionId },
          query: { limit: RECENT, offset: 0 },
        })
      ).data,
  );
  return page ? { available: true, last: lastOutcomeOf(page.data) } : UNAVAILABLE;
}

// The list with each active subscription's last outcome, so that its status and the fleet's counts never call a
// subscription healthy whose receiver still fails (a reactivated one keeps no streak). Tolerant: a lookup that
// fails leaves that row as the record says; an API without the extension is asked once, not per row.
export async function withLastOutcomes(
  api: PartnerApiClient,
  role: ConsoleUser["role"],
  list: SubscriptionListData,
): Promise<SubscriptionListData> {
  if (!can(role, "subscriptions:operate")) return list;
  const wanted = list.data
    .filter((s) => s.status === "active")
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, LIST_LOOKUPS_MAX);
  const found = new Map<number, LastOutcome | null>();
  let unavailable = false;
  const queue = [...wanted];
  const next = async () => {
    const s = queue.shift();
    if (!s) return false;
    const r = await fetchLastOutcome(api, s.id).catch(() => null);
    if (r?.available === false) unavailable = true;
    else if (r) found.set(s.id, r.last);
    return !unavailable;
  };
  // The first alone: an API without the extension says so once, and the rest are not asked.
  if (await next())
    await Promise.all(
      Array.from({ length: LIST_CONCURRENCY }, async () => {
        while (await next());
      }),
    );
  return {
    ...list,
    data: list.data.map((s) => (found.has(s.id) ? { ...s, lastOutcome: found.get(s.id)! } : s)),
  };
}
