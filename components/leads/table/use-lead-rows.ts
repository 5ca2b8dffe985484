"use client";

import { useIndexedRows } from "@/components/record-index/use-indexed-rows";
import type { BoardState } from "@/lib/leads/board-filters";
import { leadListOptions } from "@/lib/leads/queries";
import { sortedLeadsOptions, type IndexListRow } from "@/lib/record-index/queries";
import type { LeadRow } from "./columns";

// An index row as the table's columns read a lead (the index keeps the phase as statusId and the status value as
// statusName; it does not keep the expected start or the converted project).
const leadRow = (r: IndexListRow): LeadRow => ({
  id: r.id,
  name: r.name,
  phaseId: r.statusId,
  client: r.clientId !== null ? { id: r.clientId, name: r.clientName ?? "", email: r.clientEmail } : null,
  budget: r.budget,
  expectedStartDate: null,
  status: { value: r.statusName, displayName: r.statusName },
  projectId: null,
  custom: r.custom,
});
const same = (l: LeadRow) => l;

// The leads table's rows: the API's page, or the record index's when the URL asks for an order across pages or
// filters by a custom field's value (`custom`: by the field's name, once its definition is known).
export function useLeadRows(state: BoardState, custom?: { name: string; value: string }) {
  const filters = {
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    phaseId: state.phaseId,
    contactId: state.contactId,
  };
  return useIndexedRows({
    kind: "leads",
    page: state.page,
    api: leadListOptions(filters),
    sorted:
      state.sort || custom
        ? sortedLeadsOptions({
            sort: state.sort ?? "name",
            order: state.order,
            limit: state.pageSize,
            ...(state.phaseId ? { phaseId: state.phaseId } : {}),
            ...(state.contactId ? { contactId: state.contactId } : {}),
            ...(custom ? { cfName: custom.name, cfValue: custom.value } : {}),
          })
        : undefined,
    fromIndexRow: leadRow,
    fromApiRow: same,
  });
}
