"use client";

import { Check, Copy, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { flushSync } from "react-dom";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { WebhookSubscription } from "@/lib/partner-api/contract";
import { useLeaveGuard, type LeaveAttempt } from "./form/use-leave-guard";

// State for a value that carries a signing secret. It lives only here, in the state of the component that shows
// it: cleared when the page is hidden (synchronously, before the back-forward cache freezes the page, so a
// restored page cannot show it) and when the component goes away. Never put such a value in a query or mutation
// cache, the URL, storage, a log, a toast, the title or a live region.
export function useOneTimeSecret<T>(): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const clear = () => flushSync(() => setValue(null));
    window.addEventListener("pagehide", clear);
    return () => {
      window.removeEventListener("pagehide", clear);
      setValue(null);
    };
  }, []);
  return [value, setValue];
}

type Sub = Pick<WebhookSubscription, "id" | "url">;

type Props = {
  subscription: Sub;
  secret: string;
  // Set after "Recreate with a new secret": the subscription this one replaced, and the API's message when
  // deleting it failed (it then still exists and still delivers).
  replaced?: { id: number; deleteError?: string };
};

// Shown once, right after a create or a recreate: the secret with a copy button, why it must be stored now, how
// to verify a delivery with it, and a required "I have stored the secret" before going on. Leaving any other way
// while unticked asks first.
export function SecretPanel({ subscription, secret, replaced }: Props) {
  const router = useRouter();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stored = useRef<HTMLButtonElement>(null);
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

type CopyState = "idle" | "copied" | "refused";

function SecretField({ secret }: { secret: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const t = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(t);
  }, [state]);

  const selectAll = () => {
    input.current?.focus();
    input.current?.select();
  };

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(secret);
      setState("copied");
    } catch {
      // Refused (permissions, an insecure origin, an old browser): the user copies it by hand.
      setState("refused");
      selectAll();
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Signing secret</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-status`}
          className="min-w-0 flex-1 basis-72 font-mono"
          data-1p-ignore
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {state === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
        {state === "refused" && (
          <Button type="button" variant="outline" onClick={selectAll}>
            Select all
          </Button>
        )}
      </div>
      {/* Announces what copying did; never the secret itself. */}
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-muted-foreground">
        {state === "copied" && "Copied to the clipboard."}
        {state === "refused" &&
          "The browser did not allow copying. The secret is selected: press Ctrl+C (⌘C on a Mac) to copy it."}
      </p>
    </div>
  );
}

const SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a Buffer), before any JSON parsing.
export function verify(rawBody, headers, secret = process.env.WEBHOOK_SECRET) {
  const timestamp = headers["x-webhook-timestamp"] ?? "";
  // Refuse missing or stale timestamps (replays of an old delivery).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const hmac = createHmac("sha256", secret).update(\`\${timestamp}.\`).update(rawBody).digest("hex");
  const expected = Buffer.from(\`sha256=\${hmac}\`);
  const given = Buffer.from(headers["x-webhook-signature"] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

function VerifyHelp() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-6">
      <h2 id={id} className="font-semibold">
        How to verify a delivery
      </h2>
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>
          Read the <code className="font-mono">X-Webhook-Timestamp</code> header (Unix seconds) and the raw
          request body, before parsing it.
        </li>
        <li>
          Compute the HMAC-SHA256 of <code className="font-mono">&lt;timestamp&gt;.&lt;raw body&gt;</code>{" "}
          with the secret as key, as lower-case hex.
        </li>
        <li>
          Compare <code className="font-mono">sha256=</code> followed by that hex with the{" "}
          <code className="font-mono">X-Webhook-Signature</code> header, in constant time; refuse timestamps
          more than 5 minutes off.
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        In Node.js, with the secret kept in your receiver&apos;s configuration (here{" "}
        <code className="font-mono">WEBHOOK_SECRET</code>), never in code:
      </p>
      <pre
        tabIndex={0}
        aria-label="Node.js example: verifying a delivery"
        className="overflow-x-auto rounded-md bg-muted p-4 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{SNIPPET}</code>
      </pre>
      <p className="text-sm text-muted-foreground">
        To check one delivery by hand, paste it into the{" "}
        <Link
          href="/webhooks/signature-checker"
          target="_blank"
          className="text-foreground underline underline-offset-4"
        >
          signature checker (opens in a new tab)
        </Link>
        .
      </p>
    </section>
  );
}

function ReplacedNote({ replaced }: { replaced: NonNullable<Props["replaced"]> }) {
  if (replaced.deleteError)
    return (
      <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
        <p className="font-semibold text-destructive">
          The old subscription {replaced.id} could not be deleted: {replaced.deleteError}
        </p>
        <p className="mt-1">
          It still receives events, signed with the old secret. Once your receiver uses the new secret, delete
          it from{" "}
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
