"use client";

import { Activity, Pencil } from "lucide-react";
import Link from "next/link";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { TestEventButton, type TestEventMutation } from "../health/test-event";
import { SubscriptionStatusActions } from "../status-actions";
import { DeleteAction } from "./delete-action";
import { RecreateAction, type RecreateResponse } from "./recreate-action";

type Props = {
  subscription: WebhookSubscription;
  onRecreated: (result: RecreateResponse) => void;
  // The test send, for roles that may operate subscriptions (its result shows on the page), and the id of what
  // says why it is unavailable while the subscription is not active.
  test?: TestEventMutation;
  testNote?: string;
};

// By role: everyone sees health and sends tests; support pauses, disables, reactivates; managers edit and
// recreate; admins delete. What a role may not do is not shown.
export function SubscriptionActions({ subscription: s, onRecreated, test, testNote }: Props) {
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
      {test && (
        <TestEventButton test={test} active={s.status === "active"} describedBy={testNote} size="default" />
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
