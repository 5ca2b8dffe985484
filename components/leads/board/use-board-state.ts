"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { boardSearch, parseBoardState } from "@/lib/leads/board-filters";

// The URL keys it reads and writes (nuqs clears the ones the search function leaves out).
const KEYS = ["view", "contact", "q", "retired", "phase", "page", "size"] as const;

// The board's view and filters live in the URL; changing a filter returns the table to page 1.
export const useBoardState = () => useUrlState(KEYS, parseBoardState, boardSearch);
