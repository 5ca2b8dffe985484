import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import { collectAll, partnerApi } from "@/lib/partner-api";
import { withUnreadable } from "@/lib/partner-api/contract/reader";
import { onlyPhase } from "./column";

// Server-side loaders for prefetching, returning what the console API returns.
export const fetchLeadPhases = async (user: ConsoleUser) => {
  const api = partnerApi(user.environment);
  return collectAll(
    async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
  );
};

export const fetchLead = async (user: ConsoleUser, id: number) =>
  withUnreadable((await partnerApi(user.environment).call("getLead", { params: { id } })).data);

// A board column's first page, as GET /api/leads/column answers it.
export const fetchLeadColumn = async (
  user: ConsoleUser,
  q: { phaseId: number; contactId?: number; limit: number },
) =>
  onlyPhase(
    (await partnerApi(user.environment).call("listLeads", { query: { ...q, offset: 0 } })).data,
    q.phaseId,
  );
