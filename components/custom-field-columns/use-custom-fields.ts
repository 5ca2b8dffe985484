"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { definitionsOfTypeOptions } from "@/lib/custom-fields/queries";
import type { CustomFieldUrlState } from "@/lib/custom-fields/url-state";

// A table's custom fields (projects', leads'): the definitions, read once the controls are opened or the URL
// names a column or a filter (the table's first load asks nothing more), the fields shown as columns, and the
// one the URL filters by.
export function useCustomFields(entity: "Project" | "Lead", state: CustomFieldUrlState) {
  const [open, setOpen] = useState(false);
  const wanted = open || state.cf.length > 0 || state.cfv !== undefined;
  const { data: fields = [] } = useQuery({ ...definitionsOfTypeOptions(entity), enabled: wanted });
  const filterField = fields.find((f) => f.id === state.cfv?.fieldId);
  const shown = useMemo(() => fields.filter((f) => state.cf.includes(f.id)), [fields, state.cf]);
  // The filter as the record index and "all N matching" take it: by the field's name, once it is known.
  const custom = filterField && state.cfv ? { name: filterField.name, value: state.cfv.value } : undefined;
  return { open, toggle: () => setOpen((o) => !o), fields, shown, custom };
}
