"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { webhookKeys } from "@/lib/webhooks/queries";
import { DetailView } from "./detail/detail-view";
import type { RecreateResponse } from "./detail/recreate-action";
import { SecretNoLongerShown, SecretPanel } from "./secret/secret-panel";
import { useOneTimeSecret } from "./secret/use-one-time-secret";

type Sub = Pick<WebhookSubscription, "id" | "url">;
type Replaced = { id: number; deleteError?: string; disabled?: boolean; keep?: boolean };
type Recreated = { subscription: Sub; secret: string; replaced: Replaced };

// A subscription's page. After "Recreate with a new secret" it shows, in place of the deleted subscription, the
// secret panel of its copy: the secret is held here only (useOneTimeSecret), never in a cache.
export function SubscriptionDetail({ subscriptionId }: { subscriptionId: number }) {
  const qc = useQueryClient();
  const [recreated, setRecreated] = useOneTimeSecret<Recreated>();
  // The copy, once its secret is cleared (the page was hidden and came back): no secret in it.
  const [copy, setCopy] = useState<(Sub & { oldDeleted: boolean }) | null>(null);

  // Once the old subscription's view is gone, so is its cached record (unless deleting it failed).
  const oldGone = copy?.oldDeleted === true;
  useEffect(() => {
    if (oldGone) qc.removeQueries({ queryKey: webhookKeys.detail(subscriptionId), exact: true });
  }, [oldGone, qc, subscriptionId]);

  function onRecreated(r: RecreateResponse) {
    const subscription = { id: r.data.id, url: r.data.url };
    setCopy({ ...subscription, oldDeleted: !r.oldDeleteError && !r.oldDisabled && !r.oldDisableError });
    setRecreated({
      subscription,
      secret: r.data.secret,
      replaced: {
        id: r.replacedId,
        deleteError: r.oldDeleteError ?? r.oldDisableError,
        disabled: r.oldDisabled,
        keep: r.oldDisabled || r.oldDisableError !== undefined,
      },
    });
    // The address becomes the copy's (without a navigation, which would drop this state), so that a reload
    // shows the copy's page, without its secret, instead of the deleted subscription's 404.
    window.history.replaceState(null, "", `/webhooks/${r.data.id}`);
    void qc.invalidateQueries({ queryKey: webhookKeys.lists() });
  }

  if (recreated)
    return (
      <SecretPanel
        subscription={recreated.subscription}
        secret={recreated.secret}
        replaced={recreated.replaced}
      />
    );
  if (copy) return <SecretNoLongerShown subscription={copy} />;
  return <DetailView subscriptionId={subscriptionId} onRecreated={onRecreated} />;
}
