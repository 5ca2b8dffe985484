"use client";

import dynamic from "next/dynamic";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTable, type SortingState, type Updater } from "@tanstack/react-table";
import { useMemo } from "react";
import { ListFrame, urlPaging } from "@/components/data-table/list-frame";
import { sortableHeaders } from "@/components/data-table/sortable-headers";
import { IndexOrderNote } from "@/components/record-index/index-order-note";
import { SelectionProvider } from "@/components/bulk/selection";
import { CustomFieldsButton, CustomFieldsPanel } from "@/components/custom-field-columns/custom-fields-panel";
import { useCustomFields } from "@/components/custom-field-columns/use-custom-fields";
import { useShell } from "@/components/shell/environment-context";
import { EmptyState } from "@/components/ui/empty-state";
import { can } from "@/lib/auth/permissions";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { BoardState } from "@/lib/leads/board-filters";
import { INDEX_SORTS, type IndexSort } from "@/lib/index-order";
import { PAGE_SIZES } from "@/lib/projects/filters";
import { leadPhasesOptions } from "@/lib/leads/queries";
import { columnLabels, columns as makeColumns, features, type LeadRow } from "./columns";
import { useLeadRows } from "./use-lead-rows";

// The selection bar (and through it the bulk dialog and job panel) loads after the table: JS budget.
const BulkBar = dynamic(() => import("@/components/bulk/bulk-bar").then((m) => m.BulkBar), { ssr: false });
const noRows: LeadRow[] = [];
const leadHeaders = sortableHeaders();
const isIndexSort = (id: string | undefined): id is IndexSort => INDEX_SORTS.some((s) => s === id);

// The board's leads one server page at a time, retired included. Name, budget and status sort across pages
// through the record index; without it the API's order stays, and the table says why.
export function LeadsTable({
  state,
  update,
}: {
  state: BoardState;
  update: (p: Partial<BoardState>) => void;
}) {
  const { data: phases } = useSuspenseQuery(leadPhasesOptions());
  const { role } = useShell();
  const bulk = can(role, "records:write");
  const custom = useCustomFields("Lead", state);
  const columns = useMemo(() => {
    const names = new Map(phases.map((p) => [p.id, p.name]));
    return makeColumns((id) => names.get(id) ?? `Phase ${id}`, bulk, custom.shown);
  }, [phases, bulk, custom.shown]);
  const rows = useLeadRows(state, custom.custom);
  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.order === "desc" }] : [];
  const onSortingChange = (u: Updater<SortingState>) => {
    const first = (typeof u === "function" ? u(sorting) : u)[0];
    update(
      isIndexSort(first?.id)
        ? { sort: first.id, order: first.desc ? "desc" : "asc" }
        : { sort: undefined, order: "asc" },
    );
  };
  const table = useTable({
    features,
    columns,
    data: rows.rows ?? noRows,
    state: { sorting },
    manualSorting: true,
    onSortingChange,
  });

  // "All N matching" is what this table lists: the API's leads of the phase and client, retired included, and
  // the custom-field filter when the index applies it.
  const filters = {
    contactId: state.contactId,
    phaseId: state.phaseId,
    retired: true,
    ...(custom.custom && rows.fromIndex ? { custom: custom.custom } : {}),
  };
  const pageIds = useMemo(() => (rows.rows ?? noRows).map((r) => r.id), [rows.rows]);
  return (
    <SelectionProvider pageIds={pageIds} resetKey={JSON.stringify(filters)}>
      <section aria-label="Leads table view">
        <div className="flex flex-wrap items-center gap-2 pb-3">
          <Select
            value={state.phaseId ? String(state.phaseId) : "all"}
            onValueChange={(v) => update({ phaseId: v === "all" ? undefined : Number(v) })}
          >
            <SelectTrigger aria-label="Phase filter" className="h-8 w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All phases</SelectItem>
              {phases.map((p) => (
                <SelectItem key={p.id} value={String(p.id)}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <CustomFieldsButton custom={custom} />
        </div>
        <CustomFieldsPanel custom={custom} state={state} update={update} />
        {bulk && (
          <BulkBar
            entity="lead"
            total={rows.query.data?.total ?? 0}
            filters={filters}
            choices={phases}
            canDelete={false}
          />
        )}
        <IndexOrderNote
          by={state.sort ? (columnLabels[state.sort] ?? state.sort) : undefined}
          what="leads"
          freshness={rows.freshness}
          fallback="none"
        />
        <ListFrame
          what="Leads"
          query={rows.query}
          table={table}
          empty={<EmptyState title="No leads match" description="Change or clear the filters." />}
          paging={urlPaging(state, update, PAGE_SIZES)}
          tableProps={leadHeaders}
        />
      </section>
    </SelectionProvider>
  );
}
