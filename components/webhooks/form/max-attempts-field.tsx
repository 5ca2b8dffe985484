"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DEFAULT_MAX_ATTEMPTS, MAX_ATTEMPTS_CAP } from "@/lib/partner-api/contract/values";
import { maxAttemptsProblem } from "./form-rules";
import type { SubscriptionFormValues } from "./form-schema";
import { retrySummary } from "./retry-summary";

// Attempts per event, with the retry span it gives shown live as the number changes.
export function MaxAttemptsField() {
  const { register, getFieldState, formState, control } = useFormContext<SubscriptionFormValues>();
  const raw = useWatch({ control, name: "maxAttempts" });
  const error = getFieldState("maxAttempts", formState).error?.message;
  const valid = maxAttemptsProblem(raw) === null;
  return (
    <FormField
      label="Attempts per event"
      required
      error={error}
      description={
        <>
          The first attempt included, so 1 means no retries: 1 to {MAX_ATTEMPTS_CAP}, default{" "}
          {DEFAULT_MAX_ATTEMPTS}. Values above {MAX_ATTEMPTS_CAP} are capped at {MAX_ATTEMPTS_CAP}.
          {/* Always present, so that screen readers announce the span as it changes. */}
          <span className="mt-1 block font-medium text-foreground" aria-live="polite">
            {valid ? retrySummary(Number(raw)) : ""}
          </span>
        </>
      }
    >
      <Input
        {...register("maxAttempts")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_ATTEMPTS_CAP}
        step={1}
        className="w-32"
      />
    </FormField>
  );
}
