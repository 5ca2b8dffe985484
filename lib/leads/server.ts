import "server-only";
import { collectAll } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { onlyPhase, type ColumnQuery } from "./column";

// A server page prefetches ./queries.ts's options with these, so its data is what the browser's refetch gets.
export const leadReads = (api: PartnerApiClient) => ({
  phases: () =>
    collectAll(
      async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
    ),
  get: async (id: number) => (await api.call("getLead", { params: { id } })).data,
  // A board column's page keeps only the leads of its phase (./column.ts).
  column: async (query: ColumnQuery, signal?: AbortSignal) =>
    onlyPhase((await api.call("listLeads", { query, signal })).data, query.phaseId),
});
