"use client";

import {
  createColumnHelper,
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
} from "@tanstack/react-table";
import Link from "next/link";
import { PageCheckbox, RowCheckbox } from "@/components/bulk/selection";
import { customColumns as customColumnsOf, type WithCustom } from "@/components/custom-field-columns/columns";
import { Badge } from "@/components/ui/badge";
import { formatDay } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { Project } from "@/lib/partner-api/contract/reader";

export const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
});
// What a row needs: a project from the API's list or a row of the record index (same fields).
export type ProjectRow = Pick<
  Project,
  "id" | "name" | "status" | "client" | "budget" | "projectTypeName" | "archived" | "updatedAt"
> &
  WithCustom;
const col = createColumnHelper<typeof features, ProjectRow>();

// The API itself does not sort: name, status, budget and updated sort every page through the record index when
// it can (projects-table.tsx); any other column, or those when the index cannot, sort the page shown.
export const columns = col.columns([
  col.accessor("name", {
    header: "Name",
    sortFn: "alphanumeric",
    cell: (c) => (
      <Link
        href={`/projects/${c.row.original.id}`}
        prefetch={false}
        className="font-medium underline-offset-4 hover:underline focus-visible:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((p) => p.status?.name ?? "", { id: "status", header: "Status", sortFn: "alphanumeric" }),
  col.accessor((p) => p.client?.name ?? "", { id: "client", header: "Client", sortFn: "alphanumeric" }),
  col.accessor("budget", {
    header: "Budget",
    sortFn: "basic",
    cell: (c) => (c.getValue() == null ? "—" : formatMoney(c.getValue()!)),
  }),
  col.accessor((p) => p.projectTypeName ?? "", { id: "type", header: "Type", sortFn: "alphanumeric" }),
  col.accessor("archived", {
    header: "Archived",
    sortFn: "basic",
    cell: (c) =>
      c.getValue() ? <Badge variant="outline">Archived</Badge> : <span className="sr-only">No</span>,
  }),
  col.accessor("updatedAt", {
    header: "Updated",
    sortFn: "alphanumeric",
    cell: (c) => formatDay(new Date(c.getValue())),
  }),
  col.accessor("id", { header: "ID", sortFn: "basic" }),
]);

// The first column for roles that may write: checkboxes picking rows for bulk work.
export const selectColumn = col.display({
  id: "select",
  header: () => <PageCheckbox />,
  cell: (c) => <RowCheckbox id={c.row.original.id} name={c.row.original.name} />,
});

// A column per custom field shown (?cf=): the row's own value, no request per row.
export const customColumns = (fields: { id: number; name: string }[]) =>
  customColumnsOf((def) => col.display(def), fields);

export const columnLabels: Record<string, string> = {
  select: "Select",
  name: "Name",
  status: "Status",
  client: "Client",
  budget: "Budget",
  type: "Type",
  archived: "Archived",
  updatedAt: "Updated",
  id: "ID",
};
