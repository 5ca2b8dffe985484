"use client";

import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { WebhookSubscription, WebhookSubscriptionWithSecret } from "@/lib/partner-api/contract/reader";
import { webhookKeys } from "@/lib/queries/webhooks";
import { emptySubscriptionValues, toCreateBody } from "./form/form-schema";
import { SubscriptionForm } from "./form/subscription-form";
import { useOneTimeSecret } from "./secret/use-one-time-secret";

// The secret panel shows only after a create: its code loads as the create is sent, not with the page.
const loadPanel = () => import("./secret/secret-panel");
const SecretPanel = dynamic(() => loadPanel().then((m) => m.SecretPanel), { ssr: false });
const SecretNoLongerShown = dynamic(() => loadPanel().then((m) => m.SecretNoLongerShown), { ssr: false });

type Shown = { subscription: Pick<WebhookSubscription, "id" | "url">; secret: string };

// The create page: the form, then, in its place, the secret panel. The create response is read with apiFetch
// straight into this component's state (useOneTimeSecret), never through useMutation or a query cache, which
// would keep the secret.
export function CreateSubscription() {
  const qc = useQueryClient();
  const [shown, setShown] = useOneTimeSecret<Shown>();
  // What is left once the secret was cleared (the page was hidden and came back): no secret in it.
  const [created, setCreated] = useState<Shown["subscription"] | null>(null);
  // A new form after "Create another".
  const [formKey, setFormKey] = useState(0);

  if (shown) return <SecretPanel subscription={shown.subscription} secret={shown.secret} />;
  if (created)
    return (
      <SecretNoLongerShown
        subscription={created}
        onAnother={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  return (
    <SubscriptionForm
      key={formKey}
      mode="create"
      initial={emptySubscriptionValues()}
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
