"use client";

import { Activity, Pencil } from "lucide-react";
import Link from "next/link";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { SubscriptionStatusActions } from "../status-actions";
import { DeleteAction } from "./delete-action";
import { RecreateAction, type RecreateResponse } from "./recreate-action";

type Props = { subscription: WebhookSubscription; onRecreated: (result: RecreateResponse) => void };

// What may be done to a subscription, by role: everyone sees its delivery health; support pauses, disables and
// reactivates; managers also edit and recreate; only admins delete. What a role may not do is not shown.
export function SubscriptionActions({ subscription: s, onRecreated }: Props) {
  const { role } = useShell();
  const write = can(role, "subscriptions:write");
  return (
    <div className="flex flex-wrap items-start gap-2">
      {can(role, "subscriptions:operate") && (
        <Button asChild variant="outline">
          <Link href={`/webhooks/${s.id}/health`}>
            <Activity aria-hidden /> Delivery health
          </Link>
        </Button>
      )}
      {write && (
        <Button asChild variant="outline">
          <Link href={`/webhooks/${s.id}/edit`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
      )}
      <SubscriptionStatusActions subscription={s} variant="page" />
      {write && (
        <RecreateAction
          subscription={s}
          onRecreated={onRecreated}
          canDelete={can(role, "subscriptions:delete")}
        />
      )}
      {can(role, "subscriptions:delete") && <DeleteAction subscription={s} />}
    </div>
  );
}
