"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { parseProjectFilters, toSearchParams } from "@/lib/projects/filters";

// The list's filters and page live in the URL; changing a filter returns to page 1.
export const useProjectListState = () => useUrlState(parseProjectFilters, toSearchParams);
