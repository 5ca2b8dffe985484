"use client";

import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { useLeaveGuard, type LeaveAttempt } from "../form/use-leave-guard";
import { SecretField } from "./secret-field";
import { VerifyHelp } from "./verify-help";

type Sub = Pick<WebhookSubscription, "id" | "url">;

type Props = {
  subscription: Sub;
  secret: string;
  // After a recreate: the replaced subscription and the API's message if deleting (or disabling) it failed, so
  // it still delivers. `keep`: a role that may not delete keeps it, `disabled` once that worked.
  replaced?: { id: number; deleteError?: string; disabled?: boolean; keep?: boolean };
};

// Shown once after a create or recreate: the secret can never be read again, so "I have stored the secret" is
// required and leaving otherwise asks first.
export function SecretPanel({ subscription, secret, replaced }: Props) {
  const router = useRouter();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stored = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(false);
  const [attempt, setAttempt] = useState<LeaveAttempt | null>(null);
  const chose = useRef(false);
  useLeaveGuard(!ticked, (a) => {
    chose.current = false;
    setAttempt(a);
  });
  // The panel replaced the form (or the page) under the user's pointer: start reading from its top.
  useEffect(() => heading.current?.focus(), []);
  const href = `/webhooks/${subscription.id}`;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {replaced
            ? "Recreated: store the new signing secret"
            : "Subscription created: store its signing secret"}
        </h1>
        <p className="text-sm text-muted-foreground">
          Deliveries of subscription {subscription.id} to{" "}
          <span className="font-mono break-all text-foreground">{subscription.url}</span> are signed with this
          secret. Your receiver needs it to check that a delivery really comes from the Partner API.
        </p>
      </div>

      {replaced && <ReplacedNote replaced={replaced} />}

      <Card className="gap-4 border-2 border-warning">
        <CardContent className="grid gap-4">
          <div className="flex gap-3">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">This is the only time the secret is shown.</p>
              <p>
                It cannot be fetched again, not even by support. If it is lost, the only way to a new one is
                to delete the subscription and create it again: <strong>Recreate with a new secret</strong> on
                the subscription&apos;s page does both, keeping its settings.
              </p>
            </div>
          </div>
          <SecretField secret={secret} />
        </CardContent>
      </Card>

      <VerifyHelp />

      <div className="grid gap-4 rounded-xl border p-6">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${ids}-stored`}
            ref={stored}
            checked={ticked}
            onCheckedChange={(c) => setTicked(c === true)}
            aria-describedby={`${ids}-stored-help`}
            aria-required
            className="mt-0.5"
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-stored`}>I have stored the secret</Label>
            <p id={`${ids}-stored-help`} className="text-sm text-muted-foreground">
              Required to go on: after this page, the secret is gone for good.
            </p>
          </div>
        </div>
        <div>
          <Button type="button" disabled={!ticked} onClick={() => router.push(href)}>
            Go to subscription
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={attempt !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (!chose.current) attempt?.stay();
          setAttempt(null);
        }}
        returnFocus={stored}
        title="Leave without storing the secret?"
        description={
          <>
            <p>The signing secret is never shown again once you leave this page.</p>
            <p>
              Without it your receiver cannot verify deliveries, and the only way to a new secret is to
              recreate the subscription.
            </p>
          </>
        }
        cancelLabel="Stay and store it"
        confirmLabel="Leave without the secret"
        destructive
        onConfirm={() => {
          chose.current = true;
          attempt?.leave();
        }}
      />
    </div>
  );
}

function ReplacedNote({ replaced }: { replaced: NonNullable<Props["replaced"]> }) {
  if (replaced.disabled)
    return (
      <div role="status" className="rounded-md border p-4 text-sm">
        The old subscription {replaced.id} was disabled, not deleted (your role cannot delete subscriptions):
        it no longer delivers, keeps its delivery log, and its description names this one.{" "}
        <Link href={`/webhooks/${replaced.id}`} target="_blank" className="underline underline-offset-4">
          Open subscription {replaced.id} (opens in a new tab)
        </Link>
        . An admin can delete it.
      </div>
    );
  if (replaced.deleteError)
    return (
      <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
        <p className="font-semibold text-destructive">
          The old subscription {replaced.id} could not be {replaced.keep ? "disabled" : "deleted"}:{" "}
          {replaced.deleteError}
        </p>
        <p className="mt-1">
          It still receives events, signed with the old secret. Once your receiver uses the new secret,{" "}
          {replaced.keep ? "disable" : "delete"} it from{" "}
          <Link href={`/webhooks/${replaced.id}`} target="_blank" className="underline underline-offset-4">
            its page (opens in a new tab)
          </Link>
          .
        </p>
      </div>
    );
  return (
    <div className="rounded-md border p-4 text-sm">
      The old subscription {replaced.id} was deleted with its secret and delivery log. From now on deliveries
      are signed with the new secret below: switch your receiver to it.
    </div>
  );
}

// What a page restored from the back-forward cache (or otherwise come back to) shows where the secret was.
export function SecretNoLongerShown({
  subscription,
  onAnother,
}: {
  subscription: Sub;
  onAnother?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        The secret is no longer shown
      </h1>
      <p className="text-sm">
        The signing secret of subscription {subscription.id} was shown once and cleared when you left the
        page. If you did not store it, open the subscription and use{" "}
        <strong>Recreate with a new secret</strong>.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/webhooks/${subscription.id}`} className={buttonVariants()}>
          Go to subscription
        </Link>
        {onAnother && (
          <Button type="button" variant="outline" onClick={onAnother}>
            Create another subscription
          </Button>
        )}
      </div>
    </div>
  );
}
