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

export const definitionListOptions = (f: DefinitionFilters) =>
  queryOptions({
    queryKey: customFieldKeys.list(f),
    queryFn: () => apiFetch<ReadList<CustomField>>(`/api/custom-fields${toSearch(f)}`),
  });

export const definitionsOfTypeOptions = (entityType: EntityType) =>
  queryOptions({
    queryKey: customFieldKeys.ofType(entityType),
    queryFn: async () =>
      (await apiFetch<{ data: CustomField[] }>(`/api/custom-fields/all${toSearch({ entityType })}`)).data,
  });
