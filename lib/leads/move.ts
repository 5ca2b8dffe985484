import { WON_PHASE_ID } from "@/lib/partner-api/contract/values";
import type { Lead } from "@/lib/partner-api/contract/reader";

// The lead as the API will return it after updatePhase: the phase changes and, with it, Won/Current. A status
// the spec does not name stays as it is until the API says otherwise.
export function movedLead(lead: Lead, phaseId: number): Lead {
  if (lead.status.value !== "Current" && lead.status.value !== "Won") return { ...lead, phaseId };
  const value = phaseId === WON_PHASE_ID ? "Won" : "Current";
  return { ...lead, phaseId, status: { value, displayName: value } };
}

export function budgetSum(leads: Pick<Lead, "budget">[]): number {
  return leads.reduce((sum, l) => sum + (l.budget ?? 0), 0);
}
