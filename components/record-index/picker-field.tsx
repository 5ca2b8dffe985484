"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { pickerOptions, type PickerSource } from "@/lib/record-index/picker-queries";
import { lazyCombobox } from "./lazy-combobox";
import { UNPICKED, pickerText, placeholderOf } from "./picker-value";

type Props<V extends FieldValues> = {
  name: FieldPath<V>;
  label: string;
  // "client", "owner": how the field's messages name what is picked.
  noun: string;
  source: PickerSource;
  description?: ReactNode;
  // The record's current choice by name, when the record names it (an edit form).
  current?: { id: number; name: string } | null;
  className?: string;
};

// The picker's code (its list, its queries) loads when the box is first pointed at or focused.
const LazyPicker = lazyCombobox(() => import("./picker").then((m) => m.Picker));

// A reference picked by name; the field holds the id as text. Typed text not yet picked is refused ("pick one")
// so a half-typed name is never saved as nothing; an unlisted number is offered as "Use id …", never guessed.
export function PickerField<V extends FieldValues>({
  name,
  label,
  noun,
  source,
  description,
  current,
  className,
}: Props<V>) {
  const { control, getFieldState, formState, getValues } = useFormContext<V>();
  const error = getFieldState(name, formState).error?.message;
  // A saved id the record does not name (an owner): its name from the picker's source, shown from the start.
  const saved = String(formState.defaultValues?.[name] ?? getValues(name) ?? "");
  const lookUp = /^\d+$/.test(saved) && current?.id !== Number(saved);
  const found = useQuery({ ...pickerOptions(source, saved), enabled: lookUp }).data?.data.find(
    (h) => String(h.id) === saved,
  );
  const named = lookUp ? (found ? { id: found.id, name: found.name } : null) : current;
  return (
    <FormField label={label} error={error} description={description} className={className}>
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <LazyPicker
              shell={{ inputProps: p, inputRef: field.ref, placeholder: placeholderOf(noun) }}
              initialText={pickerText(String(field.value ?? ""), named)}
              onShellText={(t) => field.onChange(t.trim() === "" ? "" : `${UNPICKED}${t}`)}
              inputProps={p}
              value={String(field.value ?? "")}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              noun={noun}
              source={source}
              current={named}
            />
          )}
        />
      )}
    </FormField>
  );
}
