"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { parseDefinitionFilters, toSearchParams } from "@/lib/custom-fields/filters";

// The list's filter, search and page live in the URL; changing a filter returns to page 1.
export const useDefinitionListState = () => useUrlState(parseDefinitionFilters, toSearchParams);
