"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type CopyState = "idle" | "copied" | "refused";

// The secret in a read-only field with a copy button; when the browser refuses to copy, it is selected for
// the user to copy by hand.
export function SecretField({ secret, label = "Signing secret" }: { secret: string; label?: string }) {
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
      <Label htmlFor={id}>{label}</Label>
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
          `The browser did not allow copying. The ${label.toLowerCase()} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`}
      </p>
    </div>
  );
}
