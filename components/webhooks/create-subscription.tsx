"use client";

import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { WebhookSubscription, WebhookSubscriptionWithSecret } from "@/lib/partner-api/contract/reader";
import { webhookKeys } from "@/lib/webhooks/queries";
import { emptySubscriptionValues, toCreateBody } from "./form/form-schema";
import { SubscriptionForm } from "./form/subscription-form";
import { useOneTimeSecret } from "./secret/use-one-time-secret";

// The secret panel's code loads as the create is sent. React's lazy, not next/dynamic, to spare its runtime.
const loadPanel = () => import("./secret/secret-panel");
const SecretPanel = lazy(() => loadPanel().then((m) => ({ default: m.SecretPanel })));
const SecretNoLongerShown = lazy(() => loadPanel().then((m) => ({ default: m.SecretNoLongerShown })));

type Shown = { subscription: Pick<WebhookSubscription, "id" | "url">; secret: string };

// The create response goes into this component's state (useOneTimeSecret), never through useMutation or a query
// cache, which would keep the secret.
export function CreateSubscription({
  prefill,
}: {
  prefill?: { url: string; description: string };
} = {}) {
  const qc = useQueryClient();
  const [shown, setShown] = useOneTimeSecret<Shown>();
  // What is left once the secret was cleared (the page was hidden and came back): no secret in it.
  const [created, setCreated] = useState<Shown["subscription"] | null>(null);
  // A new form after "Create another".
  const [formKey, setFormKey] = useState(0);

  if (shown)
    return (
      <Suspense fallback={null}>
        <SecretPanel subscription={shown.subscription} secret={shown.secret} />
      </Suspense>
    );
  if (created)
    return (
      <Suspense fallback={null}>
        <SecretNoLongerShown
          subscription={created}
          onAnother={() => {
            setCreated(null);
            setFormKey((k) => k + 1);
          }}
        />
      </Suspense>
    );
  return (
    <SubscriptionForm
      key={formKey}
      mode="create"
      initial={{ ...emptySubscriptionValues(), ...prefill }}
      back={{ href: "/webhooks", label: "Webhooks" }}
      onSave={async (values) => {
        void loadPanel();
        const res = await apiFetch<{ data: WebhookSubscriptionWithSecret }>("/api/webhooks", {
          method: "POST",
          json: toCreateBody(values),
        });
        const subscription = { id: res.data.id, url: res.data.url };
        setCreated(subscription);
        setShown({ subscription, secret: res.data.secret });
        // The lists refetch without the secret (only the create response carries it).
        void qc.invalidateQueries({ queryKey: webhookKeys.lists() });
      }}
    />
  );
}
