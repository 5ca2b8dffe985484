import "server-only";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { LastOutcome } from "@/lib/webhooks/last-outcome";
import { fetchLastOutcome } from "@/lib/webhooks/server/last-outcome";
import { listAllSubscriptions } from "@/lib/webhooks/server/subscriptions";

export type Observed = { sub: WebhookSubscription; last: LastOutcome | null | undefined };

// Every subscription of an environment, with the receiver's last answer for those the monitor is watching (a
// streak, an open incident): the cause the warnings name and the success that proves a recovery. An API without
// the delivery log is asked once per reading, not once per subscription.
export async function observe(
  api: PartnerApiClient,
  watching: (s: WebhookSubscription) => boolean,
  skip: number | undefined,
): Promise<Observed[]> {
  const list = await listAllSubscriptions(api);
  let extension = true;
  const out: Observed[] = [];
  for (const sub of list.data) {
    if (sub.id === skip) continue;
    let last: LastOutcome | null | undefined;
    if (extension && watching(sub)) {
      const answer = await fetchLastOutcome(api, sub.id).catch(() => null);
      if (answer && !answer.available) extension = false;
      else if (answer?.available) last = answer.last;
    }
    out.push({ sub, last });
  }
  return out;
}
