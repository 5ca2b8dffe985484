"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { ReferenceSelect } from "./reference-select";

type Props<V extends FieldValues> = {
  name: FieldPath<V>;
  label: string;
  description?: ReactNode;
  // The reference list's query (statuses, types, phases).
  list: UseQueryResult<{ id: number; name: string }[]>;
  placeholder: string;
  noneLabel?: string;
  currentLabel?: string;
  // Told of a choice after the field took it, with the chosen item's name.
  onChosen?: (name: string | undefined) => void;
};

// A record form's field chosen from a reference list, valued by the item's id as text ("" for not set).
export function ReferenceSelectField<V extends FieldValues>({
  name,
  label,
  description,
  list,
  onChosen,
  ...select
}: Props<V>) {
  const { control, getFieldState, formState } = useFormContext<V>();
  const error =
    getFieldState(name, formState).error?.message ??
    (list.isError ? "The list could not be loaded; reload the page to try again." : undefined);
  return (
    <FormField label={label} error={error} description={description}>
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <ReferenceSelect
              {...p}
              {...select}
              value={field.value}
              onChange={(id, chosen) => {
                field.onChange(id);
                onChosen?.(chosen);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              options={list.data}
              loading={list.isPending}
            />
          )}
        />
      )}
    </FormField>
  );
}
