"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import type { CustomFieldUrlState } from "@/lib/custom-fields/url-state";
import type { useCustomFields } from "./use-custom-fields";

// The controls load with their first use (JS budget of /projects and /leads).
const CustomFieldControls = dynamic(
  () => import("./custom-field-controls").then((m) => m.CustomFieldControls),
  {
    ssr: false,
  },
);

type Custom = ReturnType<typeof useCustomFields>;

// The toolbar's "Custom fields" button, which shows or hides the controls below the toolbar.
export function CustomFieldsButton({ custom }: { custom: Custom }) {
  return (
    <Button size="sm" variant="outline" aria-expanded={custom.open} onClick={custom.toggle}>
      Custom fields
    </Button>
  );
}

// Which fields show as columns and the filter by value; both go to the URL (a filter returns to page 1).
export function CustomFieldsPanel({
  custom,
  state,
  update,
}: {
  custom: Custom;
  state: CustomFieldUrlState;
  update: (p: Partial<CustomFieldUrlState> & { page?: number }) => void;
}) {
  if (!custom.open) return null;
  return (
    <CustomFieldControls
      fields={custom.fields}
      shown={state.cf}
      filter={state.cfv}
      onShown={(cf) => update({ cf })}
      onFilter={(cfv) => update({ cfv, page: 1 })}
    />
  );
}
