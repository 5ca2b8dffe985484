"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { ConfirmAction } from "@/components/record/confirm-action";
import { useProduction } from "@/components/record/use-production";
import { apiFetch } from "@/lib/api-client";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { webhookKeys } from "@/lib/webhooks/queries";

// Admins only: deleting is permanent and stops every delivery, so it always asks, naming what goes with it.
export function DeleteAction({ subscription: s }: { subscription: Pick<WebhookSubscription, "id" | "url"> }) {
  const qc = useQueryClient();
  const router = useRouter();
  const { note } = useProduction();
  const mutation = useMutation({
    mutationFn: async () => {
      await apiFetch(`/api/webhooks/${s.id}`, { method: "DELETE" });
    },
  });
  return (
    <ConfirmAction
      icon={<Trash2 aria-hidden />}
      label="Delete"
      pendingLabel="Deleting…"
      mutation={mutation}
      ask
      destructive
      title="Delete this subscription?"
      description={
        <>
          <p>
            This permanently deletes the subscription to{" "}
            <span className="font-medium break-all text-foreground">{s.url}</span> and stops all deliveries to
            it at once, retries included. Its signing secret and delivery log are gone; it cannot be undone.
          </p>
          <p>To stop deliveries for a while instead, pause it.</p>
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel="Delete subscription"
      onDone={() => {
        toast.success(`Deleted the subscription to ${s.url}`);
        void qc.invalidateQueries({ queryKey: webhookKeys.lists() });
        router.push("/webhooks");
      }}
    />
  );
}
