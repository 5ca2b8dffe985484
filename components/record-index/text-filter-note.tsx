"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Freshness } from "@/lib/record-index/queries";
import { freshnessText } from "./freshness";

// Above a table filtered by text (?q=, from its search box's Enter): what it is filtered by and how complete the
// index behind it is, or, when the index cannot filter, that the table is not filtered, with a way back.
export function TextFilterNote({
  q,
  applied,
  freshness,
  onClear,
}: {
  q: string;
  applied: boolean;
  freshness?: Freshness;
  onClear: () => void;
}) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 pb-2 text-sm">
      <p>
        {applied ? (
          <>
            Showing every project matching <strong>“{q}”</strong> in its name, client, id or custom field
            values
            {freshness ? ` (${freshnessText(freshness)})` : ""}.
          </>
        ) : (
          <>
            Not filtered by “{q}”: matching by text needs the record index (
            {freshness ? freshnessText(freshness) : "not available"}).
          </>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        <X aria-hidden className="size-4" /> Clear “{q}”
      </Button>
    </div>
  );
}
