import "server-only";
import { collectAll } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { ProjectFilters } from "./types";

// A server page prefetches ./queries.ts's options with these, so its data is what the browser's refetch gets.
export const projectReads = (api: PartnerApiClient) => ({
  list: async (f: ProjectFilters) => (await api.call("listProjects", { query: f })).data,
  get: async (id: number) => (await api.call("getProject", { params: { id } })).data,
  statuses: () =>
    collectAll(
      async (offset, limit) => (await api.call("listProjectStatuses", { query: { offset, limit } })).data,
    ),
  types: () =>
    collectAll(
      async (offset, limit) => (await api.call("listProjectTypes", { query: { offset, limit } })).data,
    ),
});
