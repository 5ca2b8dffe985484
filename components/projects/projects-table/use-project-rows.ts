"use client";

import { useIndexedRows } from "@/components/record-index/use-indexed-rows";
import { toApiFilters, type ProjectListState } from "@/lib/projects/filters";
import { projectListOptions } from "@/lib/projects/queries";
import { sortedProjectsOptions, type IndexListRow } from "@/lib/record-index/queries";
import type { ProjectRow } from "./columns";

// An index row as the table's columns read a project.
const projectRow = (r: IndexListRow): ProjectRow => ({
  id: r.id,
  name: r.name,
  status: r.statusId !== null ? { id: r.statusId, name: r.statusName } : null,
  client: r.clientId !== null ? { id: r.clientId, name: r.clientName ?? `Contact ${r.clientId}` } : null,
  budget: r.budget,
  projectTypeName: r.type,
  archived: r.archived,
  updatedAt: r.updatedAt,
  custom: r.custom,
});
const same = (p: ProjectRow) => p;

// The projects table's rows: the API's page, or the record index's when the URL asks for an order across pages.
// `customName`: the name of the field the URL filters by (?cfv=), once its definition is known.
export function useProjectRows(state: ProjectListState, customName?: string) {
  const custom = state.cfv && customName ? { cfName: customName, cfValue: state.cfv.value } : undefined;
  const apiFilters = toApiFilters(state);
  const { limit: _l, offset: _o, ...exportFilters } = apiFilters;
  const rows = useIndexedRows({
    kind: "projects",
    page: state.page,
    api: projectListOptions(apiFilters),
    // A text or custom-field filter, or an order across pages, is read from the index (by name, when no order
    // is asked).
    sorted:
      state.sort || state.q || custom
        ? sortedProjectsOptions({
            sort: state.sort ?? "name",
            order: state.order,
            limit: state.pageSize,
            ...(state.q ? { q: state.q } : {}),
            ...custom,
            ...exportFilters,
          })
        : undefined,
    fromIndexRow: projectRow,
    fromApiRow: same,
  });
  return { ...rows, exportFilters };
}
