"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTable, type ColumnVisibilityState, type SortingState } from "@tanstack/react-table";
import { FolderOpen } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ColumnHeader } from "@/components/data-table/column-header";
import { ColumnToggle } from "@/components/data-table/column-toggle";
import { ListFrame, urlPaging } from "@/components/data-table/list-frame";
import { useShell } from "@/components/shell/environment-context";
import { EmptyState } from "@/components/ui/empty-state";
import { can } from "@/lib/auth/permissions";
import type { Project } from "@/lib/partner-api/contract/reader";
import { PAGE_SIZES, toApiFilters } from "@/lib/projects/filters";
import { projectListOptions } from "@/lib/queries/projects";
import { ExportButton } from "../export-button";
import { columnLabels, columns, features } from "./columns";
import { ProjectsToolbar } from "./toolbar";
import { useProjectListState } from "./use-list-state";

const noRows: Project[] = [];

export function ProjectsTable() {
  const [state, update] = useProjectListState();
  const { role } = useShell();
  const router = useRouter();
  const apiFilters = toApiFilters(state);
  const query = useQuery({ ...projectListOptions(apiFilters), placeholderData: keepPreviousData });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({ id: false });
  const table = useTable({
    features,
    columns,
    data: query.data?.data ?? noRows,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
  });
  const { limit: _l, offset: _o, ...exportFilters } = apiFilters;

  return (
    <section aria-labelledby="projects-heading">
      <ProjectsToolbar state={state} update={update} canCreate={can(role, "records:write")}>
        <ColumnToggle
          columns={table.getAllLeafColumns().map((c) => ({
            id: c.id,
            label: columnLabels[c.id] ?? c.id,
            visible: c.getIsVisible(),
            toggle: (v) => c.toggleVisibility(v),
          }))}
        />
        <ExportButton filters={exportFilters} />
      </ProjectsToolbar>
      <ListFrame
        what="Projects"
        query={query}
        table={table}
        empty={
          <EmptyState
            icon={<FolderOpen />}
            title="No projects match"
            description="Change or clear the filters to see more projects."
          />
        }
        paging={urlPaging(state, update, PAGE_SIZES)}
        tableProps={{
          ariaSort: (h) =>
            h.column.getIsSorted() === "asc"
              ? "ascending"
              : h.column.getIsSorted() === "desc"
                ? "descending"
                : undefined,
          renderHeader: (h) => (
            <ColumnHeader
              title={columnLabels[h.column.id] ?? h.column.id}
              sorted={h.column.getIsSorted()}
              onToggle={h.column.getToggleSortingHandler()}
            />
          ),
          onRowClick: (p) => router.push(`/projects/${p.id}`),
        }}
      />
    </section>
  );
}
