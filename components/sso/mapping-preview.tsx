"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, ApiRequestError } from "@/lib/api-client";

type Preview = { claim: string; role: string | null; values: string[]; matched: string[]; why: string };
const EXAMPLE = '{\n  "sub": "248289761001",\n  "groups": ["console-support"]\n}';

// Paste a claim set (an ID token's payload) and see the role the configured mapping gives it, and why.
export function MappingPreview({ maxChars }: { maxChars: number }) {
  const [result, setResult] = useState<Preview>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const claims = String(new FormData(e.currentTarget).get("claims") ?? "");
    setPending(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await apiFetch<Preview>("/api/sso/preview", { method: "POST", json: { claims } }));
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : "The preview failed.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="sso-preview" className="rounded-xl border bg-card p-6">
      <h2 id="sso-preview" className="text-lg font-semibold">
        Preview the mapping
      </h2>
      <form onSubmit={onSubmit} className="mt-4 grid gap-3">
        <label htmlFor="sso-claims" className="text-sm font-medium">
          Claim set (JSON, at most {maxChars.toLocaleString("en")} characters)
        </label>
        <Textarea
          id="sso-claims"
          name="claims"
          rows={6}
          maxLength={maxChars}
          defaultValue={EXAMPLE}
          className="font-mono"
          spellCheck={false}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Checking…" : "Preview role"}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4 text-sm">
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
        {result && (
          <div data-testid="sso-preview-result" className="grid gap-1">
            <p className="font-medium">{result.role ? `Role: ${result.role}` : "No access"}</p>
            <p>{result.why}</p>
            {result.values.length > 0 && (
              <p className="text-muted-foreground">
                Values of {result.claim}: {result.values.join(", ")}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
