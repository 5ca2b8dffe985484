"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";

// Applied on Enter or when focus leaves; the parent re-keys it when the URL's value changes.
export function ContactFilter({
  value,
  onApply,
}: {
  value?: number;
  onApply: (id: number | undefined) => void;
}) {
  const [text, setText] = useState(value ? String(value) : "");
  const invalid = text !== "" && idFromText(text) === undefined;
  const apply = () => {
    const next = text ? Number(text) : undefined;
    if (!invalid && next !== value) onApply(next);
  };
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Input
        aria-label="Client contact id"
        placeholder="Client contact id"
        inputMode="numeric"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? "contact-filter-error" : undefined}
        onChange={(e) => setText(e.target.value.trim())}
        onBlur={apply}
        className="h-8 w-40"
      />
      {invalid && (
        <p id="contact-filter-error" role="alert" className="text-xs text-destructive">
          A contact id is a positive whole number.
        </p>
      )}
    </form>
  );
}
