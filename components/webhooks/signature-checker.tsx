"use client";

import { CircleCheck, CircleX, Eye, EyeOff, ShieldCheck, TriangleAlert } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import type { SignatureCheckResult } from "@/lib/webhooks/types";

type Fields = { body: string; timestamp: string; signature: string; secret: string };
type FieldName = keyof Fields;
const empty: Fields = { body: "", timestamp: "", signature: "", secret: "" };

type Outcome =
  | { kind: "result"; result: SignatureCheckResult; bodyEndsInSpace: boolean }
  | { kind: "error"; message: string };

// What each required field says when it is left empty (checked on submit, then live, as the other forms do).
const requiredMessage: Partial<Record<FieldName, string>> = {
  timestamp: "Enter the X-Webhook-Timestamp header's value.",
  signature: "Enter the X-Webhook-Signature header's value.",
  secret: "Enter the subscription's signing secret.",
};

// The HMAC check runs on the server. The pasted input stays in form state only, never a cache, the URL or
// storage, and the secret is wiped when the page is hidden so the back-forward cache cannot restore it.
export function SignatureChecker() {
  const form = useForm<Fields>({ defaultValues: empty, mode: "onSubmit", reValidateMode: "onChange" });
  const errors = form.formState.errors;
  const pending = form.formState.isSubmitting;
  const [showSecret, setShowSecret] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Until hydrated the form cannot submit: a native submit would put the secret into a request of its own.
  const hydrated = useHydrated();

  useEffect(() => {
    const wipe = () =>
      flushSync(() => {
        form.setValue("secret", "");
        setShowSecret(false);
        setOutcome(null);
      });
    window.addEventListener("pagehide", wipe);
    return () => window.removeEventListener("pagehide", wipe);
  }, [form]);

  // react-hook-form focuses the first empty required field; a submit while one is pending is dropped.
  const check = form.handleSubmit(async (fields) => {
    setOutcome(null);
    try {
      const result = await apiFetch<SignatureCheckResult>("/api/webhooks/signature-check", {
        method: "POST",
        json: fields,
      });
      setOutcome({ kind: "result", result, bodyEndsInSpace: /\s$/.test(fields.body) });
    } catch (err) {
      if (err instanceof ApiRequestError && err.details.length > 0) {
        for (const d of err.details)
          if (d.path in empty) form.setError(d.path as FieldName, { message: d.message });
      }
      setOutcome({ kind: "error", message: (err as Error).message });
    }
  });

  const submit = (e: FormEvent<HTMLFormElement>) => (pending ? e.preventDefault() : check(e));

  const field = (name: FieldName) => {
    const message = requiredMessage[name];
    return form.register(name, message ? { validate: (v) => v.trim() !== "" || message } : {});
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        method="post"
        autoComplete="off"
        noValidate
        onSubmit={submit}
        // A result belongs to the input it was computed for: any edit clears it.
        onChange={() => setOutcome(null)}
        className="grid content-start gap-4"
      >
        <FormField
          label="Raw request body"
          description="Exactly as it arrived, byte for byte: not re-formatted or pretty-printed JSON."
          error={errors.body?.message}
        >
          <Textarea
            {...field("body")}
            rows={8}
            spellCheck={false}
            className="max-h-96 min-h-32 font-mono text-xs"
            placeholder='{"delivery_id":"…","event_type":"project.update",…}'
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            className="content-start"
            label="Timestamp"
            description="The X-Webhook-Timestamp header: unix seconds."
            error={errors.timestamp?.message}
            required
          >
            <Input {...field("timestamp")} inputMode="numeric" spellCheck={false} placeholder="1718000000" />
          </FormField>
          <FormField
            className="content-start"
            label="Signature"
            description="The X-Webhook-Signature header."
            error={errors.signature?.message}
            required
          >
            <Input {...field("signature")} spellCheck={false} className="font-mono" placeholder="sha256=…" />
          </FormField>
        </div>
        <FormField
          label="Signing secret"
          description="The subscription's secret, shown once when it was created. It is sent only to compute this check and is not stored or logged."
          error={errors.secret?.message}
          required
        >
          {(p) => (
            <div className="flex gap-2">
              <Input
                {...p}
                {...field("secret")}
                type={showSecret ? "text" : "password"}
                autoComplete="off"
                spellCheck={false}
                data-1p-ignore
                data-lpignore="true"
                className="font-mono"
              />
              <Button
                type="button"
                variant="outline"
                aria-pressed={showSecret}
                onClick={() => setShowSecret((v) => !v)}
              >
                {showSecret ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {showSecret ? "Hide" : "Show"}
                <span className="sr-only"> secret</span>
              </Button>
            </div>
          )}
        </FormField>
        <div>
          <Button
            type="submit"
            disabled={!hydrated}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            className="aria-disabled:opacity-50"
          >
            {pending ? <Spinner label="Checking" /> : <ShieldCheck aria-hidden />}
            {pending ? "Checking…" : "Check signature"}
          </Button>
        </div>
        <div aria-live="polite" aria-atomic="true">
          {outcome && <OutcomeView outcome={outcome} />}
        </div>
      </form>
      <SchemeHelp />
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "error")
    return (
      <div className="flex gap-2 rounded-md border border-destructive p-4 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        <p>
          <span className="font-medium">The check could not run.</span> {outcome.message}
        </p>
      </div>
    );
  const { result, bodyEndsInSpace } = outcome;
  const Icon = result.valid ? CircleCheck : CircleX;
  return (
    <div
      className={
        result.valid
          ? "flex gap-2 rounded-md border-2 border-success p-4 text-sm"
          : "flex gap-2 rounded-md border-2 border-destructive p-4 text-sm"
      }
    >
      <Icon
        aria-hidden
        className={result.valid ? "mt-0.5 size-5 shrink-0" : "mt-0.5 size-5 shrink-0 text-destructive"}
      />
      <div className="grid gap-1">
        <p className="font-semibold">{result.valid ? "Verifies" : "Does not verify"}</p>
        <p>{result.reason}</p>
        {!result.valid && bodyEndsInSpace && (
          <p className="text-muted-foreground">
            The pasted body ends in a space or line break. If the delivery&apos;s body did not, it was added
            when copying: remove it and check again.
          </p>
        )}
      </div>
    </div>
  );
}

function SchemeHelp() {
  return (
    <section
      aria-labelledby="scheme-heading"
      className="grid content-start gap-3 self-start rounded-lg border bg-card p-4 text-sm"
    >
      <h2 id="scheme-heading" className="text-base font-semibold">
        How deliveries are signed
      </h2>
      <ol className="grid list-decimal gap-2 pl-5">
        <li>
          The signed string is the <code className="font-mono">X-Webhook-Timestamp</code> header&apos;s value,
          a period, then the raw request body.
        </li>
        <li>
          <code className="font-mono">X-Webhook-Signature</code> is <code className="font-mono">sha256=</code>{" "}
          followed by the lower-case hex HMAC-SHA256 of that string, keyed with the subscription&apos;s
          secret.
        </li>
        <li>
          A receiver computes the same value from the body it read (before parsing it), compares the two in
          constant time, and refuses timestamps more than 5 minutes old.
        </li>
      </ol>
      <p className="font-medium">In Node.js:</p>
      <pre
        tabIndex={0}
        aria-label="Verifying a signature in Node.js"
        className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs"
      >
        {`const expected = "sha256=" + crypto
  .createHmac("sha256", secret)
  .update(\`\${timestamp}.\${rawBody}\`)
  .digest("hex");
const ok =
  expected.length === signature.length &&
  crypto.timingSafeEqual(
    Buffer.from(expected),
    Buffer.from(signature),
  );`}
      </pre>
    </section>
  );
}
