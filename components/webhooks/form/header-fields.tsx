"use client";

import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MAX_HEADERS } from "./form-rules";
import type { SubscriptionFormValues } from "./form-schema";

// Custom headers sent with every delivery, as name/value rows. The names the engine or the connection set are
// refused at the row, with the reason.
export function HeaderFields() {
  const { control, register, formState } = useFormContext<SubscriptionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "headers" });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.headers;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Sent with every delivery, e.g. an API key your receiver checks. Content-Type, X-Webhook-Signature,
        X-Webhook-Timestamp (and any other X-Webhook- name) are set by the delivery engine, and Host,
        Content-Length, Transfer-Encoding and Connection by the HTTP connection, so those names are refused.
      </p>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No custom headers.</p>}
      {fields.map((field, i) => {
        const rowErrors = errors?.[i];
        return (
          <fieldset key={field.id} className="grid gap-3 rounded-lg border p-3">
            <legend className="sr-only">Header {i + 1}</legend>
            <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <FormField label="Name" required error={rowErrors?.name?.message}>
                <Input
                  {...register(`headers.${i}.name`)}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="X-Api-Key"
                />
              </FormField>
              <FormField label="Value" error={rowErrors?.value?.message}>
                <Input {...register(`headers.${i}.value`)} autoComplete="off" spellCheck={false} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-[1.375rem]"
                aria-label={`Remove header ${i + 1}`}
                onClick={() => {
                  remove(i);
                  // The removed row held the focus; the Add button is the nearest stable place for it.
                  addButton.current?.focus();
                }}
              >
                <X aria-hidden /> Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          disabled={fields.length >= MAX_HEADERS}
          onClick={() => append({ name: "", value: "" })}
        >
          <Plus aria-hidden /> Add header
        </Button>
        <span className="text-sm text-muted-foreground">
          {fields.length} of {MAX_HEADERS}
        </span>
      </div>
    </div>
  );
}
