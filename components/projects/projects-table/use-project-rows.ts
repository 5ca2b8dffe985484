"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { indexUsable } from "@/components/record-index/freshness";
import { useKeysetPage } from "@/components/record-index/use-keyset-page";
import { toApiFilters, type ProjectListState } from "@/lib/projects/filters";
import { projectListOptions } from "@/lib/queries/projects";
import { indexStatusOptions, sortedProjectsOptions, type IndexListRow } from "@/lib/queries/record-index";
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
});

// The rows of the projects table: the API's page (its own order), or, when the URL asks for an order across
// every page and the index can give it, the index's keyset page. An index that is off or empty falls back to
// the API's page sorted where it stands.
export function useProjectRows(state: ProjectListState) {
  const status = useQuery({ ...indexStatusOptions(), enabled: Boolean(state.sort) });
  const projects = status.data?.projects;
  const fromIndex = Boolean(state.sort) && indexUsable(projects);
  const apiFilters = toApiFilters(state);
  // While the index's status is unknown a sorted list waits for it rather than showing another order first.
  const waiting = Boolean(state.sort) && status.isPending;
  const api = useQuery({
    ...projectListOptions(apiFilters),
    placeholderData: keepPreviousData,
    enabled: !fromIndex && !waiting,
  });
  const sorted = useKeysetPage(
    sortedProjectsOptions({
      sort: state.sort ?? "name",
      order: state.order,
      limit: state.pageSize,
      ...(apiFilters.statusId ? { statusId: apiFilters.statusId } : {}),
      ...(apiFilters.archived !== undefined ? { archived: apiFilters.archived } : {}),
      ...(apiFilters.contactId ? { contactId: apiFilters.contactId } : {}),
    }),
    state.page,
    fromIndex,
  );
  const { limit: _l, offset: _o, ...exportFilters } = apiFilters;
  return {
    fromIndex,
    freshness: sorted.freshness ?? projects,
    exportFilters,
    rows: fromIndex ? sorted.rows?.map(projectRow) : api.data?.data,
    query: fromIndex
      ? { ...sorted, data: { total: sorted.total } }
      : { ...api, isPending: api.isPending || waiting },
  };
}
