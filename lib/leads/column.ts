import type { Lead } from "@/lib/partner-api/contract/reader";

// What a board column asks for: one page of one phase, optionally of one client contact.
export type ColumnQuery = { phaseId: number; contactId?: number; offset: number; limit: number };

// Keeps only the column's phase, in case an API ignores the filter. When nothing is dropped the page itself is
// returned: identical concurrent reads share one answer object, serialised once, which a copy would defeat.
export function onlyPhase<P extends { data: Lead[] }>(page: P, phaseId: number): P {
  if (page.data.every((l) => l.phaseId === phaseId)) return page;
  return { ...page, data: page.data.filter((l) => l.phaseId === phaseId) };
}
