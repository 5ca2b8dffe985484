"use client";

import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { entityTypeLabel } from "@/lib/custom-fields/values";
import type { CustomField } from "@/lib/partner-api/contract/reader";
import { typeLabel } from "../type-help";

export const features = tableFeatures({});
const col = createColumnHelper<typeof features, CustomField>();
const none = <span className="text-muted-foreground">—</span>;

export const columns = col.columns([
  col.accessor("name", { header: "Name", cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
  col.accessor("type", { header: "Type", cell: (c) => typeLabel(c.getValue()) }),
  col.accessor("customableType", { header: "Entity type", cell: (c) => entityTypeLabel(c.getValue()) }),
  col.accessor("description", {
    header: "Description",
    cell: (c) => <span className="line-clamp-2 max-w-prose whitespace-normal">{c.getValue() || none}</span>,
  }),
  col.accessor("options", {
    header: "Options",
    cell: (c) =>
      c.getValue().length === 0 ? (
        none
      ) : (
        <ul className="flex max-w-md flex-wrap gap-1" aria-label="Options">
          {c.getValue().map((o) => (
            <li key={o}>
              <Badge variant="outline">{o}</Badge>
            </li>
          ))}
        </ul>
      ),
  }),
]);
