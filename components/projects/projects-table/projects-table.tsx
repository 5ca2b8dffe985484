"use client";

import dynamic from "next/dynamic";
import { useTable, type ColumnVisibilityState, type SortingState, type Updater } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { SelectionProvider } from "@/components/bulk/selection";
import { ColumnToggle } from "@/components/data-table/column-toggle";
import { ListFrame, urlPaging } from "@/components/data-table/list-frame";
import { sortableHeaders } from "@/components/data-table/sortable-headers";
import { LazyPageActions, type PageAction } from "@/components/palette/page-actions-lazy";
import { IndexOrderNote } from "@/components/record-index/index-order-note";
import { LazyViewSwitcher } from "@/components/saved-views/lazy-view-switcher";
import { useShell } from "@/components/shell/environment-context";
import { EmptyState } from "@/components/ui/empty-state";
import { can } from "@/lib/auth/permissions";
import { PAGE_SIZES } from "@/lib/projects/filters";
import { INDEX_SORTS, type IndexSort } from "@/lib/record-index/queries";
import { ExportButton } from "../export-button";
import { CustomFieldsButton, CustomFieldsPanel } from "@/components/custom-field-columns/custom-fields-panel";
import { isCustomColumnId } from "@/components/custom-field-columns/columns";
import { useCustomFields } from "@/components/custom-field-columns/use-custom-fields";
import { columnLabels, columns, customColumns, features, selectColumn, type ProjectRow } from "./columns";
import { ProjectsToolbar } from "./toolbar";
import { useProjectListState as useListState } from "./use-list-state";
import { useProjectRows } from "./use-project-rows";

// The selection bar (and through it the bulk dialog and job panel) loads after the table: JS budget.
const ProjectBulkBar = dynamic(() => import("./project-bulk-bar").then((m) => m.ProjectBulkBar), {
  ssr: false,
});
// Said only while the table is searched: its code loads then.
const TextFilterNote = dynamic(
  () => import("@/components/record-index/text-filter-note").then((m) => m.TextFilterNote),
  { ssr: false },
);
const noRows: ProjectRow[] = [];
// A custom field's column is titled by the field's name (its header).
const projectHeaders = sortableHeaders(
  (c) => columnLabels[c.id] ?? (typeof c.columnDef.header === "string" ? c.columnDef.header : c.id),
);
const isIndexSort = (id: string | undefined): id is IndexSort => INDEX_SORTS.some((s) => s === id);

export function ProjectsTable() {
  const [state, update] = useListState();
  const { role } = useShell();
  const router = useRouter();
  const custom = useCustomFields("Project", state);
  const rows = useProjectRows(state, custom.custom?.name);
  // Columns the index sorts live in the URL (?sort=name&order=desc); the others sort the page shown.
  const [pageSorting, setPageSorting] = useState<SortingState>([]);
  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.order === "desc" }] : pageSorting;
  const onSortingChange = (u: Updater<SortingState>) => {
    const next = typeof u === "function" ? u(sorting) : u;
    const first = next[0];
    if (isIndexSort(first?.id)) {
      setPageSorting([]);
      update({ sort: first.id, order: first.desc ? "desc" : "asc" });
    } else {
      setPageSorting(next);
      if (state.sort) update({ sort: undefined, order: "asc" });
    }
  };
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({ id: false });
  const bulk = can(role, "records:write");
  const cols = useMemo(
    () => [...(bulk ? [selectColumn] : []), ...columns, ...customColumns(custom.shown)],
    [bulk, custom.shown],
  );
  // "All N matching": the filters this table lists by (the index's text search included).
  const filters = {
    ...(state.statusIds.length ? { statusIds: state.statusIds } : {}),
    ...(state.archived !== "all" ? { archived: state.archived === "archived" } : {}),
    ...(state.contactId ? { contactId: state.contactId } : {}),
    ...(state.q && rows.fromIndex ? { q: state.q } : {}),
    ...(custom.custom && rows.fromIndex ? { custom: custom.custom } : {}),
  };
  const exporter = useRef<{ run: () => void }>(null);
  const filtered = Boolean(
    state.statusIds.length || state.archived !== "all" || state.contactId || state.q || state.cfv,
  );
  const canCreate = can(role, "records:write");
  const pageActions: PageAction[] = [
    ...(canCreate ? [{ id: "new", label: "New project", run: () => router.push("/projects/new") }] : []),
    { id: "export", label: "Export CSV", run: () => exporter.current?.run() },
    ...(filtered
      ? [
          {
            id: "clear",
            label: "Clear filters",
            run: () =>
              update({ statusIds: [], archived: "all", contactId: undefined, q: "", cfv: undefined }),
          },
        ]
      : []),
  ];
  const pageIds = useMemo(() => (rows.rows ?? noRows).map((r) => r.id), [rows.rows]);
  const table = useTable({
    features,
    columns: cols,
    data: rows.rows ?? noRows,
    state: { sorting, columnVisibility },
    // The index's rows come in its order already.
    manualSorting: rows.fromIndex,
    onSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
  });

  return (
    <SelectionProvider pageIds={pageIds} resetKey={JSON.stringify(filters)}>
      <section aria-labelledby="projects-heading">
        <LazyPageActions actions={pageActions} />
        <ProjectsToolbar state={state} update={update} canCreate={canCreate}>
          <LazyViewSwitcher table="projects" />
          <ColumnToggle
            columns={table
              .getAllLeafColumns()
              .filter((c) => c.id !== "select" && !isCustomColumnId(c.id))
              .map((c) => ({
                id: c.id,
                label: columnLabels[c.id] ?? c.id,
                visible: c.getIsVisible(),
                toggle: (v) => c.toggleVisibility(v),
              }))}
          />
          <CustomFieldsButton custom={custom} />
          <ExportButton filters={rows.exportFilters} handle={exporter} />
        </ProjectsToolbar>
        <CustomFieldsPanel custom={custom} state={state} update={update} />
        {state.q && (
          <TextFilterNote
            q={state.q}
            applied={rows.fromIndex}
            freshness={rows.freshness}
            onClear={() => update({ q: "", page: 1 })}
          />
        )}
        {bulk && (
          <ProjectBulkBar
            total={rows.query.data?.total ?? 0}
            filters={filters}
            canDelete={can(role, "records:delete")}
          />
        )}
        <IndexOrderNote
          by={state.sort ? columnLabels[state.sort] : undefined}
          what="projects"
          freshness={rows.freshness}
          fallback="page"
        />
        <ListFrame
          what="Projects"
          query={rows.query}
          table={table}
          empty={
            <EmptyState
              title="No projects match"
              description="Change or clear the filters to see more projects."
            />
          }
          paging={urlPaging(state, update, PAGE_SIZES)}
          tableProps={{ ...projectHeaders, onRowClick: (p) => router.push(`/projects/${p.id}`) }}
        />
      </section>
    </SelectionProvider>
  );
}
