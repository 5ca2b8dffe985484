import "server-only";
import { isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookSubscriptionWithSecret } from "@/lib/partner-api/contract/reader";

export type RecreateResult = {
  data: WebhookSubscriptionWithSecret;
  replacedId: number;
  oldDeleteError?: string;
  // For a role that may not delete: the old one was kept, disabled, its description naming the copy.
  oldDisabled?: true;
  oldDisableError?: string;
};

const MAX_DESCRIPTION = 1000;
export const replacedByNote = (copyId: number) => `Replaced by subscription ${copyId} (new secret).`;

// Rotating the secret is delete-and-recreate: a copy with the same settings (and status) first, then the old
// subscription goes. Until the copy exists nothing has changed; once it does, its secret must reach the user
// even when the old one cannot be deleted, since it is shown only in this response. A role that may not delete
// subscriptions (deleteOld false) leaves the old one disabled, with its history, and linked to the copy.
export async function recreateSubscription(
  api: PartnerApiClient,
  id: number,
  { deleteOld = true }: { deleteOld?: boolean } = {},
): Promise<RecreateResult> {
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

  if (!deleteOld) {
    const description = `${replacedByNote(copy.id)} ${old.description ?? ""}`
      .trim()
      .slice(0, MAX_DESCRIPTION);
    try {
      await api.call("updateWebhookSubscription", {
        params: { id },
        body: { status: "disabled", description },
      });
      return { data: copy, replacedId: id, oldDisabled: true };
    } catch (err) {
      const why = isPartnerApiError(err) || err instanceof Error ? err.message : "unknown error";
      return { data: copy, replacedId: id, oldDisableError: why };
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
