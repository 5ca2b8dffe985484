import { WON_PHASE_ID } from "@/lib/partner-api/contract";
import type { Lead } from "@/lib/partner-api/contract/reader";

// The lead as the API will return it after updatePhase: the phase changes and, with it, Won/Current.
export function movedLead(lead: Lead, phaseId: number): Lead {
  const value = lead.status.value === "Retired" ? "Retired" : phaseId === WON_PHASE_ID ? "Won" : "Current";
  return { ...lead, phaseId, status: { value, displayName: value } };
}

export function budgetSum(leads: Pick<Lead, "budget">[]): number {
  return leads.reduce((sum, l) => sum + (l.budget ?? 0), 0);
}
