"use client";

import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { PendingButton } from "@/components/record/pending-button";
import { useProduction } from "@/components/record/use-production";
import { apiFetch } from "@/lib/api-client";
import type { WebhookSubscription, WebhookSubscriptionWithSecret } from "@/lib/partner-api/contract/reader";

export type RecreateResponse = {
  data: WebhookSubscriptionWithSecret;
  replacedId: number;
  oldDeleteError?: string;
  oldDisabled?: true;
  oldDisableError?: string;
};

type Props = {
  subscription: Pick<WebhookSubscription, "id" | "url">;
  // Handed the response, secret included, straight from apiFetch: the caller keeps it in its own state only.
  onRecreated: (result: RecreateResponse) => void;
  // A role that may not delete subscriptions keeps the old one, disabled.
  canDelete: boolean;
};

// The only way to a new secret: a copy with the same settings and a new secret, then this one is deleted (or
// disabled, for a role that may not delete).
export function RecreateAction({ subscription: s, onRecreated, canDelete }: Props) {
  const { note } = useProduction();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function recreate() {
    setPending(true);
    try {
      // Not useMutation: a mutation cache would keep the response, and with it the secret.
      onRecreated(await apiFetch<RecreateResponse>(`/api/webhooks/${s.id}/recreate`, { method: "POST" }));
    } catch (err) {
      toast.error(
        `Could not recreate the subscription: ${err instanceof Error ? err.message : "unknown error"}`,
      );
      setPending(false);
    }
  }

  return (
    <>
      <PendingButton ref={button} pending={pending} onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {pending ? "Recreating…" : "Recreate with a new secret"}
      </PendingButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={button}
        title="Recreate with a new secret?"
        description={
          <>
            <p>
              A secret cannot be changed or shown again, so this creates a copy of the subscription to{" "}
              <span className="font-medium break-all text-foreground">{s.url}</span> with the same settings
              (URL, description, events, headers, attempts and status) and a new signing secret.
            </p>
            {canDelete ? (
              <p>
                The new secret is shown once, on the next screen. Then this subscription ({s.id}) is deleted,
                with its secret and delivery log; the copy gets a new id.
              </p>
            ) : (
              <p>
                The new secret is shown once, on the next screen. This subscription ({s.id}) is then disabled,
                not deleted (your role cannot delete subscriptions): it keeps its delivery log, stops
                delivering, and its description names the copy, which gets a new id.
              </p>
            )}
            <p>
              Receivers must switch to the new secret: deliveries from the copy are signed with it, and the
              old secret no longer verifies anything.
            </p>
            {note && <p>{note}</p>}
          </>
        }
        confirmLabel="Recreate with a new secret"
        onConfirm={() => void recreate()}
      />
    </>
  );
}
