import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { DefinitionFilters } from "@/lib/custom-fields/filters";
import type { EntityType } from "@/lib/partner-api/contract";
import type { CustomField, ReadList } from "@/lib/partner-api/contract/reader";

// Keys by prefix: invalidating customFieldKeys.all after a create refreshes the table, the panels and lookup.
export const customFieldKeys = {
  all: ["custom-fields"] as const,
  lists: () => [...customFieldKeys.all, "list"] as const,
  list: (f: DefinitionFilters) => [...customFieldKeys.lists(), f] as const,
  ofType: (entityType: EntityType) => [...customFieldKeys.all, "of-type", entityType] as const,
};

// The browser fetches over the console's routes; a server page uses definitionReads(api), what those routes call.
const overRoutes = {
  list: (f: DefinitionFilters) => apiFetch<ReadList<CustomField>>(`/api/custom-fields${toSearch(f)}`),
  ofType: async (entityType: EntityType) =>
    (await apiFetch<{ data: CustomField[] }>(`/api/custom-fields/all${toSearch({ entityType })}`)).data,
};
export type DefinitionReads = typeof overRoutes;

export const definitionListOptions = (
  f: DefinitionFilters,
  reads: Pick<DefinitionReads, "list"> = overRoutes,
) => queryOptions({ queryKey: customFieldKeys.list(f), queryFn: () => reads.list(f) });

export const definitionsOfTypeOptions = (
  entityType: EntityType,
  reads: Pick<DefinitionReads, "ofType"> = overRoutes,
) => queryOptions({ queryKey: customFieldKeys.ofType(entityType), queryFn: () => reads.ofType(entityType) });
