"use client";

import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { ListFrame, urlPaging } from "@/components/data-table/list-frame";
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
      <ListFrame
        what="Leads"
        query={query}
        table={table}
        empty={<EmptyState title="No leads match" description="Change or clear the filters." />}
        paging={urlPaging(state, update, PAGE_SIZES)}
      />
    </section>
  );
}
