"use client";

import type { ComponentProps, ReactNode } from "react";
import { useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type Props<V extends FieldValues> = {
  name: FieldPath<V>;
  label: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  // A text area for long free text; otherwise an input of `type`/`inputMode`.
  multiline?: boolean;
} & Pick<ComponentProps<typeof Input>, "type" | "inputMode">;

// One labelled text input of a record form, registered by name, with its validation message at the field.
export function TextField<V extends FieldValues>({
  name,
  label,
  multiline,
  type,
  inputMode,
  ...field
}: Props<V>) {
  const { register, getFieldState, formState } = useFormContext<V>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField label={label} error={error} {...field}>
      {multiline ? (
        <Textarea {...register(name)} rows={4} />
      ) : (
        <Input {...register(name)} type={type} inputMode={inputMode} autoComplete="off" />
      )}
    </FormField>
  );
}

// A field projects and leads share, worded the same on both forms (the client: record-index/client-field.tsx).
export function BudgetField() {
  return (
    <TextField
      name="budget"
      label="Budget"
      description="In US dollars, e.g. $65,000 or 12500.50."
      inputMode="decimal"
    />
  );
}
