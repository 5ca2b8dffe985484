"use client";

import { ChevronDown } from "lucide-react";
import dynamic from "next/dynamic";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import type { SavedViewTable } from "@/lib/saved-views/views";

// The switcher's code (menu, dialogs, its API calls) loads after the table: the JS budget of /projects and /leads.
// Until then its button, disabled, at the same size (nothing moves when it arrives).
const Placeholder = () => (
  <Button variant="outline" size="sm" disabled>
    Views
    <ChevronDown aria-hidden className="size-4" />
  </Button>
);
const ViewSwitcher = dynamic(() => import("./view-switcher").then((m) => m.ViewSwitcher), {
  ssr: false,
  loading: Placeholder,
});

export function LazyViewSwitcher(props: { table: SavedViewTable; base?: string }) {
  return (
    <Suspense fallback={<Placeholder />}>
      <ViewSwitcher key={props.table} {...props} />
    </Suspense>
  );
}
