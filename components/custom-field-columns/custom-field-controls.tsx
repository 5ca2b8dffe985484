"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CustomField } from "@/lib/partner-api/contract/reader";

type Props = {
  fields: Pick<CustomField, "id" | "name">[];
  shown: number[];
  filter?: { fieldId: number; value: string };
  onShown: (ids: number[]) => void;
  onFilter: (f: { fieldId: number; value: string } | undefined) => void;
};

// Which custom fields show as columns, and a filter by one field's value (both kept in the URL by the table).
// Loaded with the first custom-field use (JS budget).
export function CustomFieldControls({ fields, shown, filter, onShown, onFilter }: Props) {
  const [fieldId, setFieldId] = useState(filter?.fieldId ?? fields[0]?.id);
  const [value, setValue] = useState(filter?.value ?? "");
  if (fields.length === 0)
    return <p className="text-sm text-muted-foreground">No custom fields are defined.</p>;
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-md border p-3 text-sm">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 font-medium">Custom field columns</legend>
        {fields.map((f) => (
          <label key={f.id} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={shown.includes(f.id)}
              onChange={(e) => onShown(e.target.checked ? [...shown, f.id] : shown.filter((x) => x !== f.id))}
            />
            {f.name}
          </label>
        ))}
      </fieldset>
      <form
        className="flex items-end gap-2"
        aria-label="Custom field filter"
        onSubmit={(e) => {
          e.preventDefault();
          onFilter(fieldId && value.trim() ? { fieldId, value: value.trim() } : undefined);
        }}
      >
        <label className="flex flex-col gap-1">
          Field
          <select
            className="h-8 rounded-md border border-input bg-background px-2"
            value={fieldId}
            onChange={(e) => setFieldId(Number(e.target.value))}
          >
            {fields.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Value
          <input
            className="h-8 rounded-md border border-input bg-background px-2"
            value={value}
            maxLength={200}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <Button size="sm" type="submit">
          Filter
        </Button>
        {filter && (
          <Button size="sm" variant="ghost" type="button" onClick={() => onFilter(undefined)}>
            Clear filter
          </Button>
        )}
      </form>
    </div>
  );
}
