import "server-only";
import { isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookSubscriptionWithSecret } from "@/lib/partner-api/contract/reader";

export type RecreateResult = {
  data: WebhookSubscriptionWithSecret;
  replacedId: number;
  oldDeleteError?: string;
};

// Rotating the secret is delete-and-recreate: a copy with the same settings (and status) first, then the old
// subscription goes. Until the copy exists nothing has changed; once it does, its secret must reach the user
// even when the old one cannot be deleted, since it is shown only in this response.
export async function recreateSubscription(api: PartnerApiClient, id: number): Promise<RecreateResult> {
  const old = (await api.call("getWebhookSubscription", { params: { id } })).data.data;
  const created = (
    await api.call("createWebhookSubscription", {
      body: {
        url: old.url,
        description: old.description,
        maxAttempts: old.maxAttempts,
        headers: old.headers,
        triggers: old.triggers
          .filter((t) => t.isActive)
          .map((t) => ({ resourceName: t.resourceName, eventType: t.eventType })),
      },
    })
  ).data.data;

  let copy: WebhookSubscriptionWithSecret = created;
  if (old.status !== "active") {
    try {
      const updated = (
        await api.call("updateWebhookSubscription", {
          params: { id: created.id },
          body: { status: old.status },
        })
      ).data.data;
      copy = { ...updated, secret: created.secret };
    } catch (err) {
      // An active copy of a paused or disabled subscription would start delivering: take it back.
      await api.call("deleteWebhookSubscription", { params: { id: created.id } }).catch(() => undefined);
      throw err;
    }
  }

  try {
    await api.call("deleteWebhookSubscription", { params: { id } });
    return { data: copy, replacedId: id };
  } catch (err) {
    // Already gone (deleted meanwhile) is what was wanted.
    if (isPartnerApiError(err) && err.status === 404) return { data: copy, replacedId: id };
    const why = isPartnerApiError(err) || err instanceof Error ? err.message : "unknown error";
    return { data: copy, replacedId: id, oldDeleteError: why };
  }
}
