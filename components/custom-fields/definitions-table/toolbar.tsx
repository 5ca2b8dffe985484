"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DefinitionListState } from "@/lib/custom-fields/filters";
import { entityTypeLabel } from "@/lib/custom-fields/values";
import { entityTypes, type EntityType } from "@/lib/partner-api/contract/values";

type Props = {
  state: DefinitionListState;
  update: (p: Partial<DefinitionListState>) => void;
  children?: React.ReactNode;
};

export function DefinitionsToolbar({ state, update, children }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-2 pb-3">
      <Select
        value={state.type ?? "all"}
        onValueChange={(v) => update({ type: v === "all" ? undefined : (v as EntityType) })}
      >
        <SelectTrigger aria-label="Entity type filter" className="h-8 w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All entity types</SelectItem>
          {entityTypes.map((t) => (
            <SelectItem key={t} value={t}>
              {entityTypeLabel(t)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <NameSearch key={state.q} value={state.q} onApply={(q) => update({ q })} />
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}

// Applied on Enter or when focus leaves; re-keyed when the URL's value changes.
function NameSearch({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const [text, setText] = useState(value);
  const apply = () => text.trim() !== value && onApply(text.trim());
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Input
        type="search"
        aria-label="Search by name"
        placeholder="Search by name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        className="h-8 w-52"
      />
    </form>
  );
}
