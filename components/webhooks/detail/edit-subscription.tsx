"use client";

import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { webhookKeys, webhookOptions } from "@/lib/webhooks/queries";
import { toFormValues, toUpdateBody } from "../form/form-schema";
import { SubscriptionForm } from "../form/subscription-form";
import { subscriptionTitle } from "./subscription-title";

// The edit page: the create form filled from the subscription; Save sends only what changed (the trigger set
// only when it changed), so a concurrent change to another field is not overwritten.
export function EditSubscription({ subscriptionId }: { subscriptionId: number }) {
  const { data } = useSuspenseQuery(webhookOptions(subscriptionId));
  const qc = useQueryClient();
  const router = useRouter();
  // What the form started from: the diff is taken against it, not against later refetches.
  const [initial] = useState(() => toFormValues(data));
  const href = `/webhooks/${subscriptionId}`;

  return (
    <SubscriptionForm
      mode="edit"
      initial={initial}
      back={{ href, label: subscriptionTitle(data) }}
      onSave={async (values) => {
        const body = toUpdateBody(values, initial);
        if (Object.keys(body).length === 0) {
          toast.info("Nothing changed; nothing was sent.");
          return router.push(href);
        }
        const res = await apiFetch<{ data: WebhookSubscription }>(`/api/webhooks/${subscriptionId}`, {
          method: "PATCH",
          json: body,
        });
        // An edit's response carries no secret: the detail page shows it at once, every list refetches.
        qc.setQueryData(webhookKeys.detail(subscriptionId), res.data);
        void qc.invalidateQueries({ queryKey: webhookKeys.lists() });
        toast.success(`Saved “${subscriptionTitle(res.data)}”`);
        router.push(href);
      }}
    />
  );
}
