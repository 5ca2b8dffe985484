"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Controller, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";
import { pickerOptions, SEARCH_MAX, type PickerSource } from "@/lib/queries/record-index";
import { Combobox, type ComboOption, type ComboStatus } from "./combobox";
import { freshnessText, indexUsable } from "./freshness";
import { UNPICKED, pickerText } from "./picker-value";
import { useDebounced } from "./use-debounced";

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

const USE_ID = "use-id";

// A record form's reference (a client contact, an owner) picked by name. The field holds the id as text, like
// the raw id input it replaces; typed text not yet picked holds a value the form refuses ("pick one"), so a
// half-typed name is never saved as nothing. A number that is not in the list is offered as "Use id …": the
// fallback is explicit, never guessed.
export function PickerField<V extends FieldValues>({
  name,
  label,
  noun,
  source,
  description,
  current,
  className,
}: Props<V>) {
  const { control, getFieldState, formState } = useFormContext<V>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FormField label={label} error={error} description={description} className={className}>
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Picker
              inputProps={p}
              value={String(field.value ?? "")}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              noun={noun}
              source={source}
              current={current}
            />
          )}
        />
      )}
    </FormField>
  );
}

function Picker(props: {
  inputProps: Record<string, unknown>;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  noun: string;
  source: PickerSource;
  current?: { id: number; name: string } | null;
}) {
  const { value, noun, current } = props;
  const [text, setText] = useState(() => pickerText(value, current));
  const q = useDebounced(text.trim().slice(0, SEARCH_MAX));
  const picked = !value.startsWith(UNPICKED);
  const list = useQuery({ ...pickerOptions(props.source, q), enabled: !picked && q !== "" });
  const hits = q === text.trim() ? (list.data?.data ?? []) : [];
  const typedId = idFromText(text.trim().replace(/^#/, ""));
  const options: ComboOption[] = hits.map((h) => ({ key: String(h.id), label: h.name, detail: h.detail }));
  if (!picked && typedId !== undefined && !hits.some((h) => h.id === typedId))
    options.push({
      key: USE_ID,
      label: `Use id ${typedId}`,
      detail: `not in the list: the API checks it on save`,
    });
  const status: ComboStatus = picked
    ? "idle"
    : q !== text.trim() || list.isFetching
      ? "loading"
      : list.isError
        ? "error"
        : "ready";
  const freshness = list.data?.freshness;
  // A saved id the record does not name (an owner): its name from the same source, shown in place of "#id".
  const bare = picked && value !== "" && text === `#${value}`;
  const named = useQuery({ ...pickerOptions(props.source, value), enabled: bare });
  const name = bare ? named.data?.data.find((h) => String(h.id) === value)?.name : undefined;
  return (
    <Combobox
      inputProps={props.inputProps}
      inputRef={props.inputRef}
      placeholder={`Type a ${noun}'s name or id`}
      text={name ?? text}
      onTextChange={(t) => {
        setText(t);
        props.onChange(t.trim() === "" ? "" : `${UNPICKED}${t}`);
      }}
      onBlur={props.onBlur}
      status={status}
      options={picked ? [] : options}
      message={
        freshness && !indexUsable(freshness)
          ? `Names need the record index (${freshnessText(freshness)}); type an id to use it.`
          : `No ${noun} matches “${text.trim()}”.`
      }
      footer={
        freshness?.state === "indexing"
          ? `Not every ${noun} is known yet: ${freshnessText(freshness)}.`
          : undefined
      }
      onPick={(o) => {
        if (o.key === USE_ID && typedId !== undefined) {
          setText(`#${typedId}`);
          props.onChange(String(typedId));
          return;
        }
        const hit = hits.find((h) => String(h.id) === o.key);
        if (!hit) return;
        setText(hit.name);
        props.onChange(String(hit.id));
      }}
    />
  );
}
