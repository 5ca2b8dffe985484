import "server-only";
import { collectAll } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { EntityType, ListEnvelope } from "@/lib/partner-api/contract";
import type { CustomField } from "@/lib/partner-api/contract/reader";
import type { DefinitionFilters } from "./filters";

// The API pages definitions but cannot search them by name: without a search the console passes limit/offset
// through; with one it walks every page (definitions are few) and pages the matches itself.
export async function listDefinitions(
  api: PartnerApiClient,
  { q, ...f }: DefinitionFilters,
  signal?: AbortSignal,
): Promise<ListEnvelope<CustomField>> {
  if (!q) return (await api.call("listCustomFields", { query: f, signal })).data;
  const all = await allDefinitions(api, f.customableType, signal);
  const needle = q.toLowerCase();
  const hits = all.filter((d) => d.name.toLowerCase().includes(needle));
  return {
    data: hits.slice(f.offset, f.offset + f.limit),
    limit: f.limit,
    offset: f.offset,
    total: hits.length,
  };
}

export const allDefinitions = (api: PartnerApiClient, customableType?: EntityType, signal?: AbortSignal) =>
  collectAll(
    async (offset, limit) =>
      (await api.call("listCustomFields", { query: { customableType, offset, limit }, signal })).data,
  );

// A server page prefetches ./queries.ts's options with these, so its data is what the browser's refetch gets.
export const definitionReads = (api: PartnerApiClient) => ({
  list: (f: DefinitionFilters) => listDefinitions(api, f),
  ofType: (entityType: EntityType) => allDefinitions(api, entityType),
});
