import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { currentUser } from "@/lib/auth/current";
import { fetchLead, fetchLeadPhases } from "@/lib/leads/server";
import { leadOptions, leadPhasesOptions } from "@/lib/leads/queries";
import { getQueryClient } from "@/lib/query-client";
import { loadRecord } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadLead = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, fetchLead);
  return { user, lead: record };
});

// A failed phase list does not fail the page: the client asks for it again and shows the phase's id meanwhile.
async function loadPhases() {
  const user = await currentUser();
  return user ? fetchLeadPhases(user).catch(() => undefined) : undefined;
}

// The page's client components read the lead (and, for the detail, which names the lead's phase, the phase list)
// with the same query options, so they start from this data. The two are fetched side by side.
export async function prefetchLead(rawId: string, { phases = false } = {}) {
  const [{ user, lead }, phaseList] = await Promise.all([loadLead(rawId), phases ? loadPhases() : undefined]);
  const qc = getQueryClient();
  qc.setQueryData(leadOptions(lead.id).queryKey, lead);
  if (phaseList) qc.setQueryData(leadPhasesOptions().queryKey, phaseList);
  return { user, lead, state: dehydrate(qc) };
}
