"use client";

import type { Ref } from "react";
import type { FormFieldControlProps } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

// Radix Select has no empty item value; this one stands for "not set" and maps back to "".
const NONE = "__none__";

type Props = FormFieldControlProps & {
  value: string;
  onChange: (value: string, name: string | undefined) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  options: { id: number; name: string }[] | undefined;
  loading: boolean;
  placeholder: string;
  // Offered as the first item when the field may be left unset.
  noneLabel?: string;
  // Shown for the current value until the options arrive (e.g. the project's own status name).
  currentLabel?: string;
};

// A Select over an id/name reference list (project statuses and types, lead phases), valued by the id as text.
export function ReferenceSelect({
  value,
  onChange,
  onBlur,
  ref,
  options,
  loading,
  placeholder,
  noneLabel,
  currentLabel,
  ...control
}: Props) {
  const selected =
    options?.find((o) => String(o.id) === value)?.name ??
    currentLabel ??
    (loading ? "Loading…" : `#${value}`);
  return (
    <Select
      value={value}
      onValueChange={(v) => {
        const id = v === NONE ? "" : v;
        onChange(id, options?.find((o) => String(o.id) === id)?.name);
      }}
    >
      <SelectTrigger ref={ref} onBlur={onBlur} className="w-full" {...control}>
        <SelectValue placeholder={noneLabel ?? placeholder}>{selected}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {options?.map((o) => (
          <SelectItem key={o.id} value={String(o.id)}>
            {o.name}
          </SelectItem>
        ))}
        {loading && (
          <SelectItem value="__loading__" disabled>
            Loading…
          </SelectItem>
        )}
      </SelectContent>
    </Select>
  );
}
