"use client";

import { createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { PageCheckbox, RowCheckbox } from "@/components/bulk/selection";
import { customColumns, type WithCustom } from "@/components/custom-field-columns/columns";
import { Badge } from "@/components/ui/badge";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { formatMoney } from "@/lib/format/money";

// Sorting state only: the order is the server's (the API's, or the record index's across every page).
export const features = tableFeatures({ rowSortingFeature });
// What a row needs: a lead of the API's list or a row of the record index, with its custom field values.
export type LeadRow = Pick<
  Lead,
  "id" | "name" | "phaseId" | "client" | "budget" | "expectedStartDate" | "status" | "projectId"
> &
  WithCustom;
const col = createColumnHelper<typeof features, LeadRow>();

export const columnLabels: Record<string, string> = { name: "Name", budget: "Budget", status: "Status" };

// With `pick`, a first column of checkboxes for bulk work (roles that may write); then a column per custom field
// shown (?cf=).
export const columns = (
  phaseName: (id: number) => string,
  pick = false,
  shown: { id: number; name: string }[] = [],
) =>
  col.columns([
    ...(pick
      ? [
          col.display({
            id: "select",
            header: () => <PageCheckbox />,
            cell: (c) => (
              <RowCheckbox id={c.row.original.id} name={c.row.original.name ?? `lead ${c.row.original.id}`} />
            ),
          }),
        ]
      : []),
    col.accessor("name", {
      header: "Name",
      cell: (c) => (
        <Link
          href={`/leads/${c.row.original.id}`}
          prefetch={false}
          className="font-medium underline-offset-4 hover:underline"
        >
          {c.getValue() ?? `Lead ${c.row.original.id}`}
        </Link>
      ),
    }),
    col.accessor("phaseId", {
      header: "Phase",
      enableSorting: false,
      cell: (c) => (c.getValue() === null ? "—" : phaseName(c.getValue()!)),
    }),
    col.accessor((l) => l.client?.name ?? "—", { id: "client", header: "Client", enableSorting: false }),
    col.accessor("budget", {
      header: "Budget",
      cell: (c) => (c.getValue() == null ? "—" : formatMoney(c.getValue()!)),
    }),
    col.accessor("expectedStartDate", {
      header: "Expected start",
      enableSorting: false,
      cell: (c) => c.getValue() ?? "—",
    }),
    col.accessor((l) => l.status.displayName, {
      id: "status",
      header: "Status",
      cell: (c) => (
        <span className="flex gap-1">
          <Badge variant="outline">{c.getValue()}</Badge>
          {c.row.original.projectId != null && <Badge variant="success">Converted</Badge>}
        </span>
      ),
    }),
    ...customColumns((def) => col.display(def), shown),
  ]);
