"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { parseProjectFilters, toSearchParams } from "@/lib/projects/filters";

// The URL keys it reads and writes (nuqs clears the ones the search function leaves out).
const KEYS = ["status", "archived", "contact", "page", "size"] as const;

// The list's filters and page live in the URL; changing a filter returns to page 1.
export const useProjectListState = () => useUrlState(KEYS, parseProjectFilters, toSearchParams);
