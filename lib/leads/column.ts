import type { Lead } from "@/lib/partner-api/contract/reader";

// What a board column asks for: one page of one phase, optionally of one client contact.
export type ColumnQuery = { phaseId: number; contactId?: number; offset: number; limit: number };

// A board column's page keeps only the leads of its phase: an API that ignored the filter must not put another
// phase's leads in the column. When every lead is of the phase (the API honoured it) the page itself is returned:
// identical concurrent reads share one upstream answer object (PartnerApiClient.call), and the console handler
// writes out a shared object's JSON once for all of them, which a copy per request would defeat.
export function onlyPhase<P extends { data: Lead[] }>(page: P, phaseId: number): P {
  if (page.data.every((l) => l.phaseId === phaseId)) return page;
  return { ...page, data: page.data.filter((l) => l.phaseId === phaseId) };
}
