"use client";

import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { BoardState } from "@/lib/leads/board-filters";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { PAGE_SIZES } from "@/lib/projects/filters";
import { leadListOptions, leadPhasesOptions } from "@/lib/queries/leads";
import { columns as makeColumns, features } from "./columns";

const noRows: Lead[] = [];

// The same leads as the board, one server page at a time (retired ones included, marked by their status).
export function LeadsTable({
  state,
  update,
}: {
  state: BoardState;
  update: (p: Partial<BoardState>) => void;
}) {
  const { data: phases } = useSuspenseQuery(leadPhasesOptions());
  const columns = useMemo(() => {
    const names = new Map(phases.map((p) => [p.id, p.name]));
    return makeColumns((id) => names.get(id) ?? `Phase ${id}`);
  }, [phases]);
  const filters = {
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    phaseId: state.phaseId,
    contactId: state.contactId,
  };
  const query = useQuery({ ...leadListOptions(filters), placeholderData: keepPreviousData });
  const table = useTable({ features, columns, data: query.data?.data ?? noRows });

  return (
    <section aria-label="Leads table view">
      <div className="pb-3">
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
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          Leads could not be loaded: {query.error.message}
        </p>
      ) : (
        <DataTable
          label="Leads"
          table={table}
          busy={query.isFetching}
          empty={
            !query.isPending && (
              <EmptyState title="No leads match" description="Change or clear the filters." />
            )
          }
        />
      )}
      <UnreadableRecords issues={query.data?.unreadable} />
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={query.data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </section>
  );
}
