"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { boardSearch, parseBoardState } from "@/lib/leads/board-filters";

// The board's view and filters live in the URL; changing a filter returns the table to page 1.
export const useBoardState = () => useUrlState(parseBoardState, boardSearch);
