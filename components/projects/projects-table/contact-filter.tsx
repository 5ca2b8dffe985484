"use client";

import { useQuery } from "@tanstack/react-query";
import { lazyCombobox } from "@/components/record-index/lazy-combobox";
import { UNPICKED } from "@/components/record-index/picker-value";
import { pickerOptions } from "@/lib/record-index/picker-queries";

// The client picker's code loads when the box is first pointed at or focused (see picker-field.tsx).
const LazyPicker = lazyCombobox(() => import("@/components/record-index/picker").then((m) => m.Picker));
const label = "Client filter";
const placeholder = "Filter by client…";

// Filters by client, picked by name (or "Use id …" for a contact id the index does not know); clearing the box
// clears the filter. The parent re-keys it when the URL's value changes.
export function ContactFilter({
  value,
  onApply,
}: {
  value?: number;
  onApply: (id: number | undefined) => void;
}) {
  // The filtered client by name (the index's), shown before the picker's own code has loaded.
  const named = useQuery({ ...pickerOptions("clients", String(value ?? "")), enabled: value !== undefined });
  const name = named.data?.data.find((c) => c.id === value)?.name;
  const apply = (v: string) => {
    if (v === "") {
      if (value !== undefined) onApply(undefined);
    } else if (!v.startsWith(UNPICKED) && Number(v) !== value) onApply(Number(v));
  };
  return (
    <LazyPicker
      shell={{ label, placeholder, className: "w-56" }}
      initialText={name ?? (value ? `#${value}` : "")}
      onShellText={(t) => t.trim() === "" && apply("")}
      inputProps={{ "aria-label": label }}
      value={value ? String(value) : ""}
      onChange={apply}
      onBlur={() => undefined}
      inputRef={null}
      noun="client"
      source="clients"
      placeholder={placeholder}
      className="w-56"
    />
  );
}
