import type { Lead } from "@/lib/partner-api/contract/reader";
import type { BoardSummary, PhaseTotals } from "@/lib/leads/queries";

const none: PhaseTotals = { count: 0, sum: 0, retired: 0, retiredSum: 0 };

// The board summary as it will be once a move lands: the lead's count and budget go from its phase to the
// new one, and it leaves "Other phases". The next computed summary replaces this guess.
export function movedSummary(summary: BoardSummary, lead: Lead, toPhaseId: number): BoardSummary {
  const budget = lead.budget ?? 0;
  const retired = lead.status.value === "Retired" ? 1 : 0;
  const shift = (key: string, sign: 1 | -1): PhaseTotals => {
    const t = summary.phases[key] ?? none;
    return {
      count: t.count + sign,
      sum: t.sum + sign * budget,
      retired: t.retired + sign * retired,
      retiredSum: t.retiredSum + sign * retired * budget,
    };
  };
  const phases = { ...summary.phases };
  if (lead.phaseId !== null && summary.phases[String(lead.phaseId)])
    phases[String(lead.phaseId)] = shift(String(lead.phaseId), -1);
  phases[String(toPhaseId)] = shift(String(toPhaseId), 1);
  return { ...summary, phases, other: summary.other.filter((l) => l.id !== lead.id) };
}
